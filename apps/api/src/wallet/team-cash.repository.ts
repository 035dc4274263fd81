import type { Queryable } from '../db/database';
import { readSafeInteger } from '../db/integers';

/** A `team_cash_payments` row as `TEAM_CASH_COLUMNS` selects it. */
export interface TeamCashRow {
  id: unknown;
  status_id: number;
  status_title: string;
  message: string | null;
  translate_message: string | null;
  skks_hash: string;
  summ: unknown;
  currency_id: number;
  money_deposit_id: unknown;
  date_payment: Date | string;
}

export const TEAM_CASH_COLUMNS = 'id, status_id, status_title, message, translate_message, skks_hash, summ, currency_id, money_deposit_id, date_payment';

/** A payment with the person and the account its credit goes to. */
export interface StoredTeamCashRow extends TeamCashRow {
  user_id: number;
  wallet_account_id: unknown;
}

export async function teamCashPaymentById(db: Queryable, paymentId: number): Promise<StoredTeamCashRow | undefined> {
  const [row] = await db.query<StoredTeamCashRow>(`select ${TEAM_CASH_COLUMNS}, user_id, wallet_account_id from team_cash_payments where id = $1`, [paymentId]);
  return row;
}

export interface NewTeamCashPayment {
  readonly userId: number;
  readonly walletAccountId: number;
  readonly statusId: number;
  readonly statusTitle: string;
  readonly message: string | null;
  readonly translateMessage: string | null;
  readonly skksHash: string;
  readonly amount: number;
  readonly currencyId: number;
  readonly datePayment: Date;
  readonly now: Date;
}

export async function insertTeamCashPayment(db: Queryable, payment: NewTeamCashPayment): Promise<TeamCashRow | undefined> {
  const [row] = await db.query<TeamCashRow>(
    `insert into team_cash_payments (user_id, wallet_account_id, status_id, status_title, message, translate_message, skks_hash, summ, currency_id, date_payment, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${TEAM_CASH_COLUMNS}`,
    [
      payment.userId,
      payment.walletAccountId,
      payment.statusId,
      payment.statusTitle,
      payment.message,
      payment.translateMessage,
      payment.skksHash,
      payment.amount,
      payment.currencyId,
      payment.datePayment,
      payment.now,
    ],
  );
  return row;
}

/** Marks the payment paid by the deposit transaction, unless one is recorded already (undefined then). */
export async function setTeamCashPaid(db: Queryable, paymentId: number, statusId: number, statusTitle: string, moneyDepositId: number): Promise<TeamCashRow | undefined> {
  const [paid] = await db.query<TeamCashRow>(
    `update team_cash_payments set status_id = $2, status_title = $3, money_deposit_id = $4 where id = $1 and money_deposit_id is null returning ${TEAM_CASH_COLUMNS}`,
    [paymentId, statusId, statusTitle, moneyDepositId],
  );
  return paid;
}

/** Changes the status of a payment not paid yet (undefined: no such payment, or a paid one). */
export async function setTeamCashStatusUnlessPaid(db: Queryable, paymentId: number, statusId: number, statusTitle: string): Promise<TeamCashRow | undefined> {
  const [changed] = await db.query<TeamCashRow>(
    `update team_cash_payments set status_id = $2, status_title = $3 where id = $1 and money_deposit_id is null returning ${TEAM_CASH_COLUMNS}`,
    [paymentId, statusId, statusTitle],
  );
  return changed;
}

/** A page of the person's payments, newest first. */
export function teamCashPaymentRows(db: Queryable, userId: number, limit: number, offset: number): Promise<TeamCashRow[]> {
  return db.query<TeamCashRow>(
    `select ${TEAM_CASH_COLUMNS}
         from team_cash_payments where user_id = $1 order by date_payment desc, id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
}

export async function teamCashPaymentCount(db: Queryable, userId: number): Promise<number> {
  const counts = await db.query<{ total: unknown }>('select count(*) as total from team_cash_payments where user_id = $1', [userId]);
  return counts[0] ? readSafeInteger(counts[0].total) : 0;
}
