import { validationFailed, type FieldErrors } from '../../http/errors';
import { boardRoute, ok } from '../../http/route';
import { addError, messages, v, validate } from '../../http/validate';
import { notifyAll } from '../../notifications';
import { buildCardIndex } from './card-index';
import { cardJson } from './card-json';
import { assignableUserIds, loadCard } from './card-load';

/**
 * POST /boards/{board}/cards/{card}/assignees/sync: true attaches, false detaches, absent
 * users stay; only live board members can be attached; newly attached users are notified.
 */
export const syncAssigneesRoute = boardRoute(
  'post',
  '/boards/:board/cards/:card/assignees/sync',
  { level: 'interact', load: loadCard },
  (ctx, card) => {
    const { db, board, now } = ctx;
    const input = validate(ctx.body, { assignees: v.idMap(v.boolean().required()).nullable() });
    const changes = input.assignees ?? new Map<number, boolean>();
    const members = assignableUserIds(db, board.id);
    const errors: FieldErrors = {};
    for (const [userId, attach] of changes) {
      if (attach && !members.has(userId))
        addError(errors, `assignees.${userId}`, messages.exists(`assignees.${userId}`));
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const before = new Set(
      db.cardAssignees.filter((a) => a.card_id === card.id).map((a) => a.user_id),
    );
    const after = new Set(before);
    for (const [userId, attach] of changes) {
      if (attach) after.add(userId);
      else after.delete(userId);
    }
    db.cardAssignees = [
      ...db.cardAssignees.filter((a) => a.card_id !== card.id),
      ...[...after].map((user_id) => ({ card_id: card.id, user_id })),
    ];
    const attached = [...after].filter((id) => !before.has(id));
    notifyAll(
      db,
      attached,
      {
        kind: 'assigned',
        boardId: board.id,
        cardId: card.id,
        actorId: ctx.user.id,
        cardAssigneeIds: [...after],
      },
      now,
    );
    return ok(cardJson(card, buildCardIndex(db, ctx.user.id, new Set([card.id])), now));
  },
);
