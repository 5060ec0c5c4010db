import type { Method } from '../http/method';
import type { BoardWrite } from './board-events';

interface WriteFacts {
  method: Method;
  /** The route's path pattern (`/boards/:board/cards/:card`). */
  path: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** The answer's JSON body. */
  answer: unknown;
}

/** Writes on a board that change nothing another member sees: no event. */
const PRIVATE_WRITES = new Set([
  'patch /boards/:board/members/myself/notifications/preferences',
  'post /boards/:board/export/drive',
]);

function idIn(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { id?: unknown; data?: { id?: unknown } };
  const id = record.id ?? record.data?.id;
  return typeof id === 'number' ? id : null;
}

function idsIn(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

const param = (facts: WriteFacts, name: string): number => Number(facts.params[name]);

function kindOf(method: Method, moved: boolean): BoardWrite['kind'] {
  if (method === 'post') return 'created';
  if (method === 'delete') return 'deleted';
  return moved ? 'moved' : 'updated';
}

/**
 * What a committed write on a board tells the event stream (CONTRACT 4b): which records, of
 * which kind. Read from the route's path, one rule per resource; a write this does not know
 * reports the board as updated, so a new route is never silent.
 */
export function describeBoardWrite(facts: WriteFacts): BoardWrite | null {
  const { method, path, body, answer } = facts;
  if (PRIVATE_WRITES.has(`${method} ${path}`)) return null;
  const created = idIn(answer);
  // A relation's handler announces it on both cards' boards (`relations/relations.ts`).
  if (path.startsWith('/boards/:board/cards/:card/relations')) return null;

  if (path.startsWith('/boards/:board/cards/:card/comments')) {
    // The card's comments_count changes too: the client reads the card again on this event.
    const comment = path.endsWith('/:comment') ? param(facts, 'comment') : created;
    return {
      event: 'comment',
      kind: kindOf(method, false),
      ids: comment === null ? [] : [comment],
      cardId: param(facts, 'card'),
    };
  }
  if (path.startsWith('/boards/:board/cards/:card/checklists')) {
    const cardId = param(facts, 'card');
    if (path.endsWith('/items/:item')) {
      return {
        event: 'checklist',
        kind: 'updated',
        ids: [param(facts, 'item')],
        cardId,
        items: true,
      };
    }
    if (path.endsWith('/items')) {
      return {
        event: 'checklist',
        kind: 'created',
        ids: created === null ? [] : [created],
        cardId,
        items: true,
      };
    }
    const checklist = path.endsWith(':checklist') ? param(facts, 'checklist') : created;
    return {
      event: 'checklist',
      kind: kindOf(method, false),
      ids: checklist === null ? [] : [checklist],
      cardId,
    };
  }
  if (path === '/boards/:board/cards') {
    return { event: 'card', kind: 'created', ids: created === null ? [] : [created] };
  }
  if (path.startsWith('/boards/:board/cards/:card')) {
    const exact = path === '/boards/:board/cards/:card';
    const moved = exact && ('column_id' in body || 'order' in body);
    return {
      event: 'card',
      kind: exact ? kindOf(method, moved) : 'updated',
      ids: [param(facts, 'card')],
    };
  }
  if (path === '/boards/:board/columns/delete/batch') {
    return { event: 'column', kind: 'deleted', ids: idsIn(body.ids) };
  }
  if (path === '/boards/:board/columns') {
    return { event: 'column', kind: 'created', ids: created === null ? [] : [created] };
  }
  if (path === '/boards/:board/columns/:column') {
    return {
      event: 'column',
      kind: kindOf(method, 'order' in body),
      ids: [param(facts, 'column')],
    };
  }
  if (path === '/boards/:board/tags') {
    return { event: 'tag', kind: 'created', ids: created === null ? [] : [created] };
  }
  return { event: 'board', kind: 'updated', ids: [param(facts, 'board')] };
}
