import { Plus } from 'lucide';
import { useRef, useState, type FormEvent } from 'react';
import { Button, buttonClassName } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { TextField } from '@/components/TextField';
import { t } from '@/lib/i18n/translate';
import panelStyles from '../panel/CardPanel.module.css';
import { useMakeSubCard, type SubCardParent } from './use-make-sub-card';

/**
 * "Add sub-card" under the relations: one quiet button until used, then a title field. Enter
 * makes the card in this card's column with this card as its parent; the field empties for the
 * next one and stays open. A refusal shows under the field and keeps what was typed.
 */
export function AddSubCard({ parent }: { parent: SubCardParent }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const { make, pending, failure } = useMakeSubCard(parent);
  const focusBack = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const text = title.trim();
    if (text === '' || pending) return;
    const made = await make({ title: text });
    if (made) setTitle('');
  }

  if (!open) {
    return (
      <button
        ref={(button) => {
          if (button && focusBack.current) {
            focusBack.current = false;
            button.focus();
          }
        }}
        type="button"
        className={buttonClassName('ghost', 'sm')}
        onClick={() => setOpen(true)}
      >
        <Icon icon={Plus} />
        {t('relations.subCard.add', 'Add sub-card')}
      </button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className={panelStyles.row} noValidate>
      <TextField
        label={t('relations.subCard.title', 'Sub-card title')}
        value={title}
        maxLength={255}
        autoFocus
        error={failure}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={pending}>
        {t('relations.subCard.submit', 'Add sub-card')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          focusBack.current = true;
          setOpen(false);
        }}
      >
        {t('common.cancel', 'Cancel')}
      </Button>
    </form>
  );
}
