import * as z from 'zod/mini';
import type { ApiError } from '../errors';

/**
 * Why a money path (deposit, sports bet, casino round, toto or lotto ticket) or a sign-in was refused by a limit. The
 * server's clock decides. Sent as ApiError `{ error: { code, message, params } }` with HTTP 403, the fields below in
 * `params`; `limitRefusalFromApiError` reads one back for the page.
 */
export const LimitRefusalCodeSchema = z.enum([
  'deposit_limit_exceeded',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  'time_out_active',
  'self_exclusion_active',
  'session_limit_reached',
]);
export type LimitRefusalCode = z.infer<typeof LimitRefusalCodeSchema>;

/** HTTP status of a limit refusal. */
export const LIMIT_REFUSAL_STATUS = 403;

const MinorUnits = z.int().check(z.minimum(0));
const EpochSeconds = z.int().check(z.minimum(0));

/** The binding amount limit: the one with the lowest remaining among those the action would break. */
const amountRefusal = <Code extends string, Type extends number>(code: Code, types: readonly [Type, Type, Type]) =>
  z.object({
    code: z.literal(code),
    limitType: z.literal(types),
    /** The limit, whole major units. */
    limitValue: z.int(),
    /** What may still be deposited or staked in the limit's window, minor units of `currency` (0 when none). */
    remaining: MinorUnits,
    /** The main account's currency (ISO 4217). */
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  });

export const LimitRefusalSchema = z.discriminatedUnion('code', [
  amountRefusal('deposit_limit_exceeded', [20, 21, 22]),
  amountRefusal('wagering_limit_exceeded', [1, 2, 3]),
  amountRefusal('loss_limit_exceeded', [10, 11, 12]),
  /** Deposits and stakes until `endsAt` (seconds); sign-in stays possible, to withdraw and see history. */
  z.object({ code: z.literal('time_out_active'), limitType: z.literal(33), endsAt: EpochSeconds }),
  /** Sign-in, deposits and stakes until `endsAt`; existing sessions end at once. */
  z.object({ code: z.literal('self_exclusion_active'), limitType: z.literal(30), endsAt: EpochSeconds }),
  /** The day's session time is used up (spec §8: main_session_limit_ended, main_session_limit_visit_tomorrow). */
  z.object({ code: z.literal('session_limit_reached'), limitType: z.literal(31), limitValue: z.int() }),
]);
export type LimitRefusal = z.infer<typeof LimitRefusalSchema>;

/** The ApiError body of a refusal; `message` is an English fallback (the page translates the code). */
export function limitRefusalToApiError(refusal: LimitRefusal, message: string = refusal.code): ApiError {
  const { code, ...params } = refusal;
  return { error: { code, message, params } };
}

/** The refusal an ApiError carries, or null when it is not a (well-formed) limit refusal. */
export function limitRefusalFromApiError(body: ApiError): LimitRefusal | null {
  const parsed = LimitRefusalSchema.safeParse({ ...body.error.params, code: body.error.code });
  return parsed.success ? parsed.data : null;
}
