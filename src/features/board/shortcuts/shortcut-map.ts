/** One line of the shortcut sheet: the keys, and what they do. */
export interface Shortcut {
  keys: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  name: string;
  shortcuts: readonly Shortcut[];
}

/**
 * Every keyboard shortcut of the board, as the `?` sheet shows them. Single keys never fire
 * while typing in a field; each has an on-screen control too (the card keys: the tile's link,
 * its menu's Rename, Move to… and Archive, the card panel's fields, the column's "Add a card").
 */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    name: 'Anywhere on the board',
    shortcuts: [
      { keys: ['?'], does: 'Show these shortcuts' },
      { keys: ['/'], does: 'Search cards' },
      { keys: ['f'], does: 'Open the filters' },
      { keys: ['s'], does: 'Show only stale cards, or all again' },
      { keys: ['v'], does: 'Next view: kanban, list, calendar' },
      { keys: ['Ctrl', 'K'], does: 'Go to a board or card (⌘ K on a Mac)' },
      { keys: ['Ctrl', 'Z'], does: 'Undo your last change on this board (⌘ Z on a Mac)' },
      { keys: ['Shift', 'Ctrl', 'Z'], does: 'Redo it (or Ctrl Y; ⇧ ⌘ Z on a Mac)' },
    ],
  },
  {
    name: 'Cards (kanban and list)',
    shortcuts: [
      { keys: ['j', '↓'], does: 'Next card in the column (in the list: next row)' },
      { keys: ['k', '↑'], does: 'Previous card in the column (in the list: previous row)' },
      { keys: ['h', '←'], does: 'Card in the column to the left' },
      { keys: ['l', '→'], does: 'Card in the column to the right' },
      { keys: ['Enter'], does: 'Open the card' },
      { keys: ['e'], does: 'Rename the card in place (Enter saves, Esc cancels)' },
      { keys: ['a'], does: 'Change the assignees' },
      { keys: ['t'], does: 'Change the tags' },
      { keys: ['d'], does: 'Change the due date' },
      { keys: ['m'], does: 'Move to… a column and position' },
      { keys: ['c'], does: 'New card in the column' },
      { keys: ['Delete', 'Backspace'], does: 'Archive the card' },
    ],
  },
  {
    name: 'Selecting several cards',
    shortcuts: [
      { keys: ['x'], does: 'Select the card, or take it out of the selection' },
      { keys: ['Shift', 'x'], does: 'Select every card up to this one' },
      { keys: ['Ctrl', 'Click'], does: 'Select a card (⌘ Click on a Mac)' },
      { keys: ['Shift', 'Click'], does: 'Select every card up to this one' },
      { keys: ['Esc'], does: 'Clear the selection' },
    ],
  },
  {
    name: 'Moving a card or column (on its drag handle)',
    shortcuts: [
      { keys: ['Space'], does: 'Pick up, and drop again' },
      { keys: ['←', '↑', '→', '↓'], does: 'Move it (in the calendar: day by day)' },
      { keys: ['Esc'], does: 'Put it back' },
    ],
  },
];
