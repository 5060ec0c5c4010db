import { useState } from 'react';
import { useCreateTag } from '@/sync/writes/boards.write';
import styles from '../shared/Settings.module.css';
import { NEW_TAG, tagInputOf } from './tag-values';
import { TagForm } from './TagForm';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

/** Creates a board tag; the form starts over after a success. */
export function CreateTagForm({ boardId }: { boardId: number }) {
  const create = useCreateTag({ scope: boardWriteScope(boardId) });
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div>
      <h3 className={styles.subheading}>{t('settings.tags.new', 'New board tag')}</h3>
      <TagForm
        key={round}
        label={t('settings.tags.new', 'New board tag')}
        initial={NEW_TAG}
        submitLabel={t('settings.tags.create', 'Create tag')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(
            { boardId, input: tagInputOf(values) },
            {
              onSuccess: (tag) => {
                setCreated(tag.name);
                setRound((value) => value + 1);
                create.reset();
              },
            },
          )
        }
      />
      <p role="status" className={styles.hint}>
        {created ? (
          <>{t('settings.tags.created', 'Tag {name} created.', { name: created })}</>
        ) : null}
      </p>
    </div>
  );
}
