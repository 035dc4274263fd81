import type { LimitRefusal } from '@betting/contracts';

/** Who deposits. */
export interface DepositUser {
  readonly userId: number;
}

/** What they deposit: minor units of `currency` into `accountId`. */
export interface DepositAmount {
  readonly accountId: number;
  readonly amount: number;
  readonly currency: string;
}

export type DepositDecision = { readonly allowed: true } | { readonly allowed: false; readonly refusal: LimitRefusal };

/**
 * The responsible-gaming seam: asked before every deposit is opened (with the server's clock). A refusal answers
 * `403 limit_refused` with the refusal's reason and numbers, and nothing is created. The responsible-gaming issue
 * fills it (daily/weekly/monthly deposit limits, time-out, self-exclusion); it may read `payments` (successful and
 * pending deposits of the user) for what was deposited in a window.
 */
export type DepositLimitCheck = (user: DepositUser, amount: DepositAmount, now: Date) => Promise<DepositDecision>;

/** Until the responsible-gaming module plugs in: every deposit is allowed. */
export const allowEveryDeposit: DepositLimitCheck = async () => ({ allowed: true });
