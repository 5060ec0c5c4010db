import { createBoard } from '@/api/extensions/boards';
import { updateCard } from '@/api/extensions/cards';
import { createChecklist, updateChecklistItem } from '@/api/extensions/checklists';
import { updateColumn } from '@/api/extensions/columns';
import { addRelation } from '@/api/extensions/relations';
import { createComment } from '@/api/extensions/comments';
import { updateBoard } from '@/api/endpoints/boards';
import { createCard, syncAssignees } from '@/api/endpoints/cards';
import { addChecklistItem } from '@/api/endpoints/checklists';
import { createColumn } from '@/api/endpoints/columns';
import { createCustomField } from '@/api/endpoints/custom-fields';
import { createTag } from '@/api/endpoints/tags';
import type { ApiClient } from '@/api/http/client';
import type { JsonValue } from '@/lib/json';
import type { Ref, Step, StepResult } from '../plan/steps';

/** A step whose record it needs was never made (its own step failed): skipped, counted. */
export class MissingDependency extends Error {
  constructor(readonly step: string) {
    super(`needs ${step}`);
  }
}

export type Results = ReadonlyMap<string, StepResult>;

function resolve(ref: Ref, results: Results): StepResult {
  if ('id' in ref) return ref;
  const result = results.get(ref.step);
  if (!result) throw new MissingDependency(ref.step);
  return result;
}

/**
 * Sends one step. `client` carries the step's Idempotency-Key, so a create sent again (after a
 * lost answer, a reload or a closed tab) is answered with the record made the first time.
 */
export async function runStep(
  client: ApiClient,
  step: Step,
  results: Results,
  signal: AbortSignal,
): Promise<StepResult | null> {
  const action = step.action;
  const id = (ref: Ref) => resolve(ref, results).id;
  const options = { signal };
  switch (action.kind) {
    case 'board': {
      const board = await createBoard(
        client,
        { name: action.name, description: action.description },
        options,
      );
      return { id: board.id };
    }
    case 'members':
      await updateBoard(
        client,
        id(action.board),
        { visibility: 'private', members: action.members },
        options,
      );
      return null;
    case 'column':
      return {
        id: (await createColumn(client, id(action.board), { name: action.name }, options)).id,
      };
    case 'archiveColumn':
      await updateColumn(client, id(action.board), id(action.column), { archived: true }, options);
      return null;
    case 'tag':
      return {
        id: (
          await createTag(
            client,
            id(action.board),
            { name: action.name, color: action.color },
            options,
          )
        ).id,
      };
    case 'field': {
      const definition = await createCustomField(
        client,
        id(action.board),
        {
          name: action.name,
          type: action.type,
          ...(action.type === 'select' ? { config: { options: action.options } } : {}),
        },
        options,
      );
      const created = definition.config?.options ?? [];
      return {
        id: definition.id,
        options: Object.fromEntries(created.map((o) => [o.label, o.id])),
      };
    }
    case 'card': {
      const card = await createCard(
        client,
        id(action.board),
        {
          column_id: id(action.column),
          title: action.title,
          content: action.content,
          due_date: action.due,
          ...(action.archived ? { status: 'ARCHIVED' as const } : {}),
        },
        options,
      );
      return { id: card.id };
    }
    case 'cardDetails': {
      const values: Record<number, JsonValue> = {};
      for (const value of action.fields) {
        const field = resolve(value.field, results);
        if (value.type === 'select') {
          const option = value.optionLabel ? field.options?.[value.optionLabel] : undefined;
          if (option) values[field.id] = option;
        } else values[field.id] = value.value;
      }
      await updateCard(
        client,
        id(action.board),
        id(action.card),
        {
          ...(action.completed ? { completed: true } : {}),
          ...(action.tags.length > 0 ? { tags_ids: action.tags.map(id) } : {}),
          ...(Object.keys(values).length > 0 ? { custom_fields: values } : {}),
        },
        options,
      );
      return null;
    }
    case 'assign':
      await syncAssignees(
        client,
        id(action.board),
        id(action.card),
        Object.fromEntries(action.userIds.map((user) => [user, true])),
        options,
      );
      return null;
    case 'checklist':
      return {
        id: (
          await createChecklist(client, id(action.board), id(action.card), action.title, options)
        ).id,
      };
    case 'item': {
      const item = await addChecklistItem(
        client,
        { boardId: id(action.board), cardId: id(action.card), checklistId: id(action.checklist) },
        {
          title: action.title,
          due_date: action.due,
          ...(action.userId !== null ? { assignees: { [action.userId]: true } } : {}),
        },
        options,
      );
      return { id: item.id };
    }
    case 'tick':
      await updateChecklistItem(
        client,
        {
          boardId: id(action.board),
          cardId: id(action.card),
          checklistId: id(action.checklist),
          itemId: id(action.item),
        },
        { is_completed: true },
        options,
      );
      return null;
    case 'comment':
      await createComment(
        client,
        { boardId: id(action.board), cardId: id(action.card) },
        action.content,
        options,
      );
      return null;
    case 'relation':
      await addRelation(
        client,
        { boardId: id(action.board), cardId: id(action.card) },
        { kind: action.relation, cardId: id(action.other) },
        options,
      );
      return null;
  }
}
