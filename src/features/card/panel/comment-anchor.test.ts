import { describe, expect, it } from 'vitest';
import { matchBoardPath, paths } from '@/paths';
import { commentAnchorOf, withoutCommentAnchor } from './comment-anchor';

describe('the comment anchor of a card URL', () => {
  it('reads the comment paths.comment names, and takes it off again', () => {
    const href = paths.comment.href(1, 12, 40);
    expect(href).toBe('/boards/1/cards/12?comment=40');
    const [path, search = ''] = href.split('?');
    expect(matchBoardPath(path ?? '')).toEqual({ boardId: 1, cardId: 12 });
    expect(commentAnchorOf(search)).toBe(40);
    expect(commentAnchorOf('view=list')).toBeNull();
    expect(commentAnchorOf('comment=x')).toBeNull();
    expect(withoutCommentAnchor('view=list&comment=40')).toBe('view=list');
    expect(withoutCommentAnchor('view=list')).toBe('view=list');
  });
});
