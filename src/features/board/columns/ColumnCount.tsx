import { wipState } from '@/domain/wip';
import styles from '../kanban/Kanban.module.css';

/**
 * A column's number of cards, against its soft WIP limit when it has one: "4 / 3 over limit"
 * in words as well as colour, so it never rests on colour alone.
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
    <span className={styles.count} data-wip={state}>
      {count} / {limit}
      <span className="visually-hidden"> cards, limit {limit}</span>
      {state === 'over' ? <span className={styles.wipOver}> over limit</span> : null}
    </span>
  );
}
