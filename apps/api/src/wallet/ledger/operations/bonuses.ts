import type { Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt } from '../ledger-types';
import type { UserMoneyInput } from './money-input';
import { moveUserMoney } from './user-money-movement';

/** A bonus granted: bonus funding → the user's bonus account (type 4) of that currency. */
export function grantBonus(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bonus_grant', accountTypes: [4], systemAccount: 'bonus_funding', direction: 'in' }, input);
}

/**
 * The money left on an expired bonus taken back: the user's bonus account (type 4) → bonus funding. It is the
 * site's move, not the person's, so a frozen account does not stop it; it never takes more than the account holds.
 */
export function forfeitBonus(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bonus_forfeit', accountTypes: [4], systemAccount: 'bonus_funding', direction: 'out', evenWhenFrozen: true }, input);
}
