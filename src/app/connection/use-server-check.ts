import { useCallback, useEffect, useRef, useState } from 'react';
import { checkServer, type ServerCheck, type ServerCheckInput } from './check-server';

type CheckInput = Omit<ServerCheckInput, 'signal'>;

interface ServerCheckState {
  /** A check is on its way (the submit button says so). */
  checking: boolean;
  /** Checks the server; null when the check was cancelled or replaced by another. */
  check: (input: CheckInput) => Promise<ServerCheck | null>;
  /** Drops the check on its way, if any. */
  cancel: () => void;
}

/** One server check at a time, dropped when the form goes away or the person cancels it. */
export function useServerCheck(): ServerCheckState {
  const controller = useRef<AbortController | null>(null);
  const [checking, setChecking] = useState(false);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setChecking(false);
  }, []);

  const check = useCallback(async (input: CheckInput): Promise<ServerCheck | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setChecking(true);
    try {
      return await checkServer({ ...input, signal: own.signal });
    } catch (error) {
      // An abort: the check was dropped. Anything else is not expected; say it did not answer.
      if (own.signal.aborted) return null;
      console.error(error);
      return { ok: false, failure: { kind: 'unreachable' } };
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setChecking(false);
      }
    }
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { checking, check, cancel };
}
