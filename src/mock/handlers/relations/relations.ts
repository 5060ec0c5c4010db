import { RELATION_KINDS, type RelationKind } from '@/domain/relations';
import { recordCardActivity } from '../../activity/card-activity';
import { untracked } from '../../db/change-tracker';
import { insert, iso } from '../../db/store';
import type { CardRecord, Db, RelationRecord } from '../../db/types';
import { eventMessage, recordBoardWrite } from '../../events/board-events';
import { found, invalid, notFound } from '../../http/errors';
import {
  boardRoute,
  created,
  intParam,
  noContent,
  ok,
  type BoardContext,
  type MockRoute,
} from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { liveCard } from '../../db/queries';
import { loopThrough, parentRelationOf, relationsOf, sideOf, storedAs } from './relation-graph';
import { canViewCard, cardName, relationJson } from './relation-json';

const PATH = '/boards/:board/cards/:card/relations';

const loadCard = (ctx: BoardContext) =>
  found(liveCard(ctx.db, ctx.board.id, intParam(ctx, 'card')));

const cardById = (db: Db, id: number) => untracked(db).cards.find((card) => card.id === id);

/** The other card of a new relation: live, and on a board of the caller's they may view. */
function otherCard(ctx: BoardContext, card: CardRecord, otherId: number): CardRecord {
  const other = cardById(ctx.db, otherId);
  if (!other || other.deleted_at != null || !canViewCard(ctx.db, other, ctx.user)) {
    throw invalid('card_id', messages.exists('card_id'));
  }
  if (other.id === card.id) throw invalid('card_id', 'A card cannot be related to itself.');
  return other;
}

/** The named chain of a loop: "#3 A blocks #5 B, which blocks #9 C". */
function chainText(db: Db, chain: readonly number[], verb: string): string {
  const names = chain.map((id) => {
    const card = cardById(db, id);
    return card ? cardName(card) : `card ${id}`;
  });
  return names.join(`, which ${verb} `);
}

/** Refuses a relation that would close a loop or give a card a second parent (422 on card_id). */
function refuseLoops(db: Db, type: RelationRecord['type'], from: number, to: number): void {
  if (type === 'parent') {
    const parent = parentRelationOf(db, to);
    if (parent && parent.from_card_id !== from) {
      const child = cardById(db, to);
      const current = cardById(db, parent.from_card_id);
      throw invalid(
        'card_id',
        `${child ? cardName(child) : 'The card'} already has a parent: ${current ? cardName(current) : 'another card'}.`,
      );
    }
  }
  if (type !== 'parent' && type !== 'blocks') return;
  const chain = loopThrough(db, type, from, to);
  if (!chain) return;
  const verb = type === 'blocks' ? 'blocks' : 'is the parent of';
  const first = cardById(db, from);
  const last = cardById(db, to);
  throw invalid(
    'card_id',
    `That would make a loop: ${chainText(db, chain, verb)}; so ${first ? cardName(first) : 'the card'} cannot ${type === 'blocks' ? 'block' : 'be the parent of'} ${last ? cardName(last) : 'it'}.`,
  );
}

/** The same relation already stored (a `relates_to` either way). */
function existing(db: Db, type: RelationRecord['type'], from: number, to: number) {
  return untracked(db).relations.find(
    (r) =>
      r.type === type &&
      ((r.from_card_id === from && r.to_card_id === to) ||
        (type === 'relates_to' && r.from_card_id === to && r.to_card_id === from)),
  );
}

/** Both cards' activity and both boards' events for a relation made or taken away. */
function announce(
  ctx: BoardContext,
  relation: RelationRecord,
  change: 'created' | 'deleted',
): void {
  const cards = [relation.from_card_id, relation.to_card_id]
    .map((id) => cardById(ctx.db, id))
    .filter((card): card is CardRecord => card !== undefined);
  for (const card of cards) {
    const side = sideOf(relation, card.id);
    const other = cardById(ctx.db, side.otherId);
    recordCardActivity(
      ctx.db,
      card,
      ctx.user.id,
      [
        {
          kind: change === 'created' ? 'related' : 'unrelated',
          data: {
            kind: side.kind,
            card: other ? { id: other.id, number: other.number, title: other.title } : null,
          },
        },
      ],
      ctx.now,
    );
  }
  const ids = [relation.from_card_id, relation.to_card_id];
  for (const boardId of new Set(cards.map((card) => card.board_id))) {
    const event = recordBoardWrite(
      ctx.db,
      boardId,
      { event: 'relation', kind: change, ids },
      ctx.user.id,
      ctx.now.toISOString(),
    );
    ctx.service.publish(boardId, eventMessage(event));
  }
}

/** CONTRACT 4d: a card's relations, both sides written at once. */
export const relationHandlers: MockRoute[] = [
  boardRoute('get', PATH, { level: 'view', load: loadCard }, (ctx, card) =>
    ok(relationsOf(ctx.db, card.id).map((side) => relationJson(ctx.db, side, ctx.user))),
  ),

  boardRoute('post', PATH, { level: 'edit', load: loadCard }, (ctx, card) => {
    const input = validate(ctx.body, {
      kind: v.oneOf(RELATION_KINDS).required(),
      card_id: v.integer().required(),
    });
    const kind: RelationKind = input.kind;
    const other = otherCard(ctx, card, input.card_id);
    const { type, from, to } = storedAs(kind, card.id, other.id);
    const same = existing(ctx.db, type, from, to);
    if (same) return ok(relationJson(ctx.db, sideOf(same, card.id), ctx.user));
    refuseLoops(ctx.db, type, from, to);
    const relation = insert(ctx.db, 'relations', {
      type,
      from_card_id: from,
      to_card_id: to,
      created_by: ctx.user.id,
      created_at: iso(ctx.now),
    });
    announce(ctx, relation, 'created');
    return created(relationJson(ctx.db, sideOf(relation, card.id), ctx.user));
  }),

  boardRoute(
    'delete',
    `${PATH}/:relation`,
    {
      level: 'edit',
      load: (ctx) => {
        const card = loadCard(ctx);
        const id = intParam(ctx, 'relation');
        const relation = ctx.db.relations.find(
          (r) => r.id === id && (r.from_card_id === card.id || r.to_card_id === card.id),
        );
        if (!relation) throw notFound();
        return relation;
      },
    },
    (ctx, relation) => {
      ctx.db.relations = ctx.db.relations.filter((r) => r.id !== relation.id);
      announce(ctx, relation, 'deleted');
      return noContent();
    },
  ),
];
