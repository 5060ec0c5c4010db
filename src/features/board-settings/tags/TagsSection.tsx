import type { BoardWorkingSet } from '@/api/types';
import settings from '../shared/Settings.module.css';
import { PermissionLost } from '../shared/PermissionLost';
import { SettingsSection } from '../shared/SettingsSection';
import { useLostPermission } from '../shared/use-lost-permission';
import { CommonTagItem } from './CommonTagItem';
import { CreateTagForm } from './CreateTagForm';
import { TagItem } from './TagItem';
import styles from './Tags.module.css';
import { t } from '@/lib/i18n/translate';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Board tags and the tenant's common tags side by side; create and edit per permission. */
export function TagsSection({ board }: { board: BoardWorkingSet }) {
  const lost = useLostPermission(board.permissions.edit);
  const tags = Object.values(board.tags);
  const boardTags = tags.filter((tag) => tag.board_id != null).sort(byName);
  const commonTags = tags.filter((tag) => tag.board_id == null).sort(byName);
  return (
    <SettingsSection section="tags">
      {lost ? (
        <PermissionLost
          message={t(
            'settings.lost.tags',
            'Your permission on this board has changed: you can no longer create tags. Ask a board manager if you need it back.',
          )}
        />
      ) : null}
      <div className={styles.columns}>
        <div>
          <h3 className={settings.subheading}>{t('filters.boardTags', 'Board tags')}</h3>
          {boardTags.length === 0 ? (
            <p className={settings.notice}>{t('settings.tags.noneBoard', 'No board tags yet.')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('filters.boardTags', 'Board tags')}>
              {boardTags.map((tag) => (
                <li key={tag.id}>
                  <TagItem tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className={settings.subheading}>{t('filters.commonTags', 'Common tags')}</h3>
          <p className={settings.hint}>
            {t('settings.tags.commonHint', 'Shared by every board of your company.')}
          </p>
          {commonTags.length === 0 ? (
            <p className={settings.notice}>{t('settings.tags.noneCommon', 'No common tags.')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('filters.commonTags', 'Common tags')}>
              {commonTags.map((tag) => (
                <CommonTagItem key={tag.id} tag={tag} canEdit={board.permissions.manage} />
              ))}
            </ul>
          )}
        </div>
      </div>
      {board.permissions.edit ? (
        <CreateTagForm boardId={board.id} />
      ) : (
        <p className={settings.notice}>
          {t('settings.tags.readOnly', 'Only board editors and managers can create tags.')}
        </p>
      )}
    </SettingsSection>
  );
}
