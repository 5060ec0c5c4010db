import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import type * as UndoDoor from '@/sync/undo/undo';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { LazyUndoButtons } from './LazyUndoButtons';

vi.mock('@/sync/undo/undo', async (importOriginal) => {
  const actual = await importOriginal<typeof UndoDoor>();
  return {
    ...actual,
    undoOnBoard: vi.fn(() => Promise.resolve()),
    redoOnBoard: vi.fn(() => Promise.resolve()),
  };
});

describe("the board's undo keys", () => {
  useMockApi();
  beforeEach(() => vi.clearAllMocks());

  it('undo and redo at once: a Ctrl+Z pressed while the buttons’ code loads is not lost', () => {
    // The file's own module registry: the real buttons' code is not loaded yet.
    renderWithApi(<LazyUndoButtons boardId={1} />, { token: 'demo-manager', path: '/boards/1' });
    expect(screen.getByRole('group', { name: 'History' })).toHaveAttribute('aria-busy', 'true');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undoOnBoard).toHaveBeenCalledWith(1);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(redoOnBoard).toHaveBeenCalledWith(1);
    expect(undoOnBoard).toHaveBeenCalledTimes(1);
  });

  it('leave a field’s own undo alone', () => {
    renderWithApi(
      <>
        <input aria-label="Title" />
        <LazyUndoButtons boardId={1} />
      </>,
      { token: 'demo-manager', path: '/boards/1' },
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'z', ctrlKey: true });
    expect(undoOnBoard).not.toHaveBeenCalled();
  });
});
