// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropSpotIn } from './drop-spot';

/** A list of card slots stacked from the top, 40 px high with 8 px between them. */
function list(ids: readonly number[], top = 0): HTMLUListElement {
  const element = document.createElement('ul');
  ids.forEach((id, index) => {
    const slot = document.createElement('li');
    slot.dataset['cardId'] = String(id);
    const y = top + index * 48;
    slot.getBoundingClientRect = () => new DOMRect(0, y, 200, 40);
    element.append(slot);
  });
  return element;
}

describe('dropSpotIn', () => {
  it('goes before the first other card whose middle is below the dragged middle', () => {
    const element = list([10, 11, 12]);
    expect(dropSpotIn(element, 1, 99, 5, [10, 11, 12])).toEqual({ columnId: 1, beforeCardId: 10 });
    expect(dropSpotIn(element, 1, 99, 30, [10, 11, 12])).toEqual({ columnId: 1, beforeCardId: 11 });
    expect(dropSpotIn(element, 1, 99, 200, [10, 11, 12])).toEqual({
      columnId: 1,
      beforeCardId: null,
    });
  });

  it("skips the dragged card's own placeholder", () => {
    // 11 is dragged: its slot (48-88) is ignored, 12's middle is at 116.
    expect(dropSpotIn(list([10, 11, 12]), 1, 11, 70, [10, 11, 12])).toEqual({
      columnId: 1,
      beforeCardId: 12,
    });
  });

  it('does not flip back once the placeholder has moved past a card', () => {
    // Dragged 10 down past 11's middle (68): now 11 is first and its middle moved up to 20.
    expect(dropSpotIn(list([10, 11, 12]), 1, 10, 70, [10, 11, 12])).toEqual({
      columnId: 1,
      beforeCardId: 12,
    });
    expect(dropSpotIn(list([11, 10, 12]), 1, 10, 70, [11, 10, 12])).toEqual({
      columnId: 1,
      beforeCardId: 12,
    });
  });

  it('past the last mounted slot of a virtualized column, goes before the next card', () => {
    // Cards 13 and 14 are not mounted.
    expect(dropSpotIn(list([10, 11, 12]), 1, 99, 500, [10, 11, 12, 13, 14])).toEqual({
      columnId: 1,
      beforeCardId: 13,
    });
  });

  it('goes to the end of an empty column', () => {
    expect(dropSpotIn(list([]), 3, 10, 50, [])).toEqual({ columnId: 3, beforeCardId: null });
  });
});
