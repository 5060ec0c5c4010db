import { useState } from 'react';
import { useUpdateCommonTag } from '@/sync/writes/boards.write';
import type { Tag } from '@/api/types';
import { Button } from '@/components/Button';
import { tagInputOf, tagValuesOf } from './tag-values';
import { TagForm } from './TagForm';
import { TagItem } from './TagItem';
import { t } from '@/lib/i18n/translate';

/** A common tag; managers may edit it in place. */
export function CommonTagItem({ tag, canEdit }: { tag: Tag; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCommonTag();
  if (editing) {
    return (
      <li>
        <TagForm
          label={t('settings.tags.editCommon', 'Edit common tag {name}', { name: tag.name })}
          initial={tagValuesOf(tag)}
          submitLabel={t('settings.tags.save', 'Save tag')}
          pending={update.isPending}
          error={update.error}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSubmit={(values) =>
            update.mutate(
              { tagId: tag.id, input: tagInputOf(values) },
              { onSuccess: () => setEditing(false) },
            )
          }
        />
      </li>
    );
  }
  return (
    <li>
      <TagItem tag={tag} />
      {canEdit ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t('settings.tags.editNamed', 'Edit {name}', { name: tag.name })}
        >
          {t('comments.edit', 'Edit')}
        </Button>
      ) : null}
    </li>
  );
}
