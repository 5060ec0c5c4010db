import { TriangleAlert } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import { wipState } from '@/domain/wip';
import styles from './Kanban.module.css';
import { t } from '@/lib/i18n/translate';

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
        <span className="visually-hidden">{t('column.count.cards', ' cards')}</span>
      </span>
    );
  }
  return (
    <span
      className={styles.count}
      data-wip={state}
      title={
        state === 'over'
          ? t('column.wip.overTitle', 'Over its limit of {limit}', { limit: limit ?? 0 })
          : t('column.wip.title', 'Limit {limit}', { limit: limit ?? 0 })
      }
    >
      {count} / {limit}
      <span className="visually-hidden">
        {t('column.wip.cards', ' cards, limit {limit}', { limit: limit ?? 0 })}
      </span>
      {state === 'over' ? (
        <>
          <Icon icon={TriangleAlert} className={styles.wipOver} />
          <span className="visually-hidden">{t('column.wip.over', ' over limit')}</span>
        </>
      ) : null}
    </span>
  );
}
