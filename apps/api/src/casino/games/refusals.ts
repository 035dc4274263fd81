import type { CasinoGameErrorCode, LimitRefusal } from '@betting/contracts';

type RefusalCode = Extract<CasinoGameErrorCode, 'insufficient_funds' | 'account_frozen' | 'account_not_found' | 'round_open' | 'stake_out_of_range' | 'cash_out_too_early' | 'not_cashable' | 'round_not_found' | 'seed_not_revealed' | 'invalid_picks' | 'no_bonus_balance' | 'not_signed_in' | 'invalid_params' | 'invalid_action' | 'round_settled' | 'idempotency_conflict'>;

/** A game server call refused for a reason the player can read (the routes send it as ApiError). */
export interface GameRefusal {
  readonly kind: 'refused';
  readonly code: RefusalCode;
  readonly params?: Record<string, string | number>;
}

export const refused = (code: RefusalCode, params?: Record<string, string | number>): GameRefusal => (params ? { kind: 'refused', code, params } : { kind: 'refused', code });

/** Thrown inside a transaction to roll it back with a refusal. */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: GameRefusal | { readonly kind: 'limit'; readonly refusal: LimitRefusal }) {
    super('game call refused');
  }
}

/** The ledger's refusal of a stake as the game server's. */
export function stakeRefusalOf(code: string, balance: number, currency: string): GameRefusal {
  if (code === 'insufficient_funds') return refused('insufficient_funds', { balance, currency });
  if (code === 'account_frozen') return refused('account_frozen');
  if (code === 'account_not_found' || code === 'wrong_account_type' || code === 'currency_mismatch') return refused('account_not_found');
  throw new Error(`the ledger refused a casino stake: ${code}`);
}
