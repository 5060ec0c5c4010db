import { t } from '@/lib/i18n/translate';

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
export const shortcutGroups = (): readonly ShortcutGroup[] => [
  {
    name: t('shortcuts.group.anywhere', 'Anywhere on the board'),
    shortcuts: [
      { keys: ['?'], does: t('shortcuts.help', 'Show these shortcuts') },
      { keys: ['/'], does: t('shortcuts.search', 'Search cards') },
      { keys: ['f'], does: t('shortcuts.f', 'Open the filters') },
      { keys: ['s'], does: t('shortcuts.s', 'Show only stale cards, or all again') },
      { keys: ['v'], does: t('shortcuts.v', 'Next view: kanban, list, calendar, insights') },
      { keys: ['Ctrl', 'K'], does: t('shortcuts.goTo', 'Go to a board or card (⌘ K on a Mac)') },
      {
        keys: ['Ctrl', 'Z'],
        does: t('shortcuts.undo', 'Undo your last change on this board (⌘ Z on a Mac)'),
      },
      {
        keys: ['Shift', 'Ctrl', 'Z'],
        does: t('shortcuts.redo', 'Redo it (or Ctrl Y; ⇧ ⌘ Z on a Mac)'),
      },
    ],
  },
  {
    name: t('shortcuts.group.cards', 'Cards (kanban and list)'),
    shortcuts: [
      {
        keys: ['j', '↓'],
        does: t('shortcuts.next', 'Next card in the column (in the list: next row)'),
      },
      {
        keys: ['k', '↑'],
        does: t('shortcuts.previous', 'Previous card in the column (in the list: previous row)'),
      },
      { keys: ['h', '←'], does: t('shortcuts.left', 'Card in the column to the left') },
      { keys: ['l', '→'], does: t('shortcuts.right', 'Card in the column to the right') },
      { keys: ['Enter'], does: t('shortcuts.enter', 'Open the card') },
      {
        keys: ['e'],
        does: t('shortcuts.e', 'Rename the card in place (Enter saves, Esc cancels)'),
      },
      { keys: ['a'], does: t('shortcuts.a', 'Change the assignees') },
      { keys: ['t'], does: t('shortcuts.t', 'Change the tags') },
      { keys: ['d'], does: t('shortcuts.d', 'Change the due date') },
      { keys: ['m'], does: t('shortcuts.m', 'Move to… a column and position') },
      { keys: ['c'], does: t('shortcuts.c', 'New card in the column') },
      { keys: ['Delete', 'Backspace'], does: t('shortcuts.delete', 'Archive the card') },
    ],
  },
  {
    name: t('shortcuts.group.selecting', 'Selecting several cards'),
    shortcuts: [
      { keys: ['x'], does: t('shortcuts.x', 'Select the card, or take it out of the selection') },
      { keys: ['Shift', 'x'], does: t('shortcuts.shiftX', 'Select every card up to this one') },
      {
        keys: ['Ctrl', 'Click'],
        does: t('shortcuts.ctrlClick', 'Select a card (⌘ Click on a Mac)'),
      },
      { keys: ['Shift', 'Click'], does: t('shortcuts.shiftX', 'Select every card up to this one') },
      { keys: ['Esc'], does: t('shortcuts.escSelection', 'Clear the selection') },
    ],
  },
  {
    name: t('shortcuts.group.moving', 'Moving a card or column (on its drag handle)'),
    shortcuts: [
      { keys: ['Space'], does: t('shortcuts.space', 'Pick up, and drop again') },
      {
        keys: ['←', '↑', '→', '↓'],
        does: t('shortcuts.arrows', 'Move it (in the calendar: day by day)'),
      },
      { keys: ['Esc'], does: t('shortcuts.esc', 'Put it back') },
    ],
  },
];
