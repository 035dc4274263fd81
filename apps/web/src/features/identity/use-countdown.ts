import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since the epoch), ticking once a second; 0 when passed or unset. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** When a code just sent may be asked for again (ms since the epoch), from the server's wait in seconds. */
export const resendAllowedAt = (sent: { readonly resend_after_seconds: number }): number => Date.now() + sent.resend_after_seconds * 1000;
