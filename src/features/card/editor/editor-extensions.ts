import Mention from '@tiptap/extension-mention';
import StarterKit from '@tiptap/starter-kit';
import type { RefObject } from 'react';
import { mentionSuggestion, type MentionBridge } from './mention-suggestion';

/** The card editor's schema: StarterKit (headings, lists, marks, links, quotes) and mentions. */
export function cardEditorExtensions(bridge?: RefObject<MentionBridge | null>) {
  return [
    StarterKit.configure({
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
    }),
    Mention.configure({
      HTMLAttributes: { class: 'mention' },
      ...(bridge ? { suggestion: mentionSuggestion(bridge) } : {}),
    }),
  ];
}
