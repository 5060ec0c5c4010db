import { parseEditorDocument, serializeDocument } from '@/domain/editor-document';
import type { ImportComment } from '../model/import-model';
import { markdownToDocument } from '../model/markdown';

/** A comment's document: "Author, date:" in bold, then its Markdown (or its own document). */
export function commentContent(comment: ImportComment): string {
  const when = comment.at ? ` · ${comment.at.slice(0, 16).replace('T', ' ')} UTC` : '';
  const own = comment.content ? parseEditorDocument(comment.content) : null;
  const body = (own ?? markdownToDocument(comment.text)).content ?? [];
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
