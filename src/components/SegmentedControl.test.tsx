import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

type Span = 'day' | 'week' | 'month';

function Spans({ onChange }: { onChange: (span: Span) => void }) {
  const [span, setSpan] = useState<Span>('week');
  return (
    <SegmentedControl
      label="Span"
      value={span}
      options={[
        { value: 'day', label: 'Day' },
        { value: 'week', label: 'Week' },
        { value: 'month', label: 'Month' },
      ]}
      onChange={(next) => {
        onChange(next);
        setSpan(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with one tab stop, on the chosen segment', () => {
    render(<Spans onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Span' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Day' })).not.toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('chooses with a click, and says nothing when the chosen one is clicked again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Spans onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(onChange).toHaveBeenCalledWith('month');
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
  });

  it('moves focus and the choice with the arrow keys, wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Spans onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(onChange.mock.calls.map(([span]) => span)).toEqual(['month', 'day', 'month', 'week']);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });
});
