import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { LoadingArea, Skeleton } from '@/components/Skeleton';
import styles from './BoardSettingsPage.module.css';
import { AgingSection } from './aging/AgingSection';
import { CustomFieldsSection } from './custom-fields/CustomFieldsSection';
import { DetailsSection } from './details/DetailsSection';
import { ExportSection } from './export/ExportSection';
import { MembersSection } from './members/MembersSection';
import { NotificationsSection } from './notifications/NotificationsSection';
import { SettingsNav } from './shared/SettingsNav';
import { TagsSection } from './tags/TagsSection';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/** A board's settings; each section offers only what the caller's permissions allow. */
export function BoardSettingsPage({ boardId }: { boardId: number }) {
  const client = useApiClient();
  const board = useQuery(boardQueries.detail(client, boardId));
  useDocumentTitle(t('settings.title', 'Settings'), board.data?.name);
  const back = (
    <Link href={paths.board.href(boardId)} className={styles.back}>
      <Icon icon={ArrowLeft} /> {t('settings.back', 'Back to the board')}
    </Link>
  );

  if (board.isPending) {
    return (
      <LoadingArea className={styles.page} label={t('settings.loading', 'Loading board settings')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={200} />
      </LoadingArea>
    );
  }
  if (board.isError) {
    return (
      <QueryErrorScreen
        error={board.error}
        subject={t('settings.subject', 'this board')}
        onRetry={() => void board.refetch()}
        actions={back}
      />
    );
  }
  const data = board.data;
  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>
        {t('settings.heading', 'Settings of {board}', {
          board: `${data.icon ? `${data.icon} ` : ''}${data.name}`,
        })}
      </h1>
      <div className={styles.layout}>
        <SettingsNav />
        <div className={styles.sections}>
          <DetailsSection board={data} />
          <MembersSection board={data} />
          <TagsSection board={data} />
          <CustomFieldsSection board={data} />
          <NotificationsSection board={data} />
          <AgingSection boardId={data.id} />
          <ExportSection board={data} />
          {data.permissions.edit ? (
            <p>
              <Link href={paths.import.href(data.id)}>
                {t('settings.import', 'Import cards into this board (Trello, CSV, JSON)…')}
              </Link>
            </p>
          ) : null}
          <p>
            <Link href={paths.import.href(data.id)}>
              {t('settings.exportJson', 'Export this board as a JSON file…')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
