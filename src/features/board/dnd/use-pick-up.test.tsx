import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pickUp } from './pick-up';
import { usePickUp } from './use-pick-up';

const renders: Record<string, number> = {};
function countRender(id: string): void {
  renders[id] = (renders[id] ?? 0) + 1;
}

const Card = memo(function Card({ id }: { id: string }) {
  countRender(id);
  const drag = usePickUp({ id, disabled: false });
  const { nodeRef } = drag;
  return (
    <>
      <li
        ref={(node) => {
          nodeRef.current = node;
        }}
        data-testid={id}
        data-dragging={drag.isDragging || undefined}
        {...drag.nodeHandlers}
      >
        <button type="button" aria-label={`Move ${id}`} {...drag.handleProps} {...drag.attributes}>
          grip
        </button>
      </li>
      {drag.draggable}
    </>
  );
});

function Board({ onDragStart }: { onDragStart: (event: DragStartEvent) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart}>
      <ul>
        {['pick-a', 'pick-b', 'pick-c'].map((id) => (
          <Card key={id} id={id} />
        ))}
      </ul>
    </DndContext>
  );
}

const handle = (id: string) => screen.getByRole('button', { name: `Move ${id}` });
/** dnd-kit's instructions are attached to a grip only while its card holds a draggable. */
const armed = (id: string) => handle(id).hasAttribute('aria-describedby');

describe('usePickUp', () => {
  it('holds a draggable only on the card that can be picked up: focused or pressed', () => {
    render(<Board onDragStart={vi.fn()} />);
    expect(['pick-a', 'pick-b', 'pick-c'].map(armed)).toEqual([false, false, false]);
    // The idle grip still says what it is.
    expect(handle('pick-a').getAttribute('aria-roledescription')).toBe('draggable');

    act(() => handle('pick-b').focus());
    expect(['pick-a', 'pick-b', 'pick-c'].map(armed)).toEqual([false, true, false]);

    fireEvent.pointerDown(screen.getByTestId('pick-c'), { isPrimary: true, button: 0 });
    expect(['pick-a', 'pick-b', 'pick-c'].map(armed)).toEqual([false, false, true]);
    fireEvent.pointerUp(document);
  });

  it('starts a keyboard drag from the first key on an idle card, re-rendering only that card', async () => {
    act(() => pickUp('none'));
    const onDragStart = vi.fn<(event: DragStartEvent) => void>();
    render(<Board onDragStart={onDragStart} />);
    const before = { ...renders };

    fireEvent.keyDown(handle('pick-b'), { code: 'Space', key: ' ' });

    expect(onDragStart).toHaveBeenCalledOnce();
    expect(onDragStart.mock.calls[0]?.[0].active.id).toBe('pick-b');
    expect(screen.getByTestId('pick-b').hasAttribute('data-dragging')).toBe(true);
    expect(handle('pick-b').getAttribute('aria-pressed')).toBe('true');
    expect(renders['pick-a']).toBe(before['pick-a']);
    expect(renders['pick-c']).toBe(before['pick-c']);
    expect(renders['pick-b']).toBeGreaterThan(before['pick-b'] ?? 0);

    // Put it down: the sensor listens on the document for the keys that follow (from a task
    // after the one that picked it up), and the files after this one share the document.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document.activeElement ?? document.body, { code: 'Escape', key: 'Escape' });
    expect(screen.getByTestId('pick-b').hasAttribute('data-dragging')).toBe(false);
  });
});
