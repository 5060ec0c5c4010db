import { uuidFor } from './ids';
import { insert } from './store';
import type { Db, UserRecord } from './types';

export const DEMO_CUID = 'acme';
export const OTHER_CUID = 'globex';

export const DEMO_USERS = {
  manager: 1,
  editor: 2,
  member: 3,
  viewer: 4,
  outsider: 5,
  stranger: 6,
  departed: 7,
} as const;

interface Person {
  name: string;
  token: string | null;
  cuid: string;
  role: string;
  deleted?: boolean;
}

const NAMED: Person[] = [
  { name: 'Maya Manager', token: 'demo-manager', cuid: DEMO_CUID, role: 'Product lead' },
  { name: 'Eli Editor', token: 'demo-editor', cuid: DEMO_CUID, role: 'Engineer' },
  { name: 'Ines Interact', token: 'demo-member', cuid: DEMO_CUID, role: 'Designer' },
  { name: 'Vic Viewer', token: 'demo-viewer', cuid: DEMO_CUID, role: 'Stakeholder' },
  { name: 'Olga Outsider', token: 'demo-outsider', cuid: DEMO_CUID, role: 'Sales' },
  { name: 'Sam Stranger', token: 'demo-stranger', cuid: OTHER_CUID, role: 'Consultant' },
  { name: 'Dana Departed', token: null, cuid: DEMO_CUID, role: 'Former engineer', deleted: true },
];

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Emil', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
const LAST = ['Archer', 'Brooks', 'Castro', 'Dumont', 'Evans', 'Fischer'];

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '.');
}

/** Seven named demo users, then 60 colleagues of the demo tenant (enough to hit list limits). */
export function seedPeople(db: Db, at: string): void {
  db.tenants.push({ cuid: DEMO_CUID, name: 'Acme Inc.' }, { cuid: OTHER_CUID, name: 'Globex' });
  const people: Person[] = [...NAMED];
  for (const last of LAST) {
    for (const first of FIRST) {
      people.push({ name: `${first} ${last}`, token: null, cuid: DEMO_CUID, role: 'Colleague' });
    }
  }
  for (const person of people) addUser(db, person, at);
}

function addUser(db: Db, person: Person, at: string): UserRecord {
  const id = db.ids.users + 1;
  const username = slug(person.name);
  return insert(db, 'users', {
    uuid: uuidFor(1, id),
    cuid: person.cuid,
    name: person.name,
    email: `${username}@${person.cuid}.example`,
    username,
    avatar_url: null,
    company_name: person.cuid === DEMO_CUID ? 'Acme Inc.' : 'Globex',
    role: person.role,
    status: person.deleted ? 'inactive' : 'active',
    token: person.token,
    created_at: at,
    updated_at: at,
    deleted_at: person.deleted ? at : null,
  });
}
