import styles from '../shared/Settings.module.css';
import type { ConfigEditorProps } from './config-editor-props';
import type { CustomFieldDraft } from './custom-field-draft';
import { NumberConfigFields } from './NumberConfigFields';
import { SelectOptionsEditor } from './SelectOptionsEditor';
import { TextConfigFields } from './TextConfigFields';
import { t } from '@/lib/i18n/translate';

type FlagKey = 'checkboxDefault' | 'includeTime' | 'multiple';

function Flag({
  draft,
  change,
  flag,
  wireKey,
  label,
}: ConfigEditorProps & {
  flag: FlagKey;
  wireKey: string;
  label: string;
}) {
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={draft[flag]}
        onChange={(event) => {
          const checked = event.target.checked;
          change((d: CustomFieldDraft) => ({ ...d, [flag]: checked }), wireKey);
        }}
      />
      {label}
    </label>
  );
}

/** The config editor that fits the chosen type (CONTRACT.md section 3). */
export function TypeConfigEditor(props: ConfigEditorProps) {
  switch (props.draft.type) {
    case 'text':
      return <TextConfigFields {...props} />;
    case 'number':
      return <NumberConfigFields {...props} />;
    case 'select':
      return <SelectOptionsEditor {...props} />;
    case 'checkbox':
      return (
        <Flag
          {...props}
          flag="checkboxDefault"
          wireKey="config.default_value"
          label={t('settings.fields.checkedDefault', 'Checked by default')}
        />
      );
    case 'date':
      return (
        <Flag
          {...props}
          flag="includeTime"
          wireKey="config.include_time"
          label={t('settings.fields.includeTime', 'Include a time')}
        />
      );
    case 'person':
      return (
        <Flag
          {...props}
          flag="multiple"
          wireKey="config.multiple"
          label={t('settings.fields.multiple', 'Allow several people')}
        />
      );
  }
}
