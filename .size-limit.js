// size-limit (npm test, after `vite build`): the JavaScript the board page loads before anything
// lazy (the editor, the mock worker, other pages): the entry script and the chunks index.html
// preloads with it. Budget and status: docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';

const html = existsSync('dist/index.html') ? readFileSync('dist/index.html', 'utf8') : '';
if (html === '') throw new Error('dist/index.html is missing: run `vite build` before size-limit');
const firstLoad = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
  .map((match) => `dist/${match[1]}`)
  .filter((path, index, all) => all.indexOf(path) === index);
// Chunks the board page must not load up front (docs/performance.md, "What was changed").
const lazyOnly = [
  'ContentEditor',
  'start-worker',
  'mock-service.worker',
  'CardPanel',
  'CreateCardDialog',
  'DialogImpl',
  'MenuImpl',
  'FiltersDialog',
  'QuickSwitcherBody',
  'floating-ui',
  'ListView',
  'live-board-session',
  'CalendarView',
  'ShortcutSheet',
  'CardKeys',
  'ThemeMenu',
  'LanguageMenu',
  'DatePickerImpl',
  'InsightsView',
];
const eager = firstLoad.filter((path) => lazyOnly.some((name) => path.includes(name)));
if (eager.length > 0) throw new Error(`Loaded eagerly, must stay lazy: ${eager.join(', ')}`);

export default [
  {
    name: 'first-load JavaScript (board page, gzipped)',
    path: firstLoad,
    gzip: true,
    // 170.5 kB since issue 45's search that moves nothing as it is typed (+0.05 kB);
    // 170.4 kB since issue 44's new cards settled from their answer (+0.26 kB: the insert's
    // shift of the column's other cards, as the server makes it; a new card no longer reads the
    // whole board again, 4 MB at 5,000 cards);
    // 170.1 kB since issue 46's relation filters in the URL, the search request and the chips
    // (+0.26 kB; their hints load with the Filters panel, the blocked-move toast with undo);
    // 169.8 kB since issue 46's relations on the board (+0.90 kB: the tiles' blocked mark, a
    // parent's progress and a sub-card's parent, the summary's parse, the relation filters; the
    // relations' schema loads with their first read) and the undo's promised writes (+0.07 kB);
    // 168.8 kB since issue 44's lean tiles (+0.43 kB: the icon sprite and the tile's controls on
    // demand, which take 1,370 elements off every start); 168.4 kB since stop 36. The app shell
    // is precached by the service worker, so these bytes are paid on a first visit only
    // (docs/performance.md, "First-load JavaScript" and "Issue 44: lean tiles").
    limit: '170.5 kB',
  },
];
