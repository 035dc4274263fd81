import type { Limit, LimitType } from '@betting/contracts';
import type { MinorUnits, Result } from '@betting/kernel';
import { approveLimit, cancelLimit, rejectLimit, setLimit } from '../rules/change';
import { checkDeposit, checkStake, describeLimits } from '../rules/checks';
import type { LimitRuleError } from '../rules/errors';
import type { LimitUsage, MoneyEvent } from '../rules/usage';
import type { LimitsCallOutcome, LimitsSystemSetup, LimitsSystemUnderTest } from './system';

/**
 * The limits of one person kept in memory and changed only through the rules: what the API does with PostgreSQL,
 * without it. Used to run the shared command sequences here, and handy as a fake for other suites.
 */
export function memoryLimitsSystem(setup: LimitsSystemSetup): LimitsSystemUnderTest & { readonly usage: () => LimitUsage; readonly now: () => number } {
  let now = setup.startSeconds;
  let limits: Limit[] = [];
  const deposits: MoneyEvent[] = [];
  const stakes: MoneyEvent[] = [];
  const returns: MoneyEvent[] = [];
  const openBets = new Map<string, MinorUnits>();
  let nextBet = 1;
  const usage = (): LimitUsage => ({ currency: setup.currency, deposits, stakes, returns, sessionSeconds: 0 });

  const apply = (result: Result<Limit[], LimitRuleError>): LimitsCallOutcome => {
    if (!result.ok) return { ok: false, code: result.error.code };
    limits = result.value;
    return { ok: true };
  };
  const decide = (rule: typeof approveLimit) => async (type: LimitType) => apply(rule(limits, type, now));

  return {
    async set(request) {
      const result = setLimit(limits, request, now);
      if (!result.ok) return { ok: false, code: result.error.code };
      limits = result.value.limits;
      return { ok: true };
    },
    approve: decide(approveLimit),
    reject: decide(rejectLimit),
    cancel: decide(cancelLimit),
    async deposit(amount) {
      const decision = checkDeposit(limits, usage(), amount, now);
      if (!decision.ok) return { ok: false, refusal: decision.error };
      deposits.push({ at: now, amount });
      return { ok: true };
    },
    async stake(amount) {
      const decision = checkStake(limits, usage(), amount, now);
      if (!decision.ok) return { ok: false, refusal: decision.error };
      stakes.push({ at: now, amount });
      const betId = `bet-${nextBet++}`;
      openBets.set(betId, amount);
      return { ok: true, betId };
    },
    async settle(betId, returned) {
      if (!openBets.delete(betId)) throw new Error(`No open bet ${betId}`);
      returns.push({ at: now, amount: returned });
    },
    async advance(seconds) {
      now += seconds;
    },
    async list() {
      return describeLimits(limits, usage(), now);
    },
    usage,
    now: () => now,
  };
}
