import type { Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt } from '../ledger-types';
import type { UserMoneyInput } from './money-input';
import { moveUserMoney } from './user-money-movement';

/**
 * A deposit the payment provider confirmed: provider clearing → the user's main or currency account. Call it from
 * the verified provider callback with the provider's payment id as `reference` (one deposit per payment).
 */
export function creditDeposit(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'deposit', accountTypes: [0, 9], systemAccount: 'provider_clearing', direction: 'in' }, input);
}
