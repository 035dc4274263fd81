import { systemClock } from '@betting/kernel';
import { createRemoteAppsModel } from '@betting/remote-apps';
import { fetchRemoteApp } from './fetcher';
import { createDomHost } from './dom-host';

/**
 * The app's one remote-app loader; each browser tab runs it in its own effector scope. Our remote apps come from our
 * own API (`/remote-apps/{appName}{path}`), so only same-origin code runs (the default allow-list).
 */
export const remoteApps = createRemoteAppsModel({
  fetcher: fetchRemoteApp,
  clock: systemClock,
  host: createDomHost(),
  pageOrigin: typeof window === 'undefined' ? '' : window.location.origin,
});
