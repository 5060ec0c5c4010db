import type { BoardWorkingSet } from '@/api/types';
import { CardLink } from '../CardLink';

const REFERENCE = /^#(\d{1,9}) (.*)$/s;

/**
 * An item's title; one that starts with a card's number ("#42 Write the copy", as an item made
 * a sub-card is renamed) opens that card from the number.
 */
export function ItemTitle({ title, board }: { title: string; board: BoardWorkingSet }) {
  const reference = REFERENCE.exec(title);
  const number = reference ? Number(reference[1]) : null;
  const card = number === null ? undefined : board.cards.find((c) => c.number === number);
  if (!reference || !card) return <bdi>{title}</bdi>;
  return (
    <>
      <CardLink boardId={board.id} cardId={card.id}>
        #{card.number}
      </CardLink>{' '}
      <bdi>{reference[2]}</bdi>
    </>
  );
}
