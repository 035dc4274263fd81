import type { Queryable } from '../db/database';
import { loadOutcomesForBet } from '../line';

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
  /** spec §3 statusId: 1 prematch, 2 live, 3 live with the main market suspended, 4 finished. */
  readonly statusId: number;
  readonly isLive: boolean;
  readonly isFinished: boolean;
  readonly isBlocked: boolean;
  readonly isSuspended: boolean;
  readonly isBannedExpress: boolean;
  readonly isCombinable: boolean;
  readonly result: 'won' | 'lost' | 'void' | null;
  /** The user's config disallows this sport in this section (disallow_line_sport / disallow_live_sport). */
  readonly isSportDisallowed: boolean;
}

/**
 * The outcomes by id (unknown ids are absent from the map), as the user may bet on them at `now`: the line module's
 * own reader (`loadOutcomesForBet`, which also applies the user's disallowed sports), split into what the refusals
 * tell apart (finished, suspended, blocked by the operator or the odds model).
 */
export async function loadBetOutcomes(db: Queryable, outcomeIds: readonly number[], userId: number, _now: Date): Promise<Map<number, BetOutcome>> {
  const ids = [...new Set(outcomeIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return new Map();
  const bets = await loadOutcomesForBet(db, ids, { userId });
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
