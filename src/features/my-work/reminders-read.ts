import { useSyncExternalStore } from 'react';

/**
 * Which reminders I have read (their keys), kept in this browser: a reminder is computed from
 * my cards, not sent by the server, so its read mark cannot live on the server's notification.
 * The newest 500 are kept.
 */
const KEY = 'project-board:reminders-read';
const KEEP = 500;
const listeners = new Set<() => void>();
let cache: { text: string | null; keys: ReadonlySet<string> } = { text: null, keys: new Set() };

export function readReminderKeys(): ReadonlySet<string> {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return cache.keys;
  }
  if (text === cache.text) return cache.keys;
  let keys: string[] = [];
  try {
    const value: unknown = text === null ? [] : JSON.parse(text);
    if (Array.isArray(value)) keys = value.filter((key): key is string => typeof key === 'string');
  } catch {
    keys = [];
  }
  cache = { text, keys: new Set(keys) };
  return cache.keys;
}

export function markRemindersRead(keys: readonly string[]): void {
  const next = [...readReminderKeys(), ...keys.filter((key) => !readReminderKeys().has(key))];
  const kept = next.slice(-KEEP);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    cache = { text: cache.text, keys: new Set(kept) };
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

export function useReadReminderKeys(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, readReminderKeys, readReminderKeys);
}
