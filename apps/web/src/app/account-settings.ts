import { AccountDisplaySettingsPath, AccountDisplaySettingsResponseSchema } from '@betting/contracts';
import { createAccountSyncModel } from '@betting/settings';
import { sample } from 'effector';
import { signedOut } from '../entities/session/session-state';
import { session } from '../entities/session/session.model';
import { apiRequest } from '../shared/api/api';
import { settings } from '../shared/settings';

/**
 * Loaded with the session chunk: a signed-in bettor's display settings live on the account too. Found on a page's
 * start (every sign-in ends in a full page load), the account's settings apply over the browser's; changes made
 * while signed in are saved to it. A guest's settings stay in the browser only, as before.
 */
export const accountSettings = createAccountSyncModel({
  settings,
  load: async () => (await apiRequest({ method: 'GET', path: AccountDisplaySettingsPath, schema: AccountDisplaySettingsResponseSchema })).settings,
  // keepalive: a save sent as the bettor reloads or leaves still arrives.
  save: async (wanted) => (await apiRequest({ method: 'PUT', path: AccountDisplaySettingsPath, body: wanted, schema: AccountDisplaySettingsResponseSchema, keepalive: true })).settings,
});

sample({ clock: session.sessionFound, fn: () => undefined, target: accountSettings.signedIn });
sample({ clock: signedOut, target: accountSettings.signedOut });
