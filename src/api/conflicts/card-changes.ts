import type { UpdateCardInput } from '../extensions/cards';
import type { Card } from '../types';
import { clashesIn, sameValue, type FieldClash } from './save-merging';

/** A field of a card change, as the panel edits it. */
export type CardChangeField =
  | Exclude<keyof UpdateCardInput, 'column_id' | 'order' | 'custom_fields'>
  | `custom_fields.${number}`;

/**
 * What the user saw when a change started: the card's version, when it was last written, and
 * the value of each field the change touches. Plain JSON: it is kept in the outbox with the
 * write.
 */
export interface CardChangeBase {
  version: number | null;
  updatedAt: string | null;
  values: Partial<Record<CardChangeField, unknown>>;
}

/** Each field of a change with its new value, custom fields one definition at a time. */
export function changedFields(changes: UpdateCardInput): [CardChangeField, unknown][] {
  const fields: [CardChangeField, unknown][] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || key === 'column_id' || key === 'order') continue;
    if (key === 'custom_fields') {
      for (const [id, fieldValue] of Object.entries(value as Record<string, unknown>)) {
        fields.push([`custom_fields.${Number(id)}`, fieldValue]);
      }
    } else {
      fields.push([key as CardChangeField, value]);
    }
  }
  return fields;
}

/** The card's value of a change field, in the change's terms (`pinned`: a boolean). */
export function cardValue(card: Card, field: CardChangeField): unknown {
  if (field.startsWith('custom_fields.')) {
    return card.custom_fields[Number(field.slice('custom_fields.'.length))] ?? null;
  }
  switch (field) {
    case 'pinned':
      return card.pinned_at !== null;
    case 'completed':
      return card.is_completed;
    case 'tags_ids':
      return [...card.tags_ids].sort((a, b) => a - b);
    default:
      return card[field as keyof Card] ?? null;
  }
}

/** True when the card shows every field of the change already (an undo or bulk action put it). */
export function changeShown(card: Card, changes: UpdateCardInput): boolean {
  return changedFields(changes).every(([field, value]) => sameValue(cardValue(card, field), value));
}

/** A base kept as JSON (with a draft), or null when it is not one. */
export function parseChangeBase(text: string | null): CardChangeBase | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { version, updatedAt, values } = value as Record<string, unknown>;
    const okVersion = version === null || typeof version === 'number';
    const okUpdatedAt = updatedAt === null || typeof updatedAt === 'string';
    const okValues = typeof values === 'object' && values !== null && !Array.isArray(values);
    if (!okVersion || !okUpdatedAt || !okValues) return null;
    return { version, updatedAt, values: values as CardChangeBase['values'] };
  } catch {
    return null;
  }
}

/** The base of a change to `card`: taken when the user makes it, from what is on screen. */
export function changeBase(card: Card, changes: UpdateCardInput): CardChangeBase {
  const values: CardChangeBase['values'] = {};
  for (const [field] of changedFields(changes)) values[field] = cardValue(card, field);
  return { version: card.version, updatedAt: card.updated_at, values };
}

/** The fields of the change that someone else changed to something else meanwhile. */
export function clashesOf(
  changes: UpdateCardInput,
  base: CardChangeBase,
  current: Card,
): FieldClash<CardChangeField>[] {
  return clashesIn(changedFields(changes), base.values, (field) => cardValue(current, field));
}

/** A change setting these fields to these values (the inverse of `changedFields`). */
export function changesFrom(fields: readonly (readonly [string, unknown])[]): UpdateCardInput {
  const changes: Record<string, unknown> = {};
  const customFields: Record<number, unknown> = {};
  for (const [field, value] of fields) {
    if (field.startsWith('custom_fields.')) {
      customFields[Number(field.slice('custom_fields.'.length))] = value;
    } else {
      changes[field] = value;
    }
  }
  if (Object.keys(customFields).length > 0) changes['custom_fields'] = customFields;
  return changes as UpdateCardInput;
}
