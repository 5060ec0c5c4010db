// The budgets of issue 8, raised by issues 15 and 31 (docs/performance.md). A figure without a budget
// for a board size or CPU rate is reported for information.

export const BUDGETS = {
  firstLoadKb: 130,
  lighthousePerformance: 0.95,
  lighthouseAccessibility: 1,
};

/** figure -> (size, cpuRate) -> budget or null */
const byFigure = {
  'mount: data in hand to painted frame (ms)': (size, rate) =>
    size === 5000 ? (rate === 1 ? 300 : 800) : size === 10000 && rate === 1 ? 400 : null,
  'DOM elements': () => 2500,
  'navigation to the first painted board, without the server (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 500 : null,
  // Issue 31 (4x: four times these).
  'search: worst keystroke (ms)': (size, rate) => (size === 5000 ? (rate === 1 ? 16 : 64) : null),
  'search: last key to filtered board painted (ms)': (size, rate) =>
    size === 5000 ? (rate === 1 ? 50 : 200) : size === 20000 && rate === 1 ? 100 : null,
  'drag start (ms)': (size, rate) => (size === 5000 && rate === 1 ? 50 : null),
  'drag frame gap p95 (ms)': (size, rate) => (size === 5000 ? (rate === 1 ? 16.7 : 33) : null),
  'drop to painted frame (ms)': (size, rate) => (size === 5000 && rate === 1 ? 50 : null),
  'tiles rendered per move, max': (size) => (size === 5000 ? 3 : null),
  'kanban to list (ms)': (size, rate) => (size === 5000 ? (rate === 1 ? 100 : 250) : null),
  'list to kanban (ms)': (size, rate) => (size === 5000 ? (rate === 1 ? 100 : 250) : null),
  'refetch of 2 changed cards: longest task (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 16 : null,
  'refetch of 2 changed cards: tiles rendered': (size) => (size === 5000 ? 2 : null),
  'JS heap after mount + GC (MB)': (size) => (size === 5000 ? 40 : size === 10000 ? 70 : null),
  'JS heap growth after 20 switches + 20 drags (%)': () => 10,
  // The calendar (issue 19): a month of the 5,000-card board (about 1,800 due cards in it).
  'kanban to calendar (ms)': (size, rate) => (size === 5000 && rate === 1 ? 100 : null),
  'calendar month: DOM elements': (size) => (size === 5000 ? 2500 : null),
  // Swimlanes (issue 19): the kanban with 10 assignee lanes on the 5,000-card board.
  'lanes (10 by assignee): mount, data in hand to painted frame (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 300 : null,
  'lanes: DOM elements': (size) => (size === 5000 ? 2500 : null),
  'lanes: drag frame gap p95 (ms)': (size, rate) => (size === 5000 && rate === 1 ? 16.7 : null),
  'lanes: drop across lanes to painted frame (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 50 : null,
  // Selecting cards and acting on them all (issue 18, bench/selection.mjs), 200 selected.
  '200 selected, add a tag: painted (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 100 : null,
  '200 selected, add a tag: longest block until queued (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 50 : null,
  '200 selected, undo it: painted (ms)': (size, rate) => (size === 5000 && rate === 1 ? 100 : null),
  'drag 20 selected: frame gap p95 (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 16.7 : null,
  'drag 20 selected: drop to painted frame (ms)': (size, rate) =>
    size === 5000 && rate === 1 ? 50 : null,
  // Live boards (issue 14, bench/live.mjs).
  "teammate's move shown (ms)": (size) => (size === 5000 ? 1000 : null),
  'one changed card: longest block (ms)': (size, rate) =>
    size === 5000 ? (rate === 1 ? 16 : 50) : null,
  // The moved card's tile in its new column, and one entering the old column's window, are new
  // tiles (mounted); the budget is on tiles already on the page rendering again.
  'one changed card: tiles rendered again': (size) => (size === 5000 ? 1 : null),
  'poll, no change: longest block (ms)': (size, rate) => (size === 5000 && rate === 1 ? 5 : null),
  'poll, no change: tiles rendered': (size) => (size === 5000 ? 0 : null),
  'heap growth over 3600 teammate changes (%)': (size) => (size === 5000 ? 5 : null),
};

export function budgetFor(figure, size, cpuRate) {
  return byFigure[figure]?.(size, cpuRate) ?? null;
}
