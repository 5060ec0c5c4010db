import { useId, useState } from 'react';
import { isApiError } from '@/api/http/errors';
import { useAttachFile } from '@/api/mutations/cards';
import type { AttachFileInput } from '@/api/endpoints/cards';
import type { CardDetail } from '@/api/types';
import { safeHttpUrl } from '@/lib/safe-url';
import { DrivePicker } from './DrivePicker';
import styles from '../panel/CardPanel.module.css';
import { boardWriteScope } from '@/api/mutations/write-scope';

function size(bytes: number | null): string {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why an attach was refused, in words (a required custom field left empty is the usual one). */
function refusal(error: unknown): string {
  if (!isApiError(error)) return 'The server did not answer.';
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
  const choose = (input: AttachFileInput) =>
    attach.mutate(
      { boardId: card.board_id, cardId: card.id, input },
      { onSuccess: () => setPicking(false) },
    );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId}>Files</h3>
      {card.files.length === 0 ? <p className={styles.muted}>No files.</p> : null}
      <ul className={styles.plainList}>
        {card.files.map((file) => {
          const download = safeHttpUrl(file.download_url);
          const open = safeHttpUrl(file.view_url ?? file.content_url);
          const name = file.name ?? file.identifier;
          return (
            <li key={file.id}>
              <bdi>{name}</bdi> <span className={styles.muted}>{size(file.size_bytes)}</span>{' '}
              {download ? (
                <a href={download} rel="noopener noreferrer" aria-label={`Download ${name}`}>
                  Download
                </a>
              ) : null}{' '}
              {open ? (
                <a
                  href={open}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open ${name}`}
                >
                  Open
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {attach.isError ? (
        <p role="alert" className={styles.error}>
          The file was not attached: {refusal(attach.error)}
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
          <button type="button" onClick={() => setPicking(true)}>
            Attach a file…
          </button>
        )
      ) : null}
    </section>
  );
}
