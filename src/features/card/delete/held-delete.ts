import { holdWrite, releaseAllHolds } from '@/sync/queue/write-run';
import { sendWrite } from '@/sync/outbox/send-write';
import type { WriteServices } from '@/sync/writes/write-registry';
import { refusalsTo, type Refused } from '@/sync/undo/refusals';
import { removeCardWrite } from './use-remove-card.write';

/**
 * How long a delete waits before it is sent: until then Undo cancels it and nothing reaches
 * the server (there is no undelete endpoint). The page going away sends it at once.
 */
export const DELETE_HOLD_MS = 5000;

export interface RemoveCardVariables {
  boardId: number;
  cardId: number;
  stopRecurrence?: boolean;
}

let sendsOnPageHide = false;

/** Sends a delete held `DELETE_HOLD_MS`: the card leaves the board at once, kept in the outbox. */
export function heldDelete(
  services: WriteServices,
  variables: RemoveCardVariables,
  refused?: Refused,
): void {
  // Closing or leaving the page sends what is held at once (the outbox keeps it too, so a
  // request the closing page could not finish goes out with the next visit).
  if (!sendsOnPageHide) {
    sendsOnPageHide = true;
    window.addEventListener('pagehide', releaseAllHolds);
  }
  holdWrite(variables, DELETE_HOLD_MS);
  const options = refusalsTo(removeCardWrite(services, { boardId: variables.boardId }), refused);
  sendWrite(services, options, variables).catch(() => undefined);
}
