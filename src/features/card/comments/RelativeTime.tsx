import { format } from 'date-fns/format';
import { formatDistanceToNowStrict } from 'date-fns/formatDistanceToNowStrict';

/** "5 minutes ago", with the exact date and time in its tooltip and `dateTime`. */
export function relativeTimeText(date: Date, now: Date = new Date()): string {
  return now.getTime() - date.getTime() < 45_000
    ? 'just now'
    : formatDistanceToNowStrict(date, { addSuffix: true });
}

export function RelativeTime({ iso, className }: { iso: string | null; className?: string }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={iso} title={format(date, 'PPpp')}>
      {relativeTimeText(date)}
    </time>
  );
}
