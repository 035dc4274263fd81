import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import type { IdentityApp } from '../identity/testing';
import { balanceOf, bettingSite, finishGame, lineGame, newBettor, placeCall, settleNow, type Bettor, type TestGame } from './betting.fixture';

/**
 * Model-based: random sequences of placing singles (some replayed under the same key), games finishing and
 * settlement runs (some twice). The model restates the money rule simply — a single pays ⌊amount × coef / 1000⌋ when
 * its outcome won, nothing when it lost — and the account must always hold deposits − stakes + payouts.
 */
interface Model {
  balance: number;
  finished: Map<number, 0 | 1 | 2>;
  open: { game: number; outcome: 0 | 1 | 2; amount: number; coef: number }[];
  lastKey: string | null;
}

interface Real {
  readonly site: IdentityApp;
  readonly bettor: Bettor;
  readonly games: readonly TestGame[];
  lastBody: Record<string, unknown> | null;
}

class Place implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly game: number,
    readonly outcome: 0 | 1 | 2,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const game = real.games[this.game] as TestGame;
    const body = { typeId: 0 as const, bets: [{ outcomeId: game.outcomes[this.outcome], coef: game.coefs[this.outcome] }], amount: this.amount, accountId: real.bettor.accountId };
    const key = randomUUID();
    const response = await placeCall(real.site.app, real.bettor, body, key);
    const expectPlaced = !model.finished.has(this.game) && this.amount <= model.balance;
    expect(response.statusCode, response.body).toBe(expectPlaced ? 201 : 409);
    if (expectPlaced) {
      model.balance -= this.amount;
      model.open.push({ game: this.game, outcome: this.outcome, amount: this.amount, coef: game.coefs[this.outcome] });
      model.lastKey = key;
      real.lastBody = body;
    }
    expect(await balanceOf(real.site.db, real.bettor.accountId)).toBe(model.balance);
  }
  toString = () => `place(game ${this.game}, outcome ${this.outcome}, ${this.amount})`;
}

class Replay implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.lastKey !== null;
  async run(model: Model, real: Real) {
    const response = await placeCall(real.site.app, real.bettor, real.lastBody as never, model.lastKey ?? '');
    expect(response.statusCode).toBe(201);
    expect(await balanceOf(real.site.db, real.bettor.accountId)).toBe(model.balance);
  }
  toString = () => 'replay(last placement)';
}

class Finish implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly game: number,
    readonly winner: 0 | 1 | 2,
  ) {}
  check = (model: Readonly<Model>) => !model.finished.has(this.game);
  async run(model: Model, real: Real) {
    await finishGame(real.site.db, real.games[this.game] as TestGame, this.winner);
    model.finished.set(this.game, this.winner);
  }
  toString = () => `finish(game ${this.game}, winner ${this.winner})`;
}

class Settle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly twice: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await settleNow(real.site.app);
    if (this.twice) await settleNow(real.site.app);
    model.open = model.open.filter((coupon) => {
      const winner = model.finished.get(coupon.game);
      if (winner === undefined) return true;
      if (winner === coupon.outcome) model.balance += Math.floor((coupon.amount * coupon.coef) / 1000);
      return false;
    });
    expect(await balanceOf(real.site.db, real.bettor.accountId)).toBe(model.balance);
  }
  toString = () => `settle(${this.twice ? 'twice' : 'once'})`;
}

describe.each(enginesUnderTest())('betting commands on $name', (engine) => {
  const site = bettingSite(engine);

  it('the balance is always deposits − stakes + payouts', async () => {
    const commands = [
      fc.record({ game: fc.integer({ min: 0, max: 2 }), outcome: fc.constantFrom(0 as const, 1 as const, 2 as const), amount: fc.integer({ min: 100, max: 40_000 }) }).map((c) => new Place(c.game, c.outcome, c.amount)),
      fc.constant(new Replay()),
      fc.record({ game: fc.integer({ min: 0, max: 2 }), winner: fc.constantFrom(0 as const, 1 as const, 2 as const) }).map((c) => new Finish(c.game, c.winner)),
      fc.boolean().map((twice) => new Settle(twice)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { size: '-1' }), async (sequence) => {
        const deposit = 100_000;
        const bettor = await newBettor(site, deposit);
        const games = [await lineGame(site.db, { coefs: [1850, 3400, 4200] }), await lineGame(site.db, { coefs: [2500, 3100, 2750] }), await lineGame(site.db, { coefs: [1333, 5000, 9000] })];
        await fc.asyncModelRun(() => ({ model: { balance: deposit, finished: new Map(), open: [], lastKey: null }, real: { site, bettor, games, lastBody: null } }), sequence);
      }),
      { numRuns: 12 },
    );
  });
});
