import { useCallback, useRef, useState } from 'react';
import { refusalOf, type RefusalCode } from './auth-errors';

/**
 * One identity call at a time from a form: `busy` while it runs, the refusal to show when it fails. `run` resolves
 * with the call's answer, or undefined when it was refused.
 */
export function useAuthCall() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<RefusalCode | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      return await call();
    } catch (error) {
      setRefusal(refusalOf(error));
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, refusal, setRefusal, run };
}
