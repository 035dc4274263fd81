import type { CasinoDrawErrorCode, LimitRefusal } from '@betting/contracts';

type RefusalCode = Extract<CasinoDrawErrorCode, 'invalid_picks' | 'stake_out_of_range' | 'draw_not_found' | 'draw_closed' | 'insufficient_funds' | 'account_frozen' | 'account_not_found'>;

/** A draws call refused for a reason the player can read (the routes send it as ApiError). */
export interface DrawRefusal {
  readonly kind: 'refused';
  readonly code: RefusalCode;
  readonly params?: Record<string, string | number>;
}

export const refused = (code: RefusalCode, params?: Record<string, string | number>): DrawRefusal => (params ? { kind: 'refused', code, params } : { kind: 'refused', code });

/** Thrown inside a transaction to roll it back with a refusal. */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: DrawRefusal | { readonly kind: 'limit'; readonly refusal: LimitRefusal }) {
    super('draw ticket refused');
  }
}

/** The ledger's refusal of a stake as the draws'. */
export function stakeRefusalOf(code: string, balance: number, currency: string): DrawRefusal {
  if (code === 'insufficient_funds') return refused('insufficient_funds', { balance, currency });
  if (code === 'account_frozen') return refused('account_frozen');
  if (code === 'account_not_found' || code === 'wrong_account_type' || code === 'currency_mismatch') return refused('account_not_found');
  throw new Error(`the ledger refused a draw stake: ${code}`);
}
