import { randomUUID } from 'node:crypto';
import { CasinoDrawTestControlPaths, limitRefusalOfPaymentError, type LimitRefusal } from '@betting/contracts';
import { drawSequence, lottoClientSeed, lottoDraw, lottoTicketPrice, slotRound, totoLinePrice, type TotoMark } from '@betting/games';
import { convertMinorUnits, currencyByIso } from '@betting/kernel';
import { setLimit } from '@betting/limits';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { finishGame, lineGame, placeCall, settleNow, TEST_BETTING } from '../betting/testing';
import type { Queryable } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { drawCalls, openDrawWithSeed, playDrawOut, runSchedule, gameCalls, newPlayer, nextSeed, type Player, drawnLotto, poolCalls, settledToto, tick } from '../casino/testing';
import { identityApp, type IdentityApp } from '../identity/testing';
import { seededSite } from '../testing/app.fixture';
import { openCurrencyAccount } from '../wallet';
import { depositFor, fund, limitCalls } from './limits.fixture';
import { loadLimits, saveLimits } from './limits.repository';
import { testControlPersonClock } from '../test-control/testing';
import { personTime } from './limits.service';

/**
 * Enforcement on every money path: the same limits refuse a sports bet, a casino round, a keno or bingo
 * ticket, a toto coupon, a lotto ticket and a deposit with the same typed reason, through the routes the pages call.
 * Every stake counts toward the wagering and loss limits (through the ledger, whatever the path), and every return
 * once paid; a stake from another currency's account counts converted to the main currency.
 */

const RUB = (major: number) => major * 100;

/** One site for every path: no timers, tests move the clock and settle through test control. */
const enforcementSite = (engine: Parameters<typeof identityApp>[0]): IdentityApp =>
  seededSite(() =>
    identityApp(engine, { betting: TEST_BETTING, casinoGames: { sweepIntervalMs: 0 }, casinoDraws: { tickIntervalMs: 0 }, casinoPools: { tickIntervalMs: 0 } }),
  );

/** A money path as a page drives it, for one signed-in person. */
interface MoneyPath {
  readonly name: string;
  readonly kind: 'stake' | 'deposit';
  /** What one attempt costs, minor units of RUB (a whole number of roubles, so a limit can be exactly that). */
  readonly cost: number;
  /** Makes the path ready (an open draw, a line game) and answers one attempt of `cost` (a fresh request each call). */
  prepare(site: IdentityApp, player: Player): Promise<() => Promise<LightMyRequestResponse>>;
  /** The status of an accepted attempt. */
  readonly accepted: number;
}

/** Marks that cost one toto line (single marks). */
const ONE_LINE: TotoMark[] = Array<TotoMark>(15).fill('1');

/** A server seed whose first slot round of `stake` pays nothing (so a loss limit sees the whole stake lost). */
function losingSlotSeed(stake: number): string {
  for (let attempt = 0; ; attempt += 1) {
    const serverSeed = `enforcement-lose-${attempt}`;
    if (slotRound({ serverSeed, clientSeed: 'enforcement', nonce: 0 }, { stake }).payout === 0) return serverSeed;
  }
}

/** A server seed whose first slot round of `stake` pays back at least the stake. */
function winningSlotSeed(stake: number): string {
  for (let attempt = 0; ; attempt += 1) {
    const serverSeed = `enforcement-win-${attempt}`;
    if (slotRound({ serverSeed, clientSeed: 'enforcement', nonce: 0 }, { stake }).payout >= stake) return serverSeed;
  }
}

const PATHS: readonly MoneyPath[] = [
  {
    name: 'sports bet',
    kind: 'stake',
    cost: RUB(10),
    accepted: 201,
    async prepare(site, player) {
      const game = await lineGame(site.db);
      return () => placeCall(site.app, player, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: RUB(10), accountId: player.accountId });
    },
  },
  {
    name: 'casino round (slot)',
    kind: 'stake',
    cost: RUB(10),
    accepted: 201,
    async prepare(site, player) {
      await nextSeed(site.app, { userId: player.userId, launchKind: 'slot', serverSeed: losingSlotSeed(RUB(10)), clientSeed: 'enforcement' });
      return () => gameCalls(site.app, player).play('slot', { stake: RUB(10) });
    },
  },
  {
    name: 'keno ticket',
    kind: 'stake',
    cost: RUB(10),
    accepted: 201,
    async prepare(site, player) {
      await runSchedule(site);
      return () => drawCalls(site.app, player.session).buy({ game: 'keno', stake: RUB(10), picks: [1, 2, 3] });
    },
  },
  {
    name: 'bingo ticket',
    kind: 'stake',
    cost: RUB(10),
    accepted: 201,
    async prepare(site, player) {
      await runSchedule(site);
      return () => drawCalls(site.app, player.session).buy({ game: 'bingo', stake: RUB(10), cards: 1 });
    },
  },
  {
    name: 'toto coupon',
    kind: 'stake',
    cost: totoLinePrice('RUB'),
    accepted: 201,
    async prepare(site, player) {
      await tick(site.app);
      const { current } = await poolCalls(site.app, null).totoOverview();
      if (!current) throw new Error('no open toto draw');
      return () => poolCalls(site.app, player).buyCoupon({ drawId: current.id, marks: ONE_LINE });
    },
  },
  {
    name: 'lotto ticket',
    kind: 'stake',
    cost: lottoTicketPrice('RUB'),
    accepted: 201,
    async prepare(site, player) {
      await tick(site.app);
      const { current } = await poolCalls(site.app, null).lottoOverview();
      if (!current) throw new Error('no open lotto draw');
      return () => poolCalls(site.app, player).buyTicket({ drawId: current.id });
    },
  },
  {
    name: 'deposit',
    kind: 'deposit',
    // The smallest deposit the demo card takes.
    cost: RUB(100),
    accepted: 201,
    async prepare(site, player) {
      return () => depositFor(site.app, player, RUB(100));
    },
  },
];

/** Everything a money path leaves behind for the person: ledger postings on their accounts and payments. */
async function footprint(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `select (select count(*) from ledger_postings p join ledger_accounts a on a.id = p.account_id join wallet_accounts w on w.id = a.wallet_account_id where w.user_id = $1)
          + (select count(*) from payments where user_id = $1) as n`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

/** The provider's success of the person's pending deposits, as its callback would write it (payments suite tests the callback). */
async function settleDeposits(site: IdentityApp, userId: number): Promise<void> {
  await site.db.query("update payments set status = 'success', settling_status = 'success', settled_at = $2 where user_id = $1 and kind = 'deposit'", [userId, new Date(site.clock.now())]);
}

function refusalOf(response: LightMyRequestResponse): LimitRefusal | null {
  expect(response.statusCode, response.body).toBe(403);
  return limitRefusalOfPaymentError(response.json());
}

describe.each(enginesUnderTest())('limits on every money path on $name', (engine) => {
  const site = enforcementSite(engine);
  const setLimitOf = async (player: Player, limitType: number, limitValue: number) => {
    const response = await limitCalls(site.app, { session: player.session }).set({ limitType: limitType as 1, limitValue });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** A sports bet of `amount` that uses up a stake limit for the deposit row (whose own attempts stake nothing). */
  const betOnce = async (player: Player, amount: number) => {
    const game = await lineGame(site.db);
    const placed = await placeCall(site.app, player, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount, accountId: player.accountId });
    expect(placed.statusCode, placed.body).toBe(201);
  };

  it.each(PATHS)('$name: a time-out refuses it with its end, and moves nothing', async (path) => {
    const player = await newPlayer(site);
    const attempt = await path.prepare(site, player);
    await setLimitOf(player, 33, 1);
    const before = await footprint(site.db, player.userId);
    const { now } = await personTime(testControlPersonClock, site.db, player.userId, site.clock.now());
    expect(refusalOf(await attempt())).toEqual({ code: 'time_out_active', limitType: 33, endsAt: now + 86_400 });
    expect(await footprint(site.db, player.userId)).toBe(before);
  });

  it.each(PATHS)('$name: a self-exclusion ends the session (nothing moves) and refuses it with its reason wherever asked', async (path) => {
    const player = await newPlayer(site);
    const attempt = await path.prepare(site, player);
    await setLimitOf(player, 30, 7);
    const before = await footprint(site.db, player.userId);
    const signedOut = await attempt();
    expect(signedOut.statusCode, signedOut.body).toBe(401);
    expect(await footprint(site.db, player.userId)).toBe(before);

    // The path itself refuses too: a session that outlived it (the exclusion written straight to the store, as an
    // operator would) still cannot stake or deposit.
    const other = await newPlayer(site);
    const otherAttempt = await path.prepare(site, other);
    const time = await personTime(testControlPersonClock, site.db, other.userId, site.clock.now());
    const excluded = setLimit(await loadLimits(site.db, other.userId), { limitType: 30, limitValue: 7 }, time.now);
    if (!excluded.ok) throw new Error(excluded.error.code);
    await saveLimits(site.db, other.userId, excluded.value.limits, new Date(site.clock.now()));
    const otherBefore = await footprint(site.db, other.userId);
    expect(refusalOf(await otherAttempt())).toEqual({ code: 'self_exclusion_active', limitType: 30, endsAt: time.now + 7 * 86_400 });
    expect(await footprint(site.db, other.userId)).toBe(otherBefore);
  });

  it.each(PATHS)('$name: a used-up wagering limit refuses a stake, never a deposit', async (path) => {
    const player = await newPlayer(site);
    const attempt = await path.prepare(site, player);
    await setLimitOf(player, 1, path.cost / 100);
    if (path.kind === 'stake') {
      const first = await attempt();
      expect(first.statusCode, first.body).toBe(path.accepted);
      const before = await footprint(site.db, player.userId);
      // The first stake of this very path used the limit up: it is counted.
      expect(refusalOf(await attempt())).toEqual({ code: 'wagering_limit_exceeded', limitType: 1, limitValue: path.cost / 100, remaining: 0, currency: 'RUB' });
      expect(await footprint(site.db, player.userId)).toBe(before);
    } else {
      await betOnce(player, path.cost);
      const deposited = await attempt();
      expect(deposited.statusCode, deposited.body).toBe(path.accepted);
    }
  });

  it.each(PATHS)('$name: a loss limit refuses a stake once the net loss reaches it, never a deposit', async (path) => {
    const player = await newPlayer(site);
    const attempt = await path.prepare(site, player);
    await setLimitOf(player, 10, path.cost / 100);
    if (path.kind === 'stake') {
      // Open (or lost) stakes count as lost until they are settled.
      const first = await attempt();
      expect(first.statusCode, first.body).toBe(path.accepted);
      const before = await footprint(site.db, player.userId);
      expect(refusalOf(await attempt())).toEqual({ code: 'loss_limit_exceeded', limitType: 10, limitValue: path.cost / 100, remaining: 0, currency: 'RUB' });
      expect(await footprint(site.db, player.userId)).toBe(before);
    } else {
      await betOnce(player, path.cost);
      const deposited = await attempt();
      expect(deposited.statusCode, deposited.body).toBe(path.accepted);
    }
  });

  it.each(PATHS)('$name: a used-up deposit limit refuses deposits only', async (path) => {
    const player = await newPlayer(site);
    const attempt = await path.prepare(site, player);
    await setLimitOf(player, 20, 100);
    const deposited = await depositFor(site.app, player, RUB(100));
    expect(deposited.statusCode, deposited.body).toBe(201);
    await settleDeposits(site, player.userId);
    if (path.kind === 'deposit') {
      const before = await footprint(site.db, player.userId);
      expect(refusalOf(await attempt())).toEqual({ code: 'deposit_limit_exceeded', limitType: 20, limitValue: 100, remaining: 0, currency: 'RUB' });
      expect(await footprint(site.db, player.userId)).toBe(before);
    } else {
      const staked = await attempt();
      expect(staked.statusCode, staked.body).toBe(path.accepted);
    }
  });

  describe('returns count once paid: a loss limit the first stake used up opens again after its win or refund', () => {
    /** Each path: its first stake of `cost`, then what settles it with a return of at least the stake. */
    const SETTLED: ReadonlyArray<{ readonly name: string; readonly cost: number; run(player: Player): Promise<() => Promise<LightMyRequestResponse>> }> = [
      {
        name: 'sports bet (won)',
        cost: RUB(10),
        async run(player) {
          const game = await lineGame(site.db);
          const bet = () => placeCall(site.app, player, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: RUB(10), accountId: player.accountId });
          expect((await bet()).statusCode).toBe(201);
          await finishGame(site.db, game, 0);
          await settleNow(site.app);
          const next = await lineGame(site.db);
          return () => placeCall(site.app, player, { typeId: 0, bets: [{ outcomeId: next.outcomes[0], coef: next.coefs[0] }], amount: RUB(10), accountId: player.accountId });
        },
      },
      {
        name: 'casino round (a winning slot round)',
        cost: RUB(10),
        async run(player) {
          await nextSeed(site.app, { userId: player.userId, launchKind: 'slot', serverSeed: winningSlotSeed(RUB(10)), clientSeed: 'enforcement' });
          expect((await gameCalls(site.app, player).play('slot', { stake: RUB(10) })).statusCode).toBe(201);
          return () => gameCalls(site.app, player).play('slot', { stake: RUB(10) });
        },
      },
      {
        name: 'keno ticket (won)',
        cost: RUB(10),
        async run(player) {
          const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
          const picks = drawSequence('keno', serverSeed, draw.id).slice(0, 3);
          expect((await drawCalls(site.app, player.session).buy({ game: 'keno', stake: RUB(10), picks })).statusCode).toBe(201);
          await playDrawOut(site, draw);
          await runSchedule(site);
          return () => drawCalls(site.app, player.session).buy({ game: 'keno', stake: RUB(10), picks: [1, 2, 3] });
        },
      },
      {
        name: 'bingo ticket (draw cancelled, refunded)',
        cost: RUB(10),
        async run(player) {
          const { draw } = await openDrawWithSeed(site, 'bingo');
          expect((await drawCalls(site.app, player.session).buy({ game: 'bingo', stake: RUB(10), cards: 1 })).statusCode).toBe(201);
          expect((await site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.cancel(draw.id) })).statusCode).toBe(200);
          await runSchedule(site);
          return () => drawCalls(site.app, player.session).buy({ game: 'bingo', stake: RUB(10), cards: 1 });
        },
      },
      {
        name: 'toto coupon (draw cancelled, refunded)',
        cost: totoLinePrice('RUB'),
        async run(player) {
          await tick(site.app);
          const { current } = await poolCalls(site.app, null).totoOverview();
          if (!current) throw new Error('no open toto draw');
          expect((await poolCalls(site.app, player).buyCoupon({ drawId: current.id, marks: ONE_LINE })).statusCode).toBe(201);
          expect((await settledToto(site.app, current.id, [...Array(8).fill('void'), ...Array(7).fill('1')])).status).toBe('cancelled');
          await tick(site.app);
          const { current: next } = await poolCalls(site.app, null).totoOverview();
          if (!next) throw new Error('no open toto draw');
          return () => poolCalls(site.app, player).buyCoupon({ drawId: next.id, marks: ONE_LINE });
        },
      },
      {
        name: 'lotto ticket (won)',
        cost: lottoTicketPrice('RUB'),
        async run(player) {
          await tick(site.app);
          const { current } = await poolCalls(site.app, null).lottoOverview();
          if (!current) throw new Error('no open lotto draw');
          const [row] = await site.db.query<{ server_seed: string }>('select server_seed from lotto_draws where id = $1', [current.id]);
          const balls = lottoDraw({ serverSeed: row?.server_seed ?? '', clientSeed: lottoClientSeed(current.id), nonce: 0 });
          expect((await poolCalls(site.app, player).buyTicket({ drawId: current.id, numbers: [...balls].slice(0, 6) })).statusCode).toBe(201);
          await drawnLotto(site.app, current.id);
          await tick(site.app);
          const { current: next } = await poolCalls(site.app, null).lottoOverview();
          if (!next) throw new Error('no open lotto draw');
          return () => poolCalls(site.app, player).buyTicket({ drawId: next.id });
        },
      },
    ];

    it.each(SETTLED)('$name', async (path) => {
      const player = await newPlayer(site);
      await setLimitOf(player, 10, path.cost / 100);
      const next = await path.run(player);
      // Without the return the net loss would be the whole limit and this stake refused.
      const response = await next();
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  it('a deposit into a second-currency account counts toward the main-currency deposit limit, converted at the reference rates', async () => {
    const player = await newPlayer(site, 0);
    const usdCode = currencyByIso('USD')?.numericCode ?? 0;
    const opened = await site.db.transaction((tx) => openCurrencyAccount(tx, player.userId, usdCode, new Date(site.clock.now())));
    if (!opened.ok) throw new Error(opened.error.code);
    const usd = { ...player, accountId: opened.value.id };
    await setLimitOf(player, 20, 500);
    // 2.50 USD (the demo card's minimum) counts as 225.00 RUB: 275.00 RUB left of 500.
    const first = await depositFor(site.app, usd, 2_50);
    expect(first.statusCode, first.body).toBe(201);
    await settleDeposits(site, player.userId);
    // 3.06 USD would count 275.40 RUB: refused, in the main currency; 3.05 USD (274.50 RUB) fits.
    expect(refusalOf(await depositFor(site.app, usd, 3_06))).toEqual({ code: 'deposit_limit_exceeded', limitType: 20, limitValue: 500, remaining: RUB(275), currency: 'RUB' });
    expect((await depositFor(site.app, usd, 3_05)).statusCode).toBe(201);
  });

  it('a stake from a second-currency account counts toward the main-currency wagering limit, converted at the reference rates', async () => {
    const player = await newPlayer(site, 0);
    const usdCode = currencyByIso('USD')?.numericCode ?? 0;
    const opened = await site.db.transaction((tx) => openCurrencyAccount(tx, player.userId, usdCode, new Date(site.clock.now())));
    if (!opened.ok) throw new Error(opened.error.code);
    const usd = { userId: player.userId, accountId: opened.value.id, session: player.session };
    await fund(site.db, usd, 1_000_00, 'USD', new Date(site.clock.now()));
    await setLimitOf(player, 1, 200);
    const bet = async (amount: number) => {
      const game = await lineGame(site.db);
      return placeCall(site.app, usd, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount, accountId: usd.accountId }, randomUUID());
    };
    // 1.00 USD counts as 90.00 RUB (reference rate 90 per USD): 110.00 RUB left of 200.
    expect(convertMinorUnits(1_00, 'USD', 'RUB')).toEqual({ ok: true, value: RUB(90) });
    expect((await bet(1_00)).statusCode).toBe(201);
    expect((await limitCalls(site.app, { session: player.session }).list()).json()).toMatchObject([{ limitType: 1, limitBalance: 110 }]);
    // 1.23 USD would count 110.70 RUB: over what is left, and the refusal speaks in the main currency.
    expect(refusalOf(await bet(1_23))).toEqual({ code: 'wagering_limit_exceeded', limitType: 1, limitValue: 200, remaining: RUB(110), currency: 'RUB' });
    // 1.22 USD counts 109.80 RUB: it fits, and the stake is counted once placed exactly as it was checked.
    expect((await bet(1_22)).statusCode).toBe(201);
    expect((await limitCalls(site.app, { session: player.session }).list()).json()).toMatchObject([{ limitType: 1, limitBalance: 0.2 }]);
  });
});
