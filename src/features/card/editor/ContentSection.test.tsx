import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeBase } from '@/api/conflicts/card-changes';
import { getCard } from '@/api/extensions/cards';
import { createApiClient } from '@/api/http/client';
import { contentPlainText, documentFromText, serializeDocument } from '@/domain/editor-document';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

const CARD = 9;
const asUser = (token: string) => createApiClient({ baseUrl: TEST_API_BASE_URL, token });

describe('a description draft restored after a reload', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  afterEach(() => localStorage.clear());

  it('still meets a teammate’s description saved meanwhile as a conflict', async () => {
    const maya = service.db.users.find((user) => user.name === 'Maya Manager');
    if (!maya) throw new Error('unexpected seed');
    // Maya began editing on the card as it was, typed, and the page went away.
    const seen = await getCard(asUser('demo-manager'), 1, CARD);
    const key = `project-board:draft:${maya.id}:1:${CARD}`;
    localStorage.setItem(key, serializeDocument(documentFromText('Maya’s draft')));
    localStorage.setItem(
      `${key}:base`,
      JSON.stringify(changeBase(seen, { content: seen.content })),
    );
    // Meanwhile Eli saved another description.
    const eli = await fetch(`${TEST_API_BASE_URL}/boards/1/cards/${CARD}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: serializeDocument(documentFromText('Eli’s words')) }),
    });
    expect(eli.status).toBe(200);

    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={CARD} />, { path: `/boards/1/cards/${CARD}` });
    const panel = await screen.findByRole('dialog', { name: new RegExp(`^#${CARD} `) });
    expect(await within(panel).findByText('Restored your unsaved draft.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Save description' }));

    // Both are shown; Eli's stays saved until Maya chooses.
    expect(await within(panel).findByRole('button', { name: /Keep mine/ })).toBeVisible();
    const stored = () => service.db.cards.find((card) => card.id === CARD)?.content ?? null;
    expect(contentPlainText(stored())).toBe('Eli’s words');
    await user.click(within(panel).getByRole('button', { name: /Keep mine/ }));
    await expect.poll(() => contentPlainText(stored())).toBe('Maya’s draft');
    expect(Object.keys(localStorage).filter((name) => name.startsWith(key))).toEqual([]);
  });
});
