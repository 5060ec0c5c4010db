import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { LazyUndoButtons } from './LazyUndoButtons';

describe('Undo and Redo before their code has loaded', () => {
  useMockApi();

  it('keep focus on the button a keyboard user reached while they were busy', async () => {
    // The file's own module registry: the real buttons' code is not loaded yet.
    renderWithApi(<LazyUndoButtons boardId={1} />, { token: 'demo-manager', path: '/boards/1' });
    const group = screen.getByRole('group', { name: 'History' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    screen.getByRole('button', { name: 'Redo' }).focus();

    // Fetched when the browser is idle; then the real buttons replace the busy ones.
    await waitFor(
      () => expect(screen.getByRole('group', { name: 'History' })).not.toHaveAttribute('aria-busy'),
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
  });
});
