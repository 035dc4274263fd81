/**
 * The express of the day (contracts' `express-of-the-day.ts`; migration 0036): chosen once a UTC day from the line at
 * the first request of that day (`express-selection.ts`) and stored, then offered — with the legs' coefficients now —
 * while every leg is still open for prematch bets for the caller.
 */
import { EXPRESS_OF_THE_DAY_BOOST, type ExpressOfTheDay } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { expressOfTheDayCoefs } from './coupon-rules';
import { insertExpressOfTheDay, storedExpressOf, type StoredExpress } from './express-of-the-day.repository';
import { selectExpressOfTheDay, utcDay } from './express-selection';
import { loadBetOutcomes, loadExpressCandidates, type BetOutcome } from './line-port';

/**
 * The express of the day of `now`: the stored one, else chosen from the line now and stored — `on conflict (day) do
 * nothing`, then read, so concurrent first requests (one process or many) all answer the one that was stored first.
 * Null (and nothing stored) when the line has too few candidates.
 */
export async function expressOfTheDay(db: Queryable, now: Date): Promise<StoredExpress | null> {
  const day = utcDay(now.getTime());
  const stored = await storedExpressOf(db, day);
  if (stored) return stored;
  const picked = selectExpressOfTheDay(await loadExpressCandidates(db, now), now.getTime(), day);
  if (!picked) return null;
  await insertExpressOfTheDay(db, day, picked.map((leg) => leg.outcomeId), now);
  return storedExpressOf(db, day);
}

/** A leg the caller may still bet on prematch in an express now (placement would take it: loadBetOutcomes' flags). */
export function isOpenForPrematch(outcome: BetOutcome | undefined, nowMs: number): outcome is BetOutcome {
  return (
    outcome !== undefined &&
    outcome.statusId === 1 &&
    !outcome.isLive &&
    !outcome.isFinished &&
    !outcome.isSuspended &&
    !outcome.isBlocked &&
    !outcome.isBannedExpress &&
    !outcome.isSportDisallowed &&
    // The simulator starts games on its tick: a start already past is not prematch any more.
    outcome.startAt * 1000 > nowMs
  );
}

/**
 * What `GET /web-api/betting/express-of-the-day` answers: the day's express with its legs' coefficients now, while
 * every leg is open for prematch bets for the caller (`userId` null: a guest); else nothing.
 */
export async function expressOffer(db: Queryable, now: Date, userId: number | null): Promise<ExpressOfTheDay[]> {
  const express = await expressOfTheDay(db, now);
  if (!express) return [];
  const outcomes = await loadBetOutcomes(db, express.outcomeIds, userId, now);
  const legs = express.outcomeIds.map((id) => outcomes.get(id));
  if (!legs.every((leg) => isOpenForPrematch(leg, now.getTime()))) return [];
  const open = legs as BetOutcome[];
  const { coef, boostedCoef } = expressOfTheDayCoefs(open.map((leg) => leg.coef), EXPRESS_OF_THE_DAY_BOOST);
  return [
    {
      id: express.id,
      day: express.day,
      bets: open.map((leg) => ({
        outcomeId: leg.outcomeId,
        coef: leg.coef,
        gameId: leg.gameId,
        gameName: leg.gameName,
        marketName: leg.marketName,
        outcomeName: leg.outcomeName,
        sportId: leg.sportId,
        sportName: leg.sportName,
        champName: leg.champName,
        startAt: new Date(leg.startAt * 1000).toISOString(),
      })),
      coef,
      boost: EXPRESS_OF_THE_DAY_BOOST,
      boostedCoef,
    },
  ];
}
