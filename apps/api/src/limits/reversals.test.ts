import type { Limit } from '@betting/contracts';
import { checkStake, setLimit, sumInWindow } from '@betting/limits';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { creditDeposit, payWin, placeStake, refundStake, reverseTransaction } from '../wallet';
import { type UserMoneyInput, openTestWallet, userIds, type TestWallet } from '../wallet/testing';
import { countedInMain, moneySince, usageOf } from './usage';

/**
 * An operator's reversal of a stake or a win (a resettled bet, any back-office reversal) counts toward the loss and
 * wagering limits as its original did, with the opposite sign and at the original's time: the counted loss rises when
 * a win is reversed and falls when a stake is, and a reversed movement is never counted twice nor left half counted.
 */

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400;
const WINDOWS = [DAY, 7 * DAY, 30 * DAY] as const;
type Kind = 'stake' | 'win' | 'refund';

interface Step {
  readonly kind: Kind;
  readonly amount: number;
  /** Seconds before NOW it happened. */
  readonly ago: number;
  readonly eur: boolean;
  /** Reversed this many seconds after it happened (capped at NOW); null: stands. */
  readonly reversedAfter: number | null;
}

const arbStep: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Kind>('stake', 'win', 'refund'),
  amount: fc.integer({ min: 1, max: 5_000 }),
  ago: fc.integer({ min: 0, max: 35 * DAY }),
  eur: fc.boolean(),
  reversedAfter: fc.option(fc.integer({ min: 0, max: 40 * DAY }), { nil: null }),
});

describe.each(enginesUnderTest())('reversals and the limits on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(310_000_000);
  let keys = 0;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(() => dispose());

  const money = (wallet: TestWallet, step: Pick<Step, 'amount' | 'eur'>, atSeconds: number): UserMoneyInput => ({
    userId: wallet.userId,
    walletAccountId: step.eur ? wallet.eur : wallet.main,
    amount: step.amount,
    currency: step.eur ? 'EUR' : 'RUB',
    idempotencyKey: `reversal-test:${(keys += 1)}`,
    reference: `bet:reversal-test:${keys}`,
    actor: 'system:test',
    now: new Date(atSeconds * 1000),
  });

  async function move(wallet: TestWallet, step: Step, atSeconds: number): Promise<number> {
    const input = money(wallet, step, atSeconds);
    const done = step.kind === 'stake' ? await placeStake(db, input) : step.kind === 'win' ? await payWin(db, input) : await refundStake(db, input);
    if (!done.ok) throw new Error(`${step.kind}: ${done.error.code}`);
    return done.value.transactionId;
  }

  async function reverse(transactionId: number, atSeconds: number) {
    const done = await reverseTransaction(db, { transactionId, idempotencyKey: `reversal-test:${(keys += 1)}`, actor: 'staff:1', reason: 'bet_resettled', now: new Date(atSeconds * 1000) });
    if (!done.ok) throw new Error(`reversal: ${done.error.code}`);
  }

  /** A bettor with enough money in both accounts for any stake and any reversal of a win. */
  async function fundedWallet(): Promise<TestWallet> {
    const wallet = await openTestWallet(db, nextUserId(), new Date(NOW - 60 * DAY * 1000));
    for (const [account, currency] of [
      [wallet.main, 'RUB'],
      [wallet.eur, 'EUR'],
    ] as const) {
      const funded = await creditDeposit(db, { userId: wallet.userId, walletAccountId: account, amount: 10_000_000, currency, idempotencyKey: `reversal-test:${(keys += 1)}`, actor: 'system:test', now: new Date(NOW - 60 * DAY * 1000) });
      if (!funded.ok) throw new Error(funded.error.code);
    }
    return wallet;
  }

  it('property: in every window the counted stakes and returns are those of the movements not reversed', async () => {
    const nowSeconds = NOW / 1000;
    await fc.assert(
      fc.asyncProperty(fc.array(arbStep, { minLength: 1, maxLength: 5 }), async (steps) => {
        const wallet = await fundedWallet();
        // Every movement first (in time order), then the reversals (each after its original, never after now).
        const ordered = [...steps].sort((a, b) => b.ago - a.ago);
        const ids: number[] = [];
        for (const step of ordered) ids.push(await move(wallet, step, nowSeconds - step.ago));
        const reversals = ordered.flatMap((step, index) => (step.reversedAfter === null ? [] : [{ id: ids[index] as number, at: Math.min(nowSeconds, nowSeconds - step.ago + step.reversedAfter) }]));
        for (const reversal of reversals.sort((a, b) => a.at - b.at)) await reverse(reversal.id, reversal.at);

        const usage = await usageOf(db, wallet.userId, NOW, 0);
        const counted = (step: Step) => countedInMain({ amount: step.amount, currency: step.eur ? 'EUR' : 'RUB' }, 'RUB');
        for (const window of WINDOWS) {
          const standing = ordered.filter((step) => step.reversedAfter === null && step.ago < window);
          const expectedStakes = standing.filter((step) => step.kind === 'stake').reduce((sum, step) => sum + BigInt(counted(step)), 0n);
          const expectedReturns = standing.filter((step) => step.kind !== 'stake').reduce((sum, step) => sum + BigInt(counted(step)), 0n);
          expect(sumInWindow(usage.stakes, window, nowSeconds)).toBe(expectedStakes);
          expect(sumInWindow(usage.returns, window, nowSeconds)).toBe(expectedReturns);
        }
        // The reality check's money since a moment counts the same way.
        const since = await moneySince(db, wallet.userId, new Date(NOW - 30 * DAY * 1000));
        const recent = ordered.filter((step) => step.reversedAfter === null && step.ago <= 30 * DAY);
        expect(since.stakes).toBe(recent.filter((step) => step.kind === 'stake').reduce((sum, step) => sum + BigInt(counted(step)), 0n));
        expect(since.returns).toBe(recent.filter((step) => step.kind !== 'stake').reduce((sum, step) => sum + BigInt(counted(step)), 0n));
      }),
      { numRuns: 6 }
    );
  });

  it('a reversed win raises the counted loss and refuses a stake the win made room for; a reversed stake gives the room back', async () => {
    const wallet = await fundedWallet();
    const nowSeconds = NOW / 1000;
    // A daily loss limit of 100.00 RUB (minor units 10 000) and a daily wagering limit of 300.00 RUB.
    let limits: readonly Limit[] = [];
    for (const body of [
      { limitType: 10, limitValue: 100 },
      { limitType: 1, limitValue: 300 },
    ] as const) {
      const change = setLimit(limits, body, nowSeconds - DAY);
      if (!change.ok) throw new Error(change.error.code);
      limits = change.value.limits;
    }
    const lossNow = async () => {
      const usage = await usageOf(db, wallet.userId, NOW, 0);
      return sumInWindow(usage.stakes, DAY, nowSeconds) - sumInWindow(usage.returns, DAY, nowSeconds);
    };
    const check = async (amount: number) => checkStake(limits, await usageOf(db, wallet.userId, NOW, 0), amount, nowSeconds);

    await move(wallet, { kind: 'stake', amount: 80_00, ago: 0, eur: false, reversedAfter: null }, nowSeconds - 3600);
    const win = await move(wallet, { kind: 'win', amount: 60_00, ago: 0, eur: false, reversedAfter: null }, nowSeconds - 3500);
    expect(await lossNow()).toBe(20_00n);
    expect((await check(70_00)).ok).toBe(true);

    // The result was wrong: the win is taken back. The loss counts the whole stake again, and 70.00 no longer fits.
    await reverse(win, nowSeconds - 60);
    expect(await lossNow()).toBe(80_00n);
    expect(await check(70_00)).toMatchObject({ ok: false, error: { code: 'loss_limit_exceeded', limitType: 10, remaining: 20_00 } });

    // A stake given back by the operator: it no longer counts toward the loss nor the wagering.
    const stake = await move(wallet, { kind: 'stake', amount: 200_00, ago: 0, eur: false, reversedAfter: null }, nowSeconds - 30);
    expect(await check(1)).toMatchObject({ ok: false, error: { code: 'loss_limit_exceeded', remaining: 0 } });
    await reverse(stake, nowSeconds - 10);
    expect(await lossNow()).toBe(80_00n);
    expect(sumInWindow((await usageOf(db, wallet.userId, NOW, 0)).stakes, DAY, nowSeconds)).toBe(80_00n);
    expect((await check(20_00)).ok).toBe(true);
  });
});
