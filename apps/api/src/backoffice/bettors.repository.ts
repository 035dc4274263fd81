import type { BettorBan, BettorSummary } from '@betting/contracts';
import { deduceBanLevel } from '@betting/routing';
import type { Queryable } from '../db/database';
import { TEAM_CASH_COLUMNS, type TeamCashRow } from '../wallet';

/** A `users` row as the bettor desks read it. */
export interface BettorRow {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  name: string | null;
  surname: string | null;
  created_at: Date | string;
  ban_level: number;
  ban_version: number;
  user_status_id: number;
  verification_status: number;
}
const BETTOR_COLUMNS = 'u.id, u.email, u.phone_code, u.phone_number, u.name, u.surname, u.created_at, u.ban_level, u.ban_version, u.user_status_id, u.verification_status';

export const summaryOf = (row: BettorRow): BettorSummary => ({
  user_id: row.id,
  email: row.email,
  phone: row.phone_number === null ? null : `+${row.phone_code ?? ''} ${row.phone_number}`,
  name: [row.name, row.surname].filter((part) => part).join(' ') || null,
  registered_at: new Date(row.created_at).toISOString(),
  ban_level: row.ban_level,
  ban_version: row.ban_version,
  user_status_id: row.user_status_id,
  verification_status: row.verification_status,
});

/** Bettors by what an officer typed, newest first: a nine-digit id, part of an e-mail, or four or more digits of a phone. */
export async function searchBettors(db: Queryable, q: string, limit: number): Promise<BettorRow[]> {
  const digits = q.replace(/[\s()+-]/g, '');
  const byId = /^\d{9}$/.test(q);
  return db.query<BettorRow>(
    `select ${BETTOR_COLUMNS} from users u
      where ($1::integer is not null and u.id = $1::integer)
         or strpos(lower(coalesce(u.email, '')), lower($2)) > 0
         or ($3::text <> '' and strpos(coalesce(u.phone_code, '') || coalesce(u.phone_number, ''), $3::text) > 0)
      order by u.id desc limit $4`,
    [byId ? Number(q) : null, q, /^\d{4,}$/.test(digits) ? digits : '', limit]
  );
}

/** One bettor; `lock` takes the row's lock, which orders one officer's change of a bettor against another's. */
export async function bettorOf(db: Queryable, userId: number, lock = false): Promise<BettorRow | undefined> {
  const [row] = await db.query<BettorRow>(`select ${BETTOR_COLUMNS} from users u where u.id = $1${lock ? ' for update' : ''}`, [userId]);
  return row;
}

/** The bettor's ban: the level and version on their row, with the reason and who set it when. */
export async function banOf(db: Queryable, bettor: BettorRow): Promise<BettorBan> {
  const [row] = await db.query<{ reason: string; set_by: string; set_at: Date | string }>(
    'select b.reason, s.login as set_by, b.set_at from bettor_bans b join staff s on s.id = b.set_by where b.user_id = $1',
    [bettor.id]
  );
  return {
    level: bettor.ban_level,
    version: bettor.ban_version,
    deduce_allowed: bettor.ban_level > 0 && bettor.ban_level === deduceBanLevel(bettor.ban_version),
    reason: row?.reason ?? null,
    set_by: row?.set_by ?? null,
    set_at: row ? new Date(row.set_at).toISOString() : null,
  };
}

export interface BanChange {
  readonly userId: number;
  readonly level: number;
  readonly version: number;
  readonly reason: string;
  readonly staffId: number;
  readonly now: number;
}

/** Sets the bettor's ban level and version, and the reason for them (one per bettor, the latest). */
export async function setBan(tx: Queryable, { userId, level, version, reason, staffId, now }: BanChange): Promise<void> {
  await tx.query('update users set ban_level = $2, ban_version = $3 where id = $1', [userId, level, version]);
  await tx.query(
    `insert into bettor_bans (user_id, reason, set_by, set_at) values ($1, $2, $3, $4)
      on conflict (user_id) do update set reason = excluded.reason, set_by = excluded.set_by, set_at = excluded.set_at`,
    [userId, reason, staffId, new Date(now)]
  );
}

/** The bettor's latest team-cash payments, newest first. */
export async function teamCashPaymentsOf(db: Queryable, userId: number, limit: number): Promise<TeamCashRow[]> {
  return db.query<TeamCashRow>(`select ${TEAM_CASH_COLUMNS} from team_cash_payments where user_id = $1 order by date_payment desc, id desc limit $2`, [userId, limit]);
}

/** One team-cash payment, with whose it is. */
export async function teamCashPaymentOf(db: Queryable, paymentId: number): Promise<(TeamCashRow & { user_id: number }) | undefined> {
  const [row] = await db.query<TeamCashRow & { user_id: number }>(`select ${TEAM_CASH_COLUMNS}, user_id from team_cash_payments where id = $1`, [paymentId]);
  return row;
}
