import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import { useSyncAssignees } from '@/api/mutations/cards';
import { boardWriteScope } from '@/api/mutations/write-scope';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import { activeMembers } from './active-members';
import { assigneeDiff, hasChanges } from './assignee-diff';
import { MemberCheckbox } from './MemberCheckbox';
import styles from './CardPanel.module.css';

interface AssigneesSectionProps {
  card: CardDetail;
  board: BoardWorkingSet;
}

/** Pick assignees among the board's members; saving sends only the changed users. */
export function AssigneesSection({ card, board }: AssigneesSectionProps) {
  const current = card.assignees.map((user) => user.id);
  const [picked, setPicked] = useState<number[]>(current);
  const sync = useSyncAssignees({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(card.board_id),
  });
  const headingId = useId();
  const changes = assigneeDiff(current, picked);
  const members = activeMembers(board);

  function toggle(userId: number, on: boolean): void {
    setPicked((ids) => (on ? [...ids, userId] : ids.filter((id) => id !== userId)));
  }

  function save(): void {
    sync.mutate(
      { boardId: card.board_id, cardId: card.id, assignees: changes },
      {
        onError: (error) =>
          toast.error(
            `Could not change the assignees: ${isApiError(error) ? error.message : 'no answer'}.`,
          ),
      },
    );
  }

  return (
    <fieldset className={styles.section} aria-labelledby={headingId}>
      <legend id={headingId}>Assignees</legend>
      <ul className={styles.plainList}>
        {members.map((member) => (
          <li key={member.id}>
            <MemberCheckbox
              member={member}
              checked={picked.includes(member.id)}
              onChange={(checked) => toggle(member.id, checked)}
            />
          </li>
        ))}
      </ul>
      <Button size="sm" onClick={save} disabled={!hasChanges(changes) || sync.isPending}>
        {sync.isPending ? 'Saving…' : 'Save assignees'}
      </Button>
    </fieldset>
  );
}
