import { missingRequiredFields } from '@/domain/custom-fields';
import type { BoardRecord, CardRecord, Db } from '../../db/types';
import { invalid } from '../../http/errors';
import { boardDefinitions } from '../boards/board-json';
import { cardValues } from './card-facts';

/** A required, active custom field without a value blocks interactions (CONTRACT.md 3). */
export function requireFilledCustomFields(db: Db, board: BoardRecord, card: CardRecord): void {
  const missing = missingRequiredFields(boardDefinitions(db, board), cardValues(db, card.id));
  if (missing.length === 0) return;
  const names = missing.map((d) => d.name).join(', ');
  throw invalid('custom_fields', `The card has required custom fields without a value: ${names}.`);
}
