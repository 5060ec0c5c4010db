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
  const [activeIndex, setActiveIndex] = useState(0);
  const filter = useDebouncedValue(open?.query ?? '', DEBOUNCE_MS);
  const people = useQuery({
    ...boardQueries.mentionables(client, boardId ?? 0, filter || null),
    enabled: open !== null && boardId !== undefined,
    placeholderData: keepPreviousData,
  });
  const users: UserSummary[] = open ? (people.data ?? []).slice(0, MAX_PEOPLE) : [];

  const pick = (user: UserSummary) => {
    open?.insert({ id: String(user.id), label: user.name });
    setOpen(null);
  };

  const latest = useRef({ users, activeIndex, pick, query: open?.query ?? null });
  useLayoutEffect(() => {
    latest.current = { users, activeIndex, pick, query: open?.query ?? null };
  });

  const [bridge] = useState<RefObject<MentionBridge | null>>(() => ({
    current: {
      open: (query, insert) => {
        setOpen((previous) => {
          if (previous?.query !== query) setActiveIndex(0);
          return { query, insert };
        });
      },
      close: () => setOpen(null),
      keyDown: (event) => {
        const { users: list, activeIndex: index, pick: choose } = latest.current;
        if (event.key === 'Escape') {
          setOpen(null);
          return true;
        }
        if (list.length === 0) return false;
        if (event.key === 'ArrowDown') {
          setActiveIndex((index + 1) % list.length);
          return true;
        }
        if (event.key === 'ArrowUp') {
          setActiveIndex((index - 1 + list.length) % list.length);
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
