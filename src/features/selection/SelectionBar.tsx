import { useCallback, useEffect, useMemo, useState } from 'react';
import { cardOf } from '@/api/queries/board-index';
import { isTyping } from '@/lib/is-typing';
import { t, tn } from '@/lib/i18n/translate';
import { boardDialogs } from '@/features/board-core';
import { AssignMenu, StatusMenu, TagsMenu } from './bar/BulkMenus';
import { BulkDeleteDialog } from './bar/BulkDeleteDialog';
import { BulkDueDialog } from './bar/BulkDueDialog';
import { useBulkRun } from './bar/use-bulk-run';
import { useKeyCommands } from './bar/use-key-commands';
import { cardSelection, inShownOrder, useSelectedCardIds } from './card-selection';
import type { SelectionBarProps } from './selection-bar-props';
import styles from './bar/SelectionBar.module.css';

/** Escape clears the selection, unless a dialog or a menu has the key, or a field is typed in. */
function useEscapeClears(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      if (document.querySelector('[data-dragging]')) return;
      cardSelection.clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The selected cards' count and the actions on them all (docs/selection.md): each an
 * optimistic write per card through the queue, one undoable action with its toast.
 */
export function SelectionBar({ boardId, board, layout }: SelectionBarProps) {
  const ids = useSelectedCardIds(boardId);
  useEscapeClears();
  // A card deleted (here or by a teammate) leaves the selection.
  useEffect(
    () => cardSelection.keepOnly(boardId, (id) => cardOf(board, id) !== undefined),
    [board, boardId],
  );
  const cards = useMemo(() => ids.flatMap((id) => cardOf(board, id) ?? []), [ids, board]);
  const shown = useMemo(
    () => new Set([...layout.cardsByColumn.values()].flatMap((column) => column.map((c) => c.id))),
    [layout],
  );
  const hidden = ids.filter((id) => !shown.has(id)).length;
  const { run, said } = useBulkRun(boardId);
  const [dialog, setDialog] = useState<'due' | 'delete' | null>(null);
  const keys = useKeyCommands(useCallback(() => run({ kind: 'archive' }), [run]));
  // A menu a key opens is a new one (its key), open at once, giving focus back to the card.
  const menuKey = (command: 'assign' | 'tags') =>
    keys.request?.command === command ? `${command}-${keys.request.count}` : command;
  const byKey = (command: 'assign' | 'tags') =>
    keys.request?.command === command
      ? { openOnMount: true, onCloseFocus: keys.backToCard }
      : undefined;
  const dueByKey = keys.request?.command === 'due';
  const { edit, interact } = board.permissions;
  const count = tn('selection.count', ids.length, {
    one: '{count} card selected',
    other: '{count} cards selected',
  });

  return (
    <div role="toolbar" aria-label={t('selection.bar', 'Selected cards')} className={styles.bar}>
      <span className={styles.count}>
        <span data-selection-count>{count}</span>
        {hidden > 0 ? (
          <span className={styles.hidden}>
            {tn('selection.hidden', hidden, {
              one: '1 hidden by the filters, still selected',
              other: '{count} hidden by the filters, still selected',
            })}
          </span>
        ) : null}
      </span>
      {edit ? (
        <button
          type="button"
          className={styles.action}
          aria-haspopup="dialog"
          onClick={() => {
            const [first] = inShownOrder(ids);
            if (first !== undefined)
              boardDialogs.actions().show({ kind: 'move-card', cardId: first });
          }}
        >
          {t('selection.move', 'Move to…')}
        </button>
      ) : null}
      {edit || interact ? (
        <AssignMenu
          key={menuKey('assign')}
          byKey={byKey('assign')}
          board={board}
          cards={cards}
          run={run}
        />
      ) : null}
      {edit ? (
        <>
          <TagsMenu
            key={menuKey('tags')}
            byKey={byKey('tags')}
            board={board}
            cards={cards}
            run={run}
          />
          <button
            type="button"
            className={styles.action}
            aria-haspopup="dialog"
            onClick={() => setDialog('due')}
          >
            {t('selection.due', 'Due date…')}
          </button>
          <StatusMenu run={run} />
          <button type="button" className={styles.action} onClick={() => run({ kind: 'archive' })}>
            {t('selection.archive', 'Archive')}
          </button>
          <button
            type="button"
            className={styles.action}
            data-danger
            aria-haspopup="dialog"
            onClick={() => setDialog('delete')}
          >
            {t('selection.delete', 'Delete…')}
          </button>
        </>
      ) : null}
      <button type="button" className={styles.action} onClick={() => cardSelection.clear()}>
        {t('selection.clear', 'Clear selection')} <kbd className={styles.key}>Esc</kbd>
      </button>
      <p className="visually-hidden" aria-live="polite">
        {count}. {said}
      </p>
      <BulkDueDialog
        open={dialog === 'due' || dueByKey}
        onOpenChange={(open) => {
          setDialog(open ? 'due' : null);
          if (!open && dueByKey) keys.backToCard?.();
        }}
        count={ids.length}
        run={run}
      />
      <BulkDeleteDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        count={ids.length}
        run={run}
      />
    </div>
  );
}
