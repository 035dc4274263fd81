import type { OutcomeResult } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { preparingEach } from '../db/prepared-statements';
import { listEvents, loadOutcomesForBet, quoteBetBuilder } from '../line';
import { EXPRESS_OF_THE_DAY_WINDOW_MS, type ExpressCandidate } from './express-selection';

/** The bet builder's price of outcomes of one game now (the line's model, joint probability; prematch only). */
export const quoteBuilder = (db: Queryable, outcomeIds: readonly number[]) => quoteBetBuilder(preparingEach(db), outcomeIds);

/**
 * What placement needs to know about one outcome now (from the line module, migration 0023). The one file of this
 * module that reads the line.
 */
export interface BetOutcome {
  readonly outcomeId: number;
  readonly outcomeName: string;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketTypeId: number;
  readonly marketKind: number;
  /** The line's coefficient now, thousandths. */
  readonly coef: number;
  readonly gameId: number;
  readonly gameNumber: number;
  readonly gameName: string;
  readonly sportId: number;
  readonly sportName: string;
  readonly champName: string;
  /** Seconds since the epoch. */
  readonly startAt: number;
  readonly gameSeconds: number;
  /** The game's formatted score now ("" before it starts): what drop-on-score-change compares. */
  readonly score: string;
  /** spec §3 statusId: 1 prematch, 2 live, 3 live with the main market suspended, 4 finished. */
  readonly statusId: number;
  readonly isLive: boolean;
  readonly isFinished: boolean;
  readonly isBlocked: boolean;
  readonly isSuspended: boolean;
  readonly isBannedExpress: boolean;
  readonly isCombinable: boolean;
  readonly result: OutcomeResult | null;
  /** The user's config disallows this sport in this section (disallow_line_sport / disallow_live_sport). */
  readonly isSportDisallowed: boolean;
}

/**
 * The outcomes by id (unknown ids are absent from the map), as the user may bet on them at `now`: the line module's
 * own reader (`loadOutcomesForBet`, which also applies the user's disallowed sports), split into what the refusals
 * tell apart (finished, suspended, blocked by the operator or the odds model). `userId` null: a guest (nothing
 * disallowed).
 */
export async function loadBetOutcomes(db: Queryable, outcomeIds: readonly number[], userId: number | null, _now: Date): Promise<Map<number, BetOutcome>> {
  const ids = [...new Set(outcomeIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return new Map();
  // On every placement: the line's fixed statements, prepared.
  const bets = await loadOutcomesForBet(preparingEach(db), ids, { userId });
  const map = new Map<number, BetOutcome>();
  for (const bet of bets) {
    const isFinished = bet.isFinished || bet.result !== null;
    const isSuspended = !isFinished && bet.isSuspended;
    map.set(bet.outcomeId, {
      outcomeId: bet.outcomeId,
      outcomeName: bet.outcomeName,
      marketId: bet.marketId,
      marketName: bet.marketName,
      marketTypeId: bet.typeId,
      marketKind: bet.kind,
      coef: bet.coef,
      gameId: bet.gameId,
      gameNumber: bet.gameNumber,
      gameName: bet.opponents.map((opponent) => opponent.name).join(' – '),
      sportId: bet.sportId,
      sportName: bet.sportName,
      champName: bet.champName,
      startAt: bet.startAt,
      gameSeconds: bet.gameSeconds,
      score: bet.score,
      statusId: bet.statusId,
      isLive: bet.isLive,
      isFinished,
      // The line's isBlocked also means suspended or finished; here it is the market's own block only.
      isBlocked: bet.isBlocked && !isFinished && !isSuspended,
      isSuspended,
      isBannedExpress: bet.isBannedExpress,
      isCombinable: bet.isCombinable,
      result: bet.result,
      isSportDisallowed: bet.isSportDisallowed,
    });
  }
  return map;
}

/** The most games the express of the day looks at (the demo line has a few hundred in its 36 hours). */
const EXPRESS_CANDIDATES_LIMIT = 2_000;

/**
 * The line's prematch games that start within the express of the day's window after `now`, with their main market as
 * a guest may bet on it now (the line's own readers: `listEvents` for the games and their main market,
 * `loadOutcomesForBet` for the market's flags and coefficients). The selection (`express-selection.ts`) decides.
 */
export async function loadExpressCandidates(db: Queryable, now: Date): Promise<ExpressCandidate[]> {
  const nowMs = now.getTime();
  const games = (await listEvents(db, nowMs, { section: 'line', timeFilter: 'all', limit: EXPRESS_CANDIDATES_LIMIT }, { line: [], live: [] })).filter(
    (game) => game.startAt * 1000 >= nowMs + EXPRESS_OF_THE_DAY_WINDOW_MS.from && game.startAt * 1000 <= nowMs + EXPRESS_OF_THE_DAY_WINDOW_MS.to,
  );
  const outcomes = await loadBetOutcomes(db, games.flatMap((game) => game.mainMarket?.outcomes.map((outcome) => outcome.id) ?? []), null, now);
  return games.map((game) => {
    const legs = (game.mainMarket?.outcomes ?? []).flatMap((outcome) => outcomes.get(outcome.id) ?? []);
    const first = legs[0];
    return {
      gameId: game.id,
      champId: game.champId,
      startAtMs: game.startAt * 1000,
      statusId: game.statusId,
      market: first
        ? {
            typeId: first.marketTypeId,
            isBlocked: legs.some((leg) => leg.isBlocked || leg.isFinished),
            isSuspended: legs.some((leg) => leg.isSuspended),
            isBannedExpress: first.isBannedExpress,
            outcomes: legs.map((leg) => ({ outcomeId: leg.outcomeId, coef: leg.coef })),
          }
        : null,
    };
  });
}

/**
 * Copies the line's decided results onto undecided legs (all of them, or those of `gameIds`); returns how many legs
 * it decided. Idempotent: a decided leg is never written again.
 */
export async function copyDecidedResults(db: Queryable, gameIds?: readonly number[]): Promise<number> {
  const rows = await db.query<{ coupon_id: string }>(
    `update bet_coupon_legs l set result = o.result
       from line_outcomes o
      where o.id = l.outcome_id and l.result is null and o.result is not null
        ${gameIds ? 'and l.game_id = any($1::bigint[])' : ''}
      returning l.coupon_id`,
    gameIds ? [[...gameIds]] : [],
  );
  return rows.length;
}
