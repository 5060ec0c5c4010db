import { describe, expect, it } from 'vitest';
import { listAnnouncements } from './list-announcements';

const rules = {
  placement: new Map([
    [1, [10, 11]],
    [2, [20]],
  ]),
  rowIndex: (id: number) => ({ 10: 1, 11: 2, 20: 4 })[id] ?? -1,
  canReorder: () => true,
};
const names = {
  cardName: (id: number) => `#${id}`,
  columnName: (id: number) => (id === 1 ? 'Backlog' : 'Review'),
};
const active = {
  id: 'card-10',
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
};

describe('spoken messages of a list drag', () => {
  it('say where the card would land', () => {
    const spoken = listAnnouncements(names, rules);
    expect(spoken.onDragStart({ active })).toBe(
      'Picked up Card #10 in column Backlog, position 1 of 2.',
    );
    const over = {
      id: 'card-20',
      rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
      disabled: false,
      data: { current: undefined },
    };
    expect(spoken.onDragOver({ active, over })).toBe('Card #10 in column Review, position 2 of 2.');
  });
});
