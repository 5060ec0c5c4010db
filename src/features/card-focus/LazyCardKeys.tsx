import { lazyModule } from '@/lib/lazy-module';
import type { CardKeysProps } from './CardKeys';

// The card keys (moving focus, renaming, archiving…) are not on the board's first load: their
// code is fetched as soon as the board has painted. A key pressed before that does nothing.
const cardKeys = lazyModule(() => import('./CardKeys'));
export const preloadCardKeys = cardKeys.preload;

/** The board's card shortcuts (issue 18), once their code is there. */
export function LazyCardKeys(props: CardKeysProps) {
  const loaded = cardKeys.useModule(true);
  return loaded ? <loaded.CardKeys {...props} /> : null;
}

/** What a card key does, from the screen (the card menu's Rename and Archive). */
export function cardCommand(key: 'e' | 'Delete', cardId: number): void {
  cardKeys.preload().then(
    (module) => module.command(key, cardId),
    (error: unknown) => console.error('Could not load the card actions', error),
  );
}
