import { Paperclip } from 'lucide';
import { Icon } from '@/components/Icon';
import { Button } from '@/components/Button';
import { useId, useState } from 'react';
import { isApiError } from '@/api/http/errors';
import { useApiFileDownload } from '@/api/react/use-api-file-download';
import { toast } from '@/components/toast';
import { useAttachFile } from '@/sync/writes/cards.write';
import type { AttachFileInput } from '@/api/endpoints/cards';
import type { CardDetail } from '@/api/types';
import { safeHttpUrl } from '@/lib/safe-url';
import { DrivePicker } from './DrivePicker';
import styles from '../panel/CardPanel.module.css';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

function size(bytes: number | null): string {
  if (bytes == null) return '';
  if (bytes < 1024) return t('card.files.bytes', '{size} B', { size: bytes });
  if (bytes < 1024 * 1024) {
    return t('card.files.kilobytes', '{size} KB', { size: Math.round(bytes / 1024) });
  }
  return t('card.files.megabytes', '{size} MB', {
    size: formatNumber(Math.round(bytes / (1024 * 102.4)) / 10),
  });
}

/** Why an attach was refused, in words (a required custom field left empty is the usual one). */
function refusal(error: unknown): string {
  if (!isApiError(error)) return t('error.noAnswer.sentence', 'The server did not answer.');
  const messages = Object.values(error.fieldErrors).flat();
  return messages.length > 0 ? messages.join(' ') : error.message;
}

/** The card's files with download/open links (http(s) only), and attaching one from the drive. */
export function FilesSection({ card, canAttach }: { card: CardDetail; canAttach: boolean }) {
  const headingId = useId();
  const [picking, setPicking] = useState(false);
  const attach = useAttachFile({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(card.board_id),
  });
  const saveFile = useApiFileDownload((message) => toast.error(message));
  const choose = (input: AttachFileInput) =>
    attach.mutate(
      { boardId: card.board_id, cardId: card.id, input },
      { onSuccess: () => setPicking(false) },
    );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId}>{t('card.files', 'Files')}</h3>
      {card.files.length === 0 ? (
        <p className={styles.muted}>{t('card.files.none', 'No files.')}</p>
      ) : null}
      <ul className={styles.plainList}>
        {card.files.map((file) => {
          const download = safeHttpUrl(file.download_url);
          // The viewer opens in a tab; content on the API needs the token, so it is saved instead.
          const open = safeHttpUrl(file.view_url);
          const name = file.name ?? file.identifier;
          return (
            <li key={file.id}>
              <bdi>{name}</bdi> <span className={styles.muted}>{size(file.size_bytes)}</span>{' '}
              {download ? (
                <a
                  href={download}
                  rel="noopener noreferrer"
                  aria-label={t('card.files.downloadNamed', 'Download {name}', { name })}
                  onClick={(event) => saveFile(event, download, name)}
                >
                  {t('card.files.download', 'Download')}
                </a>
              ) : null}{' '}
              {open ? (
                <a
                  href={open}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('card.files.openNamed', 'Open {name}', { name })}
                >
                  {t('card.files.open', 'Open')}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {attach.isError ? (
        <p role="alert" className={styles.error}>
          {t('card.files.attachFailed', 'The file was not attached: {reason}', {
            reason: refusal(attach.error),
          })}
        </p>
      ) : null}
      {canAttach ? (
        picking ? (
          <DrivePicker
            onChoose={choose}
            onCancel={() => setPicking(false)}
            busy={attach.isPending}
          />
        ) : (
          <Button size="sm" onClick={() => setPicking(true)}>
            <Icon icon={Paperclip} /> {t('card.files.attach', 'Attach a file…')}
          </Button>
        )
      ) : null}
    </section>
  );
}
