import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberCheckbox } from './MemberCheckbox';

describe('MemberCheckbox', () => {
  it('is named once after the person, though their avatar stands beside the name', () => {
    render(
      <MemberCheckbox
        member={{ id: 3, name: 'Eli Editor', avatar_url: null } as never}
        checked={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleName('Eli Editor');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is the family checkbox: its row is the target, a click on the name ticks it', async () => {
    const onChange = vi.fn();
    render(
      <MemberCheckbox
        member={{ id: 3, name: 'Eli Editor', avatar_url: null } as never}
        checked={false}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox').closest('label')).toHaveClass('checkbox-row');
    await userEvent.setup().click(screen.getByText('Eli Editor'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
