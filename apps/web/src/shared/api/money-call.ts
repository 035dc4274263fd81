import { callFingerprint, idempotencyKeyFor, pendingAfter, type PendingCall } from '@betting/kernel';
import { attach, combine, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type Store, type StoreWritable } from 'effector';
import { isApiFailure } from './pipeline/failures';

/** A money call's parameters with the `Idempotency-Key` it goes with. */
export type Keyed<Params> = Params & { readonly idempotencyKey: string };

/**
 * Whether a failed money call ended without a definite answer, so that it may have moved money: no network, a
 * cancelled request, a 5xx, an answer that broke its contract, or anything that is not the API's failure. A 4xx with
 * the API's typed error is an answer (nothing moved; the next call asks afresh).
 */
export function isUnanswered(failure: unknown): boolean {
  if (!isApiFailure(failure)) return true;
  switch (failure.kind) {
    case 'network':
    case 'cancelled':
    case 'invalid-data':
      return true;
    case 'http':
      return failure.status >= 500;
  }
}

export interface MoneyCallOptions<Params, Done> {
  /** Unit names (`${name}.call`, `${name}.sendFx`, …). */
  readonly name: string;
  /** The request itself, with its key in the `Idempotency-Key` header. */
  readonly send: (call: Keyed<Params>) => Promise<Done>;
  /** A fresh key; `crypto.randomUUID` by default (replace `$makeKey` in tests). */
  readonly makeKey?: () => string;
}

export interface MoneyCall<Params, Done> {
  /** Make the call: it goes with the key of the unanswered call asking the same, else a new key. */
  readonly call: EventCallable<Params>;
  /** The request with its key (listen to its done/fail; replace it in tests with `fork({ handlers })`). */
  readonly sendFx: Effect<Keyed<Params>, Done>;
  /** From the call until its answer (or failure). */
  readonly $busy: Store<boolean>;
  /** The last call that had no answer (its fingerprint and key), else null. */
  readonly $unanswered: Store<PendingCall | null>;
  readonly $makeKey: StoreWritable<() => string>;
}

/**
 * A money call of the web app (a draw ticket, a lotto ticket, a toto coupon, a deposit, a withdrawal) under the
 * kernel's one idempotency-key rule, which the coupon's placement follows too: the key is kept until the call is
 * answered, so pressing again after a lost answer sends the same key and the server answers the first attempt
 * instead of moving money twice; a call that was answered, or a changed call, gets a new key.
 */
export function createMoneyCall<Params extends object, Done>(options: MoneyCallOptions<Params, Done>): MoneyCall<Params, Done> {
  const { name } = options;
  const $makeKey = createStore<() => string>(options.makeKey ?? (() => crypto.randomUUID()), { name: `${name}.$makeKey`, serialize: 'ignore' });
  const $unanswered = createStore<PendingCall | null>(null, { name: `${name}.$unanswered`, serialize: 'ignore' });
  const sendFx = createEffect<Keyed<Params>, Done>({ handler: options.send, name: `${name}.sendFx` });
  const call = createEvent<Params>({ name: `${name}.call` });
  const keyFx = attach({
    source: { unanswered: $unanswered, make: $makeKey },
    effect: ({ unanswered, make }, params: Params): Keyed<Params> => ({ ...params, idempotencyKey: idempotencyKeyFor(unanswered, callFingerprint(params), make) }),
    name: `${name}.keyFx`,
  });
  const fingerprintOf = ({ idempotencyKey, ...params }: Keyed<Params>): PendingCall => ({ fingerprint: callFingerprint(params), key: idempotencyKey });

  sample({ clock: call, target: keyFx });
  sample({ clock: keyFx.doneData, target: sendFx });
  $unanswered
    .on(sendFx, (_, sent) => fingerprintOf(sent))
    .on(sendFx.done, (_, { params }) => pendingAfter(fingerprintOf(params), true))
    .on(sendFx.fail, (_, { params, error }) => pendingAfter(fingerprintOf(params), !isUnanswered(error)));

  const $busy = combine(keyFx.pending, sendFx.pending, (keying, sending) => keying || sending);
  return { call, sendFx, $busy, $unanswered, $makeKey };
}
