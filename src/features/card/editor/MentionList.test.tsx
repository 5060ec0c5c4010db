import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { MentionList } from './MentionList';
import type { MentionBridge } from './mention-suggestion';
import { useMentionPicker } from './use-mention-picker';

let bridge: MentionBridge | null = null;
const setBridge = (value: MentionBridge | null) => {
  bridge = value;
};

function Harness({ onBridge }: { onBridge: (value: MentionBridge | null) => void }) {
  const picker = useMentionPicker(1);
  const { bridge: ref } = picker;
  useEffect(() => onBridge(ref.current), [ref, onBridge]);
  return picker.isOpen ? (
    <MentionList
      id="people"
      users={picker.users}
      activeIndex={picker.activeIndex}
      loading={picker.loading}
      onPick={picker.pick}
    />
  ) : null;
}

const key = (name: string) =>
  act(() => bridge?.keyDown(new KeyboardEvent('keydown', { key: name })) ?? false);

describe('the @ mention list', () => {
  useMockApi();

  it('lists the people matching the typed text and picks one with the keyboard', async () => {
    const insert = vi.fn<(attrs: MentionNodeAttrs) => void>();
    renderWithApi(<Harness onBridge={setBridge} />);
    act(() => bridge?.open('', insert));
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(3));
    expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(50);

    act(() => bridge?.open('ines', insert));
    await waitFor(() => {
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        expect.stringContaining('Ines Interact'),
      ]);
    });
    expect(screen.getByRole('option', { name: /Ines Interact/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    act(() => bridge?.open('e', insert));
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1),
    );
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await key('ArrowDown');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await key('ArrowUp');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await key('ArrowDown');
    expect(await key('Enter')).toBe(true);
    expect(insert).toHaveBeenCalledTimes(1);
    const picked = insert.mock.calls[0]?.[0];
    expect(picked).toEqual({ id: expect.stringMatching(/^\d+$/), label: expect.any(String) });
    expect(options[1]).toHaveTextContent(String(picked?.label));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('highlights the first person again when the results for a newer filter arrive', async () => {
    const insert = vi.fn<(attrs: MentionNodeAttrs) => void>();
    renderWithApi(<Harness onBridge={setBridge} />);
    act(() => bridge?.open('', insert));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(3));

    // Typed on, then arrowed down before the debounced filter ran: the old results are still shown.
    act(() => bridge?.open('ines', insert));
    await key('ArrowDown');
    await key('ArrowDown');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[2]).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
    expect(screen.getByRole('option', { name: /Ines Interact/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await key('Enter')).toBe(true);
    expect(insert).toHaveBeenCalledWith({ id: expect.any(String), label: 'Ines Interact' });
  });

  it('closes with Escape without inserting anything', async () => {
    const insert = vi.fn<(attrs: MentionNodeAttrs) => void>();
    renderWithApi(<Harness onBridge={setBridge} />);
    act(() => bridge?.open('', insert));
    await screen.findByRole('listbox');
    expect(await key('Escape')).toBe(true);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(insert).not.toHaveBeenCalled();
  });
});
