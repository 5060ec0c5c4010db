import { isWriteCancelled } from '../queue/write-run';

/** Told when the server refuses one write of an action (not when the write was cancelled). */
export type Refused = (error: Error) => void;

interface WithOnError {
  onError?: (error: Error, ...rest: never[]) => unknown;
}

/**
 * The write's options with its refusals told to `refused` instead of its own error handling
 * (its message per card); the same options without one.
 */
export function refusalsTo<T extends WithOnError>(options: T, refused: Refused | undefined): T {
  if (!refused) return options;
  const onError = (error: Error) => {
    if (!isWriteCancelled(error)) refused(error);
  };
  return { ...options, onError } as T;
}
