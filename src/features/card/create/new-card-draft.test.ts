// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft, type DraftKey } from '../draft-storage';
import { EMPTY_NEW_CARD, readNewCardFields, writeNewCardFields } from './new-card-draft';

const key: DraftKey = { userId: 7, boardId: 1, cardId: 'new' };

describe('new card fields draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips the fields, per user and board, beside the content draft', () => {
    const fields = { ...EMPTY_NEW_CARD, title: 'Kept', cover: '#3b82f6' as const, templateId: 2 };
    writeNewCardFields(key, fields);
    writeDraft(key, '{"type":"doc"}');
    expect(readNewCardFields(key)).toEqual(fields);
    expect(readNewCardFields({ ...key, userId: 8 })).toEqual(EMPTY_NEW_CARD);
    expect(readDraft(key)).toBe('{"type":"doc"}');
  });

  it('removes the entry for an empty form', () => {
    writeNewCardFields(key, { ...EMPTY_NEW_CARD, title: 'x' });
    writeNewCardFields(key, EMPTY_NEW_CARD);
    expect(readDraft(key, 'fields')).toBeNull();
  });

  it('reads malformed or unknown values as the empty form', () => {
    writeDraft(key, 'not json', 'fields');
    expect(readNewCardFields(key)).toEqual(EMPTY_NEW_CARD);
    writeDraft(
      key,
      '{"title":3,"status":"LATER","cover":"red","templateId":"2","icon":"🧪"}',
      'fields',
    );
    expect(readNewCardFields(key)).toEqual({ ...EMPTY_NEW_CARD, icon: '🧪' });
  });
});
