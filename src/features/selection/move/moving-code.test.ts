// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCardSelectionStore } from '../card-selection';
import { movingCode, useMovingCode } from './moving-code';

describe('the code that moves a selection', () => {
  afterEach(() => useCardSelectionStore.setState({ boardId: null, ids: [], anchor: null }));

  it('loads once two cards are selected on a board whose drag engine is mounted', async () => {
    const { result } = renderHook(() => useMovingCode());
    expect(movingCode()).toBeUndefined();
    act(() => useCardSelectionStore.setState({ boardId: 1, ids: [3, 5], anchor: 5 }));
    await waitFor(() => expect(result.current).toBeDefined(), { timeout: 10_000 });
    expect(movingCode()).toBe(result.current);
    expect(typeof movingCode()?.engineSelectionAnnouncements).toBe('function');
  });
});
