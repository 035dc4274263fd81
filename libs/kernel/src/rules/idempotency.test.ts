import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { callFingerprint, idempotencyKeyFor, pendingAfter, type PendingCall } from './idempotency';

/** A press of a money button: which body (a few, so repeats are common) and whether an answer came back. */
const arbPress = fc.record({ body: fc.constantFrom('a', 'b', 'c'), answered: fc.boolean() });

/** Runs presses through the rule as a page does: key, send, remember what is unanswered. Returns the keys sent. */
function run(presses: readonly { readonly body: string; readonly answered: boolean }[]): string[] {
  let pending: PendingCall | null = null;
  let issued = 0;
  const keys: string[] = [];
  for (const { body, answered } of presses) {
    const fingerprint = callFingerprint({ body });
    const key = idempotencyKeyFor(pending, fingerprint, () => `key-${++issued}`);
    keys.push(key);
    pending = pendingAfter({ fingerprint, key }, answered);
  }
  return keys;
}

describe('one idempotency key per call until it is answered', () => {
  test.prop([fc.array(arbPress, { maxLength: 30 })])('a press reuses the key exactly when the previous press asked the same and had no answer', (presses) => {
    const keys = run(presses);
    presses.forEach((press, i) => {
      const before = presses[i - 1];
      const reuses = before !== undefined && !before.answered && before.body === press.body;
      if (reuses) expect(keys[i]).toBe(keys[i - 1]);
      // Otherwise a key never sent before: an answered call's key, or another body's, is never lent out.
      else expect(keys.slice(0, i)).not.toContain(keys[i]);
    });
  });

  test.prop([fc.array(arbPress, { maxLength: 30 })])('every key belongs to one body and ends at most once with an answer', (presses) => {
    const keys = run(presses);
    const bodyOf = new Map<string, string>();
    const answeredKeys = new Set<string>();
    presses.forEach((press, i) => {
      const key = keys[i] as string;
      expect(bodyOf.get(key) ?? press.body).toBe(press.body);
      bodyOf.set(key, press.body);
      expect(answeredKeys.has(key)).toBe(false);
      if (press.answered) answeredKeys.add(key);
    });
  });

  it('retries after a lost answer with the same key; a new call after an answer gets a new one', () => {
    expect(
      run([
        { body: 'a', answered: false },
        { body: 'a', answered: false },
        { body: 'a', answered: true },
        { body: 'a', answered: true },
        { body: 'b', answered: false },
        { body: 'a', answered: true },
      ]),
    ).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-3', 'key-4']);
  });

  test.prop([fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.array(fc.integer())))])('a fingerprint ignores key order', (body) => {
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    expect(callFingerprint(reversed)).toBe(callFingerprint(body));
  });

  it('a fingerprint tells different calls apart and leaves out absent fields', () => {
    expect(callFingerprint({ game: 'keno', stake: 100, picks: [1, 2] })).not.toBe(callFingerprint({ game: 'keno', stake: 100, picks: [2, 1] }));
    expect(callFingerprint({ a: 1, b: undefined })).toBe(callFingerprint({ a: 1 }));
    expect(callFingerprint({ b: { y: 1, x: 2 }, a: 1 })).toBe('{"a":1,"b":{"x":2,"y":1}}');
  });
});
