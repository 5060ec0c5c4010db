import { useState } from 'react';
import { useCreateCustomField } from '@/sync/writes/boards.write';
import styles from '../shared/Settings.module.css';
import { inputOf } from './custom-field-draft';
import { CustomFieldForm } from './CustomFieldForm';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

/** Creates a custom field definition; the form starts over after a success. */
export function CreateCustomFieldForm({ boardId }: { boardId: number }) {
  const create = useCreateCustomField({ scope: boardWriteScope(boardId) });
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div>
      <h3 className={styles.subheading}>{t('settings.fields.new', 'New custom field')}</h3>
      <CustomFieldForm
        key={round}
        pending={create.isPending}
        error={create.error}
        onSubmit={(draft) =>
          create.mutate(
            { boardId, input: inputOf(draft) },
            {
              onSuccess: (definition) => {
                setCreated(definition.name);
                setRound((value) => value + 1);
                create.reset();
              },
            },
          )
        }
      />
      <p role="status" className={styles.hint}>
        {created ? (
          <>{t('settings.fields.created', 'Field {name} created.', { name: created })}</>
        ) : null}
      </p>
    </div>
  );
}
