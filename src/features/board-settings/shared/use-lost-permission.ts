import { useState } from 'react';

/**
 * True once a permission this page granted earlier is gone (a refetch after a 403, say), so
 * the section can say why its form turned read-only instead of silently swapping it.
 */
export function useLostPermission(granted: boolean): boolean {
  const [wasGranted, setWasGranted] = useState(granted);
  if (granted && !wasGranted) setWasGranted(true);
  return wasGranted && !granted;
}
