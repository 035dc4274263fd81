import { LIMIT_PING_INTERVAL_MS } from '@betting/contracts';
import { attach, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { interval } from 'patronum';

export interface LimitPingApi {
  /** POST …/ping with X-Language and X-Auth. */
  ping(): Promise<void>;
}

export interface LimitPingModel {
  readonly signedIn: EventCallable<void>;
  readonly signedOut: EventCallable<void>;
  readonly $running: Store<boolean>;
  /** A ping failed (the app logs it; the next one still comes). */
  readonly pingFailed: Event<unknown>;
  readonly __: { readonly $api: StoreWritable<LimitPingApi>; readonly pingFx: Effect<void, void> };
}

/**
 * The limit-service ping (spec §6, §9): every 30 s while authorized, the first 30 s after sign-in. A ping is not user
 * activity: nothing here touches idle or session timers.
 */
export function createLimitPingModel({ api }: { readonly api: LimitPingApi }): LimitPingModel {
  const $api = createStore<LimitPingApi>(api, { serialize: 'ignore', name: 'limitPing.$api' });
  const pingFx = attach({ source: $api, effect: (client) => client.ping(), name: 'limitPing.pingFx' });
  const signedIn = createEvent();
  const signedOut = createEvent();
  // patronum's interval ignores a start while it runs, so a second sign-in event does not double the pings.
  const pings = interval({ timeout: LIMIT_PING_INTERVAL_MS, start: signedIn, stop: signedOut });
  sample({ clock: pings.tick, target: pingFx });
  return { signedIn, signedOut, $running: pings.isRunning, pingFailed: pingFx.failData, __: { $api, pingFx } };
}
