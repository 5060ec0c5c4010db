import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function Pinned({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Pinned"
      checked={checked}
      onChange={(event) => {
        onChange(event.target.checked);
        setChecked(event.target.checked);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a real checkbox named by its label, ticked by a click on the label or Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pinned onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Pinned' });
    expect(box).toBeInstanceOf(HTMLInputElement);
    expect(box).not.toBeChecked();

    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Pinned'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls.map(([checked]) => checked)).toEqual([true, false]);
  });

  it('shows the mixed state and leaves it when the state changes', () => {
    const { rerender } = render(
      <Checkbox aria-label="Select all" indeterminate checked={false} onChange={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    rerender(
      <Checkbox aria-label="Select all" indeterminate={false} checked onChange={() => undefined} />,
    );
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
  });

  it('cannot be ticked when disabled, and says so on its row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Completed" disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Completed' });
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Completed'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box.closest('label')).toHaveAttribute('data-disabled');
  });
});
