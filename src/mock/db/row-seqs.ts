import type { Row } from './collections';

/**
 * Each stored row's sequence number within its collection: its key in the store, and its place
 * (rows are loaded back in sequence order, so a table keeps its order across a restart). New
 * rows take the next number of their collection; a number is never reused.
 */
export class RowSeqs {
  readonly #seqs = new WeakMap<Row, number>();
  readonly #last = new Map<string, number>();

  of(row: Row): number | undefined {
    return this.#seqs.get(row);
  }

  /** The row's number, giving it the next one of the collection if it has none. */
  assign(collection: string, row: Row): number {
    const known = this.#seqs.get(row);
    if (known !== undefined) return known;
    const seq = (this.#last.get(collection) ?? 0) + 1;
    this.#last.set(collection, seq);
    this.#seqs.set(row, seq);
    return seq;
  }

  /** A row loaded from the store keeps the number it was stored under. */
  adopt(collection: string, row: Row, seq: number): void {
    this.#seqs.set(row, seq);
    if (seq > (this.#last.get(collection) ?? 0)) this.#last.set(collection, seq);
  }
}
