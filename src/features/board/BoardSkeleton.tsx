import { LoadingArea, Skeleton } from '@/components/Skeleton';
import styles from './BoardPage.module.css';
import { t } from '@/lib/i18n/translate';

export function BoardSkeleton() {
  return (
    <LoadingArea className={styles.page} label={t('board.loading', 'Loading the board')}>
      <div className={styles.header}>
        <Skeleton width={240} height={28} />
      </div>
      <div className={styles.columns}>
        {[0, 1, 2, 3].map((column) => (
          <div key={column} className={styles.skeletonColumn}>
            {[0, 1, 2, 3, 4].map((card) => (
              <Skeleton key={card} height={56} />
            ))}
          </div>
        ))}
      </div>
    </LoadingArea>
  );
}
