import { useEffect, useState } from 'react';

/** Now, renewed every `everyMs` (a card passes from "today" to "overdue" while the page is open). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
