import { userById } from '../../db/queries';
import type { CardActivityRecord, Db } from '../../db/types';

export function activityJson(db: Db, row: CardActivityRecord) {
  const actor = userById(db, row.actor_id);
  return {
    id: row.id,
    actor: { id: row.actor_id, name: actor?.name ?? 'Deleted user' },
    kind: row.kind,
    data: row.data,
    at: row.at,
  };
}
