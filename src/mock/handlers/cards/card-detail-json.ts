import { userById } from '../../db/queries';
import type { CardRecord, Db } from '../../db/types';
import { buildCardIndex } from './card-index';
import { cardJson, customFieldMap } from './card-json';
import { tagJson } from '../tags/tag-json';
import { userSummaryJson } from '../members/user-json';
import { cardFileDetailJson } from '../files/card-file-json';
import { checklistJson } from '../checklists/checklist-json';

/** GET card (extension): the card plus checklists, files, custom_fields, tags and assignees. */
export function cardDetailJson(
  db: Db,
  card: CardRecord,
  callerId: number,
  now: Date,
  request: Request,
) {
  const index = buildCardIndex(db, callerId, new Set([card.id]));
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
