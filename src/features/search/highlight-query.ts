import { createContext } from 'react';

/**
 * The board's search query, for the `<mark>`s in card titles. A context rather than a prop of
 * every tile: a keystroke then re-renders the small title highlights, not the memoized tiles.
 */
export const HighlightQuery = createContext('');
