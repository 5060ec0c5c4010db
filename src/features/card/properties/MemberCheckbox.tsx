import type { Member } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { Checkbox } from '@/components/Checkbox';
import styles from '../panel/CardPanel.module.css';

interface MemberCheckboxProps {
  member: Pick<Member, 'name' | 'avatar_url'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One person to pick (card assignees, a new checklist item's assignees): named by the name. */
export function MemberCheckbox({ member, checked, onChange }: MemberCheckboxProps) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <span className={styles.person}>
          <Avatar name={member.name} avatarUrl={member.avatar_url} size={20} decorative />
          <bdi>{member.name}</bdi>
        </span>
      }
    />
  );
}
