import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { isSameDay } from 'date-fns/isSameDay';
import { startOfDay } from 'date-fns/startOfDay';
import { isCustomFieldValueEmpty, parseDateValue } from '../custom-fields';
import type { CustomFieldDefinitionFacts } from '../custom-fields';
import type { CustomFieldFilter } from './filters';
import {
  filterBoolean,
  filterDate,
  filterList,
  filterNumber,
  filterRange,
  filterString,
  filterUserId,
} from './filter-values';

type Matcher = (cardValue: unknown, filter: CustomFieldFilter) => boolean;

function emptiness(cardValue: unknown, filter: CustomFieldFilter): boolean | null {
  if (filter.operator === 'is_empty') return isCustomFieldValueEmpty(cardValue);
  if (filter.operator === 'is_not_empty') return !isCustomFieldValueEmpty(cardValue);
  return null;
}

const matchText: Matcher = (cardValue, filter) => {
  const wanted = filterString(filter.value)?.toLowerCase();
  if (wanted == null || typeof cardValue !== 'string') return false;
  const have = cardValue.toLowerCase();
  return filter.operator === 'contains' ? have.includes(wanted) : have === wanted;
};

const matchNumber: Matcher = (cardValue, filter) => {
  const have = typeof cardValue === 'number' ? cardValue : null;
  if (have == null) return false;
  if (filter.operator === 'between') {
    const range = filterRange(filter.value, filterNumber);
    return range != null && have >= range[0] && have <= range[1];
  }
  const wanted = filterNumber(filter.value);
  if (wanted == null) return false;
  switch (filter.operator) {
    case 'equals':
      return have === wanted;
    case 'gt':
      return have > wanted;
    case 'gte':
      return have >= wanted;
    case 'lt':
      return have < wanted;
    case 'lte':
      return have <= wanted;
    default:
      return false;
  }
};

/** select (option ids) and person (user ids) share is / is_not / is_any_of. */
function matchIds<T>(
  have: readonly T[],
  filter: CustomFieldFilter,
  read: (v: unknown) => T | null,
): boolean {
  if (filter.operator === 'is_any_of') {
    const wanted = filterList(filter.value, read);
    return wanted != null && wanted.some((id) => have.includes(id));
  }
  const wanted = read(filter.value);
  if (wanted == null) return false;
  if (filter.operator === 'is') return have.includes(wanted);
  // is_not: cards without a value count as "not X".
  if (filter.operator === 'is_not') return !have.includes(wanted);
  return false;
}

const matchSelect: Matcher = (cardValue, filter) =>
  matchIds(typeof cardValue === 'string' ? [cardValue] : [], filter, filterString);

const matchPerson: Matcher = (cardValue, filter) => {
  const values = Array.isArray(cardValue) ? cardValue : [cardValue];
  const have = values.map(filterUserId).filter((id): id is number => id != null);
  return matchIds(have, filter, filterUserId);
};

const matchCheckbox: Matcher = (cardValue, filter) => {
  const wanted = filterBoolean(filter.value);
  // An unset checkbox reads as unchecked.
  return wanted != null && (cardValue === true) === wanted;
};

/** Dates compare by calendar day in the process's time zone, like the due buckets. */
const matchDate: Matcher = (cardValue, filter) => {
  const have = parseDateValue(cardValue);
  if (have == null) return false;
  const day = startOfDay(have);
  if (filter.operator === 'between') {
    const range = filterRange(filter.value, filterDate);
    return (
      range != null && !isBefore(day, startOfDay(range[0])) && !isAfter(day, startOfDay(range[1]))
    );
  }
  const wanted = filterDate(filter.value);
  if (wanted == null) return false;
  switch (filter.operator) {
    case 'equals':
      return isSameDay(have, wanted);
    case 'before':
      return isBefore(day, startOfDay(wanted));
    case 'after':
      return isAfter(day, startOfDay(wanted));
    default:
      return false;
  }
};

const MATCHERS: Record<string, Matcher> = {
  text: matchText,
  number: matchNumber,
  select: matchSelect,
  checkbox: matchCheckbox,
  date: matchDate,
  person: matchPerson,
};

/** Whether a card's value satisfies one custom-field filter (assumed valid for the type). */
export function matchCustomFieldValue(
  definition: CustomFieldDefinitionFacts,
  cardValue: unknown,
  filter: CustomFieldFilter,
): boolean {
  if (definition.type !== 'checkbox') {
    const empty = emptiness(cardValue, filter);
    if (empty != null) return empty;
  }
  const matcher = MATCHERS[definition.type];
  return matcher != null && matcher(cardValue, filter);
}
