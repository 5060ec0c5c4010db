import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { UserSummary } from '@/api/types';
import type { MentionBridge } from './mention-suggestion';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const MAX_PEOPLE = 50;
const DEBOUNCE_MS = 150;

interface Open {
  query: string;
  insert: (attrs: MentionNodeAttrs) => void;
}

/**
 * The state behind the `@` list: the typed filter (debounced; a superseded request is cancelled
 * because its query loses its observer), the people found (≤ 50), the highlighted one, and the
 * bridge the suggestion plugin calls.
 */
export function useMentionPicker(boardId: number | undefined) {
  const client = useApiClient();
  const [open, setOpen] = useState<Open | null>(null);
  // The highlight belongs to the list it was moved on: when the results for a newer filter arrive
  // (the old ones stay shown meanwhile), the first person is highlighted again, so Enter never
  // points past a shorter list.
  const [highlight, setHighlight] = useState<{ index: number; on: unknown }>({
    index: 0,
    on: undefined,
  });
  const filter = useDebouncedValue(open?.query ?? '', DEBOUNCE_MS);
  const people = useQuery({
    ...boardQueries.mentionables(client, boardId ?? 0, filter || null),
    enabled: open !== null && boardId !== undefined,
    placeholderData: keepPreviousData,
  });
  const users: UserSummary[] = open ? (people.data ?? []).slice(0, MAX_PEOPLE) : [];
  const activeIndex =
    highlight.on === people.data && highlight.index < users.length ? highlight.index : 0;

  const pick = (user: UserSummary) => {
    open?.insert({ id: String(user.id), label: user.name });
    setOpen(null);
  };

  const shown = people.data;
  const latest = useRef({ users, activeIndex, shown, pick });
  useLayoutEffect(() => {
    latest.current = { users, activeIndex, shown, pick };
  });

  const [bridge] = useState<RefObject<MentionBridge | null>>(() => ({
    current: {
      open: (query, insert) => {
        setOpen((previous) => {
          if (previous?.query !== query) setHighlight({ index: 0, on: undefined });
          return { query, insert };
        });
      },
      close: () => setOpen(null),
      keyDown: (event) => {
        const { users: list, activeIndex: index, shown: on, pick: choose } = latest.current;
        if (event.key === 'Escape') {
          setOpen(null);
          return true;
        }
        if (list.length === 0) return false;
        if (event.key === 'ArrowDown') {
          setHighlight({ index: (index + 1) % list.length, on });
          return true;
        }
        if (event.key === 'ArrowUp') {
          setHighlight({ index: (index - 1 + list.length) % list.length, on });
          return true;
        }
        if (event.key === 'Enter') {
          const user = list[index];
          if (user) choose(user);
          return true;
        }
        return false;
      },
    },
  }));

  return {
    bridge,
    isOpen: open !== null,
    users,
    activeIndex,
    loading: people.isFetching,
    pick,
  };
}
