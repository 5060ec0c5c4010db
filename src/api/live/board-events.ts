/** The events of `GET /boards/{board}/events` (CONTRACT 4b; docs/api.md, "Live boards"). */
import {
  idList,
  idSchema,
  int,
  lenientArray,
  nullableId,
  text,
  timestamp,
} from '../schemas/primitives';
import { object, parseOrNull, type Infer } from '../schemas/shape';
import type { StreamEvent } from './event-stream-parser';

/** What was written: `ids` of records of the event's topic, by `actor_id`, at board `version`. */
const boardChangeSchema = object({
  version: int(),
  kind: text(),
  ids: idList(),
  actor_id: nullableId(),
  at: timestamp(),
  /** On checklist events (an extension): the card whose checklist changed. */
  card_id: nullableId(),
});

const viewerSchema = object({ id: idSchema, name: text() });
const presenceSchema = object({ version: int(), viewers: lenientArray(viewerSchema) });
const resetSchema = object({ version: int() });

export type BoardChange = Infer<typeof boardChangeSchema>;
export type BoardViewer = Infer<typeof viewerSchema>;

export type LiveBoardEvent =
  | { type: 'change'; topic: string; change: BoardChange }
  | { type: 'reset'; version: number }
  | { type: 'presence'; viewers: BoardViewer[] };

function json(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** The event in the app's terms, or null for one it cannot read (ignored, never fatal). */
export function readBoardEvent(event: StreamEvent): LiveBoardEvent | null {
  const data = json(event.data);
  if (event.event === 'reset') {
    const reset = parseOrNull(resetSchema, data);
    return reset && { type: 'reset', version: reset.version };
  }
  if (event.event === 'presence') {
    const presence = parseOrNull(presenceSchema, data);
    return presence && { type: 'presence', viewers: presence.viewers };
  }
  const change = parseOrNull(boardChangeSchema, data);
  return change && { type: 'change', topic: event.event, change };
}
