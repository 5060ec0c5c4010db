/**
 * Card content is a serialized editor (TipTap/ProseMirror) document: a JSON string of
 * `{type: 'doc', content?: Node[]}` (CONTRACT.md section 3).
 */

export interface EditorNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: unknown[];
}

export interface EditorDocument extends EditorNode {
  type: 'doc';
}

/** Inline nodes: siblings made only of these are joined without a separator. */
const INLINE_TYPES = new Set(['text', 'mention', 'hardBreak', 'emoji']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Hostile content limits (CONTRACT.md 4b): deeper or longer documents are refused by the server
 * and shown read-only by the app, never handed to the editor (2,000 levels blanked the page).
 */
export const MAX_DOCUMENT_DEPTH = 100;
export const MAX_DOCUMENT_LENGTH = 100_000;

/** A node tree of the editor's shape, at most `MAX_DOCUMENT_DEPTH` levels deep (the doc is 1). */
function isNode(value: unknown, depth = 1): value is EditorNode {
  if (depth > MAX_DOCUMENT_DEPTH) return false;
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  if (value.text !== undefined && typeof value.text !== 'string') return false;
  if (value.attrs !== undefined && value.attrs !== null && !isRecord(value.attrs)) return false;
  if (value.marks !== undefined && !Array.isArray(value.marks)) return false;
  if (value.content === undefined) return true;
  return Array.isArray(value.content) && value.content.every((child) => isNode(child, depth + 1));
}

export function isEditorDocument(value: unknown): value is EditorDocument {
  return isNode(value) && value.type === 'doc';
}

/** What is wrong with a serialized document, or null when it is a valid one. */
export type DocumentProblem = 'too_long' | 'too_deep' | 'invalid';

export function editorDocumentProblem(json: unknown): DocumentProblem | null {
  if (typeof json !== 'string') return 'invalid';
  if (json.length > MAX_DOCUMENT_LENGTH) return 'too_long';
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return 'invalid';
  }
  if (isEditorDocument(parsed)) return null;
  return nestingDepth(parsed) > MAX_DOCUMENT_DEPTH ? 'too_deep' : 'invalid';
}

/** How deep `content` arrays nest, counted without recursion (the value may be hostile). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [null, 0];
    if (!isRecord(node)) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DOCUMENT_DEPTH) return deepest;
    if (Array.isArray(node.content))
      for (const child of node.content) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The parsed document, or null when the string is not a valid editor document. */
export function parseEditorDocument(json: string | null | undefined): EditorDocument | null {
  if (json == null || json.length > MAX_DOCUMENT_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  return isEditorDocument(parsed) ? parsed : null;
}

export function isValidEditorDocument(json: unknown): json is string {
  return typeof json === 'string' && parseEditorDocument(json) !== null;
}

export function emptyDocument(): EditorDocument {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

export function serializeDocument(doc: EditorDocument): string {
  return JSON.stringify(doc);
}

/** A document holding the given plain text, one paragraph per line. */
export function documentFromText(text: string): EditorDocument {
  return {
    type: 'doc',
    content: text.split('\n').map((line) => ({
      type: 'paragraph',
      ...(line === '' ? {} : { content: [{ type: 'text', text: line }] }),
    })),
  };
}

function mentionLabel(node: EditorNode): string {
  const label = node.attrs?.label;
  return typeof label === 'string' ? label : '';
}

function textOf(node: EditorNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'mention') return mentionLabel(node);
  if (node.type === 'hardBreak') return '\n';
  const children = node.content ?? [];
  const inline = children.every((child) => INLINE_TYPES.has(child.type));
  return children.map(textOf).join(inline ? '' : '\n');
}

/** Plain text of a document: text nodes and mention labels, blocks separated by newlines. */
export function documentPlainText(doc: EditorDocument): string {
  return textOf(doc).trim();
}

/** Plain text of a serialized document; '' when absent or invalid. */
export function contentPlainText(json: string | null | undefined): string {
  const doc = parseEditorDocument(json);
  return doc == null ? '' : documentPlainText(doc);
}

function collectMentions(node: EditorNode, into: number[]): void {
  if (node.type === 'mention') {
    const id = Number(node.attrs?.id);
    if (Number.isInteger(id) && id > 0 && !into.includes(id)) into.push(id);
  }
  for (const child of node.content ?? []) collectMentions(child, into);
}

/** User ids mentioned in a document, in order of first appearance, without duplicates. */
export function mentionedUserIds(doc: EditorDocument): number[] {
  const ids: number[] = [];
  collectMentions(doc, ids);
  return ids;
}

/** Mentioned user ids of a serialized document; [] when absent or invalid. */
export function contentMentions(json: string | null | undefined): number[] {
  const doc = parseEditorDocument(json);
  return doc == null ? [] : mentionedUserIds(doc);
}
