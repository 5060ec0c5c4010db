/**
 * An editor document nested `levels` deep (the doc is level 1), built as a string:
 * JSON.stringify itself overflows the stack on 5,000 levels.
 */
export function nestedDocument(levels: number): string {
  return (
    '{"type":"doc","content":[' +
    '{"type":"paragraph","content":['.repeat(levels - 2) +
    '{"type":"text","text":"deep"}' +
    ']}'.repeat(levels - 2) +
    ']}'
  );
}
