import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { CreateCardInput } from '@/api/endpoints/cards';
import { fieldError } from '@/api/http/errors';
import { useCreateCardOnBoard } from '@/sync/writes/create-card-on-board';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardTemplate } from '@/api/types';
import { Button } from '@/components/Button';
import { DateField } from '@/components/DateField';
import { dateFieldsValid } from '@/components/date-fields-valid';
import { TextField } from '@/components/TextField';
import { parseEditorDocument, serializeDocument } from '@/domain/editor-document';
import { CARD_STATUSES, type CardStatus } from '@/domain/enums';
import { cardStatusLabel } from '@/domain/status-labels';
import { colorName } from '@/domain/color-names';
import { CARD_COVER_COLORS, type CardCoverColor } from '@/domain/palettes';
import type { DraftKey } from '../draft-storage';
import { fromLocalInput } from '../due-input';
import { FieldMessage } from '../FieldMessage';
import { useNewCardDraft } from './use-new-card-draft';
import styles from '../panel/CardPanel.module.css';
import { LIMITS } from '@/domain/limits';
import { liveColumnsInOrder } from '@/domain/ordering';
import { t } from '@/lib/i18n/translate';

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
  if (me.isPending) return <p className={styles.muted}>{t('common.loading', 'Loading…')}</p>;
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
  const create = useCreateCardOnBoard(boardId);
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

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // A typed due date that is not a date: the field says so beside it.
    if (!dateFieldsValid(event.currentTarget)) return;
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
          {t('card.create.restored', 'Restored your unsaved new card.')}{' '}
          <Button size="sm" onClick={draft.discard}>
            {t('card.create.discardDraft', 'Discard draft')}
          </Button>
        </p>
      ) : null}
      {templates.data && templates.data.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-template`}>{t('card.create.template', 'Template')}</label>
          <select
            id={`${ids}-template`}
            value={template?.id ?? ''}
            onChange={(event) => applyTemplate(event.target.value)}
          >
            <option value="">{t('card.none', 'None')}</option>
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
          {templateAdds(
            tagNames,
            template.checklists.map((list) => list.title),
          )}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${ids}-column`}>{t('card.column', 'Column')}</label>
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
        label={t('card.title.label', 'Title')}
        value={title}
        maxLength={TITLE_MAX}
        required
        error={error('title') ?? null}
        hint={t('card.create.titleLength', '{length} of {max} characters', {
          length: title.length,
          max: TITLE_MAX,
        })}
        onChange={(event) => update({ title: event.target.value })}
      />
      <div>
        <p className={styles.muted} id={`${ids}-content-label`}>
          {t('card.description', 'Description')}
        </p>
        <Suspense
          fallback={<p className={styles.muted}>{t('editor.loading', 'Loading the editor…')}</p>}
        >
          <ContentEditor
            key={draft.editorKey}
            initial={content}
            label={t('card.description', 'Description')}
            boardId={boardId}
            onChange={draft.changeContent}
          />
        </Suspense>
        <FieldMessage id={`${ids}-content-error`} message={error('content')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-status`}>{t('card.status', 'Status')}</label>
        <select
          id={`${ids}-status`}
          value={status}
          onChange={(event) => update({ status: event.target.value as CardStatus | '' })}
        >
          <option value="">{t('card.none', 'None')}</option>
          {CARD_STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {cardStatusLabel(entry)}
            </option>
          ))}
        </select>
        <FieldMessage id={`${ids}-status-error`} message={error('status')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-due`}>{t('card.due', 'Due date')}</label>
        <DateField
          id={`${ids}-due`}
          mode="datetime"
          value={due}
          invalid={error('due_date') !== undefined}
          describedBy={error('due_date') ? `${ids}-due-error` : undefined}
          onChange={(next) => update({ due: next })}
        />
        <FieldMessage id={`${ids}-due-error`} message={error('due_date')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-cover`}>{t('card.cover', 'Cover')}</label>
        <select
          id={`${ids}-cover`}
          value={cover}
          onChange={(event) => update({ cover: event.target.value as CardCoverColor | '' })}
        >
          <option value="">{t('card.none', 'None')}</option>
          {CARD_COVER_COLORS.map((color) => (
            <option key={color} value={color}>
              {colorName(color)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('card.create.icon', 'Icon (emoji)')}
        value={icon}
        maxLength={16}
        error={error('icon') ?? null}
        onChange={(event) => update({ icon: event.target.value })}
      />
      <TextField
        label={t('card.create.position', 'Position in the column')}
        type="number"
        min={1}
        value={order}
        hint={t('card.create.positionHint', 'Leave empty to add it at the end.')}
        error={error('order') ?? null}
        onChange={(event) => update({ order: event.target.value })}
      />
      {failed ? (
        <p role="alert">
          {t(
            'card.create.failed',
            'The card could not be created: {reason}. Your input is kept; try again.',
            { reason: create.error.message },
          )}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending
            ? t('card.create.creating', 'Creating…')
            : t('card.create.submit', 'Create card')}
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

/** "The template also adds the tags Bug, UI and the checklists Release." */
function templateAdds(tags: readonly string[], checklists: readonly string[]): string {
  const tagList = tags.join(', ');
  const checklistList = checklists.join(', ');
  if (tags.length > 0 && checklists.length > 0) {
    return t(
      'card.create.templateAddsBoth',
      'The template also adds the tags {tags} and the checklists {checklists}.',
      { tags: tagList, checklists: checklistList },
    );
  }
  return tags.length > 0
    ? t('card.create.templateAddsTags', 'The template also adds the tags {tags}.', {
        tags: tagList,
      })
    : t(
        'card.create.templateAddsChecklists',
        'The template also adds the checklists {checklists}.',
        {
          checklists: checklistList,
        },
      );
}
