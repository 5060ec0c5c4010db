import type { CustomFieldType } from '@/domain/enums';

/** What the import writes into: a new board, or one the caller may edit (what it has). */
export type ImportTarget =
  { kind: 'new'; name: string; callerId: number } | { kind: 'existing'; board: ExistingBoard };

export interface ExistingBoard {
  id: number;
  columns: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  fields: {
    id: number;
    name: string;
    type: CustomFieldType;
    options: { id: string; label: string }[];
  }[];
}

/** The people the import may name: the board's members, or the tenant's users for a new board. */
export interface Person {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
}
