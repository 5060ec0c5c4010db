import { useEffect, useState } from 'react';
import { isTyping } from '@/lib/is-typing';
import type { ViewMode } from '@/features/board-core';
import { t } from '@/lib/i18n/translate';

interface BoardShortcutActions {
  viewMode: ViewMode;
  setViewMode: (mode: ViewMode) => void;
  staleOnly: boolean;
  setStaleOnly: (on: boolean) => void;
  openFilters: () => void;
  openSheet: () => void;
}

/** `v` steps through the views in the switch's order, Insights last. */
const CYCLED: readonly ViewMode[] = ['kanban', 'list', 'calendar', 'insights'];

const VIEW_NAMES: Record<ViewMode, () => string> = {
  kanban: () => t('shortcuts.said.kanban', 'Kanban view'),
  list: () => t('shortcuts.said.list', 'List view'),
  calendar: () => t('shortcuts.said.calendar', 'Calendar view'),
  insights: () => t('shortcuts.said.insights', 'Insights view'),
};

/** The key went to a dialog (the filters, the card panel, the sheet): its keys are its own. */
function inDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * The board's single-key shortcuts (docs/board-views.md, the `?` sheet): never while typing in a
 * field, with a modifier held, or in a dialog or the card panel. Returns what the last one did,
 * for a polite live region, so a screen reader hears it.
 */
export function useBoardShortcuts(actions: BoardShortcutActions): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || inDialog(event.target)) return;
      switch (event.key) {
        case '?':
          actions.openSheet();
          break;
        case 'f':
          actions.openFilters();
          break;
        case 's':
          actions.setStaleOnly(!actions.staleOnly);
          setSaid(
            actions.staleOnly
              ? t('shortcuts.said.all', 'Showing all cards')
              : t('shortcuts.said.stale', 'Showing only stale cards'),
          );
          break;
        case 'v': {
          const next = CYCLED[(CYCLED.indexOf(actions.viewMode) + 1) % CYCLED.length];
          if (!next) return;
          actions.setViewMode(next);
          setSaid(VIEW_NAMES[next]());
          break;
        }
        default:
          return;
      }
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actions]);
  return said;
}
