/**
 * The line's games, drawn deterministically from the champs' team lists for a window of days around `now`
 *. Every game has a `schedule_key`
 * (`{champId}:{day}:{slot}`), so running the schedule again adds only what is missing: the same seed and clock
 * give the same games and opening prices on every engine. How the games already under way or over have played is
 * drawn from the simulator secret (draws.ts): the same secret gives the same scores, and without it nobody can
 * work them out from the seed or from any public field (`number` and `statisticId` derive from the public hash).
 */
import type { Queryable } from '../db/database';
import { CHAMPS, SPORT_BY_ID, type SportDef } from './catalog';
import { decidedEarly, fairProbabilities, formatScore, marginFor, marketsForGame, priceMarket, settleMarket, type MarketDef, type MarketResult } from './odds';
import { SimDraws, type SimulatorSecret } from './draws';
import { hash32, unit } from './random';
import { insertMarketRows, insertOutcomeRows, insertScheduledGames, selectChampIds, selectGamesToDeepen, selectScheduledKeys } from './schedule.repository';
import { advance, modelStateOf, playToEnd, startGame, type SimGame } from './simulation';

export const DEFAULT_LINE_SEED = 20261122;
const DAY = 86_400_000;

export interface ScheduleOptions {
  readonly seed?: number;
  /** The simulator secret: plays the games already under way (required by ensureLineSchedule). */
  readonly secret?: SimulatorSecret;
  /** Days before today whose games are kept (finished, for results). */
  readonly daysBack?: number;
  /** Days after today. */
  readonly daysAhead?: number;
}

export interface PlannedGame {
  readonly scheduleKey: string;
  /** A public hash of the seed and schedule key (stored as `sim_key`): the game number and statistic id derive from it; the draws do not. */
  readonly simKey: number;
  readonly number: number;
  readonly sportId: number;
  readonly champId: number;
  readonly homeName: string;
  readonly awayName: string;
  readonly homeRating: number;
  readonly awayRating: number;
  readonly startAtMs: number;
  readonly isTop: boolean;
  readonly hasStream: boolean;
  readonly statisticId: string | null;
}

export function teamRating(seed: number, sportId: number, team: string): number {
  return Math.round(1500 + (unit(seed, 'rating', sportId, team) - 0.5) * 520);
}

function slotStart(sport: SportDef, seed: number, champId: number, day: number, slot: number): number {
  const u = unit(seed, 'time', champId, day, slot);
  if (sport.esports === 'virtual') return day * DAY + Math.floor(u * 288) * 300_000;
  if (sport.esports === 'real') return day * DAY + Math.floor(u * 48) * 1_800_000;
  // Round the clock, as the world's leagues together play: a bettor finds live games at any hour.
  return day * DAY + Math.floor(u * 96) * 900_000;
}

/** The games of every champ for the days of the window (pure). */
export function planGames(nowMs: number, options: ScheduleOptions = {}): PlannedGame[] {
  const seed = options.seed ?? DEFAULT_LINE_SEED;
  const today = Math.floor(nowMs / DAY);
  const from = today - (options.daysBack ?? 1);
  const to = today + (options.daysAhead ?? 2);
  const games: PlannedGame[] = [];
  for (const champ of CHAMPS) {
    const sport = SPORT_BY_ID.get(champ.sportId)!;
    for (let day = from; day <= to; day += 1) {
      const count = Math.round(champ.perDay * (0.5 + unit(seed, 'count', champ.id, day)));
      for (let slot = 0; slot < count; slot += 1) {
        const scheduleKey = `${champ.id}:${day}:${slot}`;
        const simKey = hash32(seed, scheduleKey);
        const n = champ.teams.length;
        const h = Math.floor(unit(seed, 'home', scheduleKey) * n);
        const a = (h + 1 + Math.floor(unit(seed, 'away', scheduleKey) * (n - 1))) % n;
        const homeName = champ.teams[h]!;
        const awayName = champ.teams[a]!;
        games.push({
          scheduleKey,
          simKey,
          number: 100_000 + (simKey % 900_000),
          sportId: sport.id,
          champId: champ.id,
          homeName,
          awayName,
          homeRating: teamRating(seed, sport.id, homeName),
          awayRating: teamRating(seed, sport.id, awayName),
          startAtMs: slotStart(sport, seed, champ.id, day, slot),
          isTop: Boolean(champ.top) && unit(seed, 'top', scheduleKey) < 0.35,
          hasStream: sport.esports === 'virtual' || (sport.esports === 'real' ? unit(seed, 'stream', scheduleKey) < 0.6 : unit(seed, 'stream', scheduleKey) < 0.1),
          statisticId: sport.esports === 'virtual' ? null : `st-${simKey.toString(36)}`,
        });
      }
    }
  }
  return games;
}

export function simGameOf(game: Pick<PlannedGame, 'scheduleKey' | 'sportId' | 'homeRating' | 'awayRating'>, secret: SimulatorSecret): SimGame {
  return {
    draws: SimDraws.of(secret, game.scheduleKey),
    sport: SPORT_BY_ID.get(game.sportId)!,
    homeRating: game.homeRating,
    awayRating: game.awayRating,
    status: 'prematch',
    gameSeconds: 0,
    period: 0,
    home: 0,
    away: 0,
    periodScores: [],
  };
}

export interface PricedMarket {
  readonly def: MarketDef;
  readonly coefs: readonly number[];
  /** Null: open; else the results per outcome. */
  readonly results: readonly MarketResult[] | null;
  readonly blocked: boolean;
}

/** The results of a market if it is decided now (its period or the game over, or its result already certain), else null. */
export function settledNow(game: SimGame, def: MarketDef): readonly MarketResult[] | null {
  const state = modelStateOf(game);
  const periodOver = def.period > 0 && (game.sport.model === 'poisson' ? game.period > def.period : game.home + game.away >= def.period);
  if (game.status === 'finished' || (game.status === 'live' && periodOver)) return settleMarket(state, def);
  // Settled the moment the result is certain, not at the whistle: bets on it are paid (or lost) at once.
  return game.status === 'live' ? decidedEarly(state, def) : null;
}

/** Coefficients (or the last known ones, when the market cannot be priced) and results of one market now. */
export function priceOne(game: SimGame, def: MarketDef, previous: readonly number[] | null): PricedMarket {
  const results = settledNow(game, def);
  if (results) return { def, coefs: previous ?? def.outcomes.map(() => 1000), results, blocked: true };
  const state = modelStateOf(game);
  const fair = fairProbabilities(state, def);
  const priced = fair ? priceMarket(fair, marginFor(game.status === 'live', game.sport.model)) : null;
  if (!priced) return { def, coefs: previous ?? def.outcomes.map(() => 1010), results: null, blocked: true };
  return { def, coefs: priced, results: null, blocked: false };
}

/**
 * Adds the window's missing games (with markets and outcomes) as of `nowMs`, and the deep markets of prematch games
 * that now start within `DEEP_AHEAD_MS`. Returns how many games were added or deepened.
 */
export async function ensureLineSchedule(db: Queryable, nowMs: number, options: ScheduleOptions & { readonly secret: SimulatorSecret }): Promise<number> {
  const { secret } = options;
  const champIds = await selectChampIds(db);
  if (champIds.length === 0) return 0;
  const known = new Set(champIds);
  const planned = planGames(nowMs, options).filter((game) => known.has(game.champId));
  const existing = await selectScheduledKeys(db, planned.map((g) => g.scheduleKey));
  const missing = planned.filter((game) => !existing.has(game.scheduleKey));
  return (missing.length > 0 ? await addGames(db, nowMs, missing, secret) : 0) + (await deepenSoon(db, nowMs, secret));
}

/** Prematch games of the real sports get their deep markets this long before they start. */
export const DEEP_AHEAD_MS = 86_400_000;
const isDeepSport = (sportId: number) => SPORT_BY_ID.get(sportId)?.esports !== 'virtual' && SPORT_BY_ID.has(sportId);

async function addGames(db: Queryable, nowMs: number, missing: readonly PlannedGame[], secret: SimulatorSecret): Promise<number> {

  const now = new Date(nowMs);
  const gameRows: Record<string, unknown>[] = [];
  const built = new Map<string, { sim: SimGame; markets: { sort: number; priced: PricedMarket }[] }>();
  for (const plan of missing) {
    const sim = simGameOf(plan, secret);
    let finishedAt: number | null = null;
    if (plan.startAtMs <= nowMs) {
      startGame(sim);
      const elapsed = Math.floor((nowMs - plan.startAtMs) / 1000);
      advance(sim, Math.min(elapsed, 6 * 3600));
      if (sim.status === 'live' && elapsed > 6 * 3600) playToEnd(sim);
      if (sim.status === 'finished') finishedAt = Math.min(nowMs, plan.startAtMs + sim.gameSeconds * 1000);
    }
    const prematch = simGameOf(plan, secret);
    // Deep markets for games of the real sports to be played within a day (later ones get theirs when they come that
    // close, `deepenSoon`); the core ones for games already over and for virtual games. A market's sort is its place
    // among the deep ones, so markets added later fall in line.
    const deep = sim.status !== 'finished' && isDeepSport(plan.sportId) && plan.startAtMs <= nowMs + DEEP_AHEAD_MS;
    const defs = marketsForGame(modelStateOf(prematch), plan.homeName, plan.awayName);
    // Lines and opening prices come from the prematch view; a game already under way is priced as it stands.
    const markets = defs.flatMap((def, sort) => (deep || def.core ? [{ sort, priced: sim.status === 'prematch' ? priceOne(sim, def, null) : priceOne(sim, def, priceOne(prematch, def, null).coefs) }] : []));
    built.set(plan.scheduleKey, { sim, markets });
    gameRows.push({
      number: plan.number,
      sim_key: plan.simKey,
      schedule_key: plan.scheduleKey,
      sport_id: plan.sportId,
      champ_id: plan.champId,
      home_name: plan.homeName,
      away_name: plan.awayName,
      home_strength: plan.homeRating,
      away_strength: plan.awayRating,
      start_at: new Date(plan.startAtMs).toISOString(),
      status: sim.status,
      period: sim.period,
      game_seconds: sim.gameSeconds,
      home_score: sim.status === 'prematch' ? null : sim.home,
      away_score: sim.status === 'prematch' ? null : sim.away,
      period_scores: sim.periodScores,
      game_points: sim.status === 'live' ? (sim.points ?? null) : null,
      is_top: plan.isTop,
      has_stream: plan.hasStream,
      statistic_id: plan.statisticId,
      finished_at: finishedAt === null ? null : new Date(finishedAt).toISOString(),
    });
  }
  const inserted = await insertScheduledGames(db, gameRows, now);
  await insertMarkets(db, inserted.flatMap((row) => built.get(row.schedule_key)!.markets.map((market) => ({ gameId: row.id, ...market }))), now);
  return inserted.length;
}

/** Gives prematch games starting within DEEP_AHEAD_MS that have only their core markets the rest (priced prematch). */
async function deepenSoon(db: Queryable, nowMs: number, secret: SimulatorSecret): Promise<number> {
  const rows = await selectGamesToDeepen(db, new Date(nowMs + DEEP_AHEAD_MS), [...SPORT_BY_ID.keys()].filter(isDeepSport));
  const entries: { gameId: number; sort: number; priced: PricedMarket }[] = [];
  let deepened = 0;
  for (const row of rows) {
    const sim = simGameOf({ scheduleKey: row.schedule_key, sportId: row.sport_id, homeRating: row.home_strength, awayRating: row.away_strength }, secret);
    const defs = marketsForGame(modelStateOf(sim), row.home_name, row.away_name);
    const core = defs.filter((def) => def.core).length;
    if (row.markets !== core || defs.length === core) continue;
    deepened += 1;
    defs.forEach((def, sort) => {
      if (!def.core) entries.push({ gameId: row.id, sort, priced: priceOne(sim, def, null) });
    });
  }
  if (entries.length > 0) await insertMarkets(db, entries, new Date(nowMs));
  return deepened;
}

/** Writes markets and their outcomes (one statement each). */
async function insertMarkets(db: Queryable, entries: readonly { gameId: number; sort: number; priced: PricedMarket }[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  const marketRows = entries.map(({ gameId, sort, priced: market }) => ({
    game_id: gameId,
    type_id: market.def.typeId,
    kind: market.def.kind,
    group_id: market.def.groupId,
    name: market.def.name,
    period: market.def.period,
    param: market.def.param,
    is_blocked: market.blocked,
    blocked_by: market.blocked ? 'model' : null,
    is_combinable: market.def.isCombinable,
    is_banned_express: market.def.isBannedExpress,
    settled: market.results !== null,
    sort,
  }));
  const marketIds = await insertMarketRows(db, marketRows);
  const pricedOf = new Map(entries.map((entry) => [`${entry.gameId}:${entry.sort}`, entry.priced]));
  const outcomeRows: Record<string, unknown>[] = [];
  for (const market of marketIds) {
    const priced = pricedOf.get(`${market.game_id}:${market.sort}`)!;
    priced.def.outcomes.forEach((outcome, sort) => {
      outcomeRows.push({ market_id: market.id, game_id: market.game_id, code: outcome.code, name: outcome.name, coef: priced.coefs[sort], result: priced.results?.[sort] ?? null, sort });
    });
  }
  await insertOutcomeRows(db, outcomeRows, now);
}

export { formatScore };
