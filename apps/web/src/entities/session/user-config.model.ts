import { normalizeUserConfig } from '@betting/auth';
import { AuthPaths, UserConfigResponseSchema, type UserConfig } from '@betting/contracts';
import { concurrency, createQuery, onAbort } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../shared/api/api';
import { banReceived } from './session-state';

/**
 * The signed-in person's user config (spec §3 fields, §4 "User config load"): loaded on sign-in, never cached; a new
 * load aborts the one before it; the installed and loaded flags are set on success and reset, with a log, on failure.
 */
const loadUserConfigFx = createEffect<void, UserConfig>(async () => {
  const controller = new AbortController();
  onAbort(() => controller.abort());
  const answer = await apiRequest({ method: 'GET', path: AuthPaths.userConfig, schema: UserConfigResponseSchema, signal: controller.signal });
  return answer.result;
});

export const userConfigQuery = createQuery({
  effect: loadUserConfigFx,
  // disallow_line_sport and disallow_live_sport are kept sorted (spec §3).
  mapData: ({ result }: { result: UserConfig }) => normalizeUserConfig(result),
  name: 'session.userConfig',
});
concurrency(userConfigQuery, { strategy: 'TAKE_LATEST' });

export const userConfigCleared = createEvent();
export const $userConfig = createStore<UserConfig | null>(null)
  .on(userConfigQuery.finished.success, (_, { result }) => result)
  .reset(userConfigCleared);
/** Spec §4: "sets installed and loaded flags; on failure resets them". */
export const $userConfigInstalled = createStore(false)
  .on(userConfigQuery.finished.success, () => true)
  .reset(userConfigQuery.finished.failure, userConfigCleared);
export const $userConfigLoaded = $userConfigInstalled.map((installed) => installed);

const logLoadFailureFx = createEffect((error: unknown) => console.error('user config failed to load', error));
sample({ clock: userConfigQuery.finished.failure, fn: ({ error }) => error, target: logLoadFailureFx });
sample({ clock: userConfigQuery.finished.success, fn: ({ result }) => ({ level: result.ban_level, version: result.ban_version }), target: banReceived });
