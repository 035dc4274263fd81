import { randomUUID } from 'node:crypto';
import { BettingPaths, BettingTestControlPaths, DEFAULT_BETTING_CONFIG, IDEMPOTENCY_KEY_HEADER, SESSION_COOKIE, type BettingConfig, type PlaceCouponBodyInput } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { createCacheBus, type CacheBus } from '../cache/cache-bus';
import type { Database, Queryable } from '../db/database';
import type { EngineUnderTest } from '../db/testing/engines';
import { identityApp, type IdentityApp } from '../identity/testing';
import { fund, newPerson } from '../limits/testing';
import { seededSite } from '../testing/app.fixture';
import type { BettingOptions } from './betting.module';

/** The betting module without its settlement timer (tests settle through test control). */
export const TEST_BETTING: BettingOptions = { sweepIntervalMs: 0 };

/** The operator's settings in these tests: RUB min 1.00, max 5 000.00 (so vip bets and amount_above_max can be seen). */
export const TEST_BETTING_CONFIG: BettingConfig = { ...DEFAULT_BETTING_CONFIG, minBetAmountByCurrency: { RUB: 100 }, maxBetAmountByCurrency: { RUB: 500_000 } };

/** The betting site with the cache bus its settings' readers listen to. */
export interface BettingSite extends IdentityApp {
  readonly cacheBus: CacheBus;
}

/** Stores the operator's betting settings as an operator's tool would: the site setting `betting`, then the site told on its cache bus; no restart. */
export async function storeBettingConfig(site: Pick<BettingSite, 'db' | 'cacheBus'>, config: unknown): Promise<void> {
  await site.db.query("insert into site_settings (key, value) values ('betting', $1::jsonb) on conflict (key) do update set value = excluded.value", [JSON.stringify(config)]);
  site.cacheBus.publish('site_settings');
}

/** The site with test control, the betting module without its timer, and TEST_BETTING_CONFIG stored. */
export const bettingSite = (engine: EngineUnderTest, options: Partial<AppOptions> = {}): BettingSite =>
  seededSite(async () => {
    const cacheBus = options.cacheBus ?? createCacheBus();
    const site = { ...(await identityApp(engine, { betting: TEST_BETTING, ...options, cacheBus })), cacheBus };
    await storeBettingConfig(site, TEST_BETTING_CONFIG);
    return site;
  });

export interface Bettor {
  readonly userId: number;
  readonly accountId: number;
  readonly session: string;
}

/** A registered bettor (RUB main account) with `amount` minor units on it. */
export async function newBettor(site: IdentityApp, amount = 1_000_000): Promise<Bettor> {
  const person = await newPerson(site.app);
  if (amount > 0) await fund(site.db, person, amount, 'RUB', new Date(site.clock.now()));
  return { userId: person.userId, accountId: person.accountId, session: person.session };
}

export interface TestGame {
  readonly gameId: number;
  readonly marketId: number;
  /** home, draw, away */
  readonly outcomes: readonly [number, number, number];
  readonly coefs: readonly [number, number, number];
  /** A second, combinable market of the same game (total over/under). */
  readonly totalMarketId: number;
  readonly totals: readonly [number, number];
}

let games = 0;

/**
 * A game of our own in the line's tables (migration 0023), independent of the line's seed and simulator: a 1X2 market
 * and a combinable total market. `live` starts it; `sportId` picks the sport (9001 football-like, 9002 tennis-like).
 */
export async function lineGame(db: Queryable, options: { live?: boolean; coefs?: readonly [number, number, number]; sportId?: number; kind?: number; startInMs?: number; nowMs?: number } = {}): Promise<TestGame> {
  games += 1;
  const now = new Date(options.nowMs ?? Date.UTC(2026, 10, 22, 12));
  await db.query(
    `insert into line_sports (id, slug, name, model, has_draw, period_count, period_seconds, sort) values
       (9001, 'test-ball', 'Test ball', 'poisson', true, 2, 2700, 900), (9002, 'test-racket', 'Test racket', 'elo', false, 3, 1200, 901)
     on conflict do nothing`,
  );
  await db.query("insert into line_countries (id, code, name) values (9001, 'zz-test', 'Testland') on conflict do nothing");
  await db.query("insert into line_champs (id, sport_id, country_id, name) values (9001, 9001, 9001, 'Test League'), (9002, 9002, 9001, 'Test Cup') on conflict do nothing");
  const sportId = options.sportId ?? 9001;
  const [game] = await db.query<{ id: number }>(
    `insert into line_games (number, sim_key, schedule_key, sport_id, champ_id, home_name, away_name, home_strength, away_strength, start_at, status, game_seconds, updated_at)
     values ($1, $11, $2, $3, $4, $5, $6, 1.4, 1.1, $7, $8, $9, $10) returning id`,
    [
      900_000 + games,
      `betting-test:${randomUUID()}`,
      sportId,
      sportId,
      `Home ${games}`,
      `Away ${games}`,
      new Date(now.getTime() + (options.live ? -600_000 : (options.startInMs ?? 86_400_000))),
      options.live ? 'live' : 'prematch',
      options.live ? 600 : 0,
      now,
      900_000 + games,
    ],
  );
  const gameId = Number(game?.id);
  const [market] = await db.query<{ id: number }>(
    "insert into line_markets (game_id, type_id, kind, group_id, name) values ($1, 1, $2, 1, '1X2') returning id",
    [gameId, options.kind ?? 1],
  );
  const marketId = Number(market?.id);
  const coefs = options.coefs ?? [1850, 3400, 4200];
  const ids: number[] = [];
  for (const [index, code] of ['1', 'X', '2'].entries()) {
    const [outcome] = await db.query<{ id: number }>('insert into line_outcomes (market_id, game_id, code, name, coef, sort, updated_at) values ($1, $2, $3, $3, $4, $5, $6) returning id', [
      marketId,
      gameId,
      code,
      coefs[index],
      index,
      now,
    ]);
    ids.push(Number(outcome?.id));
  }
  const [total] = await db.query<{ id: number }>(
    "insert into line_markets (game_id, type_id, kind, group_id, name, param, is_combinable) values ($1, 17, 2, 2, 'Total 2.5', 25, true) returning id",
    [gameId],
  );
  const totalMarketId = Number(total?.id);
  const totals: number[] = [];
  for (const [index, code] of ['over', 'under'].entries()) {
    const [outcome] = await db.query<{ id: number }>('insert into line_outcomes (market_id, game_id, code, name, coef, sort, updated_at) values ($1, $2, $3, $3, $4, $5, $6) returning id', [
      totalMarketId,
      gameId,
      code,
      [1900, 1900][index],
      index,
      now,
    ]);
    totals.push(Number(outcome?.id));
  }
  // The 1X2 market must not combine with itself; the total market combines with anything of its game.
  return { gameId, marketId, outcomes: [ids[0] ?? 0, ids[1] ?? 0, ids[2] ?? 0], coefs: [coefs[0] ?? 0, coefs[1] ?? 0, coefs[2] ?? 0], totalMarketId, totals: [totals[0] ?? 0, totals[1] ?? 0] };
}

/** The line decides outcomes (as a finished game would) and marks the game finished. */
export async function decide(db: Queryable, results: Readonly<Record<number, 'won' | 'lost' | 'void'>>): Promise<void> {
  for (const [outcomeId, result] of Object.entries(results)) {
    const [row] = await db.query<{ game_id: number }>('update line_outcomes set result = $2 where id = $1 returning game_id', [Number(outcomeId), result]);
    if (row) await db.query("update line_games set status = 'finished', finished_at = updated_at where id = $1", [row.game_id]);
  }
}

/** The whole game finishes: home wins (1 won, X and 2 lost), or `result` for the 1X2 outcomes by index. */
export async function finishGame(db: Queryable, game: TestGame, winner: 0 | 1 | 2 | 'void' = 0): Promise<void> {
  const results: Record<number, 'won' | 'lost' | 'void'> = {};
  game.outcomes.forEach((id, index) => {
    results[id] = winner === 'void' ? 'void' : index === winner ? 'won' : 'lost';
  });
  results[game.totals[0]] = winner === 'void' ? 'void' : 'won';
  results[game.totals[1]] = winner === 'void' ? 'void' : 'lost';
  await decide(db, results);
}

export function placeCall(app: FastifyInstance, bettor: Pick<Bettor, 'session'>, body: PlaceCouponBodyInput, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url: BettingPaths.coupons, cookies: { [SESSION_COOKIE]: bettor.session }, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, payload: body });
}

export async function settleNow(app: FastifyInstance): Promise<{ settled: number; couponIds: number[] }> {
  const response = await app.inject({ method: 'POST', url: BettingTestControlPaths.settle });
  if (response.statusCode !== 200) throw new Error(`settle: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    'select b.balance from ledger_balances b join ledger_accounts l on l.id = b.account_id where l.wallet_account_id = $1',
    [accountId],
  );
  return Number(row?.balance ?? 0);
}

/** Ledger transactions of a kind whose reference is one of the coupon's. */
export async function ledgerCount(db: Database, kind: string, couponId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from ledger_transactions where kind = $1 and reference = $2', [kind, `bet:${couponId}`]);
  return Number(row?.n ?? 0);
}
