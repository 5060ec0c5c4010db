import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { buildCalendar, foldLine } from './ics';
import { myCalendarEvents } from './my-calendar';
import { myCardsOf } from './my-cards';
import { myItemsOf } from './my-items';
import type { MyChecklistItem } from '@/api/extensions/my-checklist-items';

const NOW = new Date(Date.UTC(2026, 10, 25, 9, 0));

describe('the .ics file of my dated cards', () => {
  const hostile = 'Ship; v2, then \\ party\nnext line — “quoted” 🚀 ' + 'long '.repeat(30);
  const board = boardOf(
    [wireColumn(1, 1, { name: 'Doing, now' })],
    [
      wireCard(1, 1, 1, { assignees_ids: ['7'], due_date: '2026-11-27T16:30:00.000Z' }),
      wireCard(2, 1, 2, { assignees_ids: ['7'], title: hostile, due_date: '2026-12-01T08:00:00Z' }),
      wireCard(3, 1, 3, { assignees_ids: ['7'] }),
    ],
  );
  const item = (id: number, due: string | null): MyChecklistItem => ({
    id,
    checklist_id: 5,
    title: `Item ${id}`,
    is_completed: false,
    completed_at: null,
    due_date: due,
    due_date_status: null,
    human_due_date: null,
    short_locale_date: null,
    assignees: [],
    created_at: null,
    version: null,
    card_id: 3,
    board_id: 1,
  });
  const items = myItemsOf(board, [item(41, '2026-11-30T10:00:00.000Z'), item(42, null)]);
  const text = buildCalendar(
    myCalendarEvents(myCardsOf(board, 7), items, 'https://board.example'),
    { now: NOW, name: 'My work', alarmMinutes: 60 },
  );

  it('parses back with ical.js: one event per dated card and item, in UTC, with its link', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(3);
    const [first, second, third] = events;
    // My checklist item on card 3 (not mine), at its own due time, linking to its card.
    expect(third?.summary).toBe('Item 41 (on #3 Card 3)');
    expect(third?.startDate.toJSDate().toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(third?.uid).toBe('item-1-41@project-board');
    expect(third?.description).toBe(
      'Checklist item · Board · Doing, now\nhttps://board.example/boards/1/cards/3',
    );
    expect(first?.summary).toBe('#1 Card 1');
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-11-27T16:30:00.000Z');
    expect(first?.startDate.zone?.tzid).toBe('UTC');
    expect(first?.uid).toBe('card-1-1@project-board');
    expect(first?.component.getFirstPropertyValue('url')).toBe(
      'https://board.example/boards/1/cards/1',
    );
    expect(first?.description).toBe('Board · Doing, now\nhttps://board.example/boards/1/cards/1');
    // Escaped and folded text comes back as it was written.
    expect(second?.summary).toBe(`#2 ${hostile}`);
    const alarm = second?.component.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration && trigger.toSeconds()).toBe(-3600);
  });

  it('ends lines with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('folds without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    // 'SUMMARY:' and 33 two-octet 'é' make 74: a 34th would make 76, so it starts the next line.
    expect(folded.split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([
      74, 55,
    ]);
  });
});
