/** Builders for seed card content: TipTap/ProseMirror documents serialized as JSON strings. */

export type Inline = string | { mention: { id: number; label: string } } | { bold: string };

type Node = {
  type: string;
  text?: string;
  attrs?: Record<string, string>;
  marks?: { type: string }[];
  content?: Node[];
};

function inline(part: Inline): Node {
  if (typeof part === 'string') return { type: 'text', text: part };
  if ('mention' in part) {
    return { type: 'mention', attrs: { id: String(part.mention.id), label: part.mention.label } };
  }
  return { type: 'text', text: part.bold, marks: [{ type: 'bold' }] };
}

/** One paragraph per argument; each paragraph is a list of inline parts. */
export function doc(...paragraphs: Inline[][]): string {
  return JSON.stringify({
    type: 'doc',
    content: paragraphs.map((parts) => ({ type: 'paragraph', content: parts.map(inline) })),
  });
}
