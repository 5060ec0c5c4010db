import { CalendarDays } from 'lucide';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  DEFAULT_HOUR,
  dateTextExample,
  dateToValue,
  formatDateText,
  parseDateText,
  valueToDate,
  type DateTextMode,
} from '@/lib/i18n/date-text';
import { currentFormatLocale } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { lazyModule } from '@/lib/lazy-module';
import { Icon } from './Icon';
import styles from './DateField.module.css';

export interface DateFieldProps {
  /** The input's id, for the caller's `<label htmlFor>`. */
  id: string;
  mode: DateTextMode;
  /** `yyyy-MM-dd` (date) or `yyyy-MM-ddTHH:mm` (date-time, local), '' for none. */
  value: string;
  /** Each value the field comes to hold: typed and understood, picked, or '' when emptied. */
  onChange?: (value: string) => void;
  /**
   * Enter, leaving the field, or a day picked: the value to save. A field with it is one that
   * saves on its own (Enter saves, never submits a form); without it Enter submits the form.
   */
  onCommit?: (value: string) => void;
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Ids of texts that describe the field (a hint, the server's message). */
  describedBy?: string;
  /** The server refused the value. */
  invalid?: boolean;
  /** A value is required (said to screen readers; the caller says what waits for it). */
  required?: boolean;
}

// react-day-picker and Radix's popover load with the first press of a calendar button (or
// when the pointer comes near it), not with the page.
const picker = lazyModule(() => import('./DatePickerImpl'));

/**
 * A date or date-time typed as the locale writes it ("27.11.2026 14:30"), with a calendar to
 * pick the day from. Text that is not a date is kept as typed, with a message beside it; the
 * field is then invalid (`setCustomValidity`), and `dateFieldsValid` lets a form refuse to send.
 */
export function DateField({
  id,
  mode,
  value,
  onChange,
  onCommit,
  disabled = false,
  inputRef,
  describedBy,
  invalid = false,
  required,
}: DateFieldProps) {
  const locale = currentFormatLocale();
  const [text, setText] = useState(() => formatDateText(value, mode, locale));
  const [given, setGiven] = useState(value);
  const [problemShown, setProblemShown] = useState(false);
  const [open, setOpen] = useState(false);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const button = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const parsed = parseDateText(text, mode, locale);
  const problem =
    parsed === null
      ? t('date.invalid', 'Not a date: type it like {example}', {
          example: dateTextExample(mode, locale),
        })
      : null;

  // A new value from outside (a teammate's change, a form reset) replaces the text, unless the
  // text already says it (it came from here).
  if (value !== given) {
    setGiven(value);
    if (parsed !== value) {
      setText(formatDateText(value, mode, locale));
      setProblemShown(false);
    }
  }

  useEffect(() => {
    input.current?.setCustomValidity(problem ?? '');
  }, [input, problem]);

  const module = picker.useModule(open);

  function edit(next: string): void {
    setText(next);
    setProblemShown(false);
    const understood = parseDateText(next, mode, locale);
    if (understood !== null && understood !== value) onChange?.(understood);
  }

  /** Shows the text as the locale writes it, or the problem; true when there is a value. */
  function settle(): boolean {
    if (parsed === null) {
      setProblemShown(true);
      return false;
    }
    setText(formatDateText(parsed, mode, locale));
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    if (onCommit) event.preventDefault();
    if (!settle()) {
      event.preventDefault();
      return;
    }
    onCommit?.(parsed ?? '');
  }

  function pick(day: Date): void {
    const current = valueToDate(parsed ?? '');
    const at = new Date(day);
    at.setHours(current ? current.getHours() : DEFAULT_HOUR, current ? current.getMinutes() : 0);
    const next = dateToValue(at, mode);
    setText(formatDateText(next, mode, locale));
    setProblemShown(false);
    setOpen(false);
    onChange?.(next);
    onCommit?.(next);
  }

  const problemId = `${id}-problem`;
  const describers = [describedBy, problemShown && problem ? problemId : null].filter(Boolean);
  return (
    <span className={styles.wrap}>
      <span
        ref={anchor}
        className={styles.field}
        data-invalid={invalid || problemShown || undefined}
      >
        <input
          ref={input}
          id={id}
          className={styles.input}
          data-mode={mode}
          data-date-field=""
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={dateTextExample(mode, locale)}
          value={text}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || (problemShown && problem !== null) || undefined}
          aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (settle()) onCommit?.(parsed ?? '');
          }}
          onInvalid={() => setProblemShown(true)}
        />
        <button
          ref={button}
          type="button"
          className={styles.button}
          disabled={disabled}
          aria-label={t('date.choose', 'Choose a day')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void picker.preload().catch(() => undefined)}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <Icon icon={CalendarDays} />
        </button>
      </span>
      {problemShown && problem ? (
        <span id={problemId} className={styles.problem} role="alert">
          {problem}
        </span>
      ) : null}
      {open && module ? (
        <module.DatePickerImpl
          anchor={anchor}
          toggle={button}
          selected={valueToDate(parsed ?? value)}
          locale={locale}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}
