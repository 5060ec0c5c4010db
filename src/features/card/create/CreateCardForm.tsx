import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { CreateCardInput } from '@/api/endpoints/cards';
import { fieldError } from '@/api/http/errors';
import { useCreateCard } from '@/api/mutations/cards';
import { boardWriteScope } from '@/api/mutations/write-scope';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardTemplate } from '@/api/types';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { parseEditorDocument, serializeDocument } from '@/domain/editor-document';
import { CARD_STATUS_LABELS, CARD_STATUSES, type CardStatus } from '@/domain/enums';
import { CARD_COVER_COLORS, COLOR_NAMES, type CardCoverColor } from '@/domain/palettes';
import type { DraftKey } from '../draft-storage';
import { fromLocalInput } from '../due-input';
import { FieldMessage } from '../FieldMessage';
import { useNewCardDraft } from './use-new-card-draft';
import styles from '../panel/CardPanel.module.css';
import { LIMITS } from '@/domain/limits';
import { liveColumnsInOrder } from '@/domain/ordering';

const ContentEditor = lazy(() => import('../editor/ContentEditor'));
const TITLE_MAX = LIMITS.cardTitle.max;

interface CreateCardFormProps {
  boardId: number;
  board: BoardWorkingSet;
  initialColumnId: number;
  onDone: () => void;
}

/**
 * The new card's form, once the signed-in user is known: what they type is kept as a draft per
 * user and board (the description and the other fields) until the card is created.
 */
export function CreateCardForm(props: CreateCardFormProps) {
  const client = useApiClient();
  const me = useQuery(meQuery(client));
  if (me.isPending) return <p className={styles.muted}>Loading…</p>;
  const draftKey: DraftKey | null = me.data
    ? { userId: me.data.id, boardId: props.boardId, cardId: 'new' }
    : null;
  return <NewCardForm {...props} draftKey={draftKey} />;
}

/** The new card's fields; a refusal shows each error beside its field and keeps the input. */
function NewCardForm({
  boardId,
  board,
  initialColumnId,
  onDone,
  draftKey,
}: CreateCardFormProps & { draftKey: DraftKey | null }) {
  const client = useApiClient();
  const templates = useQuery(boardQueries.cardTemplates(client, boardId));
  const [columnId, setColumnId] = useState(initialColumnId);
  const draft = useNewCardDraft(draftKey);
  const { fields, update, content } = draft;
  const { title, status, due, cover, icon, order } = fields;
  const template = templates.data?.find((entry) => entry.id === fields.templateId) ?? null;
  const create = useCreateCard({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
  });
  const ids = useId();
  const columns = liveColumnsInOrder(Object.values(board.columns));
  const error = (field: string) => fieldError(create.error, field);

  function applyTemplate(id: string): void {
    const picked: CardTemplate | null =
      templates.data?.find((entry) => String(entry.id) === id) ?? null;
    if (!picked) {
      update({ templateId: null });
      return;
    }
    update({
      templateId: picked.id,
      ...(title === '' && picked.title ? { title: picked.title } : {}),
      ...(picked.cover_color ? { cover: picked.cover_color as CardCoverColor } : {}),
    });
    const doc = parseEditorDocument(picked.content);
    if (doc) draft.changeContent(doc, { remount: true });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    const input: CreateCardInput = {
      column_id: columnId,
      title: title.trim(),
      content: serializeDocument(content),
      status: status === '' ? null : status,
      due_date: fromLocalInput(due),
      cover_color: cover === '' ? null : cover,
      icon: icon.trim() === '' ? null : icon.trim(),
      ...(order.trim() !== '' ? { order: Number(order) } : {}),
      ...(template ? { template_id: template.id } : {}),
    };
    create.mutate(
      { boardId, input },
      {
        onSuccess: () => {
          draft.forget();
          onDone();
        },
      },
    );
  }

  const tagNames = (template?.tags_ids ?? []).flatMap((id) => board.tags[id]?.name ?? []);
  const failed = create.isError && Object.keys(fieldErrorsOf(create.error)).length === 0;

  return (
    <form onSubmit={submit} className={styles.body} noValidate>
      {draft.restored ? (
        <p className={styles.notice}>
          Restored your unsaved new card.{' '}
          <Button size="sm" onClick={draft.discard}>
            Discard draft
          </Button>
        </p>
      ) : null}
      {templates.data && templates.data.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-template`}>Template</label>
          <select
            id={`${ids}-template`}
            value={template?.id ?? ''}
            onChange={(event) => applyTemplate(event.target.value)}
          >
            <option value="">None</option>
            {templates.data.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {template && (tagNames.length > 0 || template.checklists.length > 0) ? (
        <p className={styles.muted}>
          The template also adds{' '}
          {[
            tagNames.length > 0 ? `the tags ${tagNames.join(', ')}` : null,
            template.checklists.length > 0
              ? `the checklists ${template.checklists.map((list) => list.title).join(', ')}`
              : null,
          ]
            .filter(Boolean)
            .join(' and ')}
          .
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${ids}-column`}>Column</label>
        <select
          id={`${ids}-column`}
          value={columnId}
          onChange={(event) => setColumnId(Number(event.target.value))}
          aria-describedby={error('column_id') ? `${ids}-column-error` : undefined}
        >
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.name}
            </option>
          ))}
        </select>
        <FieldMessage id={`${ids}-column-error`} message={error('column_id')} />
      </div>
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        required
        error={error('title') ?? null}
        hint={`${title.length} of ${TITLE_MAX} characters`}
        onChange={(event) => update({ title: event.target.value })}
      />
      <div>
        <p className={styles.muted} id={`${ids}-content-label`}>
          Description
        </p>
        <Suspense fallback={<p className={styles.muted}>Loading the editor…</p>}>
          <ContentEditor
            key={draft.editorKey}
            initial={content}
            label="Description"
            boardId={boardId}
            onChange={draft.changeContent}
          />
        </Suspense>
        <FieldMessage id={`${ids}-content-error`} message={error('content')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-status`}>Status</label>
        <select
          id={`${ids}-status`}
          value={status}
          onChange={(event) => update({ status: event.target.value as CardStatus | '' })}
        >
          <option value="">None</option>
          {CARD_STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {CARD_STATUS_LABELS[entry]}
            </option>
          ))}
        </select>
        <FieldMessage id={`${ids}-status-error`} message={error('status')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-due`}>Due date</label>
        <input
          id={`${ids}-due`}
          type="datetime-local"
          value={due}
          onChange={(event) => update({ due: event.target.value })}
        />
        <FieldMessage id={`${ids}-due-error`} message={error('due_date')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-cover`}>Cover</label>
        <select
          id={`${ids}-cover`}
          value={cover}
          onChange={(event) => update({ cover: event.target.value as CardCoverColor | '' })}
        >
          <option value="">None</option>
          {CARD_COVER_COLORS.map((color) => (
            <option key={color} value={color}>
              {COLOR_NAMES[color] ?? color}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Icon (emoji)"
        value={icon}
        maxLength={16}
        error={error('icon') ?? null}
        onChange={(event) => update({ icon: event.target.value })}
      />
      <TextField
        label="Position in the column"
        type="number"
        min={1}
        value={order}
        hint="Leave empty to add it at the end."
        error={error('order') ?? null}
        onChange={(event) => update({ order: event.target.value })}
      />
      {failed ? (
        <p role="alert">
          The card could not be created: {create.error.message}. Your input is kept; try again.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create card'}
        </Button>
      </div>
    </form>
  );
}

function fieldErrorsOf(error: unknown): Record<string, unknown> {
  return typeof error === 'object' && error !== null && 'fieldErrors' in error
    ? (error.fieldErrors as Record<string, unknown>)
    : {};
}
