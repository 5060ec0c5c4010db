import { listUsers } from '@/api/extensions/account';
import type { ApiClient } from '@/api/http/client';
import type { ImportPerson } from '../model/import-model';
import { mapLimited } from '../model/map-limited';
import type { Person } from './target';

/**
 * The tenant's users an import into a new board may name. `GET /users` answers at most 50 (and
 * a big tenant has more), so each imported person is looked up by name and by username.
 */
export async function tenantPeople(
  client: ApiClient,
  imported: readonly ImportPerson[],
  signal?: AbortSignal,
): Promise<Person[]> {
  const filters = new Set<string>();
  for (const person of imported) {
    if (person.name.trim()) filters.add(person.name.trim());
    if (person.username?.trim()) filters.add(person.username.trim());
  }
  const found = await mapLimited([...filters], 4, (filter) =>
    listUsers(client, filter, { signal }),
  );
  const people = new Map<number, Person>();
  for (const user of found.flat())
    people.set(user.id, { id: user.id, name: user.name, username: null, email: user.email });
  return [...people.values()];
}
