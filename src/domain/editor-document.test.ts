import { describe, expect, it } from 'vitest';
import { nestedDocument } from '@test/hostile-documents';
import {
  contentMentions,
  contentPlainText,
  documentFromText,
  emptyDocument,
  isValidEditorDocument,
  mentionedUserIds,
  parseEditorDocument,
  serializeDocument,
} from './editor-document';

const doc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ask ' },
        { type: 'mention', attrs: { id: '3', label: 'Ines Interact' } },
        { type: 'text', text: ' about the rollout', marks: [{ type: 'bold' }] },
      ],
    },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'mention', attrs: { id: 7, label: 'Eli' } }] },
          ],
        },
      ],
    },
    {
      type: 'paragraph',
      content: [{ type: 'mention', attrs: { id: '3', label: 'Ines Interact' } }],
    },
  ],
};
const json = JSON.stringify(doc);

describe('editor documents', () => {
  it('accepts a doc with typed nodes and an empty doc', () => {
    expect(isValidEditorDocument(json)).toBe(true);
    expect(isValidEditorDocument('{"type":"doc"}')).toBe(true);
    expect(isValidEditorDocument(serializeDocument(emptyDocument()))).toBe(true);
  });

  it.each([
    ['not JSON', 'hello'],
    ['a JSON string', '"doc"'],
    ['another root type', '{"type":"paragraph"}'],
    ['content not an array', '{"type":"doc","content":{}}'],
    ['a node without type', '{"type":"doc","content":[{"text":"x"}]}'],
    ['a node with a numeric type', '{"type":"doc","content":[{"type":1}]}'],
    ['text that is not a string', '{"type":"doc","content":[{"type":"text","text":5}]}'],
    ['an array root', '[]'],
    ['null', 'null'],
  ])('rejects %s', (_name, value) => {
    expect(isValidEditorDocument(value)).toBe(false);
    expect(parseEditorDocument(value)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(isValidEditorDocument(doc)).toBe(false);
    expect(isValidEditorDocument(null)).toBe(false);
  });

  it('gives plain text with mention labels, blocks on their own lines', () => {
    expect(contentPlainText(json)).toBe(
      'Ask Ines Interact about the rollout\nPlan\nEli\nInes Interact',
    );
    expect(contentPlainText(null)).toBe('');
    expect(contentPlainText('nope')).toBe('');
  });

  it('lists mentioned user ids once, in order', () => {
    expect(contentMentions(json)).toEqual([3, 7]);
    expect(mentionedUserIds({ type: 'doc' })).toEqual([]);
    expect(
      contentMentions('{"type":"doc","content":[{"type":"mention","attrs":{"id":"x"}}]}'),
    ).toEqual([]);
  });

  it('builds a document from text', () => {
    expect(contentPlainText(serializeDocument(documentFromText('a\n\nb')))).toBe('a\n\nb');
  });
});

describe('hostile documents', () => {
  it('accepts 100 levels and refuses 101 and 2,000 as too deep (5,000 are too long as well)', async () => {
    const { editorDocumentProblem, parseEditorDocument } = await import('./editor-document');
    expect(editorDocumentProblem(nestedDocument(100))).toBeNull();
    expect(parseEditorDocument(nestedDocument(100))).not.toBeNull();
    for (const levels of [101, 2000]) {
      expect(editorDocumentProblem(nestedDocument(levels)), `${levels} levels`).toBe('too_deep');
      expect(parseEditorDocument(nestedDocument(levels))).toBeNull();
    }
    expect(editorDocumentProblem(nestedDocument(5000))).toBe('too_long');
    expect(parseEditorDocument(nestedDocument(5000))).toBeNull();
  });

  it('refuses more than 100,000 characters as too long', async () => {
    const { editorDocumentProblem, MAX_DOCUMENT_LENGTH } = await import('./editor-document');
    const doc = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      });
    const overhead = doc('').length;
    expect(editorDocumentProblem(doc('a'.repeat(MAX_DOCUMENT_LENGTH - overhead)))).toBeNull();
    expect(editorDocumentProblem(doc('a'.repeat(MAX_DOCUMENT_LENGTH - overhead + 1)))).toBe(
      'too_long',
    );
    expect(editorDocumentProblem('{"type":"doc"')).toBe('invalid');
  });
});
