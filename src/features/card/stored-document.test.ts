import { Editor } from '@tiptap/core';
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
