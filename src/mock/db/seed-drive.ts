import { DEMO_CUID, OTHER_CUID } from './seed-people';
import { insert } from './store';
import type { Db, DriveNodeRecord } from './types';

type NodeInput = Pick<DriveNodeRecord, 'drive_id' | 'parent_id' | 'name' | 'kind'> & {
  content?: string;
  mime_type?: string;
  size_bytes?: number;
};

function node(db: Db, at: string, input: NodeInput): DriveNodeRecord {
  const content = input.content ?? null;
  return insert(db, 'driveNodes', {
    drive_id: input.drive_id,
    parent_id: input.parent_id,
    name: input.name,
    kind: input.kind,
    mime_type: input.kind === 'file' ? (input.mime_type ?? 'text/plain') : null,
    size_bytes:
      input.kind === 'file'
        ? (input.size_bytes ?? new TextEncoder().encode(content ?? '').length)
        : null,
    content,
    created_at: at,
    updated_at: at,
  });
}

/** A small drive per tenant; returns [card id, drive node id] pairs to attach. */
export function seedDrive(db: Db, at: string): [number, number][] {
  const drive = insert(db, 'drives', { cuid: DEMO_CUID, name: 'Acme Drive' });
  const other = insert(db, 'drives', { cuid: OTHER_CUID, name: 'Globex Drive' });
  const exportsFolder = node(db, at, {
    drive_id: drive.id,
    parent_id: null,
    name: 'Exports',
    kind: 'folder',
  });
  const design = node(db, at, {
    drive_id: drive.id,
    parent_id: null,
    name: 'Design',
    kind: 'folder',
  });
  const specs = node(db, at, {
    drive_id: drive.id,
    parent_id: null,
    name: 'Specs',
    kind: 'folder',
  });
  node(db, at, {
    drive_id: drive.id,
    parent_id: exportsFolder.id,
    name: 'Archive',
    kind: 'folder',
  });
  const mock = node(db, at, {
    drive_id: drive.id,
    parent_id: design.id,
    name: 'board-mockup.png',
    kind: 'file',
    mime_type: 'image/png',
    size_bytes: 48213,
    content: '',
  });
  const brief = node(db, at, {
    drive_id: drive.id,
    parent_id: specs.id,
    name: 'calendar-sync.md',
    kind: 'file',
    mime_type: 'text/markdown',
    content: '# Calendar sync\n\nOne iCal feed per board.\n',
  });
  const notes = node(db, at, {
    drive_id: drive.id,
    parent_id: specs.id,
    name: 'search-notes.txt',
    kind: 'file',
    content: 'Filters AND together; values OR.\n',
  });
  node(db, at, { drive_id: other.id, parent_id: null, name: 'Globex', kind: 'folder' });
  return [
    [12, mock.id],
    [7, brief.id],
    [13, notes.id],
    [13, brief.id],
  ];
}
