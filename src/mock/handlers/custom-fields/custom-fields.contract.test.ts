import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();
const define = (body: unknown, token: string = TOKENS.edit) =>
  api.as(token).post<Record<string, unknown>>('/boards/1/custom-fields/definitions', body);

describe('POST /boards/{board}/custom-fields/definitions', () => {
  it('creates a select field and generates option ids (201)', async () => {
    const res = await define({
      name: 'Risk',
      type: 'select',
      description: 'How risky',
      is_required: true,
      config: {
        options: [
          { label: 'Low', color: '#22c55e' },
          { id: 'hi', label: 'High', color: '#ef4444' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      board_id: 1,
      name: 'Risk',
      type: 'select',
      description: 'How risky',
      is_required: true,
      is_active: true,
      is_global: false,
      order: 7,
      deleted_at: null,
      config: {
        options: [
          { id: 'opt1', label: 'Low', color: '#22c55e' },
          { id: 'hi', label: 'High', color: '#ef4444' },
        ],
      },
    });
    const board = await api
      .as(TOKENS.view)
      .get<{ custom_field_definitions: { name: string }[] }>('/boards/1');
    expect(board.body.custom_field_definitions.map((d) => d.name)).toContain('Risk');
  });

  it.each([
    ['text', { multiline: true, max_length: 500, placeholder: 'p', default_value: 'd' }],
    ['number', { min: 0, max: 10, decimals: 2, unit: 'h' }],
    ['checkbox', { default_value: true }],
    ['date', { include_time: true }],
    ['person', { multiple: true }],
    ['text', null],
  ])('accepts a %s config', async (type, config) => {
    expect((await define({ name: `F ${type}`, type, config })).status).toBe(201);
  });

  it('a name is reusable once the definition is deleted', async () => {
    const estimate = api.db().customFieldDefinitions.find((d) => d.id === 1);
    if (estimate) estimate.deleted_at = api.now.toISOString();
    expect((await define({ name: 'estimate', type: 'number' })).status).toBe(201);
  });

  it.each<[string, unknown, string]>([
    ['missing name', { type: 'text' }, 'name'],
    ['long name', { name: 'n'.repeat(61), type: 'text' }, 'name'],
    ['duplicate name (case-insensitive)', { name: 'PRIORITY', type: 'text' }, 'name'],
    ['missing type', { name: 'X' }, 'type'],
    ['unknown type', { name: 'X', type: 'rating' }, 'type'],
    ['long description', { name: 'X', type: 'text', description: 'd'.repeat(251) }, 'description'],
    ['is_required not boolean', { name: 'X', type: 'text', is_required: 'yes' }, 'is_required'],
    ['unknown config key', { name: 'X', type: 'date', config: { zone: 'UTC' } }, 'config.zone'],
    [
      'text max_length out of range',
      { name: 'X', type: 'text', config: { max_length: 0 } },
      'config.max_length',
    ],
    [
      'number min above max',
      { name: 'X', type: 'number', config: { min: 5, max: 1 } },
      'config.max',
    ],
    ['select without options', { name: 'X', type: 'select', config: {} }, 'config.options'],
    [
      'select option label',
      { name: 'X', type: 'select', config: { options: [{ label: '', color: '#000000' }] } },
      'config.options.0.label',
    ],
    [
      'select option color',
      { name: 'X', type: 'select', config: { options: [{ label: 'A', color: 'red' }] } },
      'config.options.0.color',
    ],
    [
      'checkbox default not boolean',
      { name: 'X', type: 'checkbox', config: { default_value: 'no' } },
      'config.default_value',
    ],
    ['config not an object', { name: 'X', type: 'person', config: 'multiple' }, 'config'],
  ])('422: %s', async (_name, body, key) => {
    expectInvalid(await define(body), key);
  });

  it('401, 404, 403 below edit', async () => {
    await expectUnauthenticated(api, (c) =>
      c.post('/boards/1/custom-fields/definitions', { name: 'X', type: 'text' }),
    );
    expectNotFound(
      await api
        .as(TOKENS.manage)
        .post('/boards/99/custom-fields/definitions', { name: 'X', type: 'text' }),
    );
    await expectForbiddenBelow(api, 'edit', (c) =>
      c.post('/boards/1/custom-fields/definitions', { name: 'X', type: 'text' }),
    );
  });
});
