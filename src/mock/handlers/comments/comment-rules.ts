import { contentField } from '../cards/card-rules';

/** A comment's body: `content` as card content is (editor JSON, depth and length limits), required. */
export const COMMENT_SHAPE = { content: contentField().required() };
