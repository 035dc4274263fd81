import * as z from 'zod/mini';
import { TeamCashPaymentSchema } from '../accounts/team-cash';

/**
 * One bettor as the risk, payments and responsible-gaming desks see them: looked up by id, e-mail or phone; their ban
 * (spec §2, §6: ban level above 0 means banned; the withdrawal page stays open only when the level is the one the
 * ban version names, 53 for version 1 and 45 otherwise) and their team-cash payments, whose status staff may set.
 */
const PREFIX = '/backoffice-api';
const iso = z.iso.datetime({ offset: true });

export const BackofficeBettorPaths = {
  search: `${PREFIX}/bettors`,
  bettor: (userId: number | string) => `${PREFIX}/bettors/${userId}`,
  ban: (userId: number | string) => `${PREFIX}/bettors/${userId}/ban`,
  teamCashStatus: (paymentId: number | string) => `${PREFIX}/team-cash/${paymentId}/status`,
} as const;

/** `q`: a bettor id (nine digits), an e-mail address or part of one, or phone digits. */
export const BettorSearchQuerySchema = z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export type BettorSearchQuery = z.infer<typeof BettorSearchQuerySchema>;

export const BettorSummarySchema = z.object({
  user_id: z.int(),
  email: z.nullable(z.string()),
  /** `+{code} {number}`, or null. */
  phone: z.nullable(z.string()),
  name: z.nullable(z.string()),
  registered_at: iso,
  ban_level: z.int(),
  ban_version: z.int(),
  /** 1: pending verification (spec §3). */
  user_status_id: z.int(),
  verification_status: z.int(),
});
export type BettorSummary = z.infer<typeof BettorSummarySchema>;
export const BettorSearchResponseSchema = z.object({ entities: z.array(BettorSummarySchema) });
export type BettorSearchResponse = z.infer<typeof BettorSearchResponseSchema>;

/** The largest ban level the site stores (a smallint). */
export const BAN_LEVEL_MAX = 32_767;
export const BAN_VERSION_MAX = 2_147_483_647;
export const BAN_REASON_MAX_LENGTH = 500;

export const BettorBanSchema = z.object({
  level: z.int(),
  version: z.int(),
  /** Whether the bettor may still open the withdrawal page (office/deduce): banned at the level the version names. */
  deduce_allowed: z.boolean(),
  /** The last change made on the back office: why, who and when (null: never changed there). */
  reason: z.nullable(z.string()),
  set_by: z.nullable(z.string()),
  set_at: z.nullable(iso),
});
export type BettorBan = z.infer<typeof BettorBanSchema>;

export const BettorDetailSchema = z.object({
  bettor: BettorSummarySchema,
  ban: BettorBanSchema,
  /** Newest first, at most 100; `summ` in minor units of `iso`, `minor_digits` of them to one major unit. */
  team_cash: z.array(z.extend(TeamCashPaymentSchema, { minor_digits: z.int() })),
});
export type BettorDetail = z.infer<typeof BettorDetailSchema>;

const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(BAN_REASON_MAX_LENGTH));

/** Level 0 lifts the ban; the version is kept as sent (it decides which level leaves the withdrawal page open). */
export const BettorBanBodySchema = z.object({
  level: z.int().check(z.gte(0), z.lte(BAN_LEVEL_MAX)),
  version: z.int().check(z.gte(0), z.lte(BAN_VERSION_MAX)),
  reason,
});
export type BettorBanBody = z.infer<typeof BettorBanBodySchema>;

/** The team-cash statuses staff set: 1 awaiting payment, 2 paid (credits the account once), 3 cancelled. */
export const TEAM_CASH_STAFF_STATUSES = [1, 2, 3] as const;
export const TeamCashStatusBodySchema = z.object({
  status_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason,
});
export type TeamCashStatusBody = z.infer<typeof TeamCashStatusBodySchema>;
