import { describe, expect, it } from 'vitest';
import { dueBucketsOf, dueDateStatus } from '@/domain/due-dates';
import { DUE_BUCKETS } from '@/domain/enums';
import { isValidEditorDocument } from '@/domain/editor-document';
import { buildSeed } from '../service';
import { seedDemo } from './seed';

const NOW = new Date('2026-03-11T10:00:00.000Z');

describe('seedDemo', () => {
  it('is deterministic for the same now', () => {
    expect(JSON.stringify(seedDemo(NOW))).toBe(JSON.stringify(seedDemo(NOW)));
  });

  it('board 1 exercises every status, due bucket and field type', () => {
    const db = seedDemo(NOW);
    const cards = db.cards.filter((c) => c.board_id === 1);
    expect(cards.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cards.map((c) => c.status))).toEqual(new Set(['OPEN', 'CLOSED', 'ARCHIVED']));
    const buckets = new Set(cards.flatMap((c) => [...dueBucketsOf(c, NOW)]));
    for (const bucket of DUE_BUCKETS) expect(buckets).toContain(bucket);
    const statuses = new Set(cards.map((c) => dueDateStatus(c, NOW)));
    expect(statuses).toEqual(new Set([null, 'OVERDUE', 'NEAR', 'FAR']));
    expect(cards.some((c) => c.deleted_at != null)).toBe(true);
    expect(cards.some((c) => c.pinned_at != null)).toBe(true);
    expect(cards.some((c) => c.card_recurrence_id != null)).toBe(true);
    expect(cards.some((c) => c.content?.includes('"type":"mention"'))).toBe(true);
    const required = db.customFieldDefinitions.find((d) => d.is_required);
    const missing = cards.filter(
      (c) =>
        !db.customFieldValues.some((v) => v.card_id === c.id && v.definition_id === required?.id),
    );
    expect(missing.length).toBeGreaterThan(0);
    expect(
      db.users.find((u) => u.deleted_at != null && db.members.some((m) => m.user_id === u.id)),
    ).toBeDefined();
    expect(db.cardFiles.length).toBeGreaterThan(0);
    expect(db.cardTemplates.length).toBe(2);
  });

  it('seeds comments as editor documents, one by a departed user, and activity that refers to real rows', () => {
    const db = seedDemo(NOW);
    const counts = new Map<number, number>();
    for (const comment of db.comments) {
      expect(isValidEditorDocument(comment.body)).toBe(true);
      expect(comment.created_at < NOW.toISOString()).toBe(true);
      counts.set(comment.card_id, (counts.get(comment.card_id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 12: 3, 13: 1, 15: 2, 19: 4, 25: 1 });
    const departed = db.users.find((u) => u.deleted_at != null);
    expect(db.comments.some((c) => c.user_id === departed?.id)).toBe(true);
    const live = db.cards.filter((c) => c.board_id === 1 && c.deleted_at == null);
    const activityCards = new Set(db.cardActivities.map((row) => row.card_id));
    for (const card of live) expect(activityCards).toContain(card.id);
    for (const row of db.cardActivities) {
      if (row.kind === 'commented')
        expect(db.comments.some((c) => c.id === row.data.comment_id)).toBe(true);
    }
  });

  it('seeds 90 days of board history, oldest first, ending where each card stands', () => {
    const db = seedDemo(NOW);
    const rows = db.cardActivities;
    expect(rows.map((r) => r.at)).toEqual(rows.map((r) => r.at).sort());
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(rows[0]?.at.slice(0, 10)).toBe('2025-12-11');
    expect(rows.every((r) => r.at < NOW.toISOString())).toBe(true);
    for (const card of db.cards.filter((c) => c.board_id === 1)) {
      const moves = rows.filter((r) => r.card_id === card.id && r.kind !== 'commented');
      const placed = moves.filter((r) => r.kind === 'created' || r.kind === 'moved').at(-1);
      expect(placed?.data.to).toMatchObject({ column_id: card.column_id });
      if (card.deleted_at) expect(moves.at(-1)?.kind).toBe('deleted');
    }
    const backs = rows.filter((r) => {
      const { from, to } = r.data as { from?: { column_id: number }; to?: { column_id: number } };
      return r.kind === 'moved' && from && to && to.column_id < from.column_id;
    });
    expect(backs.length).toBeGreaterThan(5);
    const past = db.cards.filter((c) => c.board_id === 1 && c.deleted_at != null);
    expect(past.length).toBeGreaterThan(60);
  });

  it('builds a 20,000-card board quickly', () => {
    // CPU time, not wall time: other processes share CI's two cores. The 90 days of history
    // (about 85,000 entries) take about 150 ms of it (docs/api.md, the board activity feed).
    const started = process.cpuUsage();
    const db = buildSeed(NOW, 20_000);
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    const cards = db.cards.filter((c) => c.board_id === 1);
    expect(cards).toHaveLength(20_000);
    expect(db.columns.filter((c) => c.board_id === 1)).toHaveLength(200);
    expect(new Set(cards.map((c) => c.number)).size).toBe(20_000);
    const history = db.cardActivities.filter((row) => row.board_id === 1);
    expect(history.length).toBeGreaterThan(60_000);
    expect(new Set(history.map((row) => row.card_id)).size).toBe(20_000);
    expect(elapsed).toBeLessThan(1000);
  });

  it('relates the generated board as a team would: sub-cards and blockers, none left dangling', () => {
    const db = buildSeed(NOW, 5_000);
    const ids = new Set(db.cards.filter((c) => c.board_id === 1).map((c) => c.id));
    const onBoard = db.relations.filter((r) => ids.has(r.from_card_id));
    expect(onBoard.filter((r) => r.type === 'parent')).toHaveLength(750);
    expect(onBoard.filter((r) => r.type === 'blocks')).toHaveLength(499);
    const live = new Set(db.cards.map((c) => c.id));
    expect(db.relations.every((r) => live.has(r.from_card_id) && live.has(r.to_card_id))).toBe(
      true,
    );
  });
});
