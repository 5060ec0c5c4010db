import { changeBase, changesFrom, type CardChangeBase } from '@/api/conflicts/card-changes';
import type { UpdateCardInput } from '@/api/extensions/cards';
import { sendWrite } from '@/sync/outbox/send-write';
import type { WriteServices } from '@/sync/writes/write-registry';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { UpdateCardVariables } from '@/sync/writes/update-card.write';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { recordUndoable } from '@/sync/undo/undo';
import type { ActionInput } from '@/sync/undo/undo-history';
import { cardChangeBatch } from '@/sync/undo/card-changes-batch';
import { refusalsTo } from '@/sync/undo/refusals';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import { isCardConflict } from '@/api/conflicts/update-card-merging';
import { toast } from '@/components/toast';
import { applyChanges, patchCardWrite, takeTheirs } from '../use-patch-card.write';
import { currentFormatLocale } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

const ignore = () => undefined;

/**
 * A field change as an undo step. Its inverse sets each field back to what the user saw when
 * making the change (the change's base); either way is sent with what is on screen then as
 * its base (`cardChange`), so a teammate's change to the same field is met, not overwritten.
 */
export function patchStep(
  boardId: number,
  cardId: number,
  changes: UpdateCardInput,
  base: CardChangeBase,
): UndoStep {
  const back = changesFrom(Object.entries(base.values));
  const target = (direction: Direction) => (direction === 'undo' ? back : changes);
  return {
    cardId,
    show: (board, direction) =>
      withCard(board, cardId, (card) => applyChanges(card, target(direction))),
    batch: cardChangeBatch(cardId, (direction) => (card) => applyChanges(card, target(direction))),
    showElsewhere: (queryClient, direction) =>
      queryClient.setQueryData<CardDetail>(
        cardKeys.detail(boardId, cardId),
        (detail) => detail && applyChanges(detail, target(direction)),
      ),
    send: (services, direction, refused) => {
      const variables = stepChange(
        services,
        { boardId, cardId },
        target(direction),
        target(opposite(direction)),
      );
      const options = patchCardWrite(services, { boardId, cardId });
      const withRefusals = refused
        ? refusalsTo(options, refused)
        : { ...options, onError: unlessChangedSince(services, options) };
      sendWrite(services, withRefusals, variables).catch(ignore);
      return variables;
    },
  };
}

const opposite = (direction: Direction): Direction => (direction === 'undo' ? 'redo' : 'undo');

/**
 * The write of one way of a step. Its base is what the other way left on the server (the
 * card's version as this page knows it, the fields as that write set them), not what the
 * screen shows (the undo is on it already): a field someone else has changed since is then
 * met as a conflict, and a version that is merely old passes the merge.
 */
function stepChange(
  services: WriteServices,
  ref: { boardId: number; cardId: number },
  changes: UpdateCardInput,
  otherWay: UpdateCardInput,
): UpdateCardVariables {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(ref.boardId));
  const card = board && cardOf(board, ref.cardId);
  const base = card && changeBase(applyChanges(card, otherWay), changes);
  return { ...ref, changes, base };
}

type PatchOptions = ReturnType<typeof patchCardWrite>;

/**
 * An undo (or redo) that meets a teammate's change to the same field (If-Match, then the
 * merge) is not a choice to offer beside a field: theirs stays, shown as saved, and the user
 * is told the undo could not be done.
 */
function unlessChangedSince(
  services: WriteServices,
  options: PatchOptions,
): PatchOptions['onError'] {
  return (error, variables, result, context) => {
    if (!isCardConflict(error)) return options.onError?.(error, variables, result, context);
    takeTheirs(services.queryClient, variables.boardId, variables.cardId, error.clashes);
    toast.error(
      t('undo.card.changedSince', "Can't undo: someone else changed the {fields} since", {
        fields: fieldsOf(variables.changes),
      }),
    );
  };
}

const FIELD_NAMES: Partial<Record<keyof UpdateCardInput, () => string>> = {
  title: () => t('undo.field.title', 'title'),
  content: () => t('undo.field.content', 'description'),
  status: () => t('undo.field.status', 'status'),
  icon: () => t('undo.field.icon', 'icon'),
  due_date: () => t('undo.field.dueDate', 'due date'),
  cover_color: () => t('undo.field.cover', 'cover'),
  tags_ids: () => t('undo.field.tags', 'tags'),
  custom_fields: () => t('undo.field.customFields', 'fields'),
};

/** "title", "due date and tags": the fields a change touches, for a person. */
function fieldsOf(changes: UpdateCardInput): string {
  const fields = Object.keys(changes)
    .map((key) => FIELD_NAMES[key as keyof UpdateCardInput]?.())
    .filter((field): field is string => field !== undefined);
  return fields.length > 0
    ? new Intl.ListFormat(currentFormatLocale(), { type: 'conjunction' }).format(fields)
    : t('undo.field.customFields', 'fields');
}

/** "Changed the due date of #12" / "the due date of #12 put back", "Completed #12" / ... */
export function patchLabels(
  cardNumber: number,
  changes: UpdateCardInput,
): Omit<ActionInput, 'steps'> {
  const name = `#${cardNumber}`;
  if (changes.completed !== undefined) {
    return changes.completed
      ? {
          done: t('undo.card.completed', 'Completed {name}', { name }),
          undone: t('undo.card.completedUndone', '{name} not completed again', { name }),
        }
      : {
          done: t('undo.card.reopened', 'Reopened {name}', { name }),
          undone: t('undo.card.reopenedUndone', '{name} completed again', { name }),
        };
  }
  if (changes.pinned !== undefined) {
    return changes.pinned
      ? {
          done: t('undo.card.pinned', 'Pinned {name}', { name }),
          undone: t('undo.card.pinnedUndone', '{name} unpinned', { name }),
        }
      : {
          done: t('undo.card.unpinned', 'Unpinned {name}', { name }),
          undone: t('undo.card.unpinnedUndone', '{name} pinned again', { name }),
        };
  }
  if (changes.status === 'ARCHIVED' && Object.keys(changes).length === 1)
    return {
      done: t('undo.card.archived', 'Archived {name}', { name }),
      undone: t('undo.card.archivedUndone', '{name} back from the archive', { name }),
    };
  const what = fieldsOf(changes);
  return {
    done: t('undo.card.changed', 'Changed the {fields} of {name}', { fields: what, name }),
    undone: t('undo.card.changedUndone', 'the {fields} of {name} put back', { fields: what, name }),
  };
}

/** The step and its labels for a change `variables` that was just sent, when it has a base. */
export function patchAction(
  variables: UpdateCardVariables,
  cardNumber: number,
): ActionInput | null {
  if (!variables.base) return null;
  return {
    ...patchLabels(cardNumber, variables.changes),
    steps: [
      {
        step: patchStep(variables.boardId, variables.cardId, variables.changes, variables.base),
        sent: variables,
      },
    ],
  };
}

/** Puts a field change just sent on the board's undo history (its toast once `saved`). */
export function recordPatch(
  services: WriteServices,
  variables: UpdateCardVariables,
  saved?: Promise<boolean>,
): void {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(
    boardKeys.detail(variables.boardId),
  );
  const card = board && cardOf(board, variables.cardId);
  const action = card && patchAction(variables, card.number);
  if (action) recordUndoable(services, variables.boardId, () => action, saved);
}
