/**
 * Helpers of the import's browser specs: what a Trello export holds (counted from Trello's own
 * fields, not through the importer), what a board holds (from the server's full read), and
 * choosing a file on the import page.
 */
import type { Page } from 'playwright-core';

interface TrelloFixture {
  cards: { id: string; due: string | null; closed: boolean; idLabels: string[] }[];
  checklists: { checkItems: { state: string }[] }[];
  actions: { type: string }[];
}

/** What the export holds, counted from Trello's own fields (not through the importer). */
export function expected(source: Record<string, unknown>) {
  const fixture = source as unknown as TrelloFixture;
  const items = fixture.checklists.flatMap((c) => c.checkItems);
  return {
    cards: fixture.cards.length,
    archived: fixture.cards.filter((c) => c.closed).length,
    due: fixture.cards.filter((c) => c.due !== null).length,
    tagged: fixture.cards.filter((c) => c.idLabels.length > 0).length,
    items: items.length,
    ticked: items.filter((i) => i.state === 'complete').length,
    comments: fixture.actions.filter((a) => a.type === 'commentCard').length,
  };
}

export interface BoardCounts {
  columns: string[];
  archivedColumns: string[];
  tags: string[];
  cards: number;
  archived: number;
  due: number;
  tagged: number;
  items: number;
  ticked: number;
  comments: number;
}

/** The board as the server has it, counted from its full read. */
export function boardCounts(page: Page, boardId: number): Promise<BoardCounts> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/boards/${id}`, {
      headers: { Authorization: 'Bearer demo-manager', Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET board answered ${response.status}`);
    const board = (await response.json()) as {
      columns: Record<string, { name: string; order: number; archived_at: string | null }>;
      tags: Record<string, { name: string; board_id: number | null }>;
      cards: {
        status: string | null;
        due_date: string | null;
        tags_ids: (string | null)[];
        checklist_items: number;
        checklist_items_completed: number;
        comments_count: number;
      }[];
    };
    const columns = Object.values(board.columns).sort((a, b) => a.order - b.order);
    return {
      columns: columns.filter((c) => c.archived_at === null).map((c) => c.name),
      archivedColumns: columns.filter((c) => c.archived_at !== null).map((c) => c.name),
      tags: Object.values(board.tags)
        .filter((t) => t.board_id === id)
        .map((t) => t.name)
        .sort(),
      cards: board.cards.length,
      archived: board.cards.filter((c) => c.status === 'ARCHIVED').length,
      due: board.cards.filter((c) => c.due_date !== null).length,
      tagged: board.cards.filter((c) => c.tags_ids.some((t) => t !== null)).length,
      items: board.cards.reduce((sum, c) => sum + c.checklist_items, 0),
      ticked: board.cards.reduce((sum, c) => sum + c.checklist_items_completed, 0),
      comments: board.cards.reduce((sum, c) => sum + c.comments_count, 0),
    };
  }, boardId);
}

export async function chooseFile(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel('File to import').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
    buffer: Buffer.from(content, 'utf8'),
  });
}

export function boardIdOf(page: Page): number {
  const match = /\/boards\/(\d+)/.exec(page.url());
  if (!match) throw new Error(`not on a board: ${page.url()}`);
  return Number(match[1]);
}

/** How many boards named `name` the demo manager can see (an import must make exactly one). */
export function boardsNamed(page: Page, name: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const response = await fetch('/api/boards', {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    return ((await response.json()) as { name: string }[]).filter((b) => b.name === wanted).length;
  }, name);
}
