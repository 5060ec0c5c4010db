import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AgingSection } from './AgingSection';

const stored = () => JSON.parse(localStorage.getItem('project-board:aging:3') ?? 'null') as unknown;

describe('AgingSection', () => {
  afterEach(() => localStorage.clear());

  it('saves the board’s thresholds, and keeps what was typed beside the reason when refused', async () => {
    const user = userEvent.setup();
    render(<AgingSection boardId={3} />);
    const idle = screen.getByLabelText('Idle after (days)');
    const stale = screen.getByLabelText('Stale after (days)');
    expect(idle).toHaveValue('7');
    expect(stale).toHaveValue('14');

    await user.clear(stale);
    await user.type(stale, '5');
    await user.click(screen.getByRole('button', { name: 'Save card aging' }));
    expect(stale).toHaveValue('5');
    expect(stale).toHaveAccessibleDescription('Stale must come after idle: enter more days.');
    expect(stored()).toBeNull();

    await user.clear(idle);
    await user.type(idle, '3');
    await user.click(screen.getByRole('button', { name: 'Save card aging' }));
    expect(stale).not.toHaveAttribute('aria-invalid');
    expect(stored()).toEqual({ idleDays: 3, staleDays: 5 });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});
