import type { Result } from '@betting/kernel';
import type { Database, Queryable } from '../../../db/database';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt } from '../ledger-types';
import type { UserMoneyInput } from './money-input';
import { moveUserMoney, moveUserMoneyWithin, type UserMoneyMovement } from './user-money-movement';

const ANY_USER_ACCOUNT = [0, 4, 9] as const;

const STAKE: UserMoneyMovement = { kind: 'bet_stake', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'out' };

/** A stake: the user's account (main, currency or bonus) → the house. Refused for a frozen account or short funds. */
export function placeStake(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, STAKE, input);
}

/** `placeStake` inside the caller's open transaction (a coupon's), which the caller commits and retries as a whole. */
export function placeStakeWithin(tx: Queryable, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoneyWithin(tx, STAKE, input);
}

/** A win paid out: the house → the user's account. `reference` is the settled bet (one win per bet). */
export function payWin(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bet_win', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'in' }, input);
}

/** A stake given back (void, cancelled bet): the house → the user's account. */
export function refundStake(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(db, { kind: 'bet_refund', accountTypes: ANY_USER_ACCOUNT, systemAccount: 'house_bets', direction: 'in' }, input);
}
