import { useEffect } from 'react';

/** Set by index.html's first script, which keeps the taps on the server HTML's buttons that the app could not take. */
interface EarlyTaps {
  /** The app listens from now on: a tap is kept only when the app drops it (it cannot take one while hydrating). */
  appListens(): void;
  /** Stops keeping taps; the ones kept so far. */
  take(): HTMLElement[];
}

declare global {
  interface Window {
    earlyTaps?: EarlyTaps;
  }
}

/** The app is about to take the server's HTML over: React listens from here on. */
export const appListensForTaps = (): void => window.earlyTaps?.appListens();

/**
 * Replays the kept taps once React has taken the page over, on those buttons still in the page: a bettor who taps a
 * coefficient while the app is still starting gets the pick instead of nothing. In a task after the first commit:
 * a click dispatched from that commit's own effects is still dropped.
 */
export function ReplayEarlyTaps(): null {
  useEffect(() => {
    const replay = setTimeout(() => {
      for (const button of window.earlyTaps?.take() ?? []) if (button.isConnected) button.click();
    });
    return () => clearTimeout(replay);
  }, []);
  return null;
}
