import type { EditorDocument, EditorNode } from '@/domain/editor-document';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * A small Markdown subset to the editor's document (CONTRACT 3): paragraphs, headings (#..###),
 * bullet and numbered lists (one level), block quotes, fenced code, and inline bold, italic,
 * code and links. Links keep their href only when it is http(s) (the app's allow-list); any
 * other link is left as its text. HTML is never interpreted: `<b>` stays the text "<b>".
 */
export function markdownToDocument(markdown: string): EditorDocument {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: EditorNode[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (/^\s*```/.test(line)) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !/^\s*```/.test(lines[index] ?? '')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      index += 1;
      const text = code.join('\n');
      blocks.push({ type: 'codeBlock', ...(text ? { content: [{ type: 'text', text }] } : {}) });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        attrs: { level: Math.min(heading[1]?.length ?? 1, 3) },
        ...withContent(inline(heading[2] ?? '')),
      });
      index += 1;
      continue;
    }
    const list = listKind(line);
    if (list) {
      const items: EditorNode[] = [];
      while (index < lines.length && listKind(lines[index] ?? '') === list) {
        const text = (lines[index] ?? '').replace(LIST_MARKER[list], '');
        items.push({
          type: 'listItem',
          content: [{ type: 'paragraph', ...withContent(inline(text)) }],
        });
        index += 1;
      }
      blocks.push({ type: list, content: items });
      continue;
    }
    if (/^\s*>/.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && /^\s*>/.test(lines[index] ?? '')) {
        quoted.push((lines[index] ?? '').replace(/^\s*>\s?/, ''));
        index += 1;
      }
      blocks.push({
        type: 'blockquote',
        content: markdownToDocument(quoted.join('\n')).content ?? [],
      });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && isParagraphLine(lines[index] ?? '')) {
      paragraph.push(lines[index] ?? '');
      index += 1;
    }
    const content: EditorNode[] = [];
    paragraph.forEach((text, at) => {
      if (at > 0) content.push({ type: 'hardBreak' });
      content.push(...inline(text));
    });
    blocks.push({ type: 'paragraph', ...withContent(content) });
  }
  return { type: 'doc', content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }] };
}

type ListKind = 'bulletList' | 'orderedList';
const LIST_MARKER: Record<ListKind, RegExp> = {
  bulletList: /^\s*[-*+]\s+/,
  orderedList: /^\s*\d+[.)]\s+/,
};

function listKind(line: string): ListKind | null {
  if (LIST_MARKER.bulletList.test(line)) return 'bulletList';
  if (LIST_MARKER.orderedList.test(line)) return 'orderedList';
  return null;
}

function isParagraphLine(line: string): boolean {
  return (
    line.trim() !== '' &&
    !/^\s*```/.test(line) &&
    !/^#{1,6}\s/.test(line) &&
    listKind(line) === null &&
    !/^\s*>/.test(line)
  );
}

function withContent(content: EditorNode[]): { content?: EditorNode[] } {
  return content.length > 0 ? { content } : {};
}

type Mark = { type: string; attrs?: Record<string, unknown> };

// Code first (its inside is literal), then links, bold, italic.
const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|(?<![\w])_([^_\s][^_]*)_(?![\w])/g;

/** Inline Markdown to text nodes with marks. */
export function inline(text: string, marks: Mark[] = []): EditorNode[] {
  const out: EditorNode[] = [];
  const push = (value: string, with_: Mark[]) => {
    if (value === '') return;
    out.push({ type: 'text', text: value, ...(with_.length > 0 ? { marks: with_ } : {}) });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    push(text.slice(last, at), marks);
    last = at + match[0].length;
    const [, code, linkText, href, bold1, bold2, italic1, italic2] = match;
    if (code !== undefined) push(code, [...marks, { type: 'code' }]);
    else if (linkText !== undefined) {
      const safe = safeHttpUrl(href);
      out.push(
        ...inline(linkText, safe ? [...marks, { type: 'link', attrs: { href: safe } }] : marks),
      );
    } else if (bold1 !== undefined || bold2 !== undefined)
      out.push(...inline(bold1 ?? bold2 ?? '', [...marks, { type: 'bold' }]));
    else out.push(...inline(italic1 ?? italic2 ?? '', [...marks, { type: 'italic' }]));
  }
  push(text.slice(last), marks);
  return out;
}
