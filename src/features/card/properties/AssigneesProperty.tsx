import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { activeMembers } from './active-members';
import { MemberCheckbox } from './MemberCheckbox';
import { PickerProperty } from './PickerProperty';
import { refusalText } from './use-card-field-save';
import { useOptimisticAssignees } from './use-sync-assignees';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

interface AssigneesPropertyProps {
  card: CardDetail;
  board: BoardWorkingSet;
  /** Assigning needs interact (CONTRACT.md section 2). */
  canAssign: boolean;
}

/** Who the card is assigned to; "Change" lists the members, each (un)assigned as it is ticked. */
export function AssigneesProperty({ card, board, canAssign }: AssigneesPropertyProps) {
  const sync = useOptimisticAssignees(card.board_id, card.id);
  const toggle = (userId: number, on: boolean) =>
    sync.mutate({ boardId: card.board_id, cardId: card.id, assignees: { [userId]: on } });
  const assigned = new Set(card.assignees.map((user) => user.id));
  return (
    <PickerProperty
      focusFor={{ cardId: card.id, field: 'assignees' }}
      label={t('card.assignees', 'Assignees')}
      actionLabels={{
        change: t('card.assignees.change', 'Change assignees'),
        done: t('card.assignees.done', 'Done changing assignees'),
      }}
      canChange={canAssign}
      unsaved={sync.isPending}
      refusal={sync.isError ? refusalText(sync.error, 'assignees') : undefined}
      summary={
        card.assignees.length === 0 ? (
          <span className={styles.empty}>{t('card.nobody', 'Nobody')}</span>
        ) : (
          card.assignees.map((user) => (
            <span key={user.id} className={styles.person}>
              <Avatar name={user.name} avatarUrl={user.avatar_url} size={20} decorative />
              <bdi>{user.name}</bdi>
            </span>
          ))
        )
      }
      options={activeMembers(board).map((member) => (
        <MemberCheckbox
          key={member.id}
          member={member}
          checked={assigned.has(member.id)}
          onChange={(checked) => toggle(member.id, checked)}
        />
      ))}
    />
  );
}
