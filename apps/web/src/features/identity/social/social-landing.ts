import { useSyncExternalStore } from 'react';
import { readSocialFragment, type SocialLanding } from './social-fragment';

/** The parts of `window` the landing reads and rewrites (a test passes its own). */
export interface LandingWindow {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly history: { readonly state: unknown; replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * Takes the social outcome out of the address: returns it and replaces the address with the same one without the
 * social keys (no new history entry, nothing left to read again or to share by copying the link).
 */
export function takeSocialFragment(win: LandingWindow): SocialLanding | null {
  const reading = readSocialFragment(win.location.hash);
  if (!reading) return null;
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${search}${reading.rest === '' ? '' : `#${reading.rest}`}`);
  return reading.landing;
}

let current: SocialLanding | null = null;
let read = false;
const listeners = new Set<() => void>();
const publish = (next: SocialLanding | null) => {
  current = next;
  for (const listener of listeners) listener();
};

function readSocialLandingOnce(): void {
  if (read || typeof window === 'undefined') return;
  read = true;
  const landing = takeSocialFragment(window);
  if (landing) publish(landing);
}
// Read once per page load, when the first identity piece that needs it loads (the dialogs' host, the sign-in or the
// registration page): before any of them renders, and before anything else can change the address.
readSocialLandingOnce();

/** A landing learned without a page load (Google one-tap answers with a same-page fragment). */
export const socialLandingReceived = (landing: SocialLanding): void => publish(landing);
/** The landing was dealt with (the notice closed, the second step or the registration finished). */
export const socialLandingHandled = (): void => publish(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSocialLanding(): SocialLanding | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
