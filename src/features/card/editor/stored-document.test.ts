import { Editor, getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { isEditorDocument, type EditorDocument } from '@/domain/editor-document';
import { cardEditorExtensions } from './editor-extensions';
import { toEditorContent, toStoredDocument } from './stored-document';

const doc: EditorDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ask ' },
        { type: 'mention', attrs: { id: '3', label: 'Ines Interact' } },
        { type: 'text', text: ' about ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'the launch' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }],
    },
  ],
};

describe('card content round trip', () => {
  it('gives back the same stored JSON after going through the editor', () => {
    const editor = new Editor({
      extensions: cardEditorExtensions(),
      content: toEditorContent(doc),
    });
    const json: unknown = editor.getJSON();
    editor.destroy();
    if (!isEditorDocument(json)) throw new Error('not a document');
    expect(toStoredDocument(json)).toEqual(doc);
  });

  it('stores mentions as {id, label} only', () => {
    const stored = toStoredDocument({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'mention', attrs: { id: '3', label: 'Ines', mentionSuggestionChar: '@' } },
          ],
        },
      ],
    });
    expect(stored.content?.[0]?.content?.[0]).toEqual({
      type: 'mention',
      attrs: { id: '3', label: 'Ines' },
    });
  });
});

describe('stored content the editor does not know', () => {
  const extensions = cardEditorExtensions();
  const schema = getSchema(extensions);
  const known = {
    nodes: new Set(Object.keys(schema.nodes)),
    marks: new Set(Object.keys(schema.marks)),
  };

  function loaded(stored: EditorDocument): unknown {
    const editor = new Editor({ extensions, content: toEditorContent(stored, known) });
    const json = editor.getJSON();
    editor.destroy();
    return json;
  }

  it('keeps the text of unknown nodes and marks instead of starting empty', () => {
    const json = loaded({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'kept' }] },
        { type: 'script', content: [{ type: 'text', text: 'xss(1)' }] },
        { type: 'iframe', attrs: { src: 'javascript:xss(2)' } },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '' },
            { type: 'text', text: 'marked', marks: [{ type: 'highlight' }, { type: 'bold' }] },
            { type: 'emoji', content: [{ type: 'text', text: ' and inline' }] },
          ],
        },
      ],
    });
    expect(json).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'kept' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'xss(1)' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'marked', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and inline' },
          ],
        },
      ],
    });
  });

  it('loads hostile link marks without their href (only http and https links are kept)', () => {
    const json = loaded({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'bad',
              marks: [{ type: 'link', attrs: { href: 'javascript:xss(3)' } }],
            },
            {
              type: 'text',
              text: 'good',
              marks: [{ type: 'link', attrs: { href: 'https://ok.example/' } }],
            },
          ],
        },
      ],
    });
    const hrefs = JSON.stringify(json).match(/"href":"[^"]*"/g) ?? [];
    expect(hrefs).toEqual(['"href":"https://ok.example/"']);
  });
});
