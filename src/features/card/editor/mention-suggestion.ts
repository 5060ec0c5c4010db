import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionOptions } from '@tiptap/suggestion';
import type { RefObject } from 'react';

/** What the suggestion plugin tells React: the typed query and how to insert the pick. */
export interface MentionBridge {
  open: (query: string, insert: (attrs: MentionNodeAttrs) => void) => void;
  close: () => void;
  /** true when the list handled the key (arrows, Enter, Escape). */
  keyDown: (event: KeyboardEvent) => boolean;
}

/**
 * The `@` trigger. Items are fetched by React (debounced, cancelled when superseded), so the
 * plugin only reports the query and forwards keys to the list.
 */
export function mentionSuggestion(
  bridge: RefObject<MentionBridge | null>,
): Omit<SuggestionOptions<unknown, MentionNodeAttrs>, 'editor'> {
  return {
    char: '@',
    items: () => [],
    render: () => ({
      onStart: (props) => bridge.current?.open(props.query, props.command),
      onUpdate: (props) => bridge.current?.open(props.query, props.command),
      onKeyDown: ({ event }) => bridge.current?.keyDown(event) ?? false,
      onExit: () => bridge.current?.close(),
    }),
  };
}
