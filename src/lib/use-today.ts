import { useEffect, useState } from 'react';

/** Milliseconds until the next local midnight (and a second, so the date has turned). */
function untilTomorrow(now: Date): number {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return tomorrow.getTime() - now.getTime() + 1000;
}

/**
 * Now, as of the start of this render's day: the same object all day, so what depends on it
 * (every tile's age) re-renders once a day, at midnight, not every minute.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(() => setToday(new Date()), untilTomorrow(today));
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
