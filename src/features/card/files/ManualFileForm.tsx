import { useState, type FormEvent } from 'react';
import type { AttachFileInput } from '@/api/endpoints/cards';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

interface ManualFileFormProps {
  onChoose: (input: AttachFileInput) => void;
  onCancel: () => void;
  busy: boolean;
}

/** A drive file's details typed in, for servers without the drive listing. */
export function ManualFileForm({ onChoose, onCancel, busy }: ManualFileFormProps) {
  const [name, setName] = useState('');
  const [sizeBytes, setSizeBytes] = useState('');
  const [mime, setMime] = useState('');
  const [nodeId, setNodeId] = useState('');
  const [driveId, setDriveId] = useState('');
  function submit(event: FormEvent): void {
    event.preventDefault();
    onChoose({
      name: name.trim(),
      size_bytes: Number(sizeBytes),
      mime_type: mime.trim(),
      meta: { node_id: Number(nodeId), drive_id: Number(driveId) },
    });
  }
  return (
    <form
      onSubmit={submit}
      className={styles.section}
      aria-label={t('card.files.details', 'File details')}
    >
      <p className={styles.muted}>
        {t('card.files.noDrive', "This server has no drive listing: enter the file's details.")}
      </p>
      <TextField
        label={t('card.files.name', 'File name')}
        value={name}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('card.files.size', 'Size in bytes')}
        type="number"
        min={0}
        value={sizeBytes}
        required
        onChange={(e) => setSizeBytes(e.target.value)}
      />
      <TextField
        label={t('card.files.mime', 'MIME type')}
        value={mime}
        required
        onChange={(e) => setMime(e.target.value)}
      />
      <TextField
        label={t('card.files.nodeId', 'Drive node id')}
        type="number"
        value={nodeId}
        required
        onChange={(e) => setNodeId(e.target.value)}
      />
      <TextField
        label={t('card.files.driveId', 'Drive id')}
        type="number"
        value={driveId}
        required
        onChange={(e) => setDriveId(e.target.value)}
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('card.files.attachFile', 'Attach file')}
        </Button>
      </div>
    </form>
  );
}
