import type { CasinoTournamentScoring } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** What freezing a tournament's board reads of it. */
export interface PrizeTournament {
  readonly id: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly scoring: CasinoTournamentScoring;
  readonly currency: string;
  /** As stored: minor units by place (read by the caller). */
  readonly prizes: readonly unknown[];
}

interface TournamentRow {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  scoring: CasinoTournamentScoring;
  currency: string;
  prizes: unknown;
}

/** The winner's main or currency account (type 0 or 9) in a currency, by its numeric code. */
export async function prizeAccountIdOf(tx: Queryable, userId: number, currencyId: number): Promise<number | null> {
  const [row] = await tx.query<{ id: unknown }>('select id from wallet_accounts where user_id = $1 and currency_id = $2 and type in (0, 9)', [userId, currencyId]);
  return row ? readSafeInteger(row.id) : null;
}

/** The tournament, its row locked until the transaction ends. */
export async function lockTournament(tx: Queryable, tournamentId: number): Promise<PrizeTournament | null> {
  const [row] = await tx.query<TournamentRow>('select id, starts_at, ends_at, scoring, currency, to_json(prizes) as prizes from casino_tournaments where id = $1 for update', [tournamentId]);
  if (!row) return null;
  return {
    id: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    scoring: row.scoring,
    currency: row.currency,
    prizes: typeof row.prizes === 'string' ? (JSON.parse(row.prizes) as unknown[]) : (row.prizes as unknown[]),
  };
}

export async function payoutStatusOf(db: Queryable, tournamentId: number): Promise<'paying' | 'paid' | undefined> {
  return (await db.query<{ status: 'paying' | 'paid' }>('select status from casino_tournament_payouts where tournament_id = $1', [tournamentId]))[0]?.status;
}

/**
 * Whether a real crash round of the currency started in the period is still open. Only a crash round can still settle
 * dated inside the period (its bust or auto cash-out is fixed in advance); an open mines or hi-lo round settles when it
 * is played on, after the end, and never counts.
 */
export async function crashRoundInFlight(tx: Queryable, currency: string, startsAt: Date, endsAt: Date): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from casino_rounds where not is_demo and status <> 'settled' and launch_kind = 'crash' and currency = $1 and started_at >= $2 and started_at < $3 limit 1`,
    [currency, startsAt, endsAt],
  );
  return rows.length > 0;
}

export async function insertPayout(tx: Queryable, tournamentId: number, participants: number, frozenAt: Date): Promise<void> {
  await tx.query("insert into casino_tournament_payouts (tournament_id, status, participants, frozen_at) values ($1, 'paying', $2, $3)", [tournamentId, participants, frozenAt]);
}

export interface PrizeInput {
  readonly tournamentId: number;
  readonly place: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly amount: number;
  readonly score: number;
}

export async function insertPrize(tx: Queryable, prize: PrizeInput): Promise<void> {
  await tx.query('insert into casino_tournament_prizes (tournament_id, place, user_id, wallet_account_id, currency, amount, score) values ($1, $2, $3, $4, $5, $6, $7)', [
    prize.tournamentId,
    prize.place,
    prize.userId,
    prize.walletAccountId,
    prize.currency,
    prize.amount,
    prize.score,
  ]);
}

export interface UnpaidPrize {
  readonly place: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly amount: number;
}

/** The prizes without a ledger transaction yet, by place. */
export async function unpaidPrizes(db: Queryable, tournamentId: number): Promise<UnpaidPrize[]> {
  const rows = await db.query<{ place: number; user_id: number; wallet_account_id: unknown; currency: string; amount: unknown }>(
    'select place, user_id, wallet_account_id, currency, amount from casino_tournament_prizes where tournament_id = $1 and transaction_id is null order by place',
    [tournamentId],
  );
  return rows.map((row) => ({ place: row.place, userId: row.user_id, walletAccountId: readSafeInteger(row.wallet_account_id), currency: row.currency, amount: readSafeInteger(row.amount, 'amount') }));
}

/** Marks a place paid by its ledger transaction (once: a place already paid stays as it was). */
export async function markPrizePaid(db: Queryable, tournamentId: number, place: number, transactionId: number, paidAt: Date): Promise<void> {
  await db.query('update casino_tournament_prizes set transaction_id = $3, paid_at = $4 where tournament_id = $1 and place = $2 and transaction_id is null', [tournamentId, place, transactionId, paidAt]);
}

/** The payout `paid` when it is `paying` and no prize is left unpaid; true when this call made it so. */
export async function completePayout(db: Queryable, tournamentId: number, paidAt: Date): Promise<boolean> {
  const rows = await db.query<{ status: string }>(
    `update casino_tournament_payouts set status = 'paid', paid_at = $2
      where tournament_id = $1 and status = 'paying' and not exists (select 1 from casino_tournament_prizes where tournament_id = $1 and transaction_id is null)
      returning status`,
    [tournamentId, paidAt],
  );
  return rows.length > 0;
}

/** Published tournaments ended by `now` and not paid yet (none frozen, or still paying), those ended first first. */
export async function unpaidEndedTournamentIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select c.id from casino_tournaments c left join casino_tournament_payouts p on p.tournament_id = c.id
      where c.is_published and c.ends_at <= $1 and (p.status is null or p.status = 'paying') order by c.ends_at, c.id limit 100`,
    [now],
  );
  return rows.map((row) => row.id);
}

export interface StoredPayout {
  readonly status: 'paying' | 'paid';
  readonly paidAt: Date | null;
  readonly prizes: readonly { readonly place: number; readonly userId: number; readonly amount: number; readonly paid: boolean }[];
}

/** A tournament's payout with its prizes by place; null before the board is frozen. */
export async function storedPayout(db: Queryable, tournamentId: number): Promise<StoredPayout | null> {
  const [payout] = await db.query<{ status: 'paying' | 'paid'; paid_at: Date | string | null }>('select status, paid_at from casino_tournament_payouts where tournament_id = $1', [tournamentId]);
  if (!payout) return null;
  const prizes = await db.query<{ place: number; user_id: number; amount: unknown; transaction_id: unknown }>(
    'select place, user_id, amount, transaction_id from casino_tournament_prizes where tournament_id = $1 order by place',
    [tournamentId],
  );
  return {
    status: payout.status,
    paidAt: payout.paid_at === null ? null : new Date(payout.paid_at),
    prizes: prizes.map((prize) => ({ place: prize.place, userId: prize.user_id, amount: readSafeInteger(prize.amount, 'amount'), paid: prize.transaction_id !== null })),
  };
}

export interface PrizeWon {
  readonly tournamentId: number;
  readonly slug: string;
  /** In the best of the asked languages; null without a text in any of them. */
  readonly title: string | null;
  readonly place: number;
  readonly amount: number;
  readonly currency: string;
  readonly paidAt: Date;
}

/** One page of the prizes paid to a person, newest first, and how many there are. */
export async function prizesPaidTo(db: Queryable, userId: number, languages: readonly string[], limit: number, offset: number): Promise<{ prizes: PrizeWon[]; total: number }> {
  const rows = await db.query<{ tournament_id: number; slug: string; title: string | null; place: number; amount: unknown; currency: string; paid_at: Date | string; total: unknown }>(
    `select p.tournament_id, c.slug, (select t.title from casino_tournament_texts t where t.tournament_id = c.id and t.lng = any($2::text[]) order by array_position($2::text[], t.lng) limit 1) as title,
            p.place, p.amount, p.currency, p.paid_at, count(*) over () as total
       from casino_tournament_prizes p join casino_tournaments c on c.id = p.tournament_id
      where p.user_id = $1 and p.paid_at is not null
      order by p.paid_at desc, p.tournament_id desc, p.place limit $3 offset $4`,
    [userId, languages, limit, offset],
  );
  return {
    total: rows[0] ? readSafeInteger(rows[0].total) : 0,
    prizes: rows.map((row) => ({
      tournamentId: row.tournament_id,
      slug: row.slug,
      title: row.title,
      place: row.place,
      amount: readSafeInteger(row.amount, 'amount'),
      currency: row.currency,
      paidAt: new Date(row.paid_at),
    })),
  };
}
