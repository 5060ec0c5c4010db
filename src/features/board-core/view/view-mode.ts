import type { BoardPreferences } from '@/api/types';

export const VIEW_MODES = ['kanban', 'list', 'calendar', 'insights'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The `view` search parameter: `kanban`, `list`, `calendar` or `insights`; anything else says nothing. */
export function parseViewMode(value: string | null | undefined): ViewMode | null {
  return VIEW_MODES.find((mode) => mode === value) ?? null;
}

/** The board's default view (`preferences.view_mode`); kanban when it has none. */
export function preferredViewMode(preferences: BoardPreferences): ViewMode {
  return preferences.view_mode === 'view_list' ? 'list' : 'kanban';
}

interface ViewModeSources {
  fromUrl: ViewMode | null;
  remembered: ViewMode | null;
  preferred: ViewMode;
}

/** The URL wins (a shared link shows what was shared), then this device's memory, then the board. */
export function resolveViewMode({ fromUrl, remembered, preferred }: ViewModeSources): ViewMode {
  return fromUrl ?? remembered ?? preferred;
}

const storageKey = (boardId: number): string => `project-board:view-mode:${boardId}`;

/** A UI preference per board on this device; storage may be unavailable (private mode, quota). */
export function readRememberedViewMode(boardId: number): ViewMode | null {
  try {
    return parseViewMode(window.localStorage.getItem(storageKey(boardId)));
  } catch {
    return null;
  }
}

export function rememberViewMode(boardId: number, mode: ViewMode): void {
  try {
    window.localStorage.setItem(storageKey(boardId), mode);
  } catch {
    // Not remembered: the URL still holds the choice for this visit.
  }
}
