import { useId } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import {
  groupingLabel,
  laneFields,
  laneParamOf,
  parseLaneParam,
  type LaneGrouping,
} from './lane-param';
import styles from './LanePicker.module.css';
import { t } from '@/lib/i18n/translate';

const BUILT_IN: readonly LaneGrouping[] = [
  { kind: 'assignee' },
  { kind: 'tag' },
  { kind: 'status' },
  { kind: 'due' },
];

export interface LanePickerProps {
  board: BoardWorkingSet;
  grouping: LaneGrouping | null;
  onChange: (grouping: LaneGrouping | null) => void;
}

/** "Lanes": how the kanban's rows are grouped (none, a card attribute, or a custom field). */
export function LanePicker({ board, grouping, onChange }: LanePickerProps) {
  const id = useId();
  const groupings = [
    ...BUILT_IN,
    ...laneFields(board).map((field): LaneGrouping => ({ kind: 'field', fieldId: field.id })),
  ];
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{t('lanes.picker', 'Lanes')}</label>
      <select
        id={id}
        value={grouping ? laneParamOf(grouping) : ''}
        onChange={(event) => onChange(parseLaneParam(event.target.value))}
      >
        <option value="">{t('card.none', 'None')}</option>
        {groupings.map((option) => (
          <option key={laneParamOf(option)} value={laneParamOf(option)}>
            {groupingLabel(board, option)}
          </option>
        ))}
      </select>
    </div>
  );
}
