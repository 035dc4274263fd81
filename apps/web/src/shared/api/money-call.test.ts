import { fc, test } from '@fast-check/vitest';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createMoneyCall, isUnanswered, type Keyed } from './money-call';

type Ticket = { readonly body: { readonly stake: number } };

/** How the server's answer reached the page (or did not). */
const ENDINGS = {
  done: null,
  network: { kind: 'network', status: 0, message: 'offline' },
  cancelled: { kind: 'cancelled', status: 499 },
  badGateway: { kind: 'http', status: 502, error: undefined },
  unreadable: { kind: 'invalid-data', status: 201, messages: ['ticket: required'] },
  thrown: new TypeError('Failed to fetch'),
  refused: { kind: 'http', status: 409, error: { code: 'insufficient_funds', message: 'short' } },
  invalid: { kind: 'http', status: 400, error: { code: 'validation_failed', message: 'bad' } },
} as const;
type Ending = keyof typeof ENDINGS;
const ANSWERED: ReadonlySet<Ending> = new Set(['done', 'refused', 'invalid']);

const model = createMoneyCall<Ticket, { readonly id: number }>({ name: 'test.buy', send: () => Promise.reject(new Error('not faked')) });

/** A fresh scope: keys numbered, each send ends as the next of `endings` says. */
function page(endings: Ending[]) {
  const sent: Keyed<Ticket>[] = [];
  let issued = 0;
  const scope = fork({
    values: [[model.$makeKey, () => `key-${++issued}`]],
    handlers: [
      [
        model.sendFx,
        (call: Keyed<Ticket>) => {
          sent.push(call);
          const ending = ENDINGS[endings.shift() ?? 'done'];
          return ending === null ? Promise.resolve({ id: sent.length }) : Promise.reject(ending);
        },
      ],
    ],
  });
  return { scope, sent };
}

describe('a money call keeps its idempotency key until it is answered', () => {
  test.prop([fc.array(fc.record({ stake: fc.constantFrom(100, 200), ending: fc.constantFrom(...(Object.keys(ENDINGS) as Ending[])) }), { maxLength: 12 })])(
    'a call reuses the key exactly when the one before asked the same and had no answer; otherwise a key never sent',
    async (presses) => {
      const { scope, sent } = page(presses.map((press) => press.ending));
      for (const press of presses) await allSettled(model.call, { scope, params: { body: { stake: press.stake } } });
      expect(sent.map((call) => call.body.stake)).toEqual(presses.map((press) => press.stake));
      presses.forEach((press, i) => {
        const before = presses[i - 1];
        const key = sent[i]?.idempotencyKey;
        if (before !== undefined && !ANSWERED.has(before.ending) && before.stake === press.stake) expect(key).toBe(sent[i - 1]?.idempotencyKey);
        else expect(sent.slice(0, i).map((call) => call.idempotencyKey)).not.toContain(key);
      });
      const last = presses.at(-1);
      expect(scope.getState(model.$unanswered) !== null).toBe(last !== undefined && !ANSWERED.has(last.ending));
    },
  );

  it('busy from the call until the answer; two scopes keep their own unanswered call', async () => {
    const one = page(['network']);
    const two = page([]);
    const call = allSettled(model.call, { scope: one.scope, params: { body: { stake: 100 } } });
    expect(one.scope.getState(model.$busy)).toBe(true);
    await call;
    await allSettled(model.call, { scope: two.scope, params: { body: { stake: 100 } } });
    expect(one.scope.getState(model.$busy)).toBe(false);
    expect(one.scope.getState(model.$unanswered)).toEqual({ fingerprint: '{"body":{"stake":100}}', key: 'key-1' });
    expect(two.scope.getState(model.$unanswered)).toBeNull();
  });

  it.each(Object.entries(ENDINGS))('%s is %s', (ending, failure) => {
    if (failure !== null) expect(isUnanswered(failure)).toBe(!ANSWERED.has(ending as Ending));
  });
});
