import type { CasinoTournamentPayout, CasinoTournamentPrizeWon } from '@betting/contracts';
import { currencyByIso, type Clock } from '@betting/kernel';
import type { Database, Queryable } from '../../db/database';
import { openCurrencyAccount, payWin } from '../../wallet';
import { readSafeInteger } from '../../db/integers';
import { inRetriedTransaction } from '../../db/retried-transaction';
import { computeLeaderboard } from './leaderboard.repository';
import {
  completePayout,
  crashRoundInFlight,
  insertPayout,
  insertPrize,
  lockTournament,
  markPrizePaid,
  payoutStatusOf,
  prizeAccountIdOf,
  prizesPaidTo,
  storedPayout,
  unpaidEndedTournamentIds,
  unpaidPrizes,
} from './prizes.repository';
import { maskPlayerId } from './rules';

/** Who pays the prizes, in the ledger's audit trail. */
export const TOURNAMENTS_ACTOR = 'system:casino-tournaments';

/** The ledger's reference of a place's prize (one win per reference) and the key of its payment. */
export const tournamentPrizeReference = (tournamentId: number, place: number): string => `casino-tournament:${tournamentId}:place:${place}`;
const prizeKey = (tournamentId: number, place: number): string => `casino-tournament:${tournamentId}:prize:${place}`;

export interface PrizeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: (message: string, error: unknown) => void;
}

/** Where a tournament's prizes stand: not ended yet, ended but waiting for a round that may still count, frozen and being paid, all paid. */
export type PrizeState = 'not_finished' | 'waiting' | 'paying' | 'paid';

/**
 * The account a prize goes to: the winner's main or currency account in the tournament's currency (one at most: a
 * unique index says so). A winner without one gets a currency account opened for it, as the office's "add currency"
 * does (`openCurrencyAccount`) and as bonuses open a bonus account on first use: the prize is paid in the currency it
 * was announced in, never converted, and never parked elsewhere.
 */
export async function prizeAccountOf(tx: Queryable, userId: number, currency: string, now: Date): Promise<number> {
  const numeric = currencyByIso(currency)?.numericCode;
  if (numeric === undefined) throw new RangeError(`tournament currency ${currency} is not in the kernel's table`);
  const found = await prizeAccountIdOf(tx, userId, numeric);
  if (found !== null) return found;
  const opened = await openCurrencyAccount(tx, userId, numeric, now);
  if (opened.ok) return opened.value.id;
  const raced = await prizeAccountIdOf(tx, userId, numeric);
  if (raced === null) throw new Error(`no ${currency} account for user ${userId}: ${opened.error.code}`);
  return raced;
}

/**
 * Freezes an ended tournament's final board once: under the tournament's row lock, when no real round of its currency
 * started in its period is still open (a crash round still flying could settle with a time inside the period), the
 * board is computed one last time and each paid place's winner, account and prize is written. A second caller waits on
 * the lock and finds the payout written.
 */
async function freezeBoard(deps: PrizeDeps, tournamentId: number): Promise<PrizeState> {
  const now = new Date(deps.clock.now());
  return inRetriedTransaction(deps.db, async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const payout = await payoutStatusOf(tx, tournamentId);
    if (payout) return payout;
    if (!tournament || tournament.endsAt.getTime() > now.getTime()) return 'not_finished';
    if (await crashRoundInFlight(tx, tournament.currency, tournament.startsAt, tournament.endsAt)) return 'waiting';
    const prizes = tournament.prizes.map((prize) => readSafeInteger(prize, 'prize'));
    const board = await computeLeaderboard(tx, { id: tournament.id, scoring: tournament.scoring }, prizes.length, null);
    await insertPayout(tx, tournamentId, board.participants, now);
    for (const standing of board.standings) {
      const amount = standing.place === null ? undefined : prizes[standing.place - 1];
      if (standing.place === null || amount === undefined) continue;
      const accountId = await prizeAccountOf(tx, standing.userId, tournament.currency, now);
      await insertPrize(tx, { tournamentId, place: standing.place, userId: standing.userId, walletAccountId: accountId, currency: tournament.currency, amount, score: standing.score });
    }
    return 'paying';
  });
}

/**
 * Pays an ended tournament's prizes, exactly once however often and from however many processes it runs: the board is
 * frozen once (`freezeBoard`), then each prize not yet paid goes through the ledger's `payWin` (house → the winner's
 * account) under its own key, so a repeat or a racing sweep gets the stored receipt instead of a second payment. When
 * every prize has its transaction the payout is `paid`. A ledger refusal is logged and left for the next sweep.
 */
export async function payTournamentPrizes(deps: PrizeDeps, tournamentId: number): Promise<PrizeState> {
  // A paid tournament (every look at a finished board asks) takes no lock.
  if ((await payoutStatusOf(deps.db, tournamentId)) === 'paid') return 'paid';
  const state = await freezeBoard(deps, tournamentId);
  if (state !== 'paying') return state;
  const unpaid = await unpaidPrizes(deps.db, tournamentId);
  let failed = false;
  for (const prize of unpaid) {
    const now = new Date(deps.clock.now());
    const paid = await payWin(deps.db, {
      userId: prize.userId,
      walletAccountId: prize.walletAccountId,
      amount: prize.amount,
      currency: prize.currency,
      reference: tournamentPrizeReference(tournamentId, prize.place),
      idempotencyKey: prizeKey(tournamentId, prize.place),
      actor: TOURNAMENTS_ACTOR,
      reason: 'casino_tournament_prize',
      now,
    });
    if (!paid.ok) {
      failed = true;
      deps.log(`prize of place ${prize.place} of tournament ${tournamentId} not paid`, paid.error);
      continue;
    }
    await markPrizePaid(deps.db, tournamentId, prize.place, paid.value.transactionId, new Date(paid.value.createdAt));
  }
  if (failed) return 'paying';
  const done = await completePayout(deps.db, tournamentId, new Date(deps.clock.now()));
  return done || (await payoutStatusOf(deps.db, tournamentId)) === 'paid' ? 'paid' : 'paying';
}

/**
 * The timer's sweep: every published tournament that has ended and is not paid yet (none frozen, or some prize still
 * unpaid). Each is paid by `payTournamentPrizes`; a failure is logged and the next sweep tries again. Answers the
 * tournaments now paid.
 */
export async function sweepTournamentPrizes(deps: PrizeDeps): Promise<number[]> {
  const due = await unpaidEndedTournamentIds(deps.db, new Date(deps.clock.now()));
  const paid: number[] = [];
  for (const id of due) {
    try {
      if ((await payTournamentPrizes(deps, id)) === 'paid') paid.push(id);
    } catch (error) {
      deps.log(`prizes of tournament ${id} not paid`, error);
    }
  }
  return paid;
}

/** A finished tournament's payout as its page shows it (`me` marks the caller's own prize). */
export async function payoutOf(db: Queryable, tournamentId: number, me: number | null): Promise<CasinoTournamentPayout> {
  const payout = await storedPayout(db, tournamentId);
  if (!payout) return { status: 'pending', paidAt: null, prizes: [] };
  return {
    status: payout.status === 'paid' ? 'paid' : 'pending',
    paidAt: payout.paidAt?.toISOString() ?? null,
    prizes: payout.prizes.map((prize) => ({ place: prize.place, player: maskPlayerId(prize.userId), amount: prize.amount, paid: prize.paid, isMe: prize.userId === me })),
  };
}

/** The prizes paid to a person, newest first, with the tournament's title in the best of `languages`. */
export async function prizesWonBy(db: Queryable, userId: number, languages: readonly string[], page: { readonly page: number; readonly pageSize: number }): Promise<{ prizes: CasinoTournamentPrizeWon[]; total: number }> {
  const { prizes, total } = await prizesPaidTo(db, userId, languages, page.pageSize, (page.page - 1) * page.pageSize);
  return {
    total,
    prizes: prizes.map((prize) => ({
      tournamentId: prize.tournamentId,
      slug: prize.slug,
      title: prize.title ?? prize.slug,
      place: prize.place,
      amount: prize.amount,
      currency: prize.currency,
      paidAt: prize.paidAt.toISOString(),
    })),
  };
}
