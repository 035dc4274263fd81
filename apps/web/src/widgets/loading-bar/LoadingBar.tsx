import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Spec §9: the loading bar appears only for navigations slower than 200 ms and fills over 5000 ms. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

export function LoadingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!visible) return null;
  return <div className="loading-bar" role="progressbar" aria-label="Loading" style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }} />;
}
