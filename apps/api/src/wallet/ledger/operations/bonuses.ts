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
