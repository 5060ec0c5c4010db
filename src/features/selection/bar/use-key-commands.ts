import { useEffect, useState } from 'react';
import { afterFocusReturn, focusCard } from '@/features/board-core';
import { useSelectionCommand, type SelectionCommand } from '../selection-commands';

export interface KeyCommand {
  command: SelectionCommand;
  /** The card the key was pressed on: focus goes back to it. */
  cardId: number;
  count: number;
}

/**
 * The card keys' requests to the bar (`a`, `t`, `d`, Delete on a selected card), from the
 * moment the bar is there: one asked before it mounted is not acted on again.
 */
export function useKeyCommands(onArchive: () => void): {
  request: KeyCommand | null;
  /** Focus back to the card the key was pressed on, once the menu or dialog let go of it. */
  backToCard: (() => void) | undefined;
} {
  const [active, setActive] = useState<KeyCommand | null>(null);
  useEffect(
    () =>
      useSelectionCommand.subscribe(({ request }, previous) => {
        if (!request || request === previous.request) return;
        if (request.command === 'archive') onArchive();
        else setActive(request);
      }),
    [onArchive],
  );
  const cardId = active?.cardId;
  return {
    request: active,
    backToCard:
      cardId === undefined
        ? undefined
        : () => {
            setActive(null);
            afterFocusReturn(() => focusCard(cardId));
          },
  };
}
