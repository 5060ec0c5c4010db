import type { BoardWorkingSet } from '@/api/types';
import settings from '../shared/Settings.module.css';
import { PermissionLost } from '../shared/PermissionLost';
import { SettingsSection } from '../shared/SettingsSection';
import { useLostPermission } from '../shared/use-lost-permission';
import { CreateCustomFieldForm } from './CreateCustomFieldForm';
import { CustomFieldList } from './CustomFieldList';
import { t } from '@/lib/i18n/translate';

/** The board's custom field definitions, and a form to create one for editors. */
export function CustomFieldsSection({ board }: { board: BoardWorkingSet }) {
  const lost = useLostPermission(board.permissions.edit);
  return (
    <SettingsSection section="fields">
      {lost ? (
        <PermissionLost
          message={t(
            'settings.lost.customFields',
            'Your permission on this board has changed: you can no longer create custom fields. Ask a board manager if you need it back.',
          )}
        />
      ) : null}
      <CustomFieldList definitions={board.custom_field_definitions} />
      {board.permissions.edit ? (
        <CreateCustomFieldForm boardId={board.id} />
      ) : (
        <p className={settings.notice}>
          {t(
            'settings.fields.readOnly',
            'Only board editors and managers can create custom fields.',
          )}
        </p>
      )}
    </SettingsSection>
  );
}
