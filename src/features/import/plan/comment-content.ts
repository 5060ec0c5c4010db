import { serializeDocument } from '@/domain/editor-document';
import type { ImportComment } from '../model/import-model';
import { markdownToDocument } from '../model/markdown';

/** A comment's document: "Author, date:" in bold, then its Markdown. */
export function commentContent(comment: ImportComment): string {
  const when = comment.at ? ` · ${comment.at.slice(0, 16).replace('T', ' ')} UTC` : '';
  const body = markdownToDocument(comment.text).content ?? [];
  return serializeDocument({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: `${comment.author}${when}`, marks: [{ type: 'bold' }] }],
      },
      ...body,
    ],
  });
}
