import * as z from 'zod/mini';
import { DocumentReviewBodySchema } from '../office/documents';
import type { ContentKind } from './content';

export * from './bettors';
export * from './content';
export * from './info-pages';
export * from './operators';

/**
 * The operator's back office: staff accounts (not bettors), their roles and the permissions each role grants, the
 * sign-in with a second factor (TOTP), and the calls of each desk. Every call lives under BACKOFFICE_API_PREFIX; the
 * staff session travels in its own cookie, scoped to that path, never the bettors' one.
 */
export const BACKOFFICE_API_PREFIX = '/backoffice-api';
/** Where the back-office app is served (its own build, apps/backoffice). */
export const BACKOFFICE_APP_PATH = '/backoffice/';
export const STAFF_SESSION_COOKIE = 'bo_session';

export const STAFF_ROLES = ['trader', 'risk', 'kyc', 'support', 'payments', 'responsible-gaming', 'content', 'admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const STAFF_PERMISSIONS = [
  'kyc.read',
  'kyc.review',
  'support.read',
  'support.answer',
  'rg.read',
  'payments.read',
  'audit.read',
  'staff.read',
  'staff.manage',
  'trading.read',
  'trading.manage',
  'risk.read',
  'payments.review',
  'content.read',
  'content.manage',
  'reports.read',
  'risk.stake_factors',
  'bettors.read',
  'bettors.ban',
  'team_cash.manage',
] as const;
export const StaffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof StaffPermissionSchema>;

/** What each role may do; a member of several roles may do what any of them may. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  trader: ['trading.read', 'trading.manage', 'risk.read', 'risk.stake_factors'],
  risk: ['audit.read', 'payments.read', 'trading.read', 'risk.read', 'reports.read', 'risk.stake_factors', 'bettors.read', 'bettors.ban', 'team_cash.manage'],
  kyc: ['kyc.read', 'kyc.review'],
  support: ['support.read', 'support.answer'],
  payments: ['payments.read', 'payments.review', 'bettors.read', 'team_cash.manage'],
  'responsible-gaming': ['support.read', 'rg.read', 'bettors.read', 'bettors.ban'],
  content: ['content.read', 'content.manage'],
  admin: [...STAFF_PERMISSIONS],
};

export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return STAFF_PERMISSIONS.filter((permission) => granted.has(permission));
}

export const BackofficePaths = {
  signIn: `${BACKOFFICE_API_PREFIX}/auth/sign-in`,
  totp: `${BACKOFFICE_API_PREFIX}/auth/totp`,
  me: `${BACKOFFICE_API_PREFIX}/auth/me`,
  signOut: `${BACKOFFICE_API_PREFIX}/auth/sign-out`,
  staff: `${BACKOFFICE_API_PREFIX}/staff`,
  kycDocuments: `${BACKOFFICE_API_PREFIX}/kyc/documents`,
  kycDocumentFile: (id: number | string) => `${BACKOFFICE_API_PREFIX}/kyc/documents/${id}/file`,
  kycReview: (id: number | string) => `${BACKOFFICE_API_PREFIX}/kyc/documents/${id}/review`,
  supportInbox: `${BACKOFFICE_API_PREFIX}/support/inbox`,
  supportAnswer: (kind: SupportItemKind | ':kind', id: number | string) => `${BACKOFFICE_API_PREFIX}/support/${kind}/${id}/answer`,
  supportClose: (kind: SupportItemKind | ':kind', id: number | string) => `${BACKOFFICE_API_PREFIX}/support/${kind}/${id}/close`,
  audit: `${BACKOFFICE_API_PREFIX}/audit`,
  responsibleGaming: `${BACKOFFICE_API_PREFIX}/responsible-gaming`,
  payments: `${BACKOFFICE_API_PREFIX}/payments`,
  paymentReview: (id: number | string) => `${BACKOFFICE_API_PREFIX}/payments/${id}/review`,
  tradingGames: `${BACKOFFICE_API_PREFIX}/trading/games`,
  tradingGame: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/games/${id}`,
  tradingGameResult: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/games/${id}/result`,
  tradingGameCorrection: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/games/${id}/correction`,
  tradingMarketState: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/markets/${id}/state`,
  tradingMarketVoid: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/markets/${id}/void`,
  tradingOutcomePrice: (id: number | string) => `${BACKOFFICE_API_PREFIX}/trading/outcomes/${id}/price`,
  riskLiability: `${BACKOFFICE_API_PREFIX}/risk/liability`,
  contentList: (kind: ContentKind | ':kind') => `${BACKOFFICE_API_PREFIX}/content/${kind}`,
  contentItem: (kind: ContentKind | ':kind', id: number | string) => `${BACKOFFICE_API_PREFIX}/content/${kind}/${id}`,
  contentPublish: (kind: ContentKind | ':kind', id: number | string) => `${BACKOFFICE_API_PREFIX}/content/${kind}/${id}/publish`,
  contentBlogCategories: `${BACKOFFICE_API_PREFIX}/content-blog-categories`,
  reports: `${BACKOFFICE_API_PREFIX}/reports/turnover`,
  reportsCsv: `${BACKOFFICE_API_PREFIX}/reports/turnover.csv`,
} as const;

/** Non-production only: creates a staff member with a known password and TOTP secret (journeys, local trials). */
export const BackofficeTestControlPaths = { staff: '/__test/backoffice/staff' } as const;

const login = z.string().check(z.trim(), z.minLength(3), z.maxLength(64), z.regex(/^[a-z0-9._-]+$/i));
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const password = z.string().check(z.minLength(1), z.maxLength(256));
const iso = z.iso.datetime({ offset: true });

// --- sign-in

export const StaffSignInBodySchema = z.object({ login, password });
export type StaffSignInBody = z.infer<typeof StaffSignInBodySchema>;
/** After the password: the second factor is due (the session is not usable until it is given). */
/** `reset`: an admin reset the member's credentials; the session can only choose new ones (`auth/credentials`). */
export const StaffSignInResponseSchema = z.object({ next: z.enum(['totp', 'reset']) });
export const TotpBodySchema = z.object({ code: z.string().check(z.regex(/^\d{6}$/)) });
export type TotpBody = z.infer<typeof TotpBodySchema>;

export const StaffSchema = z.object({
  id: z.int(),
  login: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  permissions: z.array(StaffPermissionSchema),
});
export type Staff = z.infer<typeof StaffSchema>;

/**
 * Sign-in refusals: `invalid_credentials` (401), `second_factor_required` (401: signed in with the password only),
 * `invalid_code` (401), `staff_locked` (423: ten wrong passwords or codes), `not_signed_in` (401), `forbidden` (403: the
 * staff member's roles do not grant the call), `too_many_requests` (429: the per-address sign-in limit).
 */
export const STAFF_ERROR_CODES = [
  'invalid_credentials',
  'second_factor_required',
  'invalid_code',
  'staff_locked',
  'not_signed_in',
  'forbidden',
  'not_found',
  'already_decided',
  'too_many_requests',
  'line_unavailable',
  'provider_unavailable',
  'ledger_refused',
  'game_not_finished',
  'cannot_disable_self',
  'reset_required',
  'slug_taken',
  'invalid_content',
  'invalid_range',
  'already_paid',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

// --- staff management

export const NewStaffBodySchema = z.object({
  login,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(STAFF_PASSWORD_MIN_LENGTH), z.maxLength(256)),
  roles: z.array(StaffRoleSchema).check(z.minLength(1)),
});
export type NewStaffBody = z.infer<typeof NewStaffBodySchema>;
/** The new member's TOTP secret (base32) and its otpauth:// URI, shown once to be put into an authenticator app. */
export const NewStaffResponseSchema = z.object({ staff: StaffSchema, totp_secret: z.string(), totp_uri: z.string() });
export type NewStaffResponse = z.infer<typeof NewStaffResponseSchema>;
/** A member as the staff desk lists them: whether they are disabled, locked (until), or waiting to choose new credentials. */
export const StaffMemberSchema = z.extend(StaffSchema, { disabled: z.boolean(), locked_until: z.nullable(iso), must_reset: z.boolean() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListResponseSchema = z.object({ entities: z.array(StaffMemberSchema) });

/** Test control: the same, with a TOTP secret of the caller's choosing (base32) so a journey can compute codes. */
export const TestStaffBodySchema = z.object({
  login,
  name: z._default(z.string(), 'Test staff'),
  password: z.string().check(z.minLength(STAFF_PASSWORD_MIN_LENGTH)),
  roles: z.array(StaffRoleSchema).check(z.minLength(1)),
  totp_secret: z.string().check(z.regex(/^[A-Z2-7]{16,64}$/)),
});
export type TestStaffBody = z.input<typeof TestStaffBodySchema>;

// --- KYC queue

export const KycQueueQuerySchema = z.object({ status: z._default(z.enum(['pending', 'approved', 'rejected']), 'pending') });
export const KycDocumentSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  type: z.int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reject_reason: z.nullable(z.string()),
  created_at: iso,
  reviewed_at: z.nullable(iso),
  /** The bettor's verification status now (1 not verified, 2 pending, 3 verified, 4 rejected). */
  verification_status: z.int(),
});
export type KycDocument = z.infer<typeof KycDocumentSchema>;
export const KycQueueResponseSchema = z.object({ entities: z.array(KycDocumentSchema) });
export type KycQueueResponse = z.infer<typeof KycQueueResponseSchema>;
export { DocumentReviewBodySchema as KycReviewBodySchema };
export type KycReviewBody = z.input<typeof DocumentReviewBodySchema>;

// --- support and appeals inbox

export const SUPPORT_ITEM_KINDS = ['request', 'appeal'] as const;
export const SupportItemKindSchema = z.enum(SUPPORT_ITEM_KINDS);
export type SupportItemKind = z.infer<typeof SupportItemKindSchema>;
export const SUPPORT_ITEM_STATUSES = ['open', 'answered', 'closed'] as const;
export const SupportItemStatusSchema = z.enum(SUPPORT_ITEM_STATUSES);
export type SupportItemStatus = z.infer<typeof SupportItemStatusSchema>;

export const SupportInboxQuerySchema = z.object({ status: z.optional(SupportItemStatusSchema), kind: z.optional(SupportItemKindSchema) });
export const SupportItemSchema = z.object({
  kind: SupportItemKindSchema,
  id: z.int(),
  user_id: z.int(),
  /** The request's topic (appeals have none). */
  topic: z.nullable(z.string()),
  message: z.string(),
  status: SupportItemStatusSchema,
  answer: z.nullable(z.string()),
  created_at: iso,
  answered_at: z.nullable(iso),
});
export type SupportItem = z.infer<typeof SupportItemSchema>;
export const SupportInboxResponseSchema = z.object({ entities: z.array(SupportItemSchema) });
export type SupportInboxResponse = z.infer<typeof SupportInboxResponseSchema>;
export const SUPPORT_ANSWER_MAX_LENGTH = 4000;
export const SupportAnswerBodySchema = z.object({ answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_ANSWER_MAX_LENGTH)) });
export type SupportAnswerBody = z.infer<typeof SupportAnswerBodySchema>;
export const SupportItemParamsSchema = z.object({ kind: SupportItemKindSchema, id: z.coerce.number().check(z.multipleOf(1), z.gte(1)) });

// --- audit trail

export const AuditQuerySchema = z.object({
  staff: z.optional(z.string().check(z.maxLength(64))),
  action: z.optional(z.string().check(z.maxLength(64))),
  target: z.optional(z.string().check(z.maxLength(128))),
  from: z.optional(iso),
  to: z.optional(iso),
  limit: z._default(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(500)), 100),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export const AuditEntrySchema = z.object({
  id: z.int(),
  at: iso,
  staff_id: z.int(),
  staff_login: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditResponseSchema = z.object({ entities: z.array(AuditEntrySchema) });
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

// --- responsible gaming (read only: no staff member may lift a self-exclusion or a time-out early)

export const RgRestrictionSchema = z.object({
  user_id: z.int(),
  kind: z.enum(['self_exclusion', 'time_out']),
  /** The limit's value: days. */
  days: z.int(),
  started_at: z.nullable(iso),
  ends_at: iso,
});
export type RgRestriction = z.infer<typeof RgRestrictionSchema>;
export const RgPendingChangeSchema = z.object({
  user_id: z.int(),
  limit_type: z.int(),
  /** The value asked for (-1: no limit) and the one in force now (null: none). */
  limit_value: z.int(),
  current_value: z.nullable(z.int()),
  need_approve: z.boolean(),
  updated_at: iso,
});
export type RgPendingChange = z.infer<typeof RgPendingChangeSchema>;
export const RgOverviewResponseSchema = z.object({ restrictions: z.array(RgRestrictionSchema), pending_changes: z.array(RgPendingChangeSchema) });
export type RgOverviewResponse = z.infer<typeof RgOverviewResponseSchema>;

// --- payments: deposits and withdrawals by status; withdrawals above the review amount wait for an officer's decision

export const PAYMENT_REVIEW_STATES = ['waiting', 'approved', 'rejected'] as const;
export const BackofficePaymentsQuerySchema = z.object({
  kind: z.optional(z.enum(['deposit', 'withdrawal'])),
  status: z.optional(z.enum(['pending', 'success', 'fail', 'cancel'])),
  review: z.optional(z.enum(PAYMENT_REVIEW_STATES)),
  user_id: z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1))),
});
export const BackofficePaymentSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  kind: z.enum(['deposit', 'withdrawal']),
  /** Integer minor units of `currency` (`minor_digits` of them make one major unit). */
  amount: z.int(),
  currency: z.string(),
  minor_digits: z.int(),
  method: z.string(),
  provider: z.string(),
  status: z.enum(['pending', 'success', 'fail', 'cancel']),
  created_at: iso,
  settled_at: z.nullable(iso),
  /** A withdrawal above the review amount: waiting for a payments officer, or their decision; null: no review. */
  review: z.nullable(z.enum(PAYMENT_REVIEW_STATES)),
  reviewed_by: z.nullable(z.string()),
});
export type BackofficePayment = z.infer<typeof BackofficePaymentSchema>;
export const BackofficePaymentsResponseSchema = z.object({ entities: z.array(BackofficePaymentSchema) });
export const PaymentReviewBodySchema = z.object({ decision: z.enum(['approve', 'reject']) });
export type PaymentReviewBody = z.infer<typeof PaymentReviewBodySchema>;

// --- trading desk: the line by sport, competition and game, with live state; markets suspended, blocked, voided;
// prices pinned; games resulted (settlement then runs through the betting module's exactly-once path)

export const TRADING_GAME_STATUSES = ['prematch', 'live', 'finished'] as const;
export const TradingGamesQuerySchema = z.object({
  status: z.optional(z.enum(TRADING_GAME_STATUSES)),
  sport_id: z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1))),
  q: z.optional(z.string().check(z.maxLength(64))),
});
export const TradingGameSchema = z.object({
  id: z.int(),
  sport_id: z.int(),
  sport: z.string(),
  champ_id: z.int(),
  champ: z.string(),
  home: z.string(),
  away: z.string(),
  start_at: iso,
  status: z.enum(TRADING_GAME_STATUSES),
  score: z.nullable(z.tuple([z.int(), z.int()])),
  game_seconds: z.int(),
  markets: z.int(),
  suspended_markets: z.int(),
  blocked_markets: z.int(),
});
export type TradingGame = z.infer<typeof TradingGameSchema>;
export const TradingGamesResponseSchema = z.object({ entities: z.array(TradingGameSchema) });

export const TradingOutcomeSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  /** Thousandths. */
  coef: z.int(),
  pinned: z.boolean(),
  result: z.nullable(z.enum(['won', 'lost', 'void'])),
});
export const TradingMarketSchema = z.object({
  id: z.int(),
  name: z.string(),
  period: z.int(),
  param: z.nullable(z.int()),
  is_suspended: z.boolean(),
  is_blocked: z.boolean(),
  blocked_by: z.nullable(z.enum(['model', 'manual'])),
  /** The bookmaker's margin of the market's prices in thousandths (sum of 1/coef minus one); null when an outcome is decided. */
  margin: z.nullable(z.int()),
  outcomes: z.array(TradingOutcomeSchema),
});
export type TradingMarket = z.infer<typeof TradingMarketSchema>;
export const TradingGameDetailSchema = z.object({ game: TradingGameSchema, markets: z.array(TradingMarketSchema) });
export type TradingGameDetail = z.infer<typeof TradingGameDetailSchema>;

export const TradingMarketStateBodySchema = z.object({ flag: z.enum(['suspend', 'block']), on: z.boolean() });
export type TradingMarketStateBody = z.infer<typeof TradingMarketStateBodySchema>;
/** A price in thousandths: 1.01 to 1000.00. */
export const TradingPriceBodySchema = z.object({ coef: z.int().check(z.gte(1010), z.lte(1_000_000)) });
export type TradingPriceBody = z.infer<typeof TradingPriceBodySchema>;
export const TradingResultBodySchema = z.object({ score: z.tuple([z.int().check(z.gte(0), z.lte(999)), z.int().check(z.gte(0), z.lte(999))]) });
export type TradingResultBody = z.infer<typeof TradingResultBodySchema>;
/** A finished game's corrected results, outcome by outcome (the others keep theirs). */
export const TradingCorrectionBodySchema = z.object({
  results: z.array(z.object({ outcome_id: z.int().check(z.gte(1)), result: z.enum(['won', 'lost', 'void']) })).check(z.minLength(1), z.maxLength(500)),
});
export type TradingCorrectionBody = z.infer<typeof TradingCorrectionBodySchema>;
/** What a result or a void did: coupons settled by it. */
export const TradingSettledResponseSchema = z.object({ detail: TradingGameDetailSchema, settled_coupons: z.array(z.int()), reopened_coupons: z.optional(z.array(z.int())) });

// --- risk desk: what the house pays from open coupons

export const RiskOutcomeLiabilitySchema = z.object({
  outcome_id: z.int(),
  game_id: z.int(),
  game: z.string(),
  market: z.string(),
  outcome: z.string(),
  currency: z.string(),
  minor_digits: z.int(),
  coupons: z.int(),
  stakes: z.int(),
  /** What the house pays out if this outcome wins, minus the stakes of the coupons holding it (singles; minor units). */
  liability: z.int(),
  alert: z.boolean(),
});
export type RiskOutcomeLiability = z.infer<typeof RiskOutcomeLiabilitySchema>;
export const RiskGameLiabilitySchema = z.object({
  game_id: z.int(),
  game: z.string(),
  currency: z.string(),
  minor_digits: z.int(),
  stakes: z.int(),
  /** The worst outcome of the game for the house. */
  worst_liability: z.int(),
  alert: z.boolean(),
});
export const RiskBettorSchema = z.object({ user_id: z.int(), currency: z.string(), minor_digits: z.int(), coupons: z.int(), staked: z.int(), returned: z.int(), profit: z.int() });
export const RiskLiabilityResponseSchema = z.object({
  /** The alert threshold per currency (minor units). */
  thresholds: z.record(z.string(), z.int()),
  outcomes: z.array(RiskOutcomeLiabilitySchema),
  games: z.array(RiskGameLiabilitySchema),
  bettors: z.array(RiskBettorSchema),
  alerts: z.array(RiskOutcomeLiabilitySchema),
});
export type RiskLiabilityResponse = z.infer<typeof RiskLiabilityResponseSchema>;
