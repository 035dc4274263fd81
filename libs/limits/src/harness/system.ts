import type { Limit, LimitErrorCode, LimitRefusal, LimitType, SetLimitBody } from '@betting/contracts';
import type { MinorUnits } from '@betting/kernel';

/** The answer to a limit-service call: done, or refused with the service's code (LimitErrorCodeSchema). */
export type LimitsCallOutcome = { readonly ok: true } | { readonly ok: false; readonly code: LimitErrorCode };
/** A deposit credited, or refused by a limit. */
export type DepositOutcome = { readonly ok: true } | { readonly ok: false; readonly refusal: LimitRefusal };
/** A stake placed (its bet id, to settle it later), or refused by a limit. */
export type StakeOutcome = { readonly ok: true; readonly betId: string } | { readonly ok: false; readonly refusal: LimitRefusal };

/** One fresh person with one main account in `currency`, at `startSeconds` on the system's clock, no limits, no history. */
export interface LimitsSystemSetup {
  readonly currency: string;
  readonly startSeconds: number;
}

/**
 * What the shared command sequences drive: our in-memory implementation here, the API (over HTTP, clock moved by
 * the test-control API) in its integration suite, any other team's implementation elsewhere.
 *
 * Amounts are minor units of the main account's currency; times are seconds of the system's own clock. `advance`
 * moves that clock with the person out of any session: no session time accrues, so a session limit never refuses a
 * stake during a run (its enforcement is checked by checkStake's own properties). Each call acts for the person even
 * during a self-exclusion (the API suite reaches the limits with its test-control rights), unless the command set is
 * built with `{ whileSelfExcluded: 'money-only' }`.
 */
export interface LimitsSystemUnderTest {
  set(request: SetLimitBody): Promise<LimitsCallOutcome>;
  approve(limitType: LimitType): Promise<LimitsCallOutcome>;
  reject(limitType: LimitType): Promise<LimitsCallOutcome>;
  cancel(limitType: LimitType): Promise<LimitsCallOutcome>;
  /** A deposit of `amount` to the main account (a money path: limits decide). */
  deposit(amount: MinorUnits): Promise<DepositOutcome>;
  /** A stake of `amount` (a sports bet, casino round, toto or lotto ticket). */
  stake(amount: MinorUnits): Promise<StakeOutcome>;
  /** Settles an open bet paying `returned` back (0 lost, the stake for a void, more for a win). */
  settle(betId: string, returned: MinorUnits): Promise<void>;
  advance(seconds: number): Promise<void>;
  /** GET …/limits as the service answers it now. */
  list(): Promise<readonly Limit[]>;
  /** Frees what the system holds (optional). */
  dispose?(): Promise<void>;
}

export type CreateLimitsSystem = (setup: LimitsSystemSetup) => Promise<LimitsSystemUnderTest>;
