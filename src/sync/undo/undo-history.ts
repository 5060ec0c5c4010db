import { create } from 'zustand';
import type { WriteServices } from '../writes/write-registry';
import type { UndoAction, StepRecord } from './undo-step';

/** At least 50 actions per board can be undone (issue 18); older ones are forgotten. */
export const UNDO_LIMIT = 100;

interface BoardHistory {
  past: readonly UndoAction[];
  future: readonly UndoAction[];
}

interface UndoState {
  boards: Readonly<Record<number, BoardHistory>>;
  /** What the last undo or redo did, for the polite live region. */
  announcement: string;
}

const EMPTY: BoardHistory = { past: [], future: [] };

export const useUndoStore = create<UndoState>()(() => ({ boards: {}, announcement: '' }));

export function historyOf(boardId: number): BoardHistory {
  return useUndoStore.getState().boards[boardId] ?? EMPTY;
}

export function setHistory(boardId: number, history: BoardHistory, announcement?: string): void {
  useUndoStore.setState((state) => ({
    boards: { ...state.boards, [boardId]: history },
    announcement: announcement ?? state.announcement,
  }));
}

let nextId = 1;
/** The session that made the actions, for the writes an undo sends. */
const servicesOf = new Map<number, WriteServices>();

export function servicesForBoard(boardId: number): WriteServices | undefined {
  return servicesOf.get(boardId);
}

export interface ActionInput {
  done: string;
  undone: string;
  steps: StepRecord[];
}

/**
 * Puts one user action on its board's history (this tab only), and forgets what could be
 * redone. Every write that can be undone calls this once per action, with one step per write
 * (a bulk action: one call, 200 steps). Returns the action's id, for the Undo in its toast.
 */
export function recordAction(services: WriteServices, boardId: number, input: ActionInput): number {
  const action: UndoAction = { id: nextId++, boardId, at: Date.now(), ...input };
  servicesOf.set(boardId, services);
  const { past } = historyOf(boardId);
  setHistory(boardId, { past: [...past.slice(1 - UNDO_LIMIT), action], future: [] });
  return action.id;
}

/** Forgets every board's history (a sign-out, tests). */
export function clearUndoHistory(): void {
  servicesOf.clear();
  useUndoStore.setState({ boards: {}, announcement: '' });
}
