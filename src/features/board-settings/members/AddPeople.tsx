import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { accountQueries } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import type { UserSummary } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import styles from './Members.module.css';
import { t } from '@/lib/i18n/translate';

interface AddPeopleProps {
  memberIds: ReadonlySet<number>;
  onAdd: (user: UserSummary) => void;
}

/** Search the tenant's people (`GET /users?filter=`) and add them to the draft. */
export function AddPeople({ memberIds, onAdd }: AddPeopleProps) {
  const client = useApiClient();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim());
  const users = useQuery({ ...accountQueries.users(client, deferred), enabled: deferred !== '' });
  const candidates = (users.data ?? []).filter((user) => !memberIds.has(user.id));

  return (
    <div>
      <TextField
        label={t('settings.members.add', 'Add people')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        hint={t('settings.members.addHint', 'Search by name or e-mail')}
        error={
          users.isError
            ? t('settings.members.searchFailed', 'Could not search people. Try again.')
            : null
        }
      />
      {deferred !== '' && users.isSuccess ? (
        candidates.length === 0 ? (
          <p className={styles.muted} role="status">
            {t('settings.members.noMatch', 'No one else matches.')}
          </p>
        ) : (
          <ul className={styles.results} aria-label={t('settings.members.found', 'People found')}>
            {candidates.map((user) => (
              <li key={user.id}>
                <Avatar name={user.name} avatarUrl={user.avatar_url} decorative />
                <span className={styles.who}>
                  <bdi>{user.name}</bdi>{' '}
                  <span className={styles.muted}>
                    <bdi>{user.email}</bdi>
                  </span>
                </span>
                <Button
                  size="sm"
                  onClick={() => {
                    onAdd(user);
                    setFilter('');
                  }}
                  aria-label={t('settings.members.addNamed', 'Add {name}', { name: user.name })}
                >
                  {t('settings.members.addOne', 'Add')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
