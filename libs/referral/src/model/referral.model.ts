import type { Clock } from '@betting/kernel';
import { attach, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type Store, type StoreWritable } from 'effector';
import { referralCookieWrites } from '../rules/capture';
import type { ReferralCookies, ReferralCookieWrite } from '../rules/cookies';
import { refCodeForRegistration } from '../rules/read';

/** The referral cookies in the browser: the web app's adapter over document.cookie, a map in tests. */
export interface ReferralCookieJar {
  read(): ReferralCookies;
  write(writes: readonly ReferralCookieWrite[]): void;
}

export interface ReferralModelDeps {
  readonly clock: Clock;
  readonly cookies: ReferralCookieJar;
}

export interface ReferralModel {
  /** A page opened with this query string (`?a=b` or `a=b`): its referral parameters become cookies. */
  readonly pageOpened: EventCallable<{ readonly search: string }>;
  /** What registration sends as ref_code; read from the cookies after each capture, null when none. */
  readonly $refCode: Store<string | null>;
  readonly writeCookiesFx: Effect<readonly ReferralCookieWrite[], void>;
  readonly __: {
    readonly $clock: StoreWritable<Clock>;
    readonly $cookies: StoreWritable<ReferralCookieJar>;
    readonly readCookiesFx: Effect<void, ReferralCookies>;
  };
}

/**
 * Referral capture (spec §7): `pageOpened` turns the query into cookie writes (`referralCookieWrites`), hands
 * them to `writeCookiesFx`, then reads the cookies back for `$refCode`. Clock and cookie jar sit in stores:
 * a test forks with `values` for them, or `handlers` for the two effects.
 */
export function createReferralModel({ clock, cookies }: ReferralModelDeps): ReferralModel {
  const $clock = createStore<Clock>(clock, { serialize: 'ignore', name: 'referral.$clock' });
  const $cookies = createStore<ReferralCookieJar>(cookies, { serialize: 'ignore', name: 'referral.$cookies' });

  const pageOpened = createEvent<{ readonly search: string }>();
  // The public effects call the jar through attached ones, so a fork handler has the plain signature.
  const writeToJarFx = attach({ source: $cookies, effect: (jar, writes: readonly ReferralCookieWrite[]) => jar.write(writes) });
  const readFromJarFx = attach({ source: $cookies, effect: (jar) => jar.read() });
  const writeCookiesFx = createEffect((writes: readonly ReferralCookieWrite[]) => writeToJarFx(writes));
  const readCookiesFx = createEffect(() => readFromJarFx());

  const captured = sample({
    clock: pageOpened,
    source: $clock,
    fn: (time, { search }) => referralCookieWrites(new URLSearchParams(search), time.now()),
  });
  sample({ clock: captured, filter: (writes) => writes.length > 0, target: writeCookiesFx });
  // Read back once the writes are through (or at once when there were none): the browser has the last word.
  sample({ clock: [writeCookiesFx.finally, sample({ clock: captured, filter: (writes) => writes.length === 0 })], target: readCookiesFx });

  const $refCode = createStore<string | null>(null, { name: 'referral.$refCode' }).on(readCookiesFx.doneData, (_, jar) => refCodeForRegistration(jar) ?? null);

  return { pageOpened, $refCode, writeCookiesFx, __: { $clock, $cookies, readCookiesFx } };
}
