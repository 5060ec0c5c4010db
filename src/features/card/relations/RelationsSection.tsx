import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CardRelation } from '@/api/extensions/relations';
import { fieldError, isApiError, isUnsupported } from '@/api/http/errors';
import { boardQueries } from '@/api/queries/boards';
import { relationQueries } from '@/api/queries/relations';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import type { RelationKind } from '@/domain/relations';
import { t } from '@/lib/i18n/translate';
import { CardLink } from '../CardLink';
import panelStyles from '../panel/CardPanel.module.css';
import { AddSubCard } from './AddSubCard';
import { RelatedCardPicker } from './RelatedCardPicker';
import { KIND_ORDER, relationChoice, relationHeading } from './relation-words';
import { useRelationWrites } from './use-relation-writes';
import styles from './Relations.module.css';

interface RelationsSectionProps {
  card: CardDetail;
  board: BoardWorkingSet;
  canEdit: boolean;
}

/** Where the related card is and how it stands: "Done", "Archived", "In Progress", "Mobile App". */
function stateOf(
  relation: CardRelation,
  board: BoardWorkingSet,
  boardNames: ReadonlyMap<number, string>,
): string {
  const related = relation.card;
  if (related.deleted_at !== null) return t('relations.state.deleted', 'Deleted');
  if (related.archived_at !== null) return t('relations.state.archived', 'Archived');
  if (related.completed) return t('relations.state.done', 'Done');
  if (related.board_id === board.id && related.column_id !== null) {
    return board.columns[related.column_id]?.name ?? '';
  }
  const name = related.board_id === null ? undefined : boardNames.get(related.board_id);
  return name === undefined
    ? t('relations.state.otherBoard', 'On another board')
    : t('relations.state.onBoard', 'On {board}', { board: name });
}

/** Why an add was refused, next to the picker. */
function refusal(error: unknown): string {
  if (!isApiError(error)) return t('error.noAnswer.sentence', 'The server did not answer.');
  return fieldError(error, 'card_id') ?? fieldError(error, 'kind') ?? error.message;
}

/**
 * The card's relations (CONTRACT 4d): each related card under its kind, with where it is and
 * how it stands, a link that opens it, and Remove; then a form that relates another card of the
 * board. Not shown at all by a server without relations.
 */
export function RelationsSection({ card, board, canEdit }: RelationsSectionProps) {
  const headingId = useId();
  const errorId = useId();
  const client = useApiClient();
  const relations = useQuery(relationQueries.list(client, card.board_id, card.id));
  const { add, remove } = useRelationWrites({ boardId: card.board_id, cardId: card.id });
  const elsewhere = (relations.data ?? []).some(
    (r) => !r.card.hidden && r.card.board_id !== null && r.card.board_id !== card.board_id,
  );
  const boards = useQuery({ ...boardQueries.list(client), enabled: elsewhere });
  const boardNames = new Map((boards.data ?? []).map((b) => [b.id, b.name]));
  const [kind, setKind] = useState<RelationKind>('blocked_by');
  const [attempt, setAttempt] = useState(0);
  if (relations.isError && isUnsupported(relations.error)) return null;

  const list = relations.data ?? [];
  const groups = KIND_ORDER.map((k) => ({
    kind: k,
    items: list.filter((r) => r.kind === k),
  })).filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby={headingId} className={panelStyles.section}>
      <h3 id={headingId}>{t('relations.heading', 'Relations')}</h3>
      {relations.isPending ? (
        <p className={panelStyles.muted}>{t('relations.loading', 'Loading relations…')}</p>
      ) : relations.isError ? (
        <p role="alert">{t('relations.loadFailed', 'The relations could not be loaded.')}</p>
      ) : groups.length === 0 ? (
        <p className={panelStyles.muted}>{t('relations.none', 'No related cards.')}</p>
      ) : (
        groups.map((group) => (
          <div key={group.kind} className={styles.group}>
            <h4 className={styles.kind}>{relationHeading(group.kind)}</h4>
            <ul className={panelStyles.plainList}>
              {group.items.map((relation) => (
                <li key={relation.id} className={styles.item}>
                  {relation.card.hidden || relation.card.board_id === null ? (
                    <span className={panelStyles.muted}>
                      {t('relations.hidden', 'A card you cannot see')}
                    </span>
                  ) : (
                    <CardLink boardId={relation.card.board_id} cardId={relation.card.id}>
                      <span className={styles.number}>#{relation.card.number}</span>{' '}
                      <bdi>{relation.card.title}</bdi>
                    </CardLink>
                  )}
                  <span className={styles.state}>{stateOf(relation, board, boardNames)}</span>
                  {canEdit ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={t('relations.remove', 'Remove the relation to #{number}', {
                        number: String(relation.card.number),
                      })}
                      onClick={() => remove.mutate(relation)}
                    >
                      {t('relations.removeShort', 'Remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {remove.isError ? (
        <p role="alert" className={panelStyles.error}>
          {t('relations.removeFailed', 'Not removed: {reason}', { reason: refusal(remove.error) })}
        </p>
      ) : null}
      {canEdit && relations.isSuccess ? (
        <AddSubCard
          parent={{ boardId: card.board_id, cardId: card.id, columnId: card.column_id }}
        />
      ) : null}
      {canEdit ? (
        <div className={styles.add}>
          <label className={styles.kindField}>
            <span>{t('relations.add.kind', 'This card')}</span>
            <select value={kind} onChange={(event) => setKind(event.target.value as RelationKind)}>
              {KIND_ORDER.map((k) => (
                <option key={k} value={k}>
                  {relationChoice(k)}
                </option>
              ))}
            </select>
          </label>
          <RelatedCardPicker
            key={attempt}
            boardId={board.id}
            cards={board.cards}
            exclude={card.id}
            label={t('relations.add.card', 'Related card')}
            invalid={add.isError}
            describedBy={add.isError ? errorId : undefined}
            onChoose={(other) =>
              add.mutate({ kind, cardId: other.id }, { onSuccess: () => setAttempt((n) => n + 1) })
            }
          />
          {add.isError ? (
            <p id={errorId} role="alert" className={panelStyles.error}>
              {refusal(add.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
