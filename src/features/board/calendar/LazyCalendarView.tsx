import { lazyModule } from '@/lib/lazy-module';
import type { CalendarViewProps } from './CalendarView';

const calendar = lazyModule(() => import('./CalendarView'));

/** Fetched when the board is idle after its first paint (BoardPage), or when first shown. */
export const preloadCalendarView = calendar.preload;

/** The calendar, kept off the board page's first load. */
export function LazyCalendarView(props: CalendarViewProps) {
  const loaded = calendar.useModule(true);
  return loaded ? (
    <loaded.CalendarView {...props} />
  ) : (
    <p role="status" aria-live="polite">
      Loading the calendar…
    </p>
  );
}
