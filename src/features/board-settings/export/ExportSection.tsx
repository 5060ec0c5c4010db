import type { BoardWorkingSet } from '@/api/types';
import settings from '../shared/Settings.module.css';
import { SettingsSection } from '../shared/SettingsSection';
import { ExportForm } from './ExportForm';
import { t } from '@/lib/i18n/translate';

/** Export the board's cards to a drive folder (editors and managers). */
export function ExportSection({ board }: { board: BoardWorkingSet }) {
  return (
    <SettingsSection section="export">
      {board.permissions.edit ? (
        <ExportForm boardId={board.id} />
      ) : (
        <p className={settings.notice}>
          {t('settings.export.readOnly', 'Only board editors and managers can export the board.')}
        </p>
      )}
    </SettingsSection>
  );
}
