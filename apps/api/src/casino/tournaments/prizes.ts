import type { CasinoTournamentPayout, CasinoTournamentPrizeWon } from '@betting/contracts';
import { currencyByIso, type Clock } from '@betting/kernel';
import type { Database, Queryable } from '../../db/database';
import { openCurrencyAccount, payWin } from '../../wallet';
import { readSafeInteger } from '../../db/integers';
import { inRetriedTransaction } from '../../db/retried-transaction';
import { computeLeaderboard } from './leaderboard.repository';
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

interface TournamentRow {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  scoring: 'total_stake' | 'net_win' | 'biggest_multiplier';
  currency: string;
  prizes: unknown;
}

/**
 * The account a prize goes to: the winner's main or currency account in the tournament's currency (one at most: a
 * unique index says so). A winner without one gets a currency account opened for it, as the office's "add currency"
 * does (`openCurrencyAccount`) and as bonuses open a bonus account on first use: the prize is paid in the currency it
 * was announced in, never converted, and never parked elsewhere.
 */
export async function prizeAccountOf(tx: Queryable, userId: number, currency: string, now: Date): Promise<number> {
  const numeric = currencyByIso(currency)?.numericCode;
  if (numeric === undefined) throw new RangeError(`tournament currency ${currency} is not in the kernel's table`);
  const find = async () => (await tx.query<{ id: unknown }>('select id from wallet_accounts where user_id = $1 and currency_id = $2 and type in (0, 9)', [userId, numeric]))[0];
  const found = await find();
  if (found) return readSafeInteger(found.id);
  const opened = await openCurrencyAccount(tx, userId, numeric, now);
  if (opened.ok) return opened.value.id;
  const raced = await find();
  if (!raced) throw new Error(`no ${currency} account for user ${userId}: ${opened.error.code}`);
  return readSafeInteger(raced.id);
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
    const [tournament] = await tx.query<TournamentRow>(
      'select id, starts_at, ends_at, scoring, currency, to_json(prizes) as prizes from casino_tournaments where id = $1 for update',
      [tournamentId],
    );
    const [payout] = await tx.query<{ status: 'paying' | 'paid' }>('select status from casino_tournament_payouts where tournament_id = $1', [tournamentId]);
    if (payout) return payout.status;
    if (!tournament || new Date(tournament.ends_at).getTime() > now.getTime()) return 'not_finished';
    const [flying] = await tx.query(
      // Only a crash round can still settle dated inside the period (its bust or auto cash-out is fixed in advance);
      // an open mines or hi-lo round settles when it is played on, after the end, and never counts.
      `select 1 from casino_rounds where not is_demo and status <> 'settled' and launch_kind = 'crash' and currency = $1 and started_at >= $2 and started_at < $3 limit 1`,
      [tournament.currency, tournament.starts_at, tournament.ends_at],
    );
    if (flying) return 'waiting';
    const prizes = (typeof tournament.prizes === 'string' ? (JSON.parse(tournament.prizes) as unknown[]) : (tournament.prizes as unknown[])).map((prize) => readSafeInteger(prize, 'prize'));
    const board = await computeLeaderboard(tx, { id: tournament.id, scoring: tournament.scoring }, prizes.length, null);
    await tx.query("insert into casino_tournament_payouts (tournament_id, status, participants, frozen_at) values ($1, 'paying', $2, $3)", [tournamentId, board.participants, now]);
    for (const standing of board.standings) {
      const amount = standing.place === null ? undefined : prizes[standing.place - 1];
      if (standing.place === null || amount === undefined) continue;
      const accountId = await prizeAccountOf(tx, standing.userId, tournament.currency, now);
      await tx.query(
        'insert into casino_tournament_prizes (tournament_id, place, user_id, wallet_account_id, currency, amount, score) values ($1, $2, $3, $4, $5, $6, $7)',
        [tournamentId, standing.place, standing.userId, accountId, tournament.currency, amount, standing.score],
      );
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
  if ((await payoutStatus(deps.db, tournamentId)) === 'paid') return 'paid';
  const state = await freezeBoard(deps, tournamentId);
  if (state !== 'paying') return state;
  const unpaid = await deps.db.query<{ place: number; user_id: number; wallet_account_id: unknown; currency: string; amount: unknown }>(
    'select place, user_id, wallet_account_id, currency, amount from casino_tournament_prizes where tournament_id = $1 and transaction_id is null order by place',
    [tournamentId],
  );
  let failed = false;
  for (const prize of unpaid) {
    const now = new Date(deps.clock.now());
    const paid = await payWin(deps.db, {
      userId: prize.user_id,
      walletAccountId: readSafeInteger(prize.wallet_account_id),
      amount: readSafeInteger(prize.amount, 'amount'),
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
    await deps.db.query('update casino_tournament_prizes set transaction_id = $3, paid_at = $4 where tournament_id = $1 and place = $2 and transaction_id is null', [
      tournamentId,
      prize.place,
      paid.value.transactionId,
      new Date(paid.value.createdAt),
    ]);
  }
  if (failed) return 'paying';
  const [done] = await deps.db.query<{ status: string }>(
    `update casino_tournament_payouts set status = 'paid', paid_at = $2
      where tournament_id = $1 and status = 'paying' and not exists (select 1 from casino_tournament_prizes where tournament_id = $1 and transaction_id is null)
      returning status`,
    [tournamentId, new Date(deps.clock.now())],
  );
  return done || (await payoutStatus(deps.db, tournamentId)) === 'paid' ? 'paid' : 'paying';
}

async function payoutStatus(db: Queryable, tournamentId: number): Promise<string | undefined> {
  return (await db.query<{ status: string }>('select status from casino_tournament_payouts where tournament_id = $1', [tournamentId]))[0]?.status;
}

/**
 * The timer's sweep: every published tournament that has ended and is not paid yet (none frozen, or some prize still
 * unpaid). Each is paid by `payTournamentPrizes`; a failure is logged and the next sweep tries again. Answers the
 * tournaments now paid.
 */
export async function sweepTournamentPrizes(deps: PrizeDeps): Promise<number[]> {
  const due = await deps.db.query<{ id: number }>(
    `select c.id from casino_tournaments c left join casino_tournament_payouts p on p.tournament_id = c.id
      where c.is_published and c.ends_at <= $1 and (p.status is null or p.status = 'paying') order by c.ends_at, c.id limit 100`,
    [new Date(deps.clock.now())],
  );
  const paid: number[] = [];
  for (const { id } of due) {
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
  const [payout] = await db.query<{ status: 'paying' | 'paid'; paid_at: Date | string | null }>('select status, paid_at from casino_tournament_payouts where tournament_id = $1', [tournamentId]);
  if (!payout) return { status: 'pending', paidAt: null, prizes: [] };
  const prizes = await db.query<{ place: number; user_id: number; amount: unknown; transaction_id: unknown }>(
    'select place, user_id, amount, transaction_id from casino_tournament_prizes where tournament_id = $1 order by place',
    [tournamentId],
  );
  return {
    status: payout.status === 'paid' ? 'paid' : 'pending',
    paidAt: payout.paid_at === null ? null : new Date(payout.paid_at).toISOString(),
    prizes: prizes.map((prize) => ({ place: prize.place, player: maskPlayerId(prize.user_id), amount: readSafeInteger(prize.amount, 'amount'), paid: prize.transaction_id !== null, isMe: prize.user_id === me })),
  };
}

/** The prizes paid to a person, newest first, with the tournament's title in the best of `languages`. */
export async function prizesWonBy(db: Queryable, userId: number, languages: readonly string[], page: { readonly page: number; readonly pageSize: number }): Promise<{ prizes: CasinoTournamentPrizeWon[]; total: number }> {
  const rows = await db.query<{ tournament_id: number; slug: string; title: string; place: number; amount: unknown; currency: string; paid_at: Date | string; total: unknown }>(
    `select p.tournament_id, c.slug, (select t.title from casino_tournament_texts t where t.tournament_id = c.id and t.lng = any($2::text[]) order by array_position($2::text[], t.lng) limit 1) as title,
            p.place, p.amount, p.currency, p.paid_at, count(*) over () as total
       from casino_tournament_prizes p join casino_tournaments c on c.id = p.tournament_id
      where p.user_id = $1 and p.paid_at is not null
      order by p.paid_at desc, p.tournament_id desc, p.place limit $3 offset $4`,
    [userId, languages, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    total: rows[0] ? readSafeInteger(rows[0].total) : 0,
    prizes: rows.map((row) => ({
      tournamentId: row.tournament_id,
      slug: row.slug,
      title: row.title ?? row.slug,
      place: row.place,
      amount: readSafeInteger(row.amount, 'amount'),
      currency: row.currency,
      paidAt: new Date(row.paid_at).toISOString(),
    })),
  };
}
