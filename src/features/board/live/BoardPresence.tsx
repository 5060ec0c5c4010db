import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { Avatar } from '@/components/Avatar';
import { useLiveBoardStore } from '@/data/live/live-board-store';
import styles from './BoardPresence.module.css';
import { t } from '@/lib/i18n/translate';

const MAX_SHOWN = 4;

/** Who else has the board open, as the server's stream says (nothing without a stream). */
export function BoardPresence() {
  const client = useApiClient();
  const me = useQuery(accountQueries.me(client)).data;
  const viewers = useLiveBoardStore((state) => state.viewers);
  const others = viewers.filter((viewer) => viewer.id !== me?.id);
  if (others.length === 0) return null;
  const names = others.map((viewer) => viewer.name).join(', ');
  return (
    <ul
      className={styles.presence}
      aria-label={t('presence.label', 'Also viewing this board')}
      title={t('presence.names', 'Also here: {names}', { names })}
    >
      {others.slice(0, MAX_SHOWN).map((viewer) => (
        <li key={viewer.id}>
          <Avatar name={viewer.name} size={24} />
        </li>
      ))}
      {others.length > MAX_SHOWN ? (
        <li className={styles.more}>
          +{others.length - MAX_SHOWN}
          <span className="visually-hidden"> more: {names}</span>
        </li>
      ) : null}
    </ul>
  );
}
