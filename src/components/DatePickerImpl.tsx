import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';
import { t } from '@/lib/i18n/translate';
import { localeWeekStart } from '@/lib/i18n/week-start';
import styles from './DatePicker.module.css';

export interface DatePickerImplProps {
  /** What the calendar opens beside. */
  anchor: RefObject<HTMLElement | null>;
  /** The button that opens and closes it: focus goes back there, its press is not "outside". */
  toggle: RefObject<HTMLButtonElement | null>;
  selected: Date | null;
  /** The format locale ("de-AT"): German, British or American names and labels; its week start. */
  locale: string;
  onPick: (day: Date) => void;
  onClose: () => void;
}

function dayPickerLocale(locale: string) {
  const tag = locale.toLowerCase();
  if (tag.startsWith('de')) return de;
  return tag === 'en-us' || !tag.startsWith('en') ? enUS : enGB;
}

/** The calendar of `DateField`: react-day-picker in a Radix popover, in its own chunk. */
export function DatePickerImpl({
  anchor,
  toggle,
  selected,
  locale,
  onPick,
  onClose,
}: DatePickerImplProps) {
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          aria-label={t('date.calendar', 'Calendar')}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The day picker focuses the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggle.current?.focus();
          }}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && toggle.current?.contains(event.target)) {
              event.preventDefault();
            }
          }}
        >
          <DayPicker
            className={styles.picker}
            mode="single"
            required={false}
            autoFocus
            locale={dayPickerLocale(locale)}
            weekStartsOn={localeWeekStart(locale)}
            defaultMonth={selected ?? undefined}
            selected={selected ?? undefined}
            onSelect={(day) => (day ? onPick(day) : onClose())}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
