import { useMediaQuery } from './use-media-query';

/**
 * The three layouts (docs/layouts.md). CSS says the same in its media queries: a phone below
 * 600 px, a tablet from 600 to 1023 px, a desktop from 1024 px (where the card panel sits
 * beside the board).
 */
export const PHONE_QUERY = '(max-width: 599.98px)';
export const TABLET_QUERY = '(min-width: 600px) and (max-width: 1023.98px)';

export type ScreenLayout = 'phone' | 'tablet' | 'desktop';

/** Which layout the window is in now, following resizes and rotations. */
export function useScreenLayout(): ScreenLayout {
  const phone = useMediaQuery(PHONE_QUERY);
  const tablet = useMediaQuery(TABLET_QUERY);
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}
