import type { ScreenReaderInstructions } from '@dnd-kit/core';
import { t } from '@/lib/i18n/translate';

/** Read when a card's handle takes focus; a getter, so it is in the language of the moment. */
export const laneInstructions: ScreenReaderInstructions = {
  get draggable() {
    return t(
      'lanes.instructions',
      'To move, press Space or Enter. Left and right arrows move to the next column, up and down past the next card and on to the lane above or below; Space or Enter drops, Escape cancels. Dropping in another lane changes that value of the card. The actions menu also has "Move to…".',
    );
  },
};

export interface LaneSpot {
  name: string;
  lane: string;
  column: string;
  /** The column's sticky sort in words, if it has one. */
  sort: string | null;
  position: number;
  count: number;
  /** The column's WIP limit when the card would take it over, else null. */
  limit: number | null;
  /** What the lane change does to the card ("replaces Maya Manager with Eli Editor"), if any. */
  effect: string | null;
}

/**
 * "Card #12 … in lane Eli, column Doing, position 2 of 3; this replaces Maya with Eli": the
 * engine's sentence for a card in the swimlanes (one sentence per case).
 */
export function laneSpotText(spot: LaneSpot): string {
  const where = laneWhere(spot);
  return spot.effect === null
    ? where
    : t('lanes.dnd.effect', '{where}; this {summary}', { where, summary: spot.effect });
}

function laneWhere(spot: LaneSpot): string {
  const params = {
    ...spot,
    effect: '',
    sort: spot.sort ? spot.sort.charAt(0).toLowerCase() + spot.sort.slice(1) : '',
    limit: spot.limit ?? 0,
  };
  if (spot.sort) {
    return spot.limit !== null
      ? t(
          'lanes.dnd.spotSortedOver',
          'Card {name} in lane {lane}, column {column} ({sort}), position {position} of {count}, over its limit of {limit}',
          params,
        )
      : t(
          'lanes.dnd.spotSorted',
          'Card {name} in lane {lane}, column {column} ({sort}), position {position} of {count}',
          params,
        );
  }
  return spot.limit !== null
    ? t(
        'lanes.dnd.spotOver',
        'Card {name} in lane {lane}, column {column}, position {position} of {count}, over its limit of {limit}',
        params,
      )
    : t(
        'lanes.dnd.spot',
        'Card {name} in lane {lane}, column {column}, position {position} of {count}',
        params,
      );
}
