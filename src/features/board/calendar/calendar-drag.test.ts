// @vitest-environment jsdom
import type { ClientRect, SensorContext, UniqueIdentifier } from '@dnd-kit/core';
import { KeyboardCode } from '@dnd-kit/core';
import { addDays } from 'date-fns/addDays';
import { describe, expect, it } from 'vitest';
import { dayKey } from './calendar-dates';
import {
  calendarCardDragId,
  calendarKeyboardCoordinates,
  dayDropId,
  UNDATED_DROP_ID,
} from './calendar-drag';

const CELL = 100;
const CHIP = { width: 80, height: 20 };
/** A Sunday: the grid below starts its weeks on Sunday (en-US), as the CI failure's did. */
const FIRST_DAY = new Date(2026, 10, 1);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Three weeks of day cells, seven to a row, and the "No due date" list to the right. */
function grid(): Map<UniqueIdentifier, ClientRect> {
  const rects = new Map<UniqueIdentifier, ClientRect>();
  for (let index = 0; index < 21; index += 1) {
    const day = dayKey(addDays(FIRST_DAY, index));
    rects.set(dayDropId(day), rect((index % 7) * CELL, Math.floor(index / 7) * CELL, CELL, CELL));
  }
  rects.set(UNDATED_DROP_ID, rect(7 * CELL + 20, 0, 200, 3 * CELL));
  return rects;
}

/** Presses `code` with the card over `overId`; returns the drop target its new box lands in. */
function press(overId: UniqueIdentifier, code: string): UniqueIdentifier | null {
  const rects = grid();
  const here = rects.get(overId);
  if (!here) throw new Error(`no target ${String(overId)}`);
  const collisionRect = rect(
    here.left + (here.width - CHIP.width) / 2,
    here.top + (here.height - CHIP.height) / 2,
    CHIP.width,
    CHIP.height,
  );
  const context = {
    active: { id: calendarCardDragId(7) },
    over: { id: overId },
    collisionRect,
    droppableRects: rects,
    droppableContainers: { getEnabled: () => [...rects.keys()].map((id) => ({ id })) },
  } as unknown as SensorContext;
  const event = new KeyboardEvent('keydown', { code });
  const moved = calendarKeyboardCoordinates(event, {
    active: calendarCardDragId(7),
    currentCoordinates: { x: collisionRect.left, y: collisionRect.top },
    context,
  });
  if (!moved) return null;
  const centre = { x: moved.x + CHIP.width / 2, y: moved.y + CHIP.height / 2 };
  for (const [id, box] of rects) {
    if (
      centre.x >= box.left &&
      centre.x < box.right &&
      centre.y >= box.top &&
      centre.y < box.bottom
    )
      return id;
  }
  throw new Error('the card landed outside every target');
}

const dayId = (offset: number) => dayDropId(dayKey(addDays(FIRST_DAY, offset)));

describe('the calendar keys while a card is picked up', () => {
  it.each(WEEKDAYS.map((name, index) => [name, index + 7] as const))(
    'ArrowRight from a %s goes to the next day',
    (_name, offset) => {
      expect(press(dayId(offset), KeyboardCode.Right)).toBe(dayId(offset + 1));
    },
  );

  it.each(WEEKDAYS.map((name, index) => [name, index + 7] as const))(
    'ArrowLeft from a %s goes to the day before',
    (_name, offset) => {
      expect(press(dayId(offset), KeyboardCode.Left)).toBe(dayId(offset - 1));
    },
  );

  it('ArrowRight on the Saturday goes to the Sunday in the row below, never to "No due date"', () => {
    expect(press(dayId(6), KeyboardCode.Right)).toBe(dayId(7));
    expect(press(dayId(13), KeyboardCode.Right)).toBe(dayId(14));
  });

  it('ArrowUp and ArrowDown go a week back and on', () => {
    expect(press(dayId(10), KeyboardCode.Down)).toBe(dayId(17));
    expect(press(dayId(10), KeyboardCode.Up)).toBe(dayId(3));
  });

  it('past the days shown the card stays where it is', () => {
    expect(press(dayId(20), KeyboardCode.Right)).toBeNull();
    expect(press(dayId(0), KeyboardCode.Left)).toBeNull();
    expect(press(dayId(16), KeyboardCode.Down)).toBeNull();
  });

  it('Delete or Backspace moves it to "No due date" on purpose', () => {
    expect(press(dayId(4), 'Delete')).toBe(UNDATED_DROP_ID);
    expect(press(dayId(4), 'Backspace')).toBe(UNDATED_DROP_ID);
  });

  it('from "No due date" an arrow goes back to the nearest day that way', () => {
    expect(press(UNDATED_DROP_ID, KeyboardCode.Left)).toBe(dayId(13));
    expect(press(UNDATED_DROP_ID, KeyboardCode.Right)).toBeNull();
  });

  it('other keys do nothing', () => {
    expect(press(dayId(4), 'KeyA')).toBeNull();
  });
});
