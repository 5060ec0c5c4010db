import { matchTemplate, searchBoard } from '@/domain/search';
import { boardPayload, liveCards, liveColumns } from '../boards/board-json';
import { buildCardIndex } from '../cards/card-index';
import { boardRoute, ok, type MockRoute } from '../../http/route';
import { definitionFacts, searchableCard } from '../cards/card-facts';
import { visibleTemplates } from '../cards/card-load';
import { cardsSummary } from './card-summary';
import { parseSearchInput } from './card-search-input';
import { templateJson } from '../templates/card-template-json';

/** GET /boards/{board}/search: the board payload restricted to the matches (CONTRACT.md 3). */
export const searchHandlers: MockRoute[] = [
  boardRoute('get', '/boards/:board/search', { level: 'view' }, (ctx) => {
    const { db, board, now } = ctx;
    const definitions = definitionFacts(db, board);
    const filters = parseSearchInput(ctx.query, definitions);
    const columns = liveColumns(db, board.id);
    const cards = liveCards(db, board.id);
    const index = buildCardIndex(db, ctx.user.id);
    const result = searchBoard({
      cards: cards.map((card) => searchableCard(card, index)),
      columns,
      filters,
      now,
      definitions,
    });
    const cardIds = new Set(result.cardIds);
    const columnIds = new Set(result.columnIds);
    const matchedCards = cards.filter((card) => cardIds.has(card.id));
    const payload = boardPayload({
      db,
      board,
      user: ctx.user,
      level: ctx.level,
      now,
      columns: columns.filter((column) => columnIds.has(column.id)),
      cards: matchedCards,
    });
    const summary = cardsSummary(matchedCards, index);
    if (filters.target !== 'App\\Models\\CardTemplate')
      return ok({ ...payload, cards_summary: summary });
    const templates = visibleTemplates(db, board).filter((t) => matchTemplate(t, filters.query));
    return ok({ ...payload, cards_summary: summary, card_templates: templates.map(templateJson) });
  }),
];
