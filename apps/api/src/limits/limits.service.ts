import type { Limit, LimitPingResponse, LimitRefusal, LimitSessionResponse, LimitType, SetLimitBody } from '@betting/contracts';
import { DEFAULT_CURRENCY, type Clock, type Result } from '@betting/kernel';
import {
  approveLimit,
  canSignIn,
  cancelLimit,
  checkDeposit as checkDepositRule,
  checkStake as checkStakeRule,
  clampSafe,
  describeLimits,
  emptyUsage,
  rejectLimit,
  sessionRemaining,
  setLimit,
  type LimitRuleError,
} from '@betting/limits';
import type { Database, Queryable } from '../db/database';
import { revokeUserSessions, sessionOpenedAt } from '../sessions';
import type { DepositLimitCheck } from '../payments';
import { loadLimits, lockUser, lockUserLimits, recordLimitHistory, saveLimits, type LimitHistoryAction } from './limits.repository';
import { serverPersonClock, type PersonClock } from './person-clock';
import { recordSessionActivity, sessionSecondsOn } from './session-time';
import { countedInMain, moneySince, usageOf, type CurrencyAmount } from './usage';

export interface LimitsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** Each person's clock: the server's unless the test-control build injects its per-person one. */
  readonly personClock?: PersonClock;
}

/** A moment for one person: the server's clock, and the person's own (the server's plus any test-control offset). */
export interface PersonTime {
  readonly serverMs: number;
  readonly offsetSeconds: number;
  /** The person's now, seconds: what every limit rule is asked with. */
  readonly now: number;
}

/** The person's time at `serverMs` on their clock (the server's in production: no offset, nothing asked). */
export async function personTime(personClock: PersonClock, db: Queryable, userId: number, serverMs: number): Promise<PersonTime> {
  const offsetSeconds = Math.trunc((await personClock.offsetMs(db, userId)) / 1000);
  return { serverMs, offsetSeconds, now: Math.floor(serverMs / 1000) + offsetSeconds };
}

/** Why the person may not sign in now (an active self-exclusion), or null. Asked by the sign-in flows. */
export async function signInRefusal(db: Queryable, clock: Clock, userId: number, personClock: PersonClock = serverPersonClock): Promise<LimitRefusal | null> {
  const time = await personTime(personClock, db, userId, clock.now());
  const decision = canSignIn(await loadLimits(db, userId), time.now);
  return decision.ok ? null : decision.error;
}

export type LimitCallResult = Result<Limit[], LimitRuleError>;

export interface LimitsService {
  /** GET …/limits: the list at the person's now with limitBalance filled (describeLimits). */
  list(userId: number): Promise<Limit[]>;
  /** POST …/limit: setLimit; the whole list after it, or the rule's refusal. A self-exclusion ends every session. */
  set(userId: number, body: SetLimitBody): Promise<Result<{ limits: Limit[]; outcome: 'applied' | 'pending' | 'unchanged' }, LimitRuleError>>;
  approve(userId: number, limitType: LimitType): Promise<LimitCallResult>;
  reject(userId: number, limitType: LimitType): Promise<LimitCallResult>;
  cancel(userId: number, limitType: LimitType): Promise<LimitCallResult>;
  /** The payments module's deposit hook (amount in minor units of the main currency). */
  readonly checkDeposit: DepositLimitCheck;
  /**
   * For every money path that stakes (sports bets, casino rounds, keno and bingo tickets, toto coupons, lotto
   * tickets): may `stake` (minor units of the staked account's currency) be staked at `now` (the server's clock)?
   * The stake counts converted to the main account's currency (`countedInMain`, the same conversion `usageOf` applies
   * to it once placed). Self-exclusion, time-out, session, wagering and loss limits decide (checkStake).
   */
  checkStake(userId: number, stake: CurrencyAmount, now: Date, within?: Queryable): Promise<Result<undefined, LimitRefusal>>;
  /**
   * POST …/ping: counts session time (extends the person's current interval of activity or starts one) and answers
   * today's session time and what is left of the session limit.
   */
  ping(userId: number): Promise<LimitPingResponse>;
  /** GET …/session: the sign-in session's start, stakes, returns and net position, and today's session time; null without one. */
  session(userId: number, sessionId: number): Promise<LimitSessionResponse | null>;
}

/** Today's session time against the person's limits at `now` (seconds of their clock). */
function sessionTime(limits: readonly Limit[], sessionSeconds: number, now: number): LimitPingResponse {
  const left = sessionRemaining(limits, { ...emptyUsage(DEFAULT_CURRENCY), sessionSeconds }, now);
  return { sessionSeconds, sessionSecondsLeft: left, sessionLimitEnded: left === 0 };
}

export function createLimitsService(deps: LimitsDeps): LimitsService {
  const { db, clock } = deps;
  const personClock = deps.personClock ?? serverPersonClock;

  async function describe(userId: number, limits: readonly Limit[], time: PersonTime): Promise<Limit[]> {
    return describeLimits(limits, await usageOf(db, userId, time.serverMs, time.offsetSeconds), time.now);
  }

  /** One change of the list, in a transaction holding the person's row lock; every attempt is recorded. */
  async function change(
    userId: number,
    action: LimitHistoryAction,
    request: { limitType: LimitType; limitValue: number | null },
    rule: (limits: readonly Limit[], now: number) => Result<{ limits: Limit[]; outcome: string }, LimitRuleError>,
  ) {
    const serverMs = clock.now();
    const nowDate = new Date(serverMs);
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const time = await personTime(personClock, tx, userId, serverMs);
      const decided = rule(await loadLimits(tx, userId), time.now);
      const outcome = decided.ok ? decided.value.outcome : decided.error.code;
      await recordLimitHistory(tx, { userId, action, limitType: request.limitType, limitValue: request.limitValue, outcome, atSeconds: time.now, now: nowDate });
      if (!decided.ok) return { decided, time };
      await saveLimits(tx, userId, decided.value.limits, nowDate);
      // A self-exclusion that starts (or lengthens) ends the person's sessions at once.
      if (action === 'set' && request.limitType === 30 && decided.value.outcome === 'applied') await revokeUserSessions(tx, userId, serverMs);
      return { decided, time };
    });
  }

  const listChange =
    (action: 'approve' | 'reject' | 'cancel', rule: typeof approveLimit) =>
    async (userId: number, limitType: LimitType): Promise<LimitCallResult> => {
      const { decided, time } = await change(userId, action, { limitType, limitValue: null }, (limits, now) => {
        const result = rule(limits, limitType, now);
        return result.ok ? { ok: true, value: { limits: result.value, outcome: action } } : result;
      });
      if (!decided.ok) return decided;
      return { ok: true, value: await describe(userId, decided.value.limits, time) };
    };

  return {
    async list(userId) {
      const time = await personTime(personClock, db, userId, clock.now());
      return describe(userId, await loadLimits(db, userId), time);
    },
    async set(userId, body) {
      const { decided, time } = await change(userId, 'set', body, (limits, now) => setLimit(limits, body, now));
      if (!decided.ok) return decided;
      return { ok: true, value: { limits: await describe(userId, decided.value.limits, time), outcome: decided.value.outcome as 'applied' | 'pending' | 'unchanged' } };
    },
    approve: listChange('approve', approveLimit),
    reject: listChange('reject', rejectLimit),
    cancel: listChange('cancel', cancelLimit),
    async checkDeposit(user, amount, now) {
      const limits = await loadLimits(db, user.userId);
      // No limit, nothing to refuse: the usage is counted only when a rule needs it.
      if (limits.length === 0) return { allowed: true };
      const time = await personTime(personClock, db, user.userId, now.getTime());
      const usage = await usageOf(db, user.userId, time.serverMs, time.offsetSeconds);
      // Limits count in the main account's currency: a deposit to another currency's account counts converted.
      const counted = countedInMain(amount, usage.currency);
      const decision = checkDepositRule(limits, usage, counted, time.now);
      return decision.ok ? { allowed: true } : { allowed: false, refusal: decision.error };
    },
    async checkStake(userId, stake, now, within) {
      // Inside the caller's transaction the person's row lock (taken with the list) serialises stakes: two at once
      // cannot both pass a limit.
      const limits = within ? await lockUserLimits(within, userId) : await loadLimits(db, userId);
      if (limits.length === 0) return { ok: true, value: undefined };
      const reader = within ?? db;
      const time = await personTime(personClock, reader, userId, now.getTime());
      const usage = await usageOf(reader, userId, time.serverMs, time.offsetSeconds);
      return checkStakeRule(limits, usage, countedInMain(stake, usage.currency), time.now);
    },
    async ping(userId) {
      const serverMs = clock.now();
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const time = await personTime(personClock, tx, userId, serverMs);
        await recordSessionActivity(tx, userId, time.now, new Date(serverMs));
        return sessionTime(await loadLimits(tx, userId), await sessionSecondsOn(tx, userId, time.now), time.now);
      });
    },
    async session(userId, sessionId) {
      const openedAt = await sessionOpenedAt(db, sessionId, userId);
      if (!openedAt) return null;
      const startedMs = openedAt.getTime();
      const time = await personTime(personClock, db, userId, clock.now());
      const money = await moneySince(db, userId, new Date(startedMs));
      const today = sessionTime(await loadLimits(db, userId), await sessionSecondsOn(db, userId, time.now), time.now);
      return {
        sessionStartedAt: Math.max(0, Math.floor(startedMs / 1000) + time.offsetSeconds),
        currency: money.currency,
        stakes: clampSafe(money.stakes),
        returns: clampSafe(money.returns),
        net: clampSafe(money.returns - money.stakes),
        ...today,
      };
    },
  };
}
