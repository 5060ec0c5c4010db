import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { myCardsOf } from './my-cards';
import { DEFAULT_SETTINGS, inQuietHours } from './reminder-settings';
import { remindersOf } from './reminders';

const NOW = new Date(2026, 10, 25, 10, 0);
const HOUR = 60 * 60 * 1000;

describe('remindersOf', () => {
  const due = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
  const board = boardOf(
    [wireColumn(1, 1)],
    [
      wireCard(1, 1, 1, { assignees_ids: ['7'], due_date: due(-2 * HOUR) }),
      wireCard(2, 1, 2, { assignees_ids: ['7'], due_date: due(HOUR / 2) }),
      wireCard(3, 1, 3, { assignees_ids: ['7'], due_date: due(3 * HOUR) }),
      wireCard(4, 1, 4, { assignees_ids: ['7'] }),
      wireCard(5, 1, 5, { assignees_ids: ['7'], due_date: due(-HOUR), completed_at: due(-HOUR) }),
    ],
  );

  it('names the overdue cards and those due within the lead time, soonest first', () => {
    const reminders = remindersOf(myCardsOf(board, 7), NOW, HOUR);
    expect(reminders.map((reminder) => [reminder.kind, reminder.item.card.id])).toEqual([
      ['overdue', 1],
      ['due-soon', 2],
    ]);
    // A key per card, due date and kind: a new due date (or passing it) is a new reminder.
    expect(reminders[1]?.key).toBe(`due-soon:1:2:${due(HOUR / 2)}`);
    expect(remindersOf(myCardsOf(board, 7), NOW, 4 * HOUR)).toHaveLength(3);
  });
});

describe('inQuietHours', () => {
  const at = (hours: number, minutes = 0) => new Date(2026, 10, 25, hours, minutes);
  it('is off without both ends, and follows a span across midnight', () => {
    expect(inQuietHours(at(23), DEFAULT_SETTINGS)).toBe(false);
    const night = { ...DEFAULT_SETTINGS, quietFrom: '22:00', quietTo: '07:30' };
    expect(inQuietHours(at(23), night)).toBe(true);
    expect(inQuietHours(at(7, 29), night)).toBe(true);
    expect(inQuietHours(at(7, 30), night)).toBe(false);
    expect(inQuietHours(at(12), night)).toBe(false);
    const lunch = { ...DEFAULT_SETTINGS, quietFrom: '12:00', quietTo: '13:00' };
    expect(inQuietHours(at(12, 30), lunch)).toBe(true);
    expect(inQuietHours(at(13), lunch)).toBe(false);
  });
});
