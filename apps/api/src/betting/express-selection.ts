/**
 * The express of the day's rules (pure; contracts' `express-of-the-day.ts`): which line games may be in it, which
 * express a day gets, and whether a placed slip is that express as offered. No database, no clock: `now` and the
 * line's games come in as data.
 *
 * The choice, deterministic for the UTC day and the line it is shown:
 * 1. Candidates: prematch games (statusId 1) starting in [now + 1 h, now + 36 h] whose main market (the first one:
 *    1X2 "result" or "winner") is open — not blocked, not suspended, not banned from express — and whose favourite
 *    (the outcome with the lowest coefficient, the first in line order on a tie) is priced in [1.250, 2.200].
 * 2. The candidates in the order of SHA-256("{day}:{gameId}") (ties by game id): a shuffle that is the same for the
 *    whole day, whatever order the line lists its games in, and another one the next day.
 * 3. Walking that order, take a game whose champ is not in the express yet, up to EXPRESS_OF_THE_DAY_TARGET_LEGS; when
 *    too few champs are left, fill with the next games in the same order (still one leg per game).
 * 4. Fewer than EXPRESS_OF_THE_DAY_MIN_LEGS: no express that day. The legs are shown earliest start first.
 */
import { createHash } from 'node:crypto';
import { EXPRESS_OF_THE_DAY_MAX_LEGS, EXPRESS_OF_THE_DAY_MIN_LEGS } from '@betting/contracts';
import type { Coef } from '@betting/kernel';

const HOUR = 3_600_000;

/** The start window after `now`. */
export const EXPRESS_OF_THE_DAY_WINDOW_MS = { from: HOUR, to: 36 * HOUR } as const;
/** The favourite's coefficient range, thousandths, both ends included. */
export const EXPRESS_OF_THE_DAY_COEF_RANGE = { min: 1_250, max: 2_200 } as const;
/** How many legs the express gets when the line has enough candidates (between the contract's 3 and 5). */
export const EXPRESS_OF_THE_DAY_TARGET_LEGS = 4;
/** The line's main market types an express of the day is made of (line `MARKET_TYPE.result` and `.winner`). */
export const EXPRESS_OF_THE_DAY_MARKET_TYPES: ReadonlySet<number> = new Set([1, 2]);

/** An outcome of a main market: its id and the line's coefficient now. */
export interface ExpressOutcome {
  readonly outcomeId: number;
  readonly coef: Coef;
}

/** A line game as the selection sees it (line-port's `loadExpressCandidates`). */
export interface ExpressCandidate {
  readonly gameId: number;
  readonly champId: number;
  /** Milliseconds since the epoch. */
  readonly startAtMs: number;
  /** spec §3 statusId: 1 prematch, 2 live, 3 live with the main market suspended, 4 finished. */
  readonly statusId: number;
  /** The game's main market, null when the line has none open. */
  readonly market: {
    readonly typeId: number;
    readonly isBlocked: boolean;
    readonly isSuspended: boolean;
    readonly isBannedExpress: boolean;
    /** In the line's order. */
    readonly outcomes: readonly ExpressOutcome[];
  } | null;
}

export interface ExpressPick {
  readonly gameId: number;
  readonly champId: number;
  readonly startAtMs: number;
  readonly outcomeId: number;
  readonly coef: Coef;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/** The candidate's leg (its main market's favourite) when the game may be in the express of the day at `nowMs`. */
export function expressLegOf(game: ExpressCandidate, nowMs: number): ExpressPick | null {
  const { market } = game;
  if (game.statusId !== 1 || !market) return null;
  if (game.startAtMs < nowMs + EXPRESS_OF_THE_DAY_WINDOW_MS.from || game.startAtMs > nowMs + EXPRESS_OF_THE_DAY_WINDOW_MS.to) return null;
  if (!EXPRESS_OF_THE_DAY_MARKET_TYPES.has(market.typeId) || market.isBlocked || market.isSuspended || market.isBannedExpress) return null;
  const favourite = market.outcomes.reduce<ExpressOutcome | null>((best, outcome) => (best === null || outcome.coef < best.coef ? outcome : best), null);
  if (!favourite) return null;
  if (favourite.coef < EXPRESS_OF_THE_DAY_COEF_RANGE.min || favourite.coef > EXPRESS_OF_THE_DAY_COEF_RANGE.max) return null;
  return { gameId: game.gameId, champId: game.champId, startAtMs: game.startAtMs, outcomeId: favourite.outcomeId, coef: favourite.coef };
}

/** The day's order of a game: the first 48 bits of SHA-256("{day}:{gameId}"). */
function dayRank(day: string, gameId: number): number {
  return createHash('sha256').update(`${day}:${gameId}`).digest().readUIntBE(0, 6);
}

/** The express of the day `day` from the line's games at `nowMs` (see the file's comment); null when too few games fit. */
export function selectExpressOfTheDay(games: readonly ExpressCandidate[], nowMs: number, day: string = utcDay(nowMs)): ExpressPick[] | null {
  const byGame = new Map<number, ExpressPick>();
  for (const game of games) {
    const leg = expressLegOf(game, nowMs);
    if (leg && !byGame.has(leg.gameId)) byGame.set(leg.gameId, leg);
  }
  const ordered = [...byGame.values()]
    .map((leg) => ({ leg, rank: dayRank(day, leg.gameId) }))
    .sort((a, b) => a.rank - b.rank || a.leg.gameId - b.leg.gameId)
    .map(({ leg }) => leg);
  const size = Math.min(EXPRESS_OF_THE_DAY_TARGET_LEGS, EXPRESS_OF_THE_DAY_MAX_LEGS);
  const picked: ExpressPick[] = [];
  const champs = new Set<number>();
  for (const leg of ordered) {
    if (picked.length === size) break;
    if (champs.has(leg.champId)) continue;
    champs.add(leg.champId);
    picked.push(leg);
  }
  for (const leg of ordered) {
    if (picked.length === size) break;
    if (!picked.includes(leg)) picked.push(leg);
  }
  if (picked.length < EXPRESS_OF_THE_DAY_MIN_LEGS) return null;
  return picked.sort((a, b) => a.startAtMs - b.startAtMs || a.gameId - b.gameId);
}

/** A slip as placement sees it, for the express-of-the-day check. */
export interface ExpressSlip {
  readonly expressId: number;
  readonly typeId: number;
  readonly outcomeIds: readonly number[];
  readonly withBonusBet: boolean;
}

/**
 * Whether the slip is the stored express of the day exactly as offered: that express (by id), type express (1), its
 * outcomes and only them (each once), no bonus bet. Anything else is refused `express_of_the_day_changed`.
 */
export function isExpressAsOffered(slip: ExpressSlip, stored: { readonly id: number; readonly outcomeIds: readonly number[] } | null): boolean {
  if (!stored || stored.id !== slip.expressId || slip.typeId !== 1 || slip.withBonusBet) return false;
  const offered = new Set(stored.outcomeIds);
  return slip.outcomeIds.length === offered.size && new Set(slip.outcomeIds).size === slip.outcomeIds.length && slip.outcomeIds.every((id) => offered.has(id));
}
