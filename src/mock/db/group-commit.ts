/**
 * Group commit: every write waits for a save that started after it was applied, and the writes
 * that arrive while a save runs share the next one. So no acknowledged write is ever missing
 * from the file, and a steady load still saves continuously (a debounce that restarts on every
 * write never saved under load, and acknowledged writes were lost).
 */
export function groupCommitSaver(save: () => Promise<void>) {
  let current: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return {
    /** Resolves once everything applied before the call is stored; rejects if that save failed. */
    save(): Promise<void> {
      if (next) return next;
      const waiting = current
        .catch(() => undefined)
        .then(() => {
          next = null;
          current = save();
          return current;
        });
      next = waiting;
      return waiting;
    },
    /** Waits for the saves under way. */
    async flush(): Promise<void> {
      await (next ?? current).catch(() => undefined);
    },
  };
}
