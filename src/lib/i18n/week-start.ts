/** A weekday as date-fns counts it: Sunday 0 … Saturday 6. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first day of the week in the user's locale (Intl's week info), Monday when unknown. */
export function localeWeekStart(locale: string): WeekStart {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // Intl counts Monday 1 … Sunday 7; date-fns Sunday 0 … Saturday 6.
    return firstDay === undefined ? 1 : ((firstDay % 7) as WeekStart);
  } catch {
    return 1;
  }
}
