import { create } from 'zustand';
import type { CardChangeBase } from '@/api/conflicts/card-changes';

/** A title being renamed in place; `text` and `message` bring back a refused one. */
export interface Renaming {
  cardId: number;
  text?: string;
  message?: string;
  /** The card as the user last saw it, when someone else renamed it meanwhile. */
  base?: CardChangeBase;
}

interface CardKeysState {
  renaming: Renaming | null;
  /** What the last card key did, for the polite live region ("Archived #12"). */
  said: string;
}

export const useCardKeysState = create<CardKeysState>()(() => ({ renaming: null, said: '' }));

const set = useCardKeysState.setState;

export const cardKeysState = {
  rename: (renaming: Renaming) => set({ renaming }),
  endRename: () => set({ renaming: null }),
  /** Said again when it is the same words: a live region only speaks a change. */
  say: (said: string) => set((state) => ({ said: state.said === said ? `${said}\u00a0` : said })),
};
