import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSwitcher } from './BoardSwitcher';
import { CardVisitRecorder } from './CardVisitRecorder';
import { readRecentCards } from './recent-cards';
import { cardIdOfPath } from './use-record-card-visits';

describe('navigation', () => {
  useMockApi();

  describe('BoardSwitcher', () => {
    it('lists the boards the user can see, children under their parent, and opens one', async () => {
      const user = userEvent.setup();
      const { history } = renderWithApi(<BoardSwitcher />, {
        token: 'demo-manager',
        path: '/boards/1',
      });
      await user.click(screen.getByRole('button', { name: /Switch board/ }));
      const items = await screen.findAllByRole('menuitem');
      const names = items.map((item) => item.textContent ?? '');
      const roadmap = names.findIndex((name) => name.includes('Product Roadmap'));
      expect(names[roadmap + 1]).toContain('Mobile App');
      expect(names.some((name) => name.includes('Globex Plans'))).toBe(false);
      expect(items[roadmap]).toHaveAttribute('aria-current', 'page');
      expect(items[roadmap + 1]?.style.paddingInlineStart).toBe('26px');
      await user.click(items[roadmap + 1] as HTMLElement);
      expect(history.at(-1)).toBe('/boards/2');
    });
  });

  describe('recording card visits', () => {
    beforeEach(() => localStorage.clear());

    it('reads the card id of card routes only', () => {
      expect(cardIdOfPath('/boards/1/cards/12')).toBe(12);
      expect(cardIdOfPath('/boards/1/cards/12/')).toBe(12);
      expect(cardIdOfPath('/boards/1')).toBeNull();
      expect(cardIdOfPath('/boards/1/settings')).toBeNull();
    });

    it('records an open of the card route for the signed-in user', async () => {
      renderWithApi(<CardVisitRecorder />, { token: 'demo-editor', path: '/boards/1/cards/7' });
      await waitFor(() => expect(readRecentCards(2)).toEqual([7]));
      expect(readRecentCards(1)).toEqual([]);
    });
  });
});
