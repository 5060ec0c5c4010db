import type { ImportPerson } from '../model/import-model';
import type { Person } from './target';

const fold = (value: string) => value.trim().toLocaleLowerCase();

/**
 * The board's person for each imported one, by name or username (case-insensitive; an e-mail's
 * local part counts as a username). Unmatched people are listed, never guessed.
 */
export function matchPeople(
  imported: readonly ImportPerson[],
  people: readonly Person[],
): { matched: Map<string, Person>; unmatched: ImportPerson[] } {
  const matched = new Map<string, Person>();
  const unmatched: ImportPerson[] = [];
  for (const person of imported) {
    const name = fold(person.name);
    const username = person.username ? fold(person.username) : null;
    const found = people.find(
      (p) =>
        fold(p.name) === name ||
        (username !== null &&
          ((p.username !== null && fold(p.username) === username) ||
            (p.email !== null && fold(p.email.split('@')[0] ?? '') === username))),
    );
    if (found) matched.set(person.key, found);
    else unmatched.push(person);
  }
  return { matched, unmatched };
}
