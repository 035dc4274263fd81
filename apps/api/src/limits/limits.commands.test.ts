import { createHash, randomUUID } from 'node:crypto';
import { LimitListResponseSchema, LimitPaths, SESSION_COOKIE, limitCancelQuery, type LimitErrorCode, type LimitType } from '@betting/contracts';
import { currencyByIso } from '@betting/kernel';
import { limitsCommandsProperty, type LimitsCallOutcome, type LimitsSystemSetup, type LimitsSystemUnderTest } from '@betting/limits/testing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { FAST_REG, identitySite, registerFast, type IdentityApp } from '../identity/testing';
import { openSession } from '../sessions';
import { payWin, placeStake } from '../wallet';
import { fund } from './limits.fixture';
import { createLimitsService } from './limits.service';

/**
 * The shared model-based command set of `@betting/limits/testing` run against the API: the limit service over
 * app.inject, deposits through the same deposit hook the payments module calls (a refused one writes nothing, an
 * allowed one is recorded as the provider's success would be), stakes through `checkStake` and the ledger, and the
 * server's manual clock. Each call opens a fresh session straight in the database (test-control rights), so the
 * person can still be acted for during a self-exclusion and across long clock moves.
 */
function apiLimitsSystem(site: IdentityApp) {
  const service = createLimitsService({ db: site.db, clock: site.clock });
  return async (setup: LimitsSystemSetup): Promise<LimitsSystemUnderTest> => {
    site.clock.set(setup.startSeconds * 1000);
    const currency = currencyByIso(setup.currency);
    if (!currency) throw new Error(`unknown currency ${setup.currency}`);
    const registered = await registerFast(site.app, { ...FAST_REG, currency_id: currency.numericCode });
    const person = { userId: registered.user_id, accountId: registered.account_id };
    const now = () => new Date(site.clock.now());
    await fund(site.db, person, 1_000_000_000_000, setup.currency, now());
    let bets = 0;

    const session = async () => (await openSession(site.db, person.userId, true, site.clock.now())).token;
    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      site.app.inject({ method, url, cookies: { [SESSION_COOKIE]: await session() }, headers: { 'x-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const outcome = (response: LightMyRequestResponse): LimitsCallOutcome => {
      if (response.statusCode === 200) return { ok: true };
      const code = response.json<{ error?: { code?: string } }>().error?.code;
      if (!code) throw new Error(`limit service: ${response.statusCode} ${response.body}`);
      return { ok: false, code: code as LimitErrorCode };
    };
    const action = (value: 0 | 1) => async (limitType: LimitType) => outcome(await call('POST', `${LimitPaths.action}?action=${value}`, { limitType }));

    return {
      set: async (request) => outcome(await call('POST', LimitPaths.limit, request)),
      approve: action(1),
      reject: action(0),
      cancel: async (limitType) => outcome(await call('DELETE', `${LimitPaths.limit}?${new URLSearchParams(limitCancelQuery(limitType)).toString()}`)),
      async deposit(amount) {
        const decision = await service.checkDeposit({ userId: person.userId }, { accountId: person.accountId, amount, currency: setup.currency }, now());
        if (!decision.allowed) return { ok: false, refusal: decision.refusal };
        const key = randomUUID();
        await site.db.query(
          `insert into payments (user_id, wallet_account_id, kind, amount, currency_id, method, provider, lng, status, settling_status,
                                 idempotency_key, request_fingerprint, created_at, settled_at)
           values ($1, $2, 'deposit', $3, $4, 'demo_card', 'demo', 'en', 'success', 'success', $5, $6, $7, $7)`,
          [person.userId, person.accountId, amount, currency.numericCode, key, createHash('sha256').update(key).digest('hex'), now()],
        );
        return { ok: true };
      },
      async stake(amount) {
        const decision = await service.checkStake(person.userId, { amount, currency: setup.currency }, now());
        if (!decision.ok) return { ok: false, refusal: decision.error };
        bets += 1;
        const betId = `bet-${person.userId}-${bets}`;
        const staked = await placeStake(site.db, { userId: person.userId, walletAccountId: person.accountId, amount, currency: setup.currency, reference: betId, idempotencyKey: `${betId}:stake`, actor: 'system:test', now: now() });
        if (!staked.ok) throw new Error(`stake: ${staked.error.code}`);
        return { ok: true, betId };
      },
      async settle(betId, returned) {
        if (returned === 0) return;
        const paid = await payWin(site.db, { userId: person.userId, walletAccountId: person.accountId, amount: returned, currency: setup.currency, reference: betId, idempotencyKey: `${betId}:win`, actor: 'system:test', now: now() });
        if (!paid.ok) throw new Error(`settle: ${paid.error.code}`);
      },
      async advance(seconds) {
        site.clock.advance(seconds * 1000);
      },
      async list() {
        const response = await call('GET', LimitPaths.list);
        if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
        return LimitListResponseSchema.parse(response.json());
      },
    };
  };
}

describe.each(enginesUnderTest())('the shared limits command set against the API on $name', (engine) => {
  const site = identitySite(engine);

  it('any sequence of set/raise/lower/approve/reject/cancel/deposit/stake/settle/advance/list keeps every rule', async () => {
    await fc.assert(limitsCommandsProperty(apiLimitsSystem(site)), { numRuns: 15 });
  }, 120_000);
});
