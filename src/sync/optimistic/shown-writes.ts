/**
 * Writes whose change is on screen before they are sent: an undo shows its whole action in one
 * cache write, then sends each step. Their own optimistic step leaves the board alone: a move's
 * `order` counts from the board as the steps before it left it, and played again on the board
 * that already shows them all it would put the card one place off. Kept for this page only (the
 * variables object is the key): a write kept over a reload shows itself again.
 */
const shown = new WeakSet<object>();

/** Marks a write's variables as shown already; returns them. */
export function sendsShownChange<T extends object>(variables: T): T {
  shown.add(variables);
  return variables;
}

export function isShownAlready(variables: unknown): boolean {
  return typeof variables === 'object' && variables !== null && shown.has(variables);
}
