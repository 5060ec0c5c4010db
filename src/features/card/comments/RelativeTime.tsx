import { formatDate } from '@/lib/i18n/format';
import { formatRelative } from '@/lib/i18n/relative-time';
import { t } from '@/lib/i18n/translate';

/** "5 minutes ago", with the exact date and time in its tooltip and `dateTime`. */
export function relativeTimeText(date: Date, now: Date = new Date()): string {
  return now.getTime() - date.getTime() < 45_000
    ? t('time.justNow', 'just now')
    : formatRelative(date, now);
}

export function RelativeTime({ iso, className }: { iso: string | null; className?: string }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={iso} title={formatDate(date, 'dateTime')}>
      {relativeTimeText(date)}
    </time>
  );
}
