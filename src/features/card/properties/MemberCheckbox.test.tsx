import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
