/**
 * The reminders already shown as browser notifications (card and due date keys), shared by the
 * tabs through localStorage, so a tab that takes over notifying repeats none. Newest 500 kept.
 */
const KEY = 'project-board:reminders-notified';
const KEEP = 500;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((key): key is string => typeof key === 'string')
      : [];
  } catch {
    return [];
  }
}

export const notifiedStore = {
  has: (key: string) => read().includes(key),
  add: (key: string) => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify([...read(), key].slice(-KEEP)));
    } catch {
      // Storage blocked: this tab may notify the card again after a reload.
    }
  },
};
