import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** Whether archived columns and cards show (`?archived=1`), a shareable part of the view. */
export function useShowArchived(): [boolean, (show: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const show = params.get('archived') === '1';
  const setShow = useCallback(
    (next: boolean) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('archived', '1');
          else updated.delete('archived');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [show, setShow];
}
