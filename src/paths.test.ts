import { describe, expect, it } from 'vitest';
import { boardRouteParams, matchBoardPath, paths } from './paths';

describe('paths', () => {
  it('keeps the search string, with or without its question mark', () => {
    expect(paths.card.href(1, 9, 'view=list&q=ship')).toBe('/boards/1/cards/9?view=list&q=ship');
    expect(paths.card.href(1, 9, '?q=ship')).toBe('/boards/1/cards/9?q=ship');
    expect(paths.board.href(1, 'tags=5,6')).toBe('/boards/1?tags=5,6');
  });

  it('gives My work a route of its own', () => {
    expect(paths.myWork.href()).toBe(paths.myWork.pattern);
    expect(matchBoardPath(paths.myWork.href())).toBeNull();
  });

  it('adds no question mark for an empty search', () => {
    expect(paths.card.href(2, 3)).toBe('/boards/2/cards/3');
    expect(paths.card.href(2, 3, '?')).toBe('/boards/2/cards/3');
    expect(paths.board.href(2, '')).toBe('/boards/2');
  });

  it('matches every href it builds with the pattern the router uses', () => {
    const params = (path: string) => paths.board.pattern.exec(path)?.groups ?? null;
    expect(boardRouteParams(params(paths.board.href(7)) ?? {})).toEqual({
      boardId: 7,
      cardId: null,
    });
    expect(boardRouteParams(params(paths.card.href(7, 42)) ?? {})).toEqual({
      boardId: 7,
      cardId: 42,
    });
    expect(paths.boardSettings.pattern.exec(paths.boardSettings.href(7))?.groups).toEqual({
      boardId: '7',
    });
    expect(params(paths.boardSettings.href(7))).toBeNull();
    expect(paths.boards.pattern.test(paths.boards.href())).toBe(true);
    expect(paths.boards.pattern.test('/boards')).toBe(true);
    expect(paths.boards.pattern.test('/boards/')).toBe(true);
    expect(paths.boards.pattern.test('/boards/1')).toBe(false);
    expect(paths.boards.pattern.test('/inbox')).toBe(false);
    expect(paths.inbox.href()).toBe(paths.inbox.pattern);
    expect(paths.connect.href()).toBe(paths.connect.pattern);
  });

  it('tells which board and card a path shows', () => {
    expect(matchBoardPath('/boards/3/cards/12')).toEqual({ boardId: 3, cardId: 12 });
    expect(matchBoardPath('/boards/3/')).toEqual({ boardId: 3, cardId: null });
    expect(matchBoardPath('/boards/3/settings')).toEqual({ boardId: 3, cardId: null });
    expect(matchBoardPath('/inbox')).toBeNull();
    expect(matchBoardPath('/boards/3/cards/x')).toBeNull();
  });
});
