import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { DateField } from '@/components/DateField';
import { dateFieldsValid } from '@/components/date-fields-valid';
import { Dialog } from '@/components/Dialog';
import { t, tn } from '@/lib/i18n/translate';
import type { BulkChange } from '../bulk/bulk-actions';
import styles from './SelectionBar.module.css';

interface BulkDueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  run: (change: BulkChange) => void;
}

/** One due day for every selected card (each keeps its time of day), or none. */
export function BulkDueDialog({ open, onOpenChange, count, run }: BulkDueDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tn('bulk.due.title', count, {
        one: 'Due date of 1 card',
        other: 'Due date of {count} cards',
      })}
    >
      {open ? <DueForm onDone={() => onOpenChange(false)} run={run} /> : null}
    </Dialog>
  );
}

function DueForm({ onDone, run }: { onDone: () => void; run: (change: BulkChange) => void }) {
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Typed text that is not a day: the field says so beside it.
    if (!dateFieldsValid(event.currentTarget)) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      setProblem(t('bulk.due.missing', 'Choose a day, or remove the due dates'));
      return;
    }
    run({ kind: 'due', day });
    onDone();
  }
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <label htmlFor={fieldId}>{t('bulk.due.day', 'Day')}</label>
      <DateField
        id={fieldId}
        mode="date"
        value={day}
        invalid={problem !== null}
        describedBy={problem ? problemId : undefined}
        onChange={(next) => {
          setDay(next);
          setProblem(null);
        }}
      />
      {problem ? (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button
          onClick={() => {
            run({ kind: 'due', day: null });
            onDone();
          }}
        >
          {t('bulk.due.remove', 'Remove due dates')}
        </Button>
        <Button type="submit" variant="primary">
          {t('bulk.due.submit', 'Set due date')}
        </Button>
      </div>
    </form>
  );
}
