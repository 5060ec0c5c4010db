import type { JSONContent } from '@tiptap/core';
import type { EditorDocument, EditorNode } from '@/domain/editor-document';
import { safeHttpUrl } from '@/lib/safe-url';

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

/** The node and mark names the editor's schema knows (from TipTap's `getSchema`). */
export interface EditorSchemaNames {
  nodes: ReadonlySet<string>;
  marks: ReadonlySet<string>;
}

/** Nodes whose children are blocks: an unknown child there becomes a paragraph of its text. */
const BLOCK_PARENTS = new Set(['doc', 'blockquote', 'listItem', 'bulletList', 'orderedList']);

type Mark = { type: string; attrs?: Record<string, unknown> };

function isMark(mark: unknown): mark is Mark {
  return (
    typeof mark === 'object' &&
    mark !== null &&
    typeof (mark as { type?: unknown }).type === 'string'
  );
}

/** A link whose href is not http(s) loads as plain text, as the viewer shows it. */
function isSafeLink(mark: Mark): boolean {
  const href = mark.attrs?.href;
  return typeof href === 'string' && safeHttpUrl(href) !== null;
}

function marksOf(node: EditorNode, known?: EditorSchemaNames): Mark[] {
  return (node.marks ?? []).filter(isMark).filter((mark) => {
    if (!known) return true;
    return known.marks.has(mark.type) && (mark.type !== 'link' || isSafeLink(mark));
  });
}

/** The inline content of a node the editor does not know: its text and mentions, in order. */
function inlineOf(node: EditorNode, known: EditorSchemaNames): JSONContent[] {
  if (node.type === 'text') return node.text ? [toEditorContent(node, known)] : [];
  if (node.type === 'mention' && known.nodes.has('mention')) return [toEditorContent(node, known)];
  return (node.content ?? []).flatMap((child) => inlineOf(child, known));
}

function childrenOf(node: EditorNode, known?: EditorSchemaNames): JSONContent[] {
  return (node.content ?? []).flatMap((child): JSONContent[] => {
    if (!known) return [toEditorContent(child, known)];
    // ProseMirror refuses empty text nodes and unknown types, and TipTap then starts empty:
    // saving would wipe the stored content. Keep what can be kept as text instead.
    if (child.type === 'text' && !child.text) return [];
    if (known.nodes.has(child.type)) return [toEditorContent(child, known)];
    const inline = inlineOf(child, known);
    if (!BLOCK_PARENTS.has(node.type)) return inline;
    return inline.length > 0 ? [{ type: 'paragraph', content: inline }] : [];
  });
}

/**
 * The validated document in TipTap's JSON type. With the schema's names, nodes and marks the
 * editor does not know (stored by another client, or hostile) become their text, so TipTap
 * loads the document instead of starting empty, and links outside http(s) become plain text;
 * marks that are not `{type}` objects are dropped.
 */
export function toEditorContent(node: EditorNode, known?: EditorSchemaNames): JSONContent {
  const marks = marksOf(node, known);
  return {
    type: node.type,
    ...(node.text !== undefined ? { text: node.text } : {}),
    ...(node.attrs ? { attrs: node.attrs } : {}),
    ...(node.marks ? { marks } : {}),
    ...(node.content ? { content: childrenOf(node, known) } : {}),
  };
}
