import { randomBytes } from 'node:crypto';
import type { TeamCashPayment } from '@betting/contracts';
import { domainError, err, ok, type DomainError, type Result } from '@betting/kernel';
import type { Database, Queryable } from '../db/database';
import { toTeamCashPayment } from './account-history';
import { ACCOUNT_TYPE } from './accounts';
import { creditDeposit, type LedgerErrorCode } from './ledger';
import { isoOfNumericCode } from '../platform/currency-codes';
import { readSafeInteger } from '../db/integers';
import { insertTeamCashPayment, setTeamCashPaid, setTeamCashStatusUnlessPaid, teamCashPaymentById } from './team-cash.repository';
import { openAccountOfTypes } from './wallet-accounts.repository';

/**
 * Team cash (spec §3): payments a person makes through a cash agent. The agent's system reports each one with a
 * status; status 2 is paid, and only then does the money reach the person's account — once, through the ledger.
 */
export const TEAM_CASH_STATUS = { awaiting: 1, paid: 2, cancelled: 3 } as const;
const STATUS_TITLES: Readonly<Record<number, string>> = { 1: 'Awaiting payment', 2: 'Paid', 3: 'Cancelled' };
/** Who the ledger's audit trail names for a team-cash credit. Fixed: it is part of the idempotent call's body. */
const TEAM_CASH_ACTOR = 'system:team-cash';

export function teamCashStatusTitle(statusId: number): string {
  return STATUS_TITLES[statusId] ?? `Status ${statusId}`;
}

/** One ledger credit per team-cash payment: its idempotency key and its reference. */
export const teamCashCreditKey = (paymentId: number) => `team-cash:${paymentId}:credit`;
export const teamCashReference = (paymentId: number) => `team-cash:${paymentId}`;

export type TeamCashErrorCode = 'invalid_request' | 'account_not_found' | 'payment_not_found' | 'already_paid' | LedgerErrorCode;
export type TeamCashError = DomainError<TeamCashErrorCode>;

export interface TeamCashPaymentInput {
  readonly userId: number;
  /** Positive minor units of the credited account's currency. */
  readonly amount: number;
  /** 1–9; 2 (paid) credits the account at once. */
  readonly statusId: number;
  /** The account credited once paid: one of the user's open main or currency accounts; the main account by default. */
  readonly walletAccountId?: number;
  readonly message?: string | null;
  readonly translateMessage?: string | null;
  /** The agent system's receipt hash (16–64 lowercase hex digits); a random one by default. */
  readonly skksHash?: string;
  /** When the person paid the agent; `now` by default. */
  readonly datePayment?: Date;
  readonly now: Date;
}

const isStatusId = (value: number) => Number.isInteger(value) && value >= 1 && value <= 9;
const isAmount = (value: number) => Number.isSafeInteger(value) && value > 0;

function creditedAccount(db: Queryable, userId: number, walletAccountId: number | undefined): Promise<{ id: number; currencyId: number } | undefined> {
  return openAccountOfTypes(db, userId, walletAccountId ?? null, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency);
}

/**
 * Records a payment the agent reported. A paid one (status 2) is stored as awaiting first and then marked paid,
 * so its credit goes through the one idempotent path of `markTeamCashPaymentPaid`.
 */
export async function recordTeamCashPayment(db: Database, input: TeamCashPaymentInput): Promise<Result<TeamCashPayment, TeamCashError>> {
  if (!isAmount(input.amount)) return err(domainError('invalid_request', 'the amount is a positive safe integer of minor units', { field: 'amount' }));
  if (!isStatusId(input.statusId)) return err(domainError('invalid_request', 'status_id is 1 to 9', { field: 'status_id' }));
  const account = await creditedAccount(db, input.userId, input.walletAccountId);
  if (!account) return err(domainError('account_not_found', 'no open main or currency account of this user'));
  const statusId = input.statusId === TEAM_CASH_STATUS.paid ? TEAM_CASH_STATUS.awaiting : input.statusId;
  const row = await insertTeamCashPayment(db, {
    userId: input.userId,
    walletAccountId: account.id,
    statusId,
    statusTitle: teamCashStatusTitle(statusId),
    message: input.message ?? null,
    translateMessage: input.translateMessage ?? null,
    skksHash: input.skksHash ?? randomBytes(16).toString('hex'),
    amount: input.amount,
    currencyId: account.currencyId,
    datePayment: input.datePayment ?? input.now,
    now: input.now,
  });
  if (!row) throw new Error('recording a team-cash payment returned no row');
  const recorded = toTeamCashPayment(row);
  return input.statusId === TEAM_CASH_STATUS.paid ? markTeamCashPaymentPaid(db, { paymentId: recorded.id, now: input.now }) : ok(recorded);
}

/**
 * The agent says the payment is paid: the ledger credits its account (provider clearing → account, idempotent by
 * the payment: `team-cash:{id}:credit`, reference `team-cash:{id}`), then the record turns paid with the deposit's
 * transaction as `money_deposit_id`. Marking a paid payment again answers it as it is; a retry after a crash between
 * the two steps replays the stored credit and finishes the record, so the money moves once whatever happens.
 */
export async function markTeamCashPaymentPaid(db: Database, call: { readonly paymentId: number; readonly now: Date }): Promise<Result<TeamCashPayment, TeamCashError>> {
  const row = await teamCashPaymentById(db, call.paymentId);
  if (!row) return err(domainError('payment_not_found', 'no such team-cash payment'));
  if (row.money_deposit_id !== null) return ok(toTeamCashPayment(row));
  const credited = await creditDeposit(db, {
    userId: row.user_id,
    walletAccountId: readSafeInteger(row.wallet_account_id),
    amount: readSafeInteger(row.summ, 'summ'),
    currency: isoOfNumericCode(row.currency_id),
    idempotencyKey: teamCashCreditKey(call.paymentId),
    reference: teamCashReference(call.paymentId),
    actor: TEAM_CASH_ACTOR,
    reason: 'team-cash payment',
    now: call.now,
  });
  if (!credited.ok) return credited;
  const paid = await setTeamCashPaid(db, call.paymentId, TEAM_CASH_STATUS.paid, teamCashStatusTitle(TEAM_CASH_STATUS.paid), credited.value.transactionId);
  // Nothing updated: a concurrent call finished the same payment with the same (replayed) credit.
  const current = paid ?? (await teamCashPaymentById(db, call.paymentId));
  if (!current) throw new Error(`team-cash payment ${call.paymentId} disappeared`);
  return ok(toTeamCashPayment(current));
}

/** The agent's new status for a payment: 2 marks it paid (and credits it); a paid payment keeps its status. */
export async function changeTeamCashStatus(db: Database, call: { readonly paymentId: number; readonly statusId: number; readonly now: Date }): Promise<Result<TeamCashPayment, TeamCashError>> {
  if (!isStatusId(call.statusId)) return err(domainError('invalid_request', 'status_id is 1 to 9', { field: 'status_id' }));
  if (call.statusId === TEAM_CASH_STATUS.paid) return markTeamCashPaymentPaid(db, call);
  const changed = await setTeamCashStatusUnlessPaid(db, call.paymentId, call.statusId, teamCashStatusTitle(call.statusId));
  if (changed) return ok(toTeamCashPayment(changed));
  return (await teamCashPaymentById(db, call.paymentId)) ? err(domainError('already_paid', 'a paid team-cash payment keeps its status')) : err(domainError('payment_not_found', 'no such team-cash payment'));
}
