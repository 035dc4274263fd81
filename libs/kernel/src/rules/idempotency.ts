/**
 * The one idempotency-key rule of every money call the site makes (a coupon, a keno or bingo ticket, a lotto ticket,
 * a toto coupon, a deposit or a withdrawal): **a call keeps its key until it is answered.**
 *
 * - A call asking the same as the last unanswered one (the same fingerprint: body and target) goes with that call's
 *   key, so the server, which keys every money call, answers the first attempt instead of moving money twice.
 * - Anything else gets a fresh key: a call that was answered (done, or refused with a definite answer) never lends
 *   its key to the next one, and a changed call never reuses the key of a different body (the server would refuse
 *   the key as used with another body).
 * - "Unanswered" is every end without a definite answer: no network, a timeout, a cancelled request, a 5xx, an answer
 *   that could not be read. Which failures those are is the caller's (its transport's) to say.
 *
 * Pure: the key maker (e.g. `crypto.randomUUID`) comes in as a parameter.
 */

/** A money call sent without an answer yet: what it asked (its fingerprint) and the key it went with. */
export interface PendingCall {
  readonly fingerprint: string;
  readonly key: string;
}

/** The key for a call with `fingerprint`: the unanswered call's when it asks the same, else a fresh one from `makeKey`. */
export function idempotencyKeyFor(pending: PendingCall | null, fingerprint: string, makeKey: () => string): string {
  return pending !== null && pending.fingerprint === fingerprint ? pending.key : makeKey();
}

/** What is remembered once the call `sent` ended: nothing when it was answered, the call itself when it was not. */
export function pendingAfter(sent: PendingCall, answered: boolean): PendingCall | null {
  return answered ? null : sent;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, field]) => [name, canonical(field)]),
    );
  }
  return value;
}

/** A call's fingerprint: its JSON with object keys sorted, so two bodies asking the same have one fingerprint. */
export function callFingerprint(call: unknown): string {
  return JSON.stringify(canonical(call)) ?? 'undefined';
}
