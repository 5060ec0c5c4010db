/** How many of the newest comments are rendered at first, and added per "Show earlier". */
export const COMMENT_PAGE = 30;

/**
 * How many of the newest comments to render: at least `shown`, and enough to reach the
 * anchored comment (a notification's link) when it is older than those.
 */
export function visibleCount(total: number, shown: number, anchorIndex: number): number {
  const reachAnchor = anchorIndex < 0 ? 0 : total - anchorIndex;
  // Whole pages, so "Show earlier" keeps adding the same number.
  const pages = Math.ceil(Math.max(shown, reachAnchor) / COMMENT_PAGE);
  return Math.min(total, pages * COMMENT_PAGE);
}
