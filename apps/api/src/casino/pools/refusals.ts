import type { CasinoPoolErrorCode, LimitRefusal } from '@betting/contracts';

type RefusalCode = Exclude<CasinoPoolErrorCode, 'invalid_request' | 'not_signed_in' | 'invalid_token' | 'limit_refused' | 'idempotency_conflict'>;

/** A purchase or test-control call refused for a reason the player can read (the routes send it as ApiError). */
export interface PoolRefusal {
  readonly kind: 'refused';
  readonly code: RefusalCode;
  readonly params?: Record<string, string | number>;
}
export type LimitOutcome = { readonly kind: 'limit'; readonly refusal: LimitRefusal };

export const refused = (code: RefusalCode, params?: Record<string, string | number>): PoolRefusal => (params ? { kind: 'refused', code, params } : { kind: 'refused', code });

/** Thrown inside a transaction to roll it back with a refusal. */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: PoolRefusal | LimitOutcome) {
    super('pool call refused');
  }
}

/** The ledger's refusal of a stake as a pool refusal. */
export function stakeRefusalOf(code: string, balance: number, currency: string): PoolRefusal {
  if (code === 'insufficient_funds') return refused('insufficient_funds', { balance, currency });
  if (code === 'account_frozen') return refused('account_frozen');
  if (code === 'account_not_found' || code === 'wrong_account_type' || code === 'currency_mismatch') return refused('account_not_found');
  throw new Error(`the ledger refused a pool stake: ${code}`);
}

export const MESSAGES: Readonly<Record<CasinoPoolErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  invalid_marks: 'Mark every match; the coupon may play at most 2 187 lines',
  invalid_numbers: 'Choose 6 different numbers from 1 to 45',
  not_signed_in: 'Sign in to play',
  invalid_token: 'The token is not valid',
  limit_refused: 'A responsible-gaming limit refuses this stake',
  draw_not_found: 'No such draw',
  draw_closed: 'This draw takes no more entries',
  insufficient_funds: 'Not enough money on the account',
  account_frozen: 'The account is frozen',
  account_not_found: 'No account to play with',
  idempotency_conflict: 'This Idempotency-Key was used for another call',
  draw_not_decided: 'The draw cannot be settled now',
};
