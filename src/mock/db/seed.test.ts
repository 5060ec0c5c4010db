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
    const activityCards = new Set(db.cardActivities.map((row) => row.card_id));
    expect(activityCards).toEqual(new Set([9, 12]));
    for (const row of db.cardActivities) {
      if (row.kind === 'commented')
        expect(db.comments.some((c) => c.id === row.data.comment_id)).toBe(true);
    }
  });

  it('builds a 20,000-card board quickly', () => {
    const started = performance.now();
    const db = buildSeed(NOW, 20_000);
    const elapsed = performance.now() - started;
    const cards = db.cards.filter((c) => c.board_id === 1);
    expect(cards).toHaveLength(20_000);
    expect(db.columns.filter((c) => c.board_id === 1)).toHaveLength(200);
    expect(new Set(cards.map((c) => c.number)).size).toBe(20_000);
    expect(elapsed).toBeLessThan(1000);
  });
});
