import { useSyncExternalStore } from 'react';

/**
 * The reminders' settings, kept in this browser as preferences (never the token): how long
 * before a due date a card is "due soon" and a notification comes, quiet hours without
 * notifications, and whether the person asked for browser notifications.
 */
export interface ReminderSettings {
  /** Minutes before the due date. */
  leadMinutes: number;
  /** Local times `HH:MM`; both null: no quiet hours. May wrap past midnight (22:00 to 07:00). */
  quietFrom: string | null;
  quietTo: string | null;
  /** The person opted in to browser notifications (on the My work page). */
  notify: boolean;
}

export const LEAD_CHOICES = [10, 30, 60, 120, 1440] as const;
export const DEFAULT_SETTINGS: ReminderSettings = {
  leadMinutes: 60,
  quietFrom: null,
  quietTo: null,
  notify: false,
};

const KEY = 'project-board:reminders';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const listeners = new Set<() => void>();
let cache: { text: string | null; value: ReminderSettings } = {
  text: null,
  value: DEFAULT_SETTINGS,
};

function parse(text: string | null): ReminderSettings {
  if (text === null) return DEFAULT_SETTINGS;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ReminderSettings, unknown>>;
    const lead = value.leadMinutes;
    const time = (candidate: unknown) =>
      typeof candidate === 'string' && TIME.test(candidate) ? candidate : null;
    return {
      leadMinutes:
        typeof lead === 'number' && Number.isInteger(lead) && lead >= 1 && lead <= 10_080
          ? lead
          : DEFAULT_SETTINGS.leadMinutes,
      quietFrom: time(value.quietFrom),
      quietTo: time(value.quietTo),
      notify: value.notify === true,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function readReminderSettings(): ReminderSettings {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return cache.value;
  }
  if (text !== cache.text) cache = { text, value: parse(text) };
  return cache.value;
}

export function saveReminderSettings(change: Partial<ReminderSettings>): void {
  const next = { ...readReminderSettings(), ...change };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: kept for this page only.
    cache = { text: cache.text, value: next };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useReminderSettings(): ReminderSettings {
  return useSyncExternalStore(subscribe, readReminderSettings, readReminderSettings);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `now` (local time) is within the quiet hours; a span may wrap past midnight. */
export function inQuietHours(now: Date, settings: ReminderSettings): boolean {
  const { quietFrom, quietTo } = settings;
  if (quietFrom === null || quietTo === null || quietFrom === quietTo) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  const from = minutesOf(quietFrom);
  const to = minutesOf(quietTo);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
