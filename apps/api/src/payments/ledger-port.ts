import { mapResult, type Result } from '@betting/kernel';
import type { Database } from '../db/database';
import { accountBalances, approveWithdrawal, creditDeposit, rejectWithdrawal, requestWithdrawal, type AccountBalance, type LedgerError } from '../wallet';

/** One payment's money call: always keyed by the payment, so a retry never moves money twice. */
export interface PaymentMoneyCall {
  readonly userId: number;
  readonly walletAccountId: number;
  readonly paymentId: number;
  /** Positive minor units of `currency` (ISO 4217). */
  readonly amount: number;
  readonly currency: string;
  readonly idempotencyKey: string;
  /** `user:{id}` or `provider:{name}`. */
  readonly actor: string;
  readonly now: Date;
}

export interface WithdrawalDecision {
  readonly withdrawalId: number;
  readonly idempotencyKey: string;
  readonly actor: string;
  readonly now: Date;
}

/**
 * What payments need from the wallet's ledger, in payments' words. `walletLedger` is the one implementation, over
 * the ledger's public functions (apps/api/src/wallet/ledger); tests of payments use it as it is.
 */
export interface PaymentLedger {
  accounts(userId: number): Promise<readonly AccountBalance[]>;
  /** provider clearing → the user's account. */
  creditDeposit(call: PaymentMoneyCall): Promise<Result<{ readonly transactionId: number }, LedgerError>>;
  /** the user's account → held for the withdrawal (refused when frozen or short). */
  holdWithdrawal(call: PaymentMoneyCall): Promise<Result<{ readonly transactionId: number; readonly withdrawalId: number }, LedgerError>>;
  /** held → paid out (provider clearing). */
  approveWithdrawal(decision: WithdrawalDecision): Promise<Result<{ readonly transactionId: number }, LedgerError>>;
  /** held → back to the user's account. */
  rejectWithdrawal(decision: WithdrawalDecision): Promise<Result<{ readonly transactionId: number }, LedgerError>>;
}

const reference = (paymentId: number) => `payment:${paymentId}`;

export function walletLedger(db: Database): PaymentLedger {
  const moneyInput = (call: PaymentMoneyCall) => ({
    userId: call.userId,
    walletAccountId: call.walletAccountId,
    amount: call.amount,
    currency: call.currency,
    reference: reference(call.paymentId),
    idempotencyKey: call.idempotencyKey,
    actor: call.actor,
    now: call.now,
  });
  const transactionOnly = <E>(result: Result<{ readonly transactionId: number }, E>) => mapResult(result, (receipt) => ({ transactionId: receipt.transactionId }));
  return {
    accounts: (userId) => accountBalances(db, userId),
    creditDeposit: async (call) => transactionOnly(await creditDeposit(db, moneyInput(call))),
    holdWithdrawal: async (call) => {
      const held = await requestWithdrawal(db, moneyInput(call));
      if (!held.ok) return held;
      const withdrawal = held.value.withdrawal;
      if (!withdrawal) throw new Error(`the ledger held withdrawal of payment ${call.paymentId} without a withdrawal id`);
      return { ok: true, value: { transactionId: held.value.transactionId, withdrawalId: withdrawal.id } };
    },
    approveWithdrawal: async (decision) => transactionOnly(await approveWithdrawal(db, decision)),
    rejectWithdrawal: async (decision) => transactionOnly(await rejectWithdrawal(db, decision)),
  };
}
