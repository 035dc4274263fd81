import { currencyByIso, err, ok, type Currency, type MinorUnits, type Result } from '@betting/kernel';
import { ledgerError, type LedgerError } from '../ledger-errors';
import type { LedgerCall } from '../ledger-types';

/** A call that moves an amount into or out of one of the user's wallet accounts. */
export interface UserMoneyInput extends LedgerCall {
  readonly userId: number;
  readonly walletAccountId: number;
  /** Positive minor units of `currency`. */
  readonly amount: MinorUnits;
  /** ISO 4217 code; it must be the account's currency. */
  readonly currency: string;
  /** The business object settled (provider payment id, bet id, bonus id); unique per operation kind. */
  readonly reference?: string;
}

export function isPositiveAmount(amount: unknown): amount is MinorUnits {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

/** Checks what needs no database: a positive safe-integer amount, a known currency, a sane reference. */
export function checkMoney(input: { readonly amount: MinorUnits; readonly currency: string; readonly reference?: string }): Result<Currency, LedgerError> {
  if (!isPositiveAmount(input.amount)) return err(ledgerError('invalid_amount', 'the amount is a positive safe integer of minor units'));
  const currency = currencyByIso(input.currency);
  if (!currency) return err(ledgerError('unknown_currency', undefined, { currency: input.currency }));
  if (input.reference !== undefined && (input.reference.length === 0 || input.reference.length > 200)) {
    return err(ledgerError('invalid_request', 'a reference has 1 to 200 characters'));
  }
  return ok(currency);
}

/** The fingerprinted body of a user money call: every field but the key and the clock. */
export function userMoneyBody(input: UserMoneyInput) {
  return {
    userId: input.userId,
    walletAccountId: input.walletAccountId,
    amount: input.amount,
    currency: input.currency,
    reference: input.reference,
    actor: input.actor,
    reason: input.reason,
  };
}
