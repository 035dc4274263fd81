import * as z from 'zod/mini';

/**
 * The back office's operator controls besides the desks' own: stake factors per bettor (trading and risk), the
 * responsible-gaming view of one bettor, and staff administration (admins). Paths under the back office's prefix.
 */
const PREFIX = '/backoffice-api';
const iso = z.iso.datetime({ offset: true });

export const BackofficeOperatorPaths = {
  stakeFactors: `${PREFIX}/risk/stake-factors`,
  stakeFactor: (userId: number | string) => `${PREFIX}/risk/bettors/${userId}/stake-factor`,
  rgBettor: (userId: number | string) => `${PREFIX}/responsible-gaming/bettors/${userId}`,
  staffState: (id: number | string) => `${PREFIX}/staff/${id}/state`,
  staffReset: (id: number | string) => `${PREFIX}/staff/${id}/reset`,
  /** A staff member whose credentials an admin reset: a new password, and a new authenticator to enrol. */
  credentials: `${PREFIX}/auth/credentials`,
} as const;

// --- stake factors

/**
 * A bettor's stake factor in thousandths: the operator's maximum stake for them is the normal maximum × factor / 1000,
 * rounded down to a minor unit. 1000 is the normal maximum (no factor); 10 (0.010) the least.
 */
export const STAKE_FACTOR = { min: 10, max: 1000, normal: 1000 } as const;
export const STAKE_FACTOR_REASON_MAX_LENGTH = 500;

export const StakeFactorBodySchema = z.object({
  factor: z.int().check(z.gte(STAKE_FACTOR.min), z.lte(STAKE_FACTOR.max)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(STAKE_FACTOR_REASON_MAX_LENGTH)),
});
export type StakeFactorBody = z.infer<typeof StakeFactorBodySchema>;

export const BettorStakeFactorSchema = z.object({
  user_id: z.int(),
  /** Thousandths; 1000: the normal maximum. */
  factor: z.int(),
  reason: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
  updated_at: z.nullable(iso),
});
export type BettorStakeFactor = z.infer<typeof BettorStakeFactorSchema>;
export const StakeFactorsResponseSchema = z.object({ entities: z.array(BettorStakeFactorSchema) });
export type StakeFactorsResponse = z.infer<typeof StakeFactorsResponseSchema>;

// --- responsible gaming: one bettor

export const RgBettorLimitSchema = z.object({
  limit_type: z.int(),
  limit_value: z.int(),
  limit_state: z.enum(['PENDING', 'ACTIVE', 'INACTIVE']),
  pending: z.boolean(),
  started_at: z.nullable(iso),
  ends_at: z.nullable(iso),
  need_approve: z.boolean(),
});
export type RgBettorLimit = z.infer<typeof RgBettorLimitSchema>;
export const RgLimitHistoryEntrySchema = z.object({
  id: z.int(),
  action: z.enum(['set', 'approve', 'reject', 'cancel']),
  limit_type: z.int(),
  limit_value: z.nullable(z.int()),
  outcome: z.string(),
  at: iso,
});
export type RgLimitHistoryEntry = z.infer<typeof RgLimitHistoryEntrySchema>;
export const RgBettorResponseSchema = z.object({
  user_id: z.int(),
  limits: z.array(RgBettorLimitSchema),
  /** Every change the bettor made or tried (newest first); `reality_checks` are the reality-check interval's own. */
  history: z.array(RgLimitHistoryEntrySchema),
  reality_checks: z.array(RgLimitHistoryEntrySchema),
});
export type RgBettorResponse = z.infer<typeof RgBettorResponseSchema>;

// --- staff administration

export const StaffStateBodySchema = z.object({ disabled: z.boolean() });
export type StaffStateBody = z.infer<typeof StaffStateBodySchema>;
/** An admin's reset of a member's password and authenticator: the temporary password, shown once. */
export const StaffResetResponseSchema = z.object({ staff_id: z.int(), temporary_password: z.string() });
export type StaffResetResponse = z.infer<typeof StaffResetResponseSchema>;
export const StaffCredentialsBodySchema = z.object({ password: z.string().check(z.minLength(12), z.maxLength(256)) });
export type StaffCredentialsBody = z.infer<typeof StaffCredentialsBodySchema>;
/** The new authenticator's secret (base32) and its otpauth:// URI: the member's own, the next code confirms it. */
export const StaffCredentialsResponseSchema = z.object({ totp_secret: z.string(), totp_uri: z.string() });
export type StaffCredentialsResponse = z.infer<typeof StaffCredentialsResponseSchema>;
