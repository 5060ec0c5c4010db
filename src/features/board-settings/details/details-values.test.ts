import { describe, expect, it } from 'vitest';
import { detailsChangesOf, validateDetails, type DetailsValues } from './details-values';

const values: DetailsValues = {
  name: 'Roadmap',
  description: '',
  icon: '',
  parentId: '',
  sortField: '',
  sortDirection: '',
};

describe('details values', () => {
  it('holds the name to 1..80 characters and the description to 600', () => {
    expect(validateDetails(values)).toEqual({});
    expect(validateDetails({ ...values, name: 'x'.repeat(80) })).toEqual({});
    expect(validateDetails({ ...values, name: 'x'.repeat(81) }).name).toBeDefined();
    expect(validateDetails({ ...values, name: '  ' }).name).toBeDefined();
    expect(validateDetails({ ...values, description: 'x'.repeat(601) }).description).toBeDefined();
  });

  it('sends blanks as null and the parent as a number', () => {
    expect(
      detailsChangesOf({ ...values, parentId: '2', sortField: 'title', sortDirection: 'desc' }),
    ).toEqual({
      name: 'Roadmap',
      description: null,
      icon: null,
      parent_id: 2,
      order_cards_by: 'title',
      order_cards_direction: 'desc',
    });
  });
});
