import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { v, validate } from './validate';

function errorsOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, ...error.body };
  }
  return null;
}

describe('validate', () => {
  it('returns typed, trimmed input and ignores unknown fields', () => {
    const input = validate(
      { name: '  Hi ', extra: 1 },
      { name: v.string().required(), note: v.string().nullable() },
    );
    expect(input).toEqual({ name: 'Hi' });
  });

  it('reports Laravel keys and messages, first message on top', () => {
    const shape = {
      title: v.string().required().max(3),
      items: v.array(v.object({ label: v.string().required() })),
      assignees: v.idMap(v.boolean().required()),
    };
    expect(
      errorsOf(() =>
        validate(
          { title: 'long', items: [{ label: 'a' }, {}], assignees: { '17': 'x', abc: true } },
          shape,
        ),
      ),
    ).toEqual({
      status: 422,
      message: 'The title field must not be greater than 3 characters.',
      errors: {
        title: ['The title field must not be greater than 3 characters.'],
        'items.1.label': ['The items.1.label field is required.'],
        'assignees.17': ['The assignees.17 field must be true or false.'],
        'assignees.abc': ['The assignees.abc key must be an integer id.'],
      },
    });
  });

  it('treats empty strings as null and knows sometimes/required_with', () => {
    const shape = {
      a: v.string().sometimes().required(),
      b: v.string().requiredWith('c'),
      c: v.string(),
    };
    expect(validate({}, shape)).toEqual({});
    expect(errorsOf(() => validate({ a: ' ', c: 'x' }, shape))).toMatchObject({
      errors: {
        a: ['The a field is required.'],
        b: ['The b field is required when c is present.'],
      },
    });
  });

  it('coerces query-string scalars', () => {
    expect(
      validate({ n: '12', f: 'true', d: '1.5' }, { n: v.integer(), f: v.boolean(), d: v.number() }),
    ).toEqual({
      n: 12,
      f: true,
      d: 1.5,
    });
  });
});
