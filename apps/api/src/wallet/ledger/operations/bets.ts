import type { Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt } from '../ledger-types';
import type { UserMoneyInput } from './money-input';
import { moveUserMoney } from './user-money-movement';

const ANY_USER_ACCOUNT = [0, 4, 9] as const;

/** A stake: the user's account (main, currency or bonus) → the house. Refused for a frozen account or short funds. */
export function placeStake(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bet_stake', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'out' }, input);
}

/** A win paid out: the house → the user's account. `reference` is the settled bet (one win per bet). */
export function payWin(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bet_win', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'in' }, input);
}

/** A stake given back (void, cancelled bet): the house → the user's account. */
export function refundStake(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bet_refund', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'in' }, input);
}
