import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { LanguageCodeSchema } from '../config/site-config';
import { CasinoLaunchKindSchema, CasinoSlugSchema } from './catalogue';

/**
 * Casino tournaments and the casino bonus pages (spec §2 bonus/casino, bonus/casino/{id},
 * bonus/casino/promotions/{id}, bonus/casino/tournaments, bonus/casino/tournaments/{id}).
 *
 * A tournament counts the real-money rounds of the house games (`CasinoGamePaths`) played within its period in its
 * currency with at least its minimum stake, on the games it names. Its leaderboard is computed from those rounds each
 * time it is asked for (never stored): players with a positive score, best first, equal scores ordered by who reached
 * theirs first. Players are shown by a masked id (`ID 12••••89`); the caller's own row comes with every board.
 *
 * Every call is a public GET; the leaderboard reads who calls (`ua` cookie or bearer token) only to add their row, and
 * is never cached. A tournament is named by its slug or its numeric id; an unknown one is 404
 * `casino_tournament_not_found`. Texts come in `lng` (English where a text has none).
 */
const BASE = '/web-api/casino/tournaments';
const BONUS_BASE = '/web-api/casino/bonus';

export const CasinoTournamentPaths = {
  /** GET CasinoTournamentsQuerySchema → CasinoTournamentsResponseSchema: running first (ending soonest), then upcoming, then finished. */
  list: BASE,
  /** GET CasinoTournamentQuerySchema → CasinoTournamentResponseSchema: one tournament with its rules, prizes and games. */
  tournament: (idOrSlug: number | string) => `${BASE}/${encodeURIComponent(String(idOrSlug))}`,
  tournamentPattern: `${BASE}/:tournament`,
  /** GET CasinoLeaderboardQuerySchema → CasinoLeaderboardResponseSchema: the top places and the caller's own row. */
  leaderboard: (idOrSlug: number | string) => `${BASE}/${encodeURIComponent(String(idOrSlug))}/leaderboard`,
  leaderboardPattern: `${BASE}/:tournament/leaderboard`,
  /** GET (signed in) CasinoTournamentPrizesQuerySchema → CasinoTournamentPrizesResponseSchema: my paid tournament prizes, newest first; 401 without a session. */
  myPrizes: '/web-api/casino/tournament-prizes',
} as const;

/** Test-control calls (non-production only). */
export const CasinoTournamentTestControlPaths = {
  /** POST → CasinoTournamentEndResponseSchema: the tournament ends now (its end set to the clock) and its prizes are paid. */
  end: (idOrSlug: number | string) => `/__test/casino/tournaments/${encodeURIComponent(String(idOrSlug))}/end`,
  endPattern: '/__test/casino/tournaments/:tournament/end',
} as const;

/**
 * The casino bonus pages' calls. The list of actions itself is spec §7's `CasinoPaths.actions`; these add one action's
 * details (bonus/casino/{id}) and the content app's casino promotions (bonus/casino/promotions/{id}).
 */
export const CasinoBonusPaths = {
  /** GET CasinoBonusQuerySchema → CasinoBonusActionResponseSchema: one casino action (404 `casino_action_not_found`). */
  action: (actionId: number | string) => `${BONUS_BASE}/actions/${actionId}`,
  actionPattern: `${BONUS_BASE}/actions/:actionId`,
  /** GET CasinoBonusQuerySchema → CasinoBonusPromotionsResponseSchema: the casino promotions that have not ended. */
  promotions: `${BONUS_BASE}/promotions`,
  /** GET CasinoBonusQuerySchema → CasinoBonusPromotionResponseSchema: one casino promotion by slug or id (404 `casino_promotion_not_found`). */
  promotion: (idOrSlug: number | string) => `${BONUS_BASE}/promotions/${encodeURIComponent(String(idOrSlug))}`,
  promotionPattern: `${BONUS_BASE}/promotions/:promotion`,
} as const;

// ---------------------------------------------------------------- vocabulary

/**
 * What a tournament ranks by. `total_stake`: the sum of the stakes (minor units); `biggest_multiplier`: the best
 * single round's multiplier (thousandths); `net_win`: the sum of payout − stake (minor units).
 */
export const CASINO_TOURNAMENT_SCORINGS = ['total_stake', 'biggest_multiplier', 'net_win'] as const;
export const CasinoTournamentScoringSchema = z.enum(CASINO_TOURNAMENT_SCORINGS);
export type CasinoTournamentScoring = z.infer<typeof CasinoTournamentScoringSchema>;

/** Where a tournament is against the server's clock: before its start, within its period, after its end. */
export const CASINO_TOURNAMENT_STATUSES = ['running', 'upcoming', 'finished'] as const;
export const CasinoTournamentStatusSchema = z.enum(CASINO_TOURNAMENT_STATUSES);
export type CasinoTournamentStatus = z.infer<typeof CasinoTournamentStatusSchema>;

/** Places a leaderboard shows unless asked otherwise, and the most it shows. */
export const CASINO_LEADERBOARD_SIZE = 20;
export const CASINO_LEADERBOARD_MAX_SIZE = 100;
/** How often an open tournament page refreshes its board while the tournament runs. */
export const CASINO_LEADERBOARD_REFRESH_MS = 30_000;

const Id = z.int().check(z.positive());
const Count = z.int().check(z.gte(0));
const IsoTime = z.iso.datetime({ offset: true });
const Lng = z._default(LanguageCodeSchema, 'en');
/** A tournament or promotion named in a path: its slug or its numeric id. */
const IdOrSlugParam = z.string().check(z.regex(/^[a-z0-9-]{1,120}$/));

// ---------------------------------------------------------------- tournaments

/** One paid place: `amount` minor units of the tournament's currency. */
export const CasinoTournamentPrizeSchema = z.object({ place: Id, amount: MinorAmountSchema });
export type CasinoTournamentPrize = z.infer<typeof CasinoTournamentPrizeSchema>;

/** A tournament as a list card needs it. */
export const CasinoTournamentSummarySchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  title: z.string(),
  summary: z.string(),
  status: CasinoTournamentStatusSchema,
  startsAt: IsoTime,
  endsAt: IsoTime,
  scoring: CasinoTournamentScoringSchema,
  currency: CurrencyIsoSchema,
  /** The least stake of a round that counts, minor units of `currency`. */
  minStake: MinorAmountSchema,
  /** The sum of the prizes. */
  prizePool: MinorAmountSchema,
  /** Paid places. */
  prizePlaces: Count,
  /** The casino action this tournament is run under (bonus/casino/{id}), if any. */
  actionId: z.nullable(Id),
});
export type CasinoTournamentSummary = z.infer<typeof CasinoTournamentSummarySchema>;

/** A game whose rounds count (the house games with a launch kind; `route` opens its page). */
export const CasinoTournamentGameSchema = z.object({
  id: Id,
  name: z.string(),
  route: CasinoSlugSchema,
  launch: CasinoLaunchKindSchema,
  coverUrl: z.string(),
});
export type CasinoTournamentGame = z.infer<typeof CasinoTournamentGameSchema>;

export const CasinoTournamentDetailsSchema = z.extend(CasinoTournamentSummarySchema, {
  /** The rules in the asked language, paragraph by paragraph. */
  rules: z.array(z.string()),
  prizes: z.array(CasinoTournamentPrizeSchema),
  games: z.array(CasinoTournamentGameSchema),
});
export type CasinoTournamentDetails = z.infer<typeof CasinoTournamentDetailsSchema>;

export const CasinoTournamentsQuerySchema = z.object({ lng: Lng, status: z.optional(CasinoTournamentStatusSchema) });
export type CasinoTournamentsQuery = z.infer<typeof CasinoTournamentsQuerySchema>;
export type CasinoTournamentsQueryInput = z.input<typeof CasinoTournamentsQuerySchema>;

export const CasinoTournamentsResponseSchema = z.object({
  tournaments: z.array(CasinoTournamentSummarySchema),
  /** The server's clock when answered: countdowns run from it, not from the device's clock. */
  serverTime: IsoTime,
});
export type CasinoTournamentsResponse = z.infer<typeof CasinoTournamentsResponseSchema>;

export const CasinoTournamentParamsSchema = z.object({ tournament: IdOrSlugParam });
export const CasinoTournamentQuerySchema = z.object({ lng: Lng });
export const CasinoTournamentResponseSchema = z.object({ tournament: CasinoTournamentDetailsSchema, serverTime: IsoTime });
export type CasinoTournamentResponse = z.infer<typeof CasinoTournamentResponseSchema>;

// ---------------------------------------------------------------- leaderboard

export const CasinoLeaderboardQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CASINO_LEADERBOARD_MAX_SIZE)), CASINO_LEADERBOARD_SIZE),
});
export type CasinoLeaderboardQueryInput = z.input<typeof CasinoLeaderboardQuerySchema>;

/** A placed player. `score` is in the unit of the tournament's scoring (minor units, or thousandths for a multiplier). */
export const CasinoLeaderboardRowSchema = z.object({
  place: Id,
  /** `ID 12••••89`: never the whole id. */
  player: z.string(),
  score: z.int(),
  /** When the player reached this score (ties go to the earlier). */
  reachedAt: IsoTime,
  /** The prize this place pays, null past the paid places. */
  prize: z.nullable(MinorAmountSchema),
  isMe: z.boolean(),
});
export type CasinoLeaderboardRow = z.infer<typeof CasinoLeaderboardRowSchema>;

/** The caller's own standing: `place` null when they played but have no positive score yet. */
export const CasinoLeaderboardMeSchema = z.object({
  place: z.nullable(Id),
  player: z.string(),
  score: z.int(),
  reachedAt: z.nullable(IsoTime),
  prize: z.nullable(MinorAmountSchema),
  /** Counted rounds. */
  rounds: Count,
});
export type CasinoLeaderboardMe = z.infer<typeof CasinoLeaderboardMeSchema>;

/**
 * A finished tournament's prizes. Once it has ended, its final board is frozen (after the last round that could still
 * count has settled) and each paid place's prize goes through the ledger into the winner's account in the tournament's
 * currency, exactly once. `pending`: not frozen yet, or some prize not yet paid (the sweep retries).
 */
export const CasinoTournamentPayoutSchema = z.object({
  status: z.enum(['pending', 'paid']),
  paidAt: z.nullable(IsoTime),
  prizes: z.array(z.object({ place: Id, player: z.string(), amount: MinorAmountSchema, paid: z.boolean(), isMe: z.boolean() })),
});
export type CasinoTournamentPayout = z.infer<typeof CasinoTournamentPayoutSchema>;

export const CasinoLeaderboardResponseSchema = z.object({
  tournamentId: Id,
  status: CasinoTournamentStatusSchema,
  scoring: CasinoTournamentScoringSchema,
  currency: CurrencyIsoSchema,
  /** Players with a positive score. */
  participants: Count,
  top: z.array(CasinoLeaderboardRowSchema),
  /** Null for a guest; for a signed-in caller who has not played, place null, score 0, rounds 0. */
  me: z.nullable(CasinoLeaderboardMeSchema),
  computedAt: IsoTime,
  /** Null until the tournament has finished. */
  payout: z.nullable(CasinoTournamentPayoutSchema),
});
export type CasinoLeaderboardResponse = z.infer<typeof CasinoLeaderboardResponseSchema>;

export const CasinoTournamentPrizesQuerySchema = z.object({
  lng: Lng,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export type CasinoTournamentPrizesQueryInput = z.input<typeof CasinoTournamentPrizesQuerySchema>;
/** One prize paid to me: the tournament, my place, the amount in its currency, when the ledger paid it. */
export const CasinoTournamentPrizeWonSchema = z.object({
  tournamentId: Id,
  slug: CasinoSlugSchema,
  title: z.string(),
  place: Id,
  amount: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  paidAt: IsoTime,
});
export type CasinoTournamentPrizeWon = z.infer<typeof CasinoTournamentPrizeWonSchema>;
export const CasinoTournamentPrizesResponseSchema = z.object({ prizes: z.array(CasinoTournamentPrizeWonSchema), paging: PagingSchema });
export type CasinoTournamentPrizesResponse = z.infer<typeof CasinoTournamentPrizesResponseSchema>;

export const CasinoTournamentEndResponseSchema = z.object({ tournamentId: Id, endedAt: IsoTime, payout: CasinoTournamentPayoutSchema });
export type CasinoTournamentEndResponse = z.infer<typeof CasinoTournamentEndResponseSchema>;

// ---------------------------------------------------------------- bonus casino: actions and promotions

export const CasinoBonusQuerySchema = z.object({ lng: Lng });
export const CasinoBonusActionParamsSchema = z.object({ actionId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
export const CasinoBonusPromotionParamsSchema = z.object({ promotion: IdOrSlugParam });

/** A run of stored text: plain, or a link to a page of this site (already checked by the server). */
export const CasinoBonusInlineSchema = z.object({ text: z.string(), href: z.optional(z.string()) });
export type CasinoBonusInline = z.infer<typeof CasinoBonusInlineSchema>;

/** Text blocks of a promotion's body and terms, safe to render as they are. */
export const CasinoBonusBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.array(CasinoBonusInlineSchema) }),
  z.object({ type: z.literal('paragraph'), text: z.array(CasinoBonusInlineSchema) }),
  z.object({ type: z.literal('note'), text: z.array(CasinoBonusInlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(CasinoBonusInlineSchema)) }),
]);
export type CasinoBonusBlock = z.infer<typeof CasinoBonusBlockSchema>;

/** One casino action (spec §7's Id and Name) with what its page shows. */
export const CasinoBonusActionSchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  name: z.string(),
  summary: z.string(),
  terms: z.array(z.string()),
  /** Where its button leads, after `/{lng}/`; null: no button. */
  ctaPath: z.nullable(z.string()),
  ctaLabel: z.string(),
  /** The promotion with the full terms (bonus/casino/promotions/{slug}), if one. */
  promotionSlug: z.nullable(CasinoSlugSchema),
  /** Tournaments run under this action, running first. */
  tournaments: z.array(CasinoTournamentSummarySchema),
});
export type CasinoBonusAction = z.infer<typeof CasinoBonusActionSchema>;
export const CasinoBonusActionResponseSchema = z.object({ action: CasinoBonusActionSchema, serverTime: IsoTime });
export type CasinoBonusActionResponse = z.infer<typeof CasinoBonusActionResponseSchema>;

export const CasinoBonusPromotionSummarySchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  title: z.string(),
  summary: z.string(),
  startsAt: IsoTime,
  /** Null: until further notice. */
  endsAt: z.nullable(IsoTime),
  schedule: z.string(),
  /** The cover image (a same-origin path), if any. */
  coverUrl: z.nullable(z.string()),
});
export type CasinoBonusPromotionSummary = z.infer<typeof CasinoBonusPromotionSummarySchema>;
export const CasinoBonusPromotionsResponseSchema = z.object({ promotions: z.array(CasinoBonusPromotionSummarySchema) });
export type CasinoBonusPromotionsResponse = z.infer<typeof CasinoBonusPromotionsResponseSchema>;

export const CasinoBonusPromotionSchema = z.extend(CasinoBonusPromotionSummarySchema, {
  /** The language the texts are in (the site's default or English when the asked one has none). */
  lang: LanguageCodeSchema,
  body: z.array(CasinoBonusBlockSchema),
  terms: z.array(CasinoBonusBlockSchema),
  /** Where its button leads, after `/{lng}/`; null: no button. */
  actionPath: z.nullable(z.string()),
  actionLabel: z.string(),
  /** False once `endsAt` has passed: the page says it is over. */
  isActive: z.boolean(),
});
export type CasinoBonusPromotion = z.infer<typeof CasinoBonusPromotionSchema>;
export const CasinoBonusPromotionResponseSchema = z.object({ promotion: CasinoBonusPromotionSchema });
export type CasinoBonusPromotionResponse = z.infer<typeof CasinoBonusPromotionResponseSchema>;

// ---------------------------------------------------------------- errors

/** Refusals of these calls, as ApiError `{ error: { code, message } }`. */
export const CasinoTournamentErrorCodeSchema = z.enum(['invalid_request', 'not_signed_in', 'invalid_token', 'casino_tournament_not_found', 'casino_action_not_found', 'casino_promotion_not_found']);
export type CasinoTournamentErrorCode = z.infer<typeof CasinoTournamentErrorCodeSchema>;

export const CASINO_TOURNAMENT_ERROR_STATUS: Readonly<Record<CasinoTournamentErrorCode, number>> = {
  invalid_request: 400,
  not_signed_in: 401,
  invalid_token: 401,
  casino_tournament_not_found: 404,
  casino_action_not_found: 404,
  casino_promotion_not_found: 404,
};
