import { userById } from '../db/queries';
import type { CardRecord, Db } from '../db/types';
import { buildCardIndex } from '../serializers/card-index';
import { cardJson, customFieldMap } from '../serializers/card';
import { tagJson } from '../serializers/tag';
import { userSummaryJson } from '../serializers/user';
import { cardFileDetailJson } from './card-file-json';
import { checklistJson } from './checklist-json';

/** GET card (extension): the card plus checklists, files, custom_fields, tags and assignees. */
export function cardDetailJson(
  db: Db,
  card: CardRecord,
  callerId: number,
  now: Date,
  request: Request,
) {
  const index = buildCardIndex(db, callerId);
  const tagIds = new Set(index.tags.get(card.id) ?? []);
  return {
    ...cardJson(card, index, now),
    checklists: db.checklists
      .filter((c) => c.card_id === card.id)
      .map((c) => checklistJson(db, c, now)),
    files: db.cardFiles
      .filter((f) => f.card_id === card.id && f.deleted_at == null)
      .map((f) => cardFileDetailJson(f, request)),
    custom_fields: customFieldMap(card, index),
    tags: db.tags.filter((t) => tagIds.has(t.id)).map(tagJson),
    assignees: (index.assignees.get(card.id) ?? []).flatMap((id) => {
      const user = userById(db, id);
      return user ? [userSummaryJson(user)] : [];
    }),
  };
}
