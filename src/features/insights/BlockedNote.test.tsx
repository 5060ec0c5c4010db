import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockedNote } from './BlockedNote';

describe("an aging card's blocked note", () => {
  it('names how many open cards block it, and is absent when none do', () => {
    const { rerender, container } = render(<BlockedNote blockers={2} />);
    expect(screen.getByText('blocked by 2 open cards')).toBeVisible();
    rerender(<BlockedNote blockers={1} />);
    expect(screen.getByText('blocked by 1 open card')).toBeVisible();
    rerender(<BlockedNote blockers={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
