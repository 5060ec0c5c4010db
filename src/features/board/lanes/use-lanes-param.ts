import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { laneParamOf, parseLaneParam, type LaneGrouping } from './lane-param';

/** The kanban's swimlanes (`?lanes=assignee`), a shareable part of the view like the filters. */
export function useLanesParam(): [LaneGrouping | null, (next: LaneGrouping | null) => void] {
  const [params, setParams] = useSearchParams();
  const grouping = parseLaneParam(params.get('lanes'));
  const setGrouping = useCallback(
    (next: LaneGrouping | null) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('lanes', laneParamOf(next));
          else updated.delete('lanes');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [grouping, setGrouping];
}
