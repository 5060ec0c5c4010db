import { sendWrite } from '@/sync/outbox/send-write';
import { recordUndoable } from '@/sync/undo/undo';
import { refusalsTo } from '@/sync/undo/refusals';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import type { WriteServices } from '@/sync/writes/write-registry';
import { t } from '@/lib/i18n/translate';
import { setRelationOptions, type SetRelationVariables } from './relation.write';
import { relationChoice } from './relation-words';

const ignore = () => undefined;

/** A relation made or taken away, as an undo step: the other way round, then back again. */
export function relationStep(variables: SetRelationVariables): UndoStep {
  const present = (direction: Direction) =>
    direction === 'undo' ? !variables.present : variables.present;
  return {
    cardId: variables.cardId,
    // The marks are the server's summaries: they show once the two tiles are read again.
    show: (board) => board,
    send: (services, direction, refused) => {
      const sent: SetRelationVariables = {
        boardId: variables.boardId,
        cardId: variables.cardId,
        kind: variables.kind,
        otherId: variables.otherId,
        present: present(direction),
      };
      const options = refusalsTo(setRelationOptions(services, variables.boardId), refused);
      sendWrite(services, options, sent).catch(ignore);
      return sent;
    },
  };
}

/** Puts a saved relation write on the board's undo history, with its toast. */
export function recordRelation(
  services: WriteServices,
  variables: SetRelationVariables,
  numbers: { card: number; other: number },
): void {
  const params = {
    number: String(numbers.card),
    other: String(numbers.other),
    kind: relationChoice(variables.kind),
  };
  recordUndoable(services, variables.boardId, () => ({
    done: variables.present
      ? t('undo.relation.added', '#{number} {kind} #{other}', params)
      : t('undo.relation.removed', 'Relation of #{number} to #{other} removed', params),
    undone: variables.present
      ? t('undo.relation.addedUndone', 'relation of #{number} to #{other} removed', params)
      : t('undo.relation.removedUndone', '#{number} {kind} #{other} again', params),
    steps: [{ step: relationStep(variables), sent: variables }],
  }));
}
