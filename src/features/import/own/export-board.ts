import { getBoard } from '@/api/endpoints/boards';
import { getCard } from '@/api/extensions/cards';
import { listComments } from '@/api/extensions/comments';
import { listRelations, type CardRelation } from '@/api/extensions/relations';
import { isUnsupported } from '@/api/http/errors';
import type { ApiClient } from '@/api/http/client';
import type { CardComment, CardDetail } from '@/api/types';
import { mapLimited } from '../model/map-limited';
import { boardToExport } from './board-to-export';
import type { OwnExport } from './own-export';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Reads a whole board for our own export: the board, then each card's single read (its
 * checklists), its relations (unless the server has none: CONTRACT 4d) and, when it has any,
 * its comments; six cards at a time.
 */
export async function exportBoard(
  client: ApiClient,
  boardId: number,
  options: { signal?: AbortSignal; now?: () => Date; onProgress?: (p: ExportProgress) => void },
): Promise<OwnExport> {
  const { signal, now = () => new Date(), onProgress } = options;
  const board = await getBoard(client, boardId, { signal });
  const cards = board.cards.filter((c) => c.deleted_at == null && c.type === 'ORDINARY');
  const details = new Map<number, CardDetail>();
  const comments = new Map<number, CardComment[]>();
  const relations = new Map<number, CardRelation[]>();
  let serverRelates = true;
  const readRelations = async (cardId: number) => {
    if (!serverRelates) return;
    try {
      relations.set(cardId, await listRelations(client, { boardId, cardId }, { signal }));
    } catch (error) {
      if (!isUnsupported(error)) throw error;
      serverRelates = false;
    }
  };
  let done = 0;
  await mapLimited(cards, 6, async (listed) => {
    const card = await getCard(client, boardId, listed.id, { signal });
    details.set(card.id, card);
    await readRelations(card.id);
    if (card.comments_count > 0)
      comments.set(card.id, await listComments(client, { boardId, cardId: card.id }, { signal }));
    done += 1;
    onProgress?.({ done, total: cards.length });
  });
  return boardToExport({ board, details, comments, relations, now: now() });
}

/** The export as the file's text and a file name from the board's name. */
export function exportFile(data: OwnExport): { name: string; text: string } {
  const base = data.board.name.replace(/[^\p{L}\p{N}._ -]+/gu, '').trim() || 'board';
  return { name: `${base}.board.json`, text: JSON.stringify(data, null, 2) };
}
