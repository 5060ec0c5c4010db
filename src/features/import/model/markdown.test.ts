import { describe, expect, it } from 'vitest';
import { isEditorDocument } from '@/domain/editor-document';
import { markdownToDocument } from './markdown';

describe('markdownToDocument', () => {
  it('paragraphs, headings, lists and marks', () => {
    const doc = markdownToDocument(
      '# Goal\n\nShip **the beta** with *care* and `npm run build`.\nSecond line\n\n- one\n- [two](https://example.com/x)\n\n1. first\n2. second\n\n> quoted',
    );
    expect(isEditorDocument(doc)).toBe(true);
    expect(doc.content).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Goal' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Ship ' },
          { type: 'text', text: 'the beta', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' with ' },
          { type: 'text', text: 'care', marks: [{ type: 'italic' }] },
          { type: 'text', text: ' and ' },
          { type: 'text', text: 'npm run build', marks: [{ type: 'code' }] },
          { type: 'text', text: '.' },
          { type: 'hardBreak' },
          { type: 'text', text: 'Second line' },
        ],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
          },
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'two',
                    marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'first' }] }],
          },
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'second' }] }],
          },
        ],
      },
      {
        type: 'blockquote',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }],
      },
    ]);
  });

  it('keeps links outside the http(s) allow-list as their text only', () => {
    const doc = markdownToDocument('[click](javascript:alert(1)) and [x](data:text/html,hi)');
    expect(JSON.stringify(doc)).not.toContain('javascript:');
    expect(JSON.stringify(doc)).not.toContain('"link"');
    expect(doc.content?.[0]?.content?.[0]).toEqual({ type: 'text', text: 'click' });
  });

  it('HTML and scripts stay text', () => {
    const doc = markdownToDocument('<script>alert(1)</script> <img src=x onerror=alert(2)>');
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        content: [{ type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(2)>' }],
      },
    ]);
  });

  it('an empty description is one empty paragraph; snake_case words are not italic', () => {
    expect(markdownToDocument('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(markdownToDocument('my_var_name').content?.[0]?.content).toEqual([
      { type: 'text', text: 'my_var_name' },
    ]);
  });
});
