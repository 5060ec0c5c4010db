import { wipState } from '@/domain/wip';
import styles from '../kanban/Kanban.module.css';

/**
 * A column's number of cards, against its soft WIP limit when it has one: "4 / 3 ⚠" over the
 * limit, a sign as well as colour (so it never rests on colour alone) and "over limit" in words
 * to a screen reader and on hover; short, so the column's name keeps its room.
 */
export function ColumnCount({ count, limit }: { count: number; limit: number | null }) {
  const state = wipState(count, limit);
  if (state === 'none') {
    return (
      <span className={styles.count}>
        {count}
        <span className="visually-hidden"> cards</span>
      </span>
    );
  }
  return (
    <span
      className={styles.count}
      data-wip={state}
      title={state === 'over' ? `Over its limit of ${limit}` : `Limit ${limit}`}
    >
      {count} / {limit}
      <span className="visually-hidden"> cards, limit {limit}</span>
      {state === 'over' ? (
        <>
          <span aria-hidden="true" className={styles.wipOver}>
            {' '}
            ⚠
          </span>
          <span className="visually-hidden"> over limit</span>
        </>
      ) : null}
    </span>
  );
}
