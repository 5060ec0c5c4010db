import { describe, expect, it } from 'vitest';
import { tagInputOf, validateTag } from './tag-values';

const valid = { name: 'Ops', color: '#112233', description: '' };

describe('tag values', () => {
  it('accepts names of 2 to 40 characters (trimmed)', () => {
    expect(validateTag({ ...valid, name: ' ab ' })).toEqual({});
    expect(validateTag({ ...valid, name: 'x'.repeat(40) })).toEqual({});
    expect(validateTag({ ...valid, name: 'a' }).name).toBeDefined();
    expect(validateTag({ ...valid, name: 'x'.repeat(41) }).name).toBeDefined();
  });

  it('accepts an empty description or one of 3 to 250 characters', () => {
    expect(validateTag({ ...valid, description: '   ' })).toEqual({});
    expect(validateTag({ ...valid, description: 'abc' })).toEqual({});
    expect(validateTag({ ...valid, description: 'ab' }).description).toBeDefined();
    expect(validateTag({ ...valid, description: 'x'.repeat(251) }).description).toBeDefined();
  });

  it('needs a #rrggbb color, any case', () => {
    expect(validateTag({ ...valid, color: '#ABCdef' })).toEqual({});
    expect(validateTag({ ...valid, color: 'red' }).color).toBeDefined();
  });

  it('sends a blank description as null', () => {
    expect(tagInputOf({ name: ' Ops ', color: '#112233', description: ' ' })).toEqual({
      name: 'Ops',
      color: '#112233',
      description: null,
    });
  });
});
