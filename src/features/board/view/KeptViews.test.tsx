import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptViews } from './KeptViews';
import type { ViewMode } from '@/features/board-core/view/view-mode';

function views(mode: ViewMode, version: number) {
  return (
    <KeptViews
      mode={mode}
      kanban={<p>kanban {version}</p>}
      list={<p>list {version}</p>}
      calendar={<p>calendar {version}</p>}
      insights={<p>insights {version}</p>}
    />
  );
}

describe('KeptViews', () => {
  it('mounts a view the first time it is shown, then keeps it hidden', () => {
    const { rerender } = render(views('kanban', 1));
    expect(screen.getByText('kanban 1')).toBeVisible();
    expect(screen.queryByText('list 1')).toBeNull();

    rerender(views('list', 1));
    expect(screen.getByText('list 1')).toBeVisible();
    expect(screen.getByText('kanban 1')).not.toBeVisible();
  });

  it('does not redraw a hidden view; it catches up when shown again', () => {
    const { rerender } = render(views('kanban', 1));
    rerender(views('list', 1));
    rerender(views('list', 2));
    expect(screen.getByText('list 2')).toBeVisible();
    expect(screen.getByText('kanban 1')).not.toBeVisible();

    rerender(views('kanban', 2));
    expect(screen.getByText('kanban 2')).toBeVisible();
    expect(screen.getByText('list 2')).not.toBeVisible();
  });
});
