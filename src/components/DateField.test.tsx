import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/lib/i18n/catalogues/de';
import { setFormatLocale } from '@/lib/i18n/format';
import { setActiveCatalogue } from '@/lib/i18n/translate';
import { DateField, type DateFieldProps } from './DateField';
import { dateFieldsValid } from './date-fields-valid';

function Field(props: Partial<DateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form aria-label="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="due">Due</label>
      <DateField
        id="due"
        mode="datetime"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </form>
  );
}

describe('DateField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    setFormatLocale('en-US');
    setActiveCatalogue('en', null);
  });

  it('shows the value as the locale writes it and takes typed text in that form', async () => {
    setFormatLocale('de-DE');
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Field initial="2026-11-27T14:30" onCommit={onCommit} />);
    const input = screen.getByLabelText('Due');
    expect(input).toHaveValue('27.11.2026 14:30');

    await user.clear(input);
    await user.type(input, '3.12.2026 9.15{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-03T09:15');
    expect(onCommit).toHaveBeenLastCalledWith('2026-12-03T09:15');
    expect(input).toHaveValue('03.12.2026 09:15');
  });

  it('keeps what was typed when it is not a date, says so beside it in German, and blocks the form', async () => {
    setFormatLocale('de-DE');
    setActiveCatalogue('de', de);
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Field initial="2026-11-27T14:30" onCommit={onCommit} />);
    const input = screen.getByLabelText('Due');
    // Typed over the whole text: the field never empties on the way.
    await user.type(input, '31.02.2026', { initialSelectionStart: 0, initialSelectionEnd: 16 });
    await user.tab();

    expect(input).toHaveValue('31.02.2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Kein Datum: bitte in der Form 31.12.2030 17:30 eingeben',
    );
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27T14:30');
    expect(onCommit).not.toHaveBeenCalled();
    expect(dateFieldsValid(screen.getByRole<HTMLFormElement>('form', { name: 'form' }))).toBe(
      false,
    );

    await user.clear(input);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dateFieldsValid(screen.getByRole<HTMLFormElement>('form', { name: 'form' }))).toBe(true);
  });

  it('picks a day from a calendar that starts the week on Monday in German, keeping the time', async () => {
    setFormatLocale('de-DE');
    setActiveCatalogue('de', de);
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Field initial="2026-11-27T14:30" onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: 'Tag wählen' }));

    const calendar = await screen.findByRole('dialog', { name: 'Kalender' });
    const weekdays = calendar.querySelectorAll('th[scope="col"]');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'Montag');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /27\. November 2026, ausgewählt/ })).toHaveFocus(),
    );

    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-28T14:30');
    expect(onCommit).toHaveBeenLastCalledWith('2026-11-28T14:30');
    expect(screen.getByLabelText('Due')).toHaveValue('28.11.2026 14:30');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tag wählen' })).toHaveFocus();
  });

  it('starts an American week on Sunday, gives a picked day 9:00, and closes on Escape', async () => {
    setFormatLocale('en-US');
    const user = userEvent.setup();
    render(<Field />);
    const toggle = screen.getByRole('button', { name: 'Choose a day' });
    await user.click(toggle);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(calendar.querySelectorAll('th[scope="col"]')[0]).toHaveAttribute('aria-label', 'Sunday');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: /November 30th, 2026/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-30T09:00');
    expect(screen.getByLabelText('Due')).toHaveValue('11/30/2026 9:00 AM');
  });

  it('takes a new value from outside unless the text already says it', async () => {
    setFormatLocale('de-DE');
    function Outside() {
      const [value, setValue] = useState('2026-11-27');
      return (
        <>
          <label htmlFor="day">Day</label>
          <DateField id="day" mode="date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2027-01-05')}>
            teammate
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Outside />);
    const input = screen.getByLabelText('Day');
    await user.clear(input);
    await user.type(input, '1.12.26');
    expect(input).toHaveValue('1.12.26');
    await user.click(screen.getByRole('button', { name: 'teammate' }));
    expect(input).toHaveValue('05.01.2027');
  });
});
