import { act, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import type { BoardWorkingSet } from '@/api/types';
import { countRender } from '../bench/bench-probes';
import { CardTile } from './CardTile';

vi.mock('../bench/bench-probes', () => ({ countRender: vi.fn() }));

function boardWith(card: Record<string, unknown>): BoardWorkingSet {
  const result = normalizeBoard({
    id: 1,
    cuid: 'acme',
    name: 'Board',
    members: {
      '2': { id: 2, name: 'Eli Editor', email: 'eli@example.com', avatar_url: null },
      '3': { id: 3, name: 'Ines Interact', email: 'ines@example.com', avatar_url: null },
    },
    tags: { '5': { id: 5, board_id: 1, name: 'Backend', color: '#ef4444' } },
    columns: { '1': { id: 1, board_id: 1, name: 'Todo', order: 1 } },
    cards: [{ id: 9, board_id: 1, column_id: 1, number: 12, order: 1, title: 'Ship it', ...card }],
  });
  if (!result.ok) throw new Error('fixture does not normalize');
  return result.value;
}

function renderTile(card: Record<string, unknown>) {
  const board = boardWith(card);
  const [first] = board.cards;
  if (!first) throw new Error('no card');
  render(<CardTile card={first} boardId={1} tags={board.tags} members={board.members} />);
  return screen.getByRole('article');
}

describe('CardTile', () => {
  it('links the number and title to the card route', () => {
    renderTile({});
    expect(screen.getByRole('link', { name: '#12 Ship it' })).toHaveAttribute(
      'href',
      '/boards/1/cards/9',
    );
  });

  it("keeps the board's search params in the link, without re-rendering the tile", () => {
    const board = boardWith({});
    const [card] = board.cards;
    if (!card) throw new Error('no card');
    const location = memoryLocation({ path: '/boards/1?view=list&q=ship' });
    vi.mocked(countRender).mockClear();
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CardTile card={card} boardId={1} tags={board.tags} members={board.members} />
      </Router>,
    );
    const link = screen.getByRole('link', { name: '#12 Ship it' });
    expect(link).toHaveAttribute('href', '/boards/1/cards/9?view=list&q=ship');
    act(() => location.navigate('/boards/1?view=list&q=ship&tags=5', { replace: true }));
    expect(link).toHaveAttribute('href', '/boards/1/cards/9?view=list&q=ship&tags=5');
    expect(vi.mocked(countRender).mock.calls).toEqual([['CardTile']]);
  });

  it('is not rendered again for a new order alone (a move elsewhere in its column), but is for a new title', () => {
    const board = boardWith({});
    const [card] = board.cards;
    if (!card) throw new Error('no card');
    const tile = (shown: typeof card) => (
      <CardTile card={shown} boardId={1} tags={board.tags} members={board.members} />
    );
    vi.mocked(countRender).mockClear();
    const { rerender } = render(tile(card));
    rerender(tile({ ...card, order: card.order + 1 }));
    expect(vi.mocked(countRender)).toHaveBeenCalledTimes(1);
    rerender(tile({ ...card, order: card.order + 2, title: 'Shipped' }));
    expect(vi.mocked(countRender)).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: '#12 Shipped' })).toBeInTheDocument();
  });

  it('shows tags, assignees by initials, counters and markers from the wire quirks', () => {
    const tile = renderTile({
      tags_ids: ['5'],
      assignees_ids: ['2', '3'],
      checklist_items: 4,
      checklist_items_completed: 1,
      comments_count: 2,
      files_count: 1,
      pinned_at: '2026-01-01T00:00:00Z',
      card_recurrence_id: 7,
      is_time_tracking: 1,
    });
    expect(within(tile).getByRole('list', { name: 'Tags' })).toHaveTextContent('Backend');
    expect(within(tile).getByRole('img', { name: 'Eli Editor' })).toHaveTextContent('EE');
    expect(within(tile).getByRole('img', { name: 'Ines Interact' })).toHaveTextContent('In');
    expect(tile).toHaveTextContent('Checklist: 1/4');
    expect(tile).toHaveTextContent('2 comments');
    expect(tile).toHaveTextContent('1 file');
    expect(tile).not.toHaveTextContent('1 files');
    expect(tile).toHaveTextContent('Pinned');
    expect(tile).toHaveTextContent('Recurring');
    expect(tile).toHaveTextContent('Timer running');
  });

  it('says one file and one comment in the singular', () => {
    const tile = renderTile({ comments_count: 1, files_count: 1 });
    const comments = within(tile).getByTitle('1 comment');
    const files = within(tile).getByTitle('1 file');
    expect(comments).toHaveTextContent(/^1 comment$/);
    expect(files).toHaveTextContent(/^1 file$/);
    // Each count leads with its (decorative) icon.
    expect(comments.firstElementChild).toMatchObject({ tagName: 'svg' });
    expect(comments.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(files.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('colors the due chip by due_date_status and says it in words', () => {
    const thisYear = new Date().getFullYear();
    const tile = renderTile({
      due_date: new Date(thisYear, 0, 2, 12).toISOString(),
      due_date_status: 'OVERDUE',
      human_due_date: 'Jan 2',
    });
    const chip = within(tile).getByText(/Due date \(overdue\)/).parentElement;
    expect(chip).toHaveAttribute('data-tone', 'danger');
    expect(chip).toHaveTextContent(/Jan 2$/);
  });

  it('says the year on the due chip of a date in another year', () => {
    const later = new Date().getFullYear() + 4;
    const tile = renderTile({
      due_date: new Date(later, 5, 20, 12).toISOString(),
      due_date_status: 'FAR',
      human_due_date: 'Jun 20',
    });
    expect(within(tile).getByText(/Due date \(due\)/).parentElement).toHaveTextContent(
      `Jun 20, ${later}`,
    );
  });

  it('shows a completed card as done, whatever its due status', () => {
    const tile = renderTile({
      due_date: '2026-01-02T10:00:00Z',
      due_date_status: 'OVERDUE',
      completed_at: '2026-01-01T00:00:00Z',
    });
    expect(tile).toHaveTextContent('Completed');
    expect(within(tile).getByText(/Due date \(done\)/).parentElement).toHaveAttribute(
      'data-tone',
      'success',
    );
  });

  it('renders hostile titles as text', () => {
    renderTile({ title: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
