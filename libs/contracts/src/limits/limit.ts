import * as z from 'zod/mini';

/**
 * Limit types (spec §3 "Limit"): 1, 2, 3 wagering over 24 h, 7 d, 30 d; 10, 11, 12 loss (same windows); 20, 21, 22
 * deposit (same windows); 30 self-exclusion in days; 31 session limit in hours; 32 reality-check interval in minutes;
 * 33 deposit time-out in days. What each one decides is `@betting/limits`'.
 */
export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
/** Every limit type, in number order. */
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE).sort((a, b) => a - b);
export const LimitTypeSchema = z.literal([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);

/**
 * PENDING: a loosening waiting out its 24 h (then `needApprove`); ACTIVE: in force; INACTIVE: a self-exclusion or
 * time-out whose end has passed.
 */
export const LimitStateSchema = z.enum(['PENDING', 'ACTIVE', 'INACTIVE']);
export type LimitState = z.infer<typeof LimitStateSchema>;

export const LimitMeasureSchema = z.enum(['currency', 'day', 'hour', 'minute']);
export type LimitMeasure = z.infer<typeof LimitMeasureSchema>;

/** Seconds since the epoch. */
const EpochSeconds = z.int().check(z.minimum(0));

/**
 * One limit as the limit service lists it. A type has at most one ACTIVE or INACTIVE entry (what is in force) and at
 * most one PENDING entry (a loosening asked for; the ACTIVE one still applies until it is approved).
 */
export const LimitSchema = z.object({
  limitType: LimitTypeSchema,
  /**
   * Wagering, loss and deposit: whole major units of the main account's currency (999999999: no limit); self-exclusion
   * and time-out: days; session: hours (-1 not set); reality check: minutes (-1 not set).
   */
  limitValue: z.int(),
  limitState: LimitStateSchema,
  /**
   * What is left now: for an ACTIVE wagering, loss or deposit limit the remaining amount in major units (exact decimal,
   * never below 0); for an ACTIVE session limit the session seconds left (never below 0); otherwise null.
   */
  limitBalance: z.nullable(z.number()),
  /** When the entry took effect (ACTIVE) or was asked for (PENDING). */
  startedAt: z.nullable(EpochSeconds),
  /** Self-exclusion and time-out: when they end; PENDING: startedAt + 86400, from when approval is asked; else null. */
  endsAt: z.nullable(EpochSeconds),
  /** A PENDING entry whose 24 h have passed: the person approves (action 1) or rejects (action 0) it. */
  needApprove: z.boolean(),
  /** Dictionary key of the limit's name (`responsible_gaming_limit_deposit_24h`, …): the page translates it. */
  label: z.string(),
  /** The unit of limitValue: 'currency' (major units of the main account's currency), 'day', 'hour' or 'minute'. */
  measure: LimitMeasureSchema,
});
export type Limit = z.infer<typeof LimitSchema>;

/** GET …/limits. */
export const LimitListResponseSchema = z.array(LimitSchema);
export type LimitListResponse = z.infer<typeof LimitListResponseSchema>;

/** POST …/limit (ours: the spec shows no set call). A value outside the type's options: 400 `invalid_limit_value`. */
export const SetLimitBodySchema = z.object({ limitType: LimitTypeSchema, limitValue: z.int() });
export type SetLimitBody = z.infer<typeof SetLimitBodySchema>;
/** The whole list after the change: the new entry is ACTIVE (stricter, at once) or PENDING (looser). */
export const SetLimitResponseSchema = z.object({
  status: z.boolean(),
  /** A message in X-Language; null leaves the page to its own text. */
  title: z.nullable(z.string()),
  limits: LimitListResponseSchema,
});
export type SetLimitResponse = z.infer<typeof SetLimitResponseSchema>;

/** Spec §6: action 1 approves, 0 rejects (query strings). */
export const LIMIT_ACTION = { reject: 0, approve: 1 } as const;
export type LimitAction = (typeof LIMIT_ACTION)[keyof typeof LIMIT_ACTION];
export const LimitActionQuerySchema = z.object({ action: z.enum(['0', '1']) });
export type LimitActionQuery = z.infer<typeof LimitActionQuerySchema>;
export const limitActionQuery = (action: LimitAction): LimitActionQuery => ({ action: action === 1 ? '1' : '0' });
/** Which pending change the action is about (ours: the spec shows only the query). */
export const LimitActionBodySchema = z.object({ limitType: LimitTypeSchema });
export type LimitActionBody = z.infer<typeof LimitActionBodySchema>;

/** DELETE …/limit?limitType=N: the pending change to withdraw (a query: DELETE bodies are not portable). */
export const LimitCancelQuerySchema = z.object({ limitType: z.pipe(z.coerce.number(), LimitTypeSchema) });
export type LimitCancelQuery = z.infer<typeof LimitCancelQuerySchema>;
export const limitCancelQuery = (limitType: LimitType): Record<'limitType', string> => ({ limitType: String(limitType) });

/** limitaction and DELETE …/limit answer `{ status, title }` (spec §6); a refusal is `status: false` with its title. */
export const LimitActionResponseSchema = z.object({ status: z.boolean(), title: z.nullable(z.string()) });
export type LimitActionResponse = z.infer<typeof LimitActionResponseSchema>;
