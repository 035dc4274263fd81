import * as z from 'zod/mini';

/** Whole seconds (a duration, or seconds since the epoch in the person's clock). */
const Seconds = z.int().check(z.minimum(0));
const MinorUnits = z.int().check(z.minimum(0));

/**
 * The session time the server counts against the session limit (type 31): seconds signed in with the page open on
 * the person's current day (the server's accounting of pings; the day is the UTC calendar day of the person's clock).
 */
const SessionTimeFields = {
  /** Seconds of session time counted today (pings ≤ 3 min apart join one interval). */
  sessionSeconds: Seconds,
  /** What is left of an active session limit today, seconds (never below 0); null when no session limit is set. */
  sessionSecondsLeft: z.nullable(Seconds),
  /** True when a session limit is set and used up: stakes and deposits are refused with `session_limit_reached`. */
  sessionLimitEnded: z.boolean(),
};

/**
 * POST …/ping answers 200 with the session time after counting this ping. A page that only needs the side effect may
 * ignore the body; on `sessionLimitEnded` it shows main_session_limit_ended + main_session_limit_visit_tomorrow and
 * signs out (the same as when the list's session `limitBalance` reaches 0).
 */
export const LimitPingResponseSchema = z.object(SessionTimeFields);
export type LimitPingResponse = z.infer<typeof LimitPingResponseSchema>;

/**
 * GET …/session (ours): the current sign-in session for the reality check. Money is from the ledger (sports bets and
 * casino rounds: stakes, wins, refunds) of the person's accounts in the main account's currency since
 * `sessionStartedAt`, minor units of `currency`.
 */
export const LimitSessionResponseSchema = z.object({
  /** When this sign-in session began, seconds in the person's clock (the server's plus any test-control offset). */
  sessionStartedAt: Seconds,
  /** The main account's currency (ISO 4217). */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** Everything staked since the session began. */
  stakes: MinorUnits,
  /** Everything paid back since then: winnings (stake included) and refunds. */
  returns: MinorUnits,
  /** returns − stakes: negative when the person is down (the reality check's net position). */
  net: z.int(),
  ...SessionTimeFields,
});
export type LimitSessionResponse = z.infer<typeof LimitSessionResponseSchema>;
