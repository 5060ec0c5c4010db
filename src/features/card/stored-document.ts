import type { JSONContent } from '@tiptap/core';
import type { EditorDocument, EditorNode } from '@/domain/editor-document';

/**
 * The editor's JSON as the API stores it: mention nodes keep only `{id, label}` (TipTap adds the
 * trigger character, which is not part of the stored format).
 */
function toStoredNode(node: EditorNode): EditorNode {
  const next: EditorNode = { ...node };
  if (node.type === 'mention' && node.attrs) {
    next.attrs = { id: node.attrs.id, label: node.attrs.label };
  }
  if (node.content) next.content = node.content.map(toStoredNode);
  return next;
}

export function toStoredDocument(doc: EditorDocument): EditorDocument {
  return { ...toStoredNode(doc), type: 'doc' };
}

/** The validated document in TipTap's JSON type: marks that are not `{type}` objects are dropped. */
export function toEditorContent(node: EditorNode): JSONContent {
  const marks = (node.marks ?? []).flatMap((mark) =>
    typeof mark === 'object' &&
    mark !== null &&
    typeof (mark as { type?: unknown }).type === 'string'
      ? [mark as { type: string; attrs?: Record<string, unknown> }]
      : [],
  );
  return {
    type: node.type,
    ...(node.text !== undefined ? { text: node.text } : {}),
    ...(node.attrs ? { attrs: node.attrs } : {}),
    ...(node.marks ? { marks } : {}),
    ...(node.content ? { content: node.content.map(toEditorContent) } : {}),
  };
}
