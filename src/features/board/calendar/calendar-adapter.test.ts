import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import { wireCard, wireColumn } from '@/api/testing/board-fixture';
import { engineAnnouncements } from '../dnd/engine/engine-announcements';
import { dueOnDay } from '@/domain/due-day';
import { calendarCardDragId, dayDropId, UNDATED_DROP_ID } from './calendar-drag';
import { calendarAdapter } from './use-calendar-adapter';

const due = new Date(2026, 10, 26, 14, 30).toISOString();
const result = normalizeBoard({
  id: 1,
  cuid: 'acme',
  name: 'Board',
  visibility: 'private',
  columns: [wireColumn(1, 1)],
  cards: [wireCard(7, 1, 1, { title: 'Ship it', due_date: due })],
  members: {},
  tags: {},
  custom_field_definitions: [],
  permissions: { view: true, edit: true },
});
if (!result.ok) throw new Error(result.error.message);
const board = result.value;

const active = {
  id: calendarCardDragId(7),
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
} as unknown as Active;
const over = (id: string) => ({ id, rect: {}, disabled: false, data: {} }) as unknown as Over;

describe('a calendar drag on the drag engine (the calendar adapter)', () => {
  it('speaks the day, and its drop says what it set', () => {
    const spoken = engineAnnouncements(calendarAdapter(board, vi.fn()), null);
    expect(spoken.onDragStart({ active })).toBe('Picked up Card #7 Ship it.');
    expect(spoken.onDragOver({ active, over: over(dayDropId('2026-11-27')) })).toBe(
      'Card #7 Ship it, over Friday, November 27, 2026.',
    );
    expect(spoken.onDragEnd({ active, over: over(UNDATED_DROP_ID) })).toBe(
      'Card #7 Ship it: due date set to no due date.',
    );
  });

  it('a drop on a day sets the due date at the same time of day; on "No due date" clears it', () => {
    const setDue = vi.fn();
    const adapter = calendarAdapter(board, setDue);
    expect(adapter.drop(7, { day: '2026-11-30' })).toBe(true);
    expect(setDue).toHaveBeenLastCalledWith(7, dueOnDay(due, '2026-11-30'));
    expect(new Date(setDue.mock.lastCall?.[1] as string).getHours()).toBe(14);
    expect(adapter.drop(7, { day: null })).toBe(true);
    expect(setDue).toHaveBeenLastCalledWith(7, null);
  });

  it('a drop on the day it is already due saves nothing', () => {
    const setDue = vi.fn();
    expect(calendarAdapter(board, setDue).drop(7, { day: '2026-11-26' })).toBe(false);
    expect(setDue).not.toHaveBeenCalled();
  });

  it('keeps the target while the card stays over the same day (no render)', () => {
    const adapter = calendarAdapter(board, vi.fn());
    const target = { day: '2026-11-27' };
    expect(adapter.over(7, active, dayDropId('2026-11-27'), target)).toBe(target);
    expect(adapter.over(7, active, UNDATED_DROP_ID, target)).toEqual({ day: null });
    expect(adapter.over(7, active, 'elsewhere', target)).toBeNull();
  });
});
