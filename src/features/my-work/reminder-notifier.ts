import type { MyCard } from './my-cards';
import { inQuietHours, type ReminderSettings } from './reminder-settings';

/** How often the notifying tab looks for cards coming due. */
export const NOTIFIER_TICK_MS = 30_000;
const LOCK_NAME = 'project-board:reminder-notifier';

/** The part of `navigator.locks` used here (a fake in tests stands for two tabs). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

export interface ReminderNotice {
  /** Card and due date: the same card is notified again only for a new due date. */
  key: string;
  title: string;
  body: string;
  boardId: number;
  cardId: number;
}

/** The notices due now: cards due within the lead time, not notified yet, soonest first. */
export function noticesDue(
  cards: readonly MyCard[],
  now: Date,
  leadMs: number,
  notified: (key: string) => boolean,
): ReminderNotice[] {
  return cards
    .flatMap((item) => {
      const iso = item.card.due_date;
      const due = iso ? Date.parse(iso) : Number.NaN;
      const left = due - now.getTime();
      if (!iso || Number.isNaN(due) || left < 0 || left > leadMs) return [];
      const key = `${item.boardId}:${item.card.id}:${iso}`;
      if (notified(key)) return [];
      return [{ due, key, item }];
    })
    .sort((a, b) => a.due - b.due)
    .map(({ key, item }) => ({
      key,
      title: `#${item.card.number} ${item.card.title}`,
      body: item.boardName,
      boardId: item.boardId,
      cardId: item.card.id,
    }));
}

export interface NotifierDeps {
  /** null where the browser has no Web Locks: then this tab notifies (a notice's tag dedups). */
  locks: LockManagerLike | null;
  now: () => Date;
  settings: () => ReminderSettings;
  /** 'granted' once the person allowed notifications. */
  permission: () => string;
  cards: () => readonly MyCard[];
  /** Kept across tabs (localStorage), so a tab that takes over repeats nothing. */
  notified: { has: (key: string) => boolean; add: (key: string) => void };
  show: (notice: ReminderNotice) => void;
  /** Called when this tab becomes the one that notifies (to keep every board read). */
  onLeader?: () => void;
}

/** One look: shows what is due, unless not opted in, not allowed, or in quiet hours. */
export function notifierTick(deps: NotifierDeps): number {
  const settings = deps.settings();
  const now = deps.now();
  if (!settings.notify || deps.permission() !== 'granted' || inQuietHours(now, settings)) return 0;
  const notices = noticesDue(deps.cards(), now, settings.leadMinutes * 60_000, deps.notified.has);
  for (const notice of notices) {
    deps.notified.add(notice.key);
    deps.show(notice);
  }
  return notices.length;
}

/**
 * Runs the notifier in one tab of all those open: the tab that holds the Web Lock ticks; the
 * others wait for it, and the next takes over when that tab closes. Returns the stop (which
 * gives the lock up).
 */
export function startReminderNotifier(deps: NotifierDeps): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let release: (() => void) | null = null;
  let stopped = false;
  const lead = () => {
    deps.onLeader?.();
    notifierTick(deps);
    timer = setInterval(() => notifierTick(deps), NOTIFIER_TICK_MS);
  };
  if (deps.locks) {
    void deps.locks
      .request(LOCK_NAME, () => {
        if (stopped) return Promise.resolve();
        lead();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined);
  } else {
    lead();
  }
  return () => {
    stopped = true;
    if (timer !== null) clearInterval(timer);
    release?.();
  };
}
