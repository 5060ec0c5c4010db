import type { DueBucket } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';

/** What each due-date option means, in one line (the rules of CONTRACT.md section 3). */
export const DUE_HINTS: Record<DueBucket, () => string> = {
  overdue: () => t('filters.dueHint.overdue', 'Past its due date and not completed'),
  today: () => t('filters.dueHint.today', 'Due at any time today'),
  tomorrow: () => t('filters.dueHint.tomorrow', 'Due at any time tomorrow'),
  'this-week': () => t('filters.dueHint.thisWeek', 'Due this week, Monday to Sunday'),
  'next-week': () => t('filters.dueHint.nextWeek', 'Due next week, Monday to Sunday'),
  'next-month': () => t('filters.dueHint.nextMonth', 'Due in the next calendar month'),
  future: () => t('filters.dueHint.future', 'Due after next month'),
  'no-date': () => t('filters.dueHint.noDate', 'Has no due date'),
  completed: () => t('filters.dueHint.completed', 'Marked completed, whatever its due date'),
};
