import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../test/contract/harness';

/** CONTRACT.md 4b: the same Idempotency-Key within 24 h returns the first answer, creates nothing. */
const api = setupMockServer();

const post = (token: string, path: string, body: unknown, key?: string) =>
  api.raw(path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });

const cardsTitled = (title: string) =>
  api.db().cards.filter((card) => card.title === title && card.deleted_at === null);

describe('Idempotency-Key on POST', () => {
  it('answers a resend with the first answer (status and body) and creates one card', async () => {
    const first = await post(
      TOKENS.edit,
      '/boards/1/cards',
      { column_id: 1, title: 'Once' },
      'k-1',
    );
    const again = await post(
      TOKENS.edit,
      '/boards/1/cards',
      { column_id: 1, title: 'Once' },
      'k-1',
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(cardsTitled('Once')).toHaveLength(1);
  });

  it('keeps keys apart per user and per endpoint; no key means a new record each time', async () => {
    await post(TOKENS.edit, '/boards/1/cards', { column_id: 1, title: 'Shared key' }, 'same');
    await post(TOKENS.manage, '/boards/1/cards', { column_id: 1, title: 'Shared key' }, 'same');
    expect(cardsTitled('Shared key')).toHaveLength(2);
    const column = await post(TOKENS.edit, '/boards/1/columns', { name: 'Keyed' }, 'same');
    expect(column.status).toBe(201);
    await post(TOKENS.edit, '/boards/1/cards', { column_id: 1, title: 'No key' });
    await post(TOKENS.edit, '/boards/1/cards', { column_id: 1, title: 'No key' });
    expect(cardsTitled('No key')).toHaveLength(2);
  });

  it('does not replay a refusal: after a 422 the corrected resend with the same key is applied', async () => {
    const refused = await post(TOKENS.edit, '/boards/1/cards', { column_id: 1 }, 'k-fix');
    expect(refused.status).toBe(422);
    const fixed = await post(
      TOKENS.edit,
      '/boards/1/cards',
      { column_id: 1, title: 'Fixed' },
      'k-fix',
    );
    expect(fixed.status).toBe(201);
    expect(cardsTitled('Fixed')).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    await post(TOKENS.edit, '/boards/1/cards', { column_id: 1, title: 'Day one' }, 'k-day');
    const record = api.db().idempotentAnswers.find((answer) => answer.key === 'k-day');
    if (!record) throw new Error('the answer was not kept');
    record.created_at = new Date(api.now.getTime() - 24 * 60 * 60 * 1000 - 1).toISOString();
    await post(TOKENS.edit, '/boards/1/cards', { column_id: 1, title: 'Day one' }, 'k-day');
    expect(cardsTitled('Day one')).toHaveLength(2);
  });
});
