import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { getCard } from '@/api/extensions/cards';
import { createApiClient } from '@/api/http/client';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { CardEditFields } from './CardEditFields';

let board: BoardWorkingSet;
let card: CardDetail;
let setServerTitle: (title: string) => void = () => undefined;

/** The fields over a card whose title can change from outside (a save landing, a teammate). */
function Harness() {
  const [title, setTitle] = useState(card.title);
  useEffect(() => {
    setServerTitle = setTitle;
  }, []);
  return <CardEditFields card={{ ...card, title }} board={board} />;
}

describe('CardEditFields', () => {
  useMockApi();

  beforeAll(async () => {
    const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });
    board = await getBoard(client, 1);
    card = await getCard(client, 1, 12);
  });

  it('keeps what is being typed when the card’s title changes meanwhile, then follows the card again', async () => {
    const user = userEvent.setup();
    renderWithApi(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Being typed');

    // An earlier save's title lands while the person types: their text stays.
    act(() => setServerTitle('An earlier save'));
    expect(field).toHaveValue('Being typed');

    // Once the card has the typed title, the field follows the card again.
    act(() => setServerTitle('Being typed'));
    act(() => setServerTitle('Renamed by a teammate'));
    expect(field).toHaveValue('Renamed by a teammate');
  });
});
