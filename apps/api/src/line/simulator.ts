/**
 * The live simulator: starts prematch games when their time comes, plays live games second by second
 * (simulation.ts), re-prices every open market from the odds model (odds.ts) with the live margin, suspends a
 * game's markets for a few seconds after every goal/point that changes the score, blocks markets the model cannot
 * price (lopsided or over), settles period markets as periods end, and finishes games (results won/lost/void on
 * every outcome), then tells `LineEvents.onGamesFinished` listeners (settlement).
 *
 * Deterministic: given the seed, the simulator secret (draws.ts) and the clock's readings at each tick, the same
 * games play the same way; without the secret nobody can tell how a game will go on. Time is
 * the injected clock plus what test control advanced (`tick(ms)`). Every change is serialized through one queue,
 * so the timer and test-control calls never interleave.
 */
import type { Clock } from '@betting/kernel';
import type { OutcomeResult } from '@betting/contracts';
import type { CacheBus } from '../cache/cache-bus';
import type { Database, Queryable } from '../db/database';
import { SPORT_BY_ID, type SportDef } from './catalog';
import { SimDraws, type SimulatorSecret } from './draws';
import type { LineChange, LineEvents } from './events';
import { marketsByGame } from './market-rows';
import { formatScore, hasGamePoints, type MarketDef } from './odds';
import { DEFAULT_LINE_SEED, ensureLineSchedule, priceOne, settledNow } from './schedule';
import { advance, forceFinal, modelStateOf, playToEnd, startGame, type SimGame } from './simulation';
import {
  moveGameStart,
  pinOutcomeCoef,
  selectGamesInPlay,
  selectSimulatedGame,
  selectSimulatedMarkets,
  setMarketFlag,
  writeSimulatedChanges,
  type CoefWrite,
  type GameWrite,
  type MarketWrite,
  type ResultWrite,
  type SimulatedGameRow,
  type SimulatedMarketRow,
} from './simulator.repository';

/** A live game's deep markets (all but the main one) are re-priced once in this many game seconds when nothing happens. */
export const DEEP_REPRICE_S = 5;
/** Markets stay suspended this long after a score change. */
export const SUSPEND_AFTER_SCORE_MS = 5_000;
const SCHEDULE_EVERY_MS = 10 * 60_000;
/** A schedule made longer ago than this may no longer cover now (its window is a day back, two ahead): reads wait for the next. */
const SCHEDULE_STALE_MS = 86_400_000;
const CATCH_UP_LIMIT_S = 6 * 3600;

export interface LineSimulatorOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly events: LineEvents;
  readonly seed?: number;
  /** Keys every game's draws (LINE_SIMULATOR_SECRET, or a generated one); tests inject a fixed one. */
  readonly secret: SimulatorSecret;
  readonly tickMs?: number;
  readonly onError?: (error: unknown) => void;
  /** Told (`line`) after every committed write, so the lists kept in memory are read again. */
  readonly cacheBus?: CacheBus | undefined;
}

export interface TickSummary {
  readonly now: number;
  readonly started: number;
  readonly live: number;
  readonly finished: readonly number[];
  readonly coefChanges: number;
}

export type LineControlError = 'line_game_not_found' | 'line_game_finished' | 'line_market_not_found' | 'line_outcome_not_found';
export type ControlResult = { ok: true; changed: number } | { ok: false; error: LineControlError };

export interface LineSimulator {
  /** Milliseconds: the clock plus what test control advanced. */
  now(): number;
  /** One step of the simulation (plus `advanceMs` of extra time, test control). */
  tick(advanceMs?: number): Promise<TickSummary>;
  /**
   * Makes sure the schedule covers the window around now. Waits (behind the simulator's queue) only when there is
   * none yet or it is over a day old; a renewal that is merely due runs in the queue while the caller goes on.
   */
  ensureSchedule(): Promise<void>;
  start(): void;
  /** Stops the timer; resolves once the step under way (if any) is done. */
  stop(): Promise<void>;
  readonly running: boolean;
  finishGame(gameId: number, score?: readonly [number, number]): Promise<ControlResult>;
  startGame(gameId: number): Promise<ControlResult>;
  setCoef(outcomeId: number, coef: number): Promise<ControlResult>;
  setMarketState(marketId: number, flag: 'suspend' | 'block', on: boolean): Promise<ControlResult>;
}

interface LoadedMarket {
  readonly id: number;
  readonly def: MarketDef;
  isBlocked: boolean;
  blockedBy: 'model' | 'manual' | null;
  isSuspended: boolean;
  suspendedUntil: number | null;
  settled: boolean;
  readonly outcomes: { id: number; coef: number; pinned: boolean; version: number }[];
}

/** Games of sports outside the catalog (other modules' fixtures) are left alone by the timer; finished by hand as football-like. */
const FALLBACK_SPORT = { id: 0, slug: 'other', name: 'Other', esports: null, model: 'poisson', hasDraw: true, periods: 2, periodSeconds: 45 * 60, goals: 2.7, champs: [] } as const satisfies SportDef;
const CATALOG_SPORT_IDS = [...SPORT_BY_ID.keys()];

function simOfRow(row: SimulatedGameRow, secret: SimulatorSecret): SimGame {
  const scores = typeof row.period_scores === 'string' ? (JSON.parse(row.period_scores) as [number, number][]) : row.period_scores;
  return {
    draws: SimDraws.of(secret, row.schedule_key),
    sport: SPORT_BY_ID.get(row.sport_id) ?? FALLBACK_SPORT,
    homeRating: row.home_strength,
    awayRating: row.away_strength,
    status: row.status,
    gameSeconds: row.game_seconds,
    period: row.period,
    home: row.home_score ?? 0,
    away: row.away_score ?? 0,
    periodScores: scores.map(([h, a]) => [h, a]),
    points: pointsOfRow(row),
  };
}

/** The points of a tennis game under way as stored (a live match stored before points were kept starts its game at 0:0). */
function pointsOfRow(row: SimulatedGameRow): [number, number] | undefined {
  const sport = SPORT_BY_ID.get(row.sport_id);
  if (row.status !== 'live' || !sport || !hasGamePoints(sport)) return undefined;
  if (row.game_points === null) return [0, 0];
  const points = typeof row.game_points === 'string' ? (JSON.parse(row.game_points) as [number, number]) : row.game_points;
  return [points[0], points[1]];
}

async function loadMarkets(db: Queryable, gameIds: readonly number[]): Promise<Map<number, LoadedMarket[]>> {
  const rows = await selectSimulatedMarkets(db, gameIds);
  /** The current market's def outcomes (rows come market by market). */
  let outcomes: { code: string; name: string }[] = [];
  return marketsByGame<SimulatedMarketRow, LoadedMarket>(
    rows,
    (row) => {
      outcomes = [];
      return {
        id: row.id,
        def: { typeId: row.type_id, kind: row.kind, groupId: row.group_id, name: row.name, period: row.period, param: row.param, isCombinable: row.is_combinable, isBannedExpress: row.is_banned_express, outcomes },
        isBlocked: row.is_blocked,
        blockedBy: row.blocked_by,
        isSuspended: row.is_suspended,
        suspendedUntil: row.suspended_ms === null ? null : Number(row.suspended_ms),
        settled: row.settled,
        outcomes: [],
      };
    },
    (market, row) => {
      outcomes.push({ code: row.code, name: row.outcome_name });
      market.outcomes.push({ id: row.outcome_id, coef: row.coef, pinned: row.pinned, version: row.version });
    },
  );
}

interface Work {
  readonly id: number;
  /** The game's sport: published with its changes (the streams filter on it without asking the database). */
  readonly sportId: number;
  readonly sim: SimGame;
  readonly advanceBy: number;
  readonly wasPrematch: boolean;
  /** Changed by hand before this step (test control): write the game whatever moved. */
  readonly forced?: boolean;
}

interface Changes {
  games: GameWrite[];
  markets: MarketWrite[];
  coefs: CoefWrite[];
  results: ResultWrite[];
  events: LineChange[];
  finished: number[];
  /** Games with outcomes decided in this run: finished, or a market certain before the end. */
  decided: Set<number>;
  started: number;
}

export function createLineSimulator(options: LineSimulatorOptions): LineSimulator {
  const { db, clock, events } = options;
  const seed = options.seed ?? DEFAULT_LINE_SEED;
  const { secret } = options;
  const simOf = (row: SimulatedGameRow) => simOfRow(row, secret);
  const tickMs = options.tickMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('[line simulator]', error));
  let offsetMs = 0;
  let lastTick: number | null = null;
  let carryMs = 0;
  /** When a schedule was last made (set once it is committed, so a failed one is tried again). */
  let lastSchedule: number | null = null;
  let renewing = false;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let busy = false;

  const now = () => clock.now() + offsetMs;
  const changed = () => options.cacheBus?.publish('line');
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * The markets of the games being played, kept between ticks: the simulator is their only writer (test control's
   * changes go through it and drop the copy), so a tick reads only the games it has not seen yet.
   */
  const marketCache = new Map<number, LoadedMarket[]>();
  async function marketsOf(gameIds: readonly number[]): Promise<Map<number, LoadedMarket[]>> {
    const missing = gameIds.filter((id) => !marketCache.has(id));
    if (missing.length > 0) {
      const loaded = await loadMarkets(db, missing);
      for (const id of missing) marketCache.set(id, loaded.get(id) ?? []);
    }
    return new Map(gameIds.map((id) => [id, marketCache.get(id)!]));
  }

  async function scheduleIfDue(at: number): Promise<void> {
    if (lastSchedule !== null && at - lastSchedule < SCHEDULE_EVERY_MS) return;
    if ((await ensureLineSchedule(db, at, { seed, secret })) > 0) changed();
    lastSchedule = at;
  }

  /** Plays, re-prices and settles the given games; writes and publishes. */
  async function process(work: readonly Work[], at: number, overrides: { suspendAll?: boolean } = {}): Promise<Changes> {
    const changes: Changes = { games: [], markets: [], coefs: [], results: [], events: [], finished: [], decided: new Set(), started: 0 };
    if (work.length === 0) return changes;
    const markets = await marketsOf(work.map((w) => w.id));
    for (const { id, sim, advanceBy, wasPrematch, forced } of work) {
      const before = { home: sim.home, away: sim.away, period: sim.period, seconds: sim.gameSeconds, status: sim.status };
      if (wasPrematch && sim.status === 'prematch') startGame(sim);
      if (wasPrematch) {
        changes.started += 1;
        changes.events.push({ type: 'started', gameId: id, at });
      }
      const step = advance(sim, Math.min(advanceBy, CATCH_UP_LIMIT_S));
      if (advanceBy > CATCH_UP_LIMIT_S && sim.status === 'live') playToEnd(sim);
      const scoreChanged = step.scoreChanged || before.home !== sim.home || before.away !== sim.away;
      const finished = sim.status === 'finished';
      const marketEvents: { marketId: number; isBlocked: boolean; isSuspended: boolean }[] = [];
      const coefEvents: { outcomeId: number; marketId: number; coef: number; version: number }[] = [];
      const results: { outcomeId: number; result: OutcomeResult }[] = [];
      // The deep markets of a live game are re-priced every few game seconds (staggered by game), the main one every
      // tick, and all of them when the score or the period changes; each is still settled the moment it is decided.
      const calm = sim.status === 'live' && !wasPrematch && !forced && !overrides.suspendAll && !scoreChanged && before.period === sim.period;
      const repriceDeep = !calm || Math.floor((before.seconds + id) / DEEP_REPRICE_S) !== Math.floor((sim.gameSeconds + id) / DEEP_REPRICE_S);
      for (const market of markets.get(id) ?? []) {
        if (market.settled) continue;
        const was = { blocked: market.isBlocked, suspended: market.isSuspended };
        const reprice = repriceDeep || market.def.kind === 1;
        const priced = reprice ? priceOne(sim, market.def, market.outcomes.map((o) => o.coef)) : { results: settledNow(sim, market.def), blocked: market.isBlocked, coefs: [] as number[] };
        if (priced.results) {
          market.settled = true;
          market.isBlocked = true;
          market.blockedBy = market.blockedBy ?? 'model';
          market.isSuspended = false;
          market.suspendedUntil = null;
          priced.results.forEach((result, i) => {
            const outcome = market.outcomes[i]!;
            changes.results.push({ id: outcome.id, result });
            changes.decided.add(id);
            results.push({ outcomeId: outcome.id, result });
          });
        } else {
          if (!reprice) {
            // Kept as last priced (and blocked or not as it was) until the next re-pricing.
          } else if (priced.blocked) {
            if (market.blockedBy !== 'manual') {
              market.isBlocked = true;
              market.blockedBy = 'model';
            }
          } else {
            if (market.blockedBy === 'model') {
              market.isBlocked = false;
              market.blockedBy = null;
            }
            priced.coefs.forEach((coef, i) => {
              const outcome = market.outcomes[i]!;
              if (outcome.pinned || outcome.coef === coef) return;
              outcome.coef = coef;
              outcome.version += 1;
              changes.coefs.push({ id: outcome.id, coef });
              coefEvents.push({ outcomeId: outcome.id, marketId: market.id, coef, version: outcome.version });
            });
          }
          if ((scoreChanged && sim.status === 'live') || overrides.suspendAll) {
            if (!(market.isSuspended && market.suspendedUntil === null)) {
              market.isSuspended = true;
              market.suspendedUntil = at + SUSPEND_AFTER_SCORE_MS;
            }
          } else if (market.isSuspended && market.suspendedUntil !== null && market.suspendedUntil <= at) {
            market.isSuspended = false;
            market.suspendedUntil = null;
          }
        }
        if (was.blocked !== market.isBlocked || was.suspended !== market.isSuspended || market.settled) {
          changes.markets.push({
            id: market.id,
            is_blocked: market.isBlocked,
            blocked_by: market.blockedBy,
            is_suspended: market.isSuspended,
            suspended_until: market.suspendedUntil === null ? null : new Date(market.suspendedUntil).toISOString(),
            settled: market.settled,
          });
          if (was.blocked !== market.isBlocked || was.suspended !== market.isSuspended) marketEvents.push({ marketId: market.id, isBlocked: market.isBlocked, isSuspended: market.isSuspended });
        }
      }
      const pointsChanged = step.pointsChanged === true && sim.status === 'live';
      const moved = forced === true || before.seconds !== sim.gameSeconds || before.period !== sim.period || before.status !== sim.status || scoreChanged;
      if (moved) {
        changes.games.push({
          id,
          status: sim.status,
          period: sim.period,
          game_seconds: sim.gameSeconds,
          home_score: sim.status === 'prematch' ? null : sim.home,
          away_score: sim.status === 'prematch' ? null : sim.away,
          period_scores: sim.periodScores,
          game_points: sim.status === 'live' ? (sim.points ?? null) : null,
          finished,
        });
      }
      const score = formatScore(modelStateOf(sim), sim.status !== 'prematch');
      if (coefEvents.length > 0) changes.events.push({ type: 'coefs', gameId: id, at, changes: coefEvents });
      if (marketEvents.length > 0) changes.events.push({ type: 'market', gameId: id, at, markets: marketEvents });
      const timeTick = Math.floor(before.seconds / 5) !== Math.floor(sim.gameSeconds / 5);
      if (!finished && (scoreChanged || pointsChanged || before.period !== sim.period || timeTick || wasPrematch)) {
        const mainSuspended = (markets.get(id) ?? [])[0]?.isSuspended ?? false;
        changes.events.push({
          type: 'game', gameId: id, at, status: sim.status, statusId: mainSuspended ? 3 : 2, period: sim.period, gameSeconds: sim.gameSeconds,
          scores: [sim.home, sim.away], score, scoreChanged,
          periodScores: sim.periodScores.map(([h, a]) => [h, a]), ...(sim.status === 'live' && sim.points ? { points: [...sim.points] } : {}),
        });
      }
      if (finished) {
        changes.finished.push(id);
        changes.events.push({ type: 'finished', gameId: id, at, scores: [sim.home, sim.away], score, results });
      }
    }
    try {
      await db.transaction((tx) => writeSimulatedChanges(tx, changes, new Date(at)));
    } catch (error) {
      // The markets in memory were changed for a write that did not happen: read them afresh next time.
      marketCache.clear();
      throw error;
    }
    for (const id of changes.finished) marketCache.delete(id);
    if (changes.games.length + changes.markets.length + changes.coefs.length + changes.results.length > 0) changed();
    const sportOf = new Map(work.map((w) => [w.id, w.sportId]));
    const publish = (event: LineChange) => events.publish(event, sportOf.get(event.gameId) ?? 0);
    changes.events.filter((event) => event.type !== 'finished').forEach(publish);
    // Settlement hears of every game with outcomes just decided, so a bet on a market certain before the end is paid now;
    // a game's `finished` goes out after it, so a page that reloads its coupons on it finds them settled.
    await events.gamesFinished([...new Set([...changes.finished, ...changes.decided])], onError);
    changes.events.filter((event) => event.type === 'finished').forEach(publish);
    return changes;
  }

  async function tickNow(advanceMs: number): Promise<TickSummary> {
    offsetMs += advanceMs;
    const at = now();
    await scheduleIfDue(at);
    const elapsed = lastTick === null ? advanceMs : Math.max(0, at - lastTick);
    lastTick = at;
    carryMs += elapsed;
    const seconds = Math.floor(carryMs / 1000);
    carryMs -= seconds * 1000;
    const rows = await selectGamesInPlay(db, new Date(at), CATALOG_SPORT_IDS);
    const work: Work[] = rows.map((row) => {
      const sim = simOf(row);
      if (row.status === 'prematch') return { id: row.id, sportId: row.sport_id, sim, wasPrematch: true, advanceBy: Math.max(0, Math.floor((at - Number(row.start_ms)) / 1000)) };
      return { id: row.id, sportId: row.sport_id, sim, wasPrematch: false, advanceBy: seconds };
    });
    // Games no longer being played leave the copy.
    const playing = new Set(work.map((w) => w.id));
    for (const id of marketCache.keys()) if (!playing.has(id)) marketCache.delete(id);
    const changes = await process(work, at);
    return { now: at, started: changes.started, live: work.filter((w) => w.sim.status === 'live').length, finished: changes.finished, coefChanges: changes.coefs.length };
  }

  const simulator: LineSimulator = {
    now,
    tick: (advanceMs = 0) => serial(() => tickNow(advanceMs)),
    ensureSchedule() {
      if (lastSchedule === null || now() - lastSchedule >= SCHEDULE_STALE_MS) return serial(() => scheduleIfDue(now()));
      // Reads must not queue behind a tick that re-prices every live game: the schedule they need is already there.
      if (now() - lastSchedule >= SCHEDULE_EVERY_MS && !renewing) {
        renewing = true;
        void serial(() => scheduleIfDue(now()))
          .catch(onError)
          .finally(() => {
            renewing = false;
          });
      }
      return Promise.resolve();
    },
    get running() {
      return timer !== null;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        simulator
          .tick()
          .catch(onError)
          .finally(() => {
            busy = false;
          });
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },
    finishGame: (gameId, score) =>
      serial(async (): Promise<ControlResult> => {
        const row = await selectSimulatedGame(db, gameId);
        if (!row) return { ok: false, error: 'line_game_not_found' };
        if (row.status === 'finished') return { ok: false, error: 'line_game_finished' };
        const sim = simOf(row);
        if (sim.status === 'prematch') startGame(sim);
        forceFinal(sim, score?.[0] ?? sim.home, score?.[1] ?? sim.away);
        const at = now();
        const changes = await process([{ id: row.id, sportId: row.sport_id, sim, advanceBy: 0, wasPrematch: row.status === 'prematch', forced: true }], at);
        return { ok: true, changed: changes.results.length };
      }),
    startGame: (gameId) =>
      serial(async (): Promise<ControlResult> => {
        const row = await selectSimulatedGame(db, gameId);
        if (!row) return { ok: false, error: 'line_game_not_found' };
        if (row.status === 'finished') return { ok: false, error: 'line_game_finished' };
        if (row.status === 'live') return { ok: true, changed: 0 };
        const at = now();
        await moveGameStart(db, gameId, new Date(at));
        const changes = await process([{ id: row.id, sportId: row.sport_id, sim: simOf(row), advanceBy: 0, wasPrematch: true }], at);
        return { ok: true, changed: changes.coefs.length };
      }),
    setCoef: (outcomeId, coef) =>
      serial(async (): Promise<ControlResult> => {
        const row = await pinOutcomeCoef(db, outcomeId, coef, new Date(now()));
        if (!row) return { ok: false, error: 'line_outcome_not_found' };
        marketCache.delete(row.game_id);
        changed();
        events.publish({ type: 'coefs', gameId: row.game_id, at: now(), changes: [{ outcomeId, marketId: row.market_id, coef, version: row.version }] }, row.sport_id);
        return { ok: true, changed: 1 };
      }),
    setMarketState: (marketId, flag, on) =>
      serial(async (): Promise<ControlResult> => {
        const row = await setMarketFlag(db, marketId, flag, on);
        if (!row) return { ok: false, error: 'line_market_not_found' };
        marketCache.delete(row.game_id);
        changed();
        events.publish({ type: 'market', gameId: row.game_id, at: now(), markets: [{ marketId, isBlocked: row.is_blocked, isSuspended: row.is_suspended }] }, row.sport_id);
        return { ok: true, changed: 1 };
      }),
  };
  return simulator;
}
