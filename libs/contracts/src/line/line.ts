import * as z from 'zod/mini';
import { LINE_SECTIONS, LINE_TIME_FILTERS } from './sections';
import { CalendarDaySchema } from '../calendar';

export { LINE_SECTIONS, LINE_TIME_FILTERS } from './sections';

export const LineSectionSchema = z.enum(LINE_SECTIONS);
export type LineSection = z.infer<typeof LineSectionSchema>;

export const LineTimeFilterSchema = z.enum(LINE_TIME_FILTERS);
export type LineTimeFilter = z.infer<typeof LineTimeFilterSchema>;

/** Esports route types (spec §2): real disciplines, virtual (simulated FIFA/eBasketball…), games with a stream. */
export const ESPORTS_TYPES = ['real', 'virtual', 'stream'] as const;
export const EsportsTypeSchema = z.enum(ESPORTS_TYPES);
export type EsportsType = z.infer<typeof EsportsTypeSchema>;

/** A game's life: prematch (line), live, finished. */
export const GAME_STATUSES = ['prematch', 'live', 'finished'] as const;
export const GameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatusSchema>;

/**
 * The coupon's bet `statusId` (spec §3: "Finished when flagged or status 4. Live when … status 2 or 3"):
 * 1 prematch, 2 live and playing, 3 live in a break (between periods, or every market suspended), 4 finished.
 */
export const GAME_STATUS_ID = { prematch: 1, live: 2, liveBreak: 3, finished: 4 } as const;
export const GameStatusIdSchema = z.literal([1, 2, 3, 4]);
export type GameStatusId = z.infer<typeof GameStatusIdSchema>;

/**
 * A settled outcome's result; null while open. `half_won` / `half_lost`: an Asian quarter line (±0.25, ±0.75), half the
 * stake on each neighbouring line, one of them void.
 */
export const OUTCOME_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export const OutcomeResultSchema = z.enum(OUTCOME_RESULTS);
export type OutcomeResult = z.infer<typeof OutcomeResultSchema>;

const Id = z.int().check(z.positive());
const Count = z.int().check(z.gte(0));
/** Seconds since the epoch. */
const EpochSeconds = z.int().check(z.gte(0));
/** Decimal coefficient in thousandths: 1850 = 1.85; never below 1010 while open. */
export const CoefThousandthsSchema = z.int().check(z.gte(1000));
/** `0`/`1` (also `true`/`false`) in a query string. */
const QueryFlag = z.optional(z.enum(['0', '1', 'true', 'false']));
/** True when a QueryFlag value is set on. */
export function isQueryFlagOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
const QueryId = z.optional(z.coerce.number().check(z.int(), z.positive()));
const lng = z.optional(z.string().check(z.regex(/^[a-z]{2}$/)));
/** A read that answers in a language only (a game, a champ): `lng` names the line in it, English when absent. */
export const LineLanguageQuerySchema = z.object({ lng });

// ---------------------------------------------------------------- menu

export const LineMenuChampSchema = z.object({
  id: Id,
  name: z.string(),
  sportId: Id,
  countryId: Id,
  liveCount: Count,
  lineCount: Count,
  isTop: z.boolean(),
});
export type LineMenuChamp = z.infer<typeof LineMenuChampSchema>;

export const LineMenuCountrySchema = z.object({
  id: Id,
  /** ISO-like code (`gb`, `es`; `int` for international and esports). */
  code: z.string(),
  name: z.string(),
  liveCount: Count,
  lineCount: Count,
  champs: z.array(LineMenuChampSchema),
});
export type LineMenuCountry = z.infer<typeof LineMenuCountrySchema>;

export const LineMenuSportSchema = z.object({
  id: Id,
  /** Path segment of the sport (`football`, `cs2`). */
  slug: z.string(),
  name: z.string(),
  isEsports: z.boolean(),
  /** Esports type (real or virtual) for esports disciplines; null for sports. */
  esportsType: z.nullable(z.enum(['real', 'virtual'])),
  liveCount: Count,
  lineCount: Count,
  sort: z.int(),
  /** Grouped (`groupByCountry` on): countries each with their champs; else empty. */
  countries: z.array(LineMenuCountrySchema),
  /** Not grouped: every champ of the sport; else empty. */
  champs: z.array(LineMenuChampSchema),
});
export type LineMenuSport = z.infer<typeof LineMenuSportSchema>;

/**
 * GET menu. `section` limits counts and champs to games of that section (a sport with no game in it is left out);
 * without it both sections count. `groupByCountry` (default on, the isGroupByCountry global setting) decides
 * between `countries` and `champs`. `esports=1` only esports disciplines, `esports=0` only sports.
 */
export const LineMenuQuerySchema = z.object({
  lng,
  section: z.optional(LineSectionSchema),
  groupByCountry: QueryFlag,
  esports: QueryFlag,
  timeFilter: z.optional(LineTimeFilterSchema),
});
export type LineMenuQuery = z.infer<typeof LineMenuQuerySchema>;
export const LineMenuResponseSchema = z.object({
  section: z.nullable(LineSectionSchema),
  groupByCountry: z.boolean(),
  sports: z.array(LineMenuSportSchema),
});
export type LineMenuResponse = z.infer<typeof LineMenuResponseSchema>;

// ---------------------------------------------------------------- games, markets, outcomes

export const LineOutcomeSchema = z.object({
  /** Stable id: coupons and bets reference it. */
  id: Id,
  marketId: Id,
  name: z.string(),
  /** Thousandths (1850 = 1.85). */
  coef: CoefThousandthsSchema,
  /** No bet is taken: the outcome's market is blocked or suspended, or the game has finished. */
  isBlocked: z.boolean(),
  result: z.nullable(OutcomeResultSchema),
  /** Rises with every coefficient change. */
  version: z.int(),
});
export type LineOutcome = z.infer<typeof LineOutcomeSchema>;

export const LineMarketSchema = z.object({
  id: Id,
  gameId: Id,
  /** Market type: 1 match result (1X2), 2 match winner (12), 3 total over/under, 4 handicap, 5 both teams score, 6 double chance, 7 period winner. */
  typeId: z.int(),
  /** Coupon bet `kind`: 1 main, 2 additional (totals, handicaps…), 3 period. */
  kind: z.int(),
  groupId: z.int(),
  name: z.string(),
  /** 0 whole game, else the period it settles on. */
  period: Count,
  /** Total or handicap line in thousandths (2500 = 2.5), or null. */
  param: z.nullable(z.int()),
  isBlocked: z.boolean(),
  /** Briefly off around goals and breaks; comes back on its own. */
  isSuspended: z.boolean(),
  /** A second pick from the same game may be combined with one of this market in an express. */
  isCombinable: z.boolean(),
  outcomes: z.array(LineOutcomeSchema),
});
export type LineMarket = z.infer<typeof LineMarketSchema>;

export const LineMarketGroupSchema = z.object({ id: z.int(), name: z.string(), markets: z.array(LineMarketSchema) });
export type LineMarketGroup = z.infer<typeof LineMarketGroupSchema>;

export const LineOpponentSchema = z.object({
  name: z.string(),
  /** Null before the game starts. */
  score: z.nullable(Count),
});
export type LineOpponent = z.infer<typeof LineOpponentSchema>;

export const LineGameSchema = z.object({
  id: Id,
  /** The game number shown to bettors and printed on coupons. */
  number: z.int(),
  sportId: Id,
  sportSlug: z.string(),
  sportName: z.string(),
  isEsports: z.boolean(),
  champId: Id,
  champName: z.string(),
  countryName: z.string(),
  status: GameStatusSchema,
  statusId: GameStatusIdSchema,
  isLive: z.boolean(),
  isFinished: z.boolean(),
  /** Live-in-live: a live game whose markets are re-opened during play (always true for live games here). */
  isLiveInLive: z.boolean(),
  startAt: EpochSeconds,
  /** Seconds played (0 before start). */
  gameSeconds: Count,
  /** Current period (0 before start; 1, 2, … for halves, quarters, maps or sets). */
  period: Count,
  periodCount: z.int().check(z.positive()),
  /** Two opponents: home first. */
  opponents: z.array(LineOpponentSchema),
  /** Formatted score: `2:1 (1:0, 1:1)`; empty before the start. */
  score: z.string(),
  isTop: z.boolean(),
  hasStream: z.boolean(),
  statisticId: z.nullable(z.string()),
  marketsCount: Count,
  /** The main market (1X2 or winner) when open, for list rows. */
  mainMarket: z.nullable(LineMarketSchema),
  // Optional fields last: the compiled serialiser writes them after the required ones, and the answer must read the
  // same whichever serialiser wrote it.
  /** Each period's score (halves, quarters, sets, maps), home first; absent or empty before the start. */
  periodScores: z.optional(z.array(z.array(Count).check(z.minLength(2), z.maxLength(2)))),
  /**
   * Points of the game being played inside the current set (tennis: 0, 1, 2, 3 = 0, 15, 30, 40; past 3 all, the
   * leader by one has the advantage), home first; absent where a sport has none or the game is not live.
   */
  points: z.optional(z.array(Count).check(z.minLength(2), z.maxLength(2))),
});
export type LineGame = z.infer<typeof LineGameSchema>;

/**
 * GET events. `section` is required; `sportId` and `champId` narrow; `esports=1` only esports disciplines (and
 * `esportsType=stream` only games with a stream); `limit` defaults to 200.
 */
export const LineEventsQuerySchema = z.object({
  lng,
  section: LineSectionSchema,
  sportId: QueryId,
  champId: QueryId,
  timeFilter: z._default(LineTimeFilterSchema, 'all'),
  esports: QueryFlag,
  esportsType: z.optional(EsportsTypeSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
});
export type LineEventsQuery = z.infer<typeof LineEventsQuerySchema>;
export const LineEventsResponseSchema = z.object({
  section: z.nullable(LineSectionSchema),
  timeFilter: LineTimeFilterSchema,
  /** Seconds of the server's clock when the list was read. */
  now: EpochSeconds,
  games: z.array(LineGameSchema),
});
export type LineEventsResponse = z.infer<typeof LineEventsResponseSchema>;

/** How `top` picks its games: `top` the operator's top games and champs; `bets` the open games with the most open bets on them (a count, no bettor named). */
export const LINE_TOP_ORDERS = ['top', 'bets'] as const;
export type LineTopOrder = (typeof LINE_TOP_ORDERS)[number];

/** GET top. Without `section`: live top games first, then line ones. `by=bets`: most bet on first, games nobody bet on left out. */
export const LineTopQuerySchema = z.object({
  lng,
  section: z.optional(LineSectionSchema),
  by: z._default(z.enum(LINE_TOP_ORDERS), 'top'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type LineTopQuery = z.infer<typeof LineTopQuerySchema>;

export const LineGameParamsSchema = z.object({ gameId: z.coerce.number().check(z.int(), z.positive()) });
export const LineChampParamsSchema = z.object({ champId: z.coerce.number().check(z.int(), z.positive()) });

/** GET games/:gameId. Finished games stay readable (with results). */
export const LineGameResponseSchema = z.object({
  now: EpochSeconds,
  game: LineGameSchema,
  marketGroups: z.array(LineMarketGroupSchema),
});
export type LineGameResponse = z.infer<typeof LineGameResponseSchema>;

// ---------------------------------------------------------------- results, champs, esports

/**
 * GET results. `type` live: games finished today that were played live; zone: every finished game (the results
 * zone). `date` (YYYY-MM-DD) narrows to games started that day in the bettor's time zone: `tzo`, the UTC offset in
 * hours (the time-zone setting, −12…14 in quarter hours; default 0, UTC).
 */
export const LineResultsQuerySchema = z.object({
  lng,
  type: z._default(z.enum(['live', 'zone']), 'zone'),
  sportId: QueryId,
  champId: QueryId,
  date: z.optional(CalendarDaySchema),
  tzo: z._default(
    z.coerce.number().check(
      z.minimum(-12),
      z.maximum(14),
      z.refine((hours) => Number.isInteger(hours * 4), 'a UTC offset in quarter hours'),
    ),
    0,
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
});
export type LineResultsQuery = z.infer<typeof LineResultsQuerySchema>;
export const LineResultsResponseSchema = z.object({
  now: EpochSeconds,
  /** The first day (in `tzo`) that still has finished games kept; null when none is kept. */
  firstDay: z.nullable(CalendarDaySchema),
  /** The sports with finished games that day (or at all, without `date`), for the filter: before `sportId` narrows. */
  sports: z.array(z.object({ id: Id, slug: z.string(), name: z.string(), count: Count })),
  games: z.array(LineGameSchema),
});
export type LineResultsResponse = z.infer<typeof LineResultsResponseSchema>;

export const LineChampSchema = z.object({
  id: Id,
  name: z.string(),
  sportId: Id,
  sportName: z.string(),
  sportSlug: z.string(),
  countryId: Id,
  countryName: z.string(),
  isTop: z.boolean(),
});
export type LineChamp = z.infer<typeof LineChampSchema>;
export const LineChampResponseSchema = z.object({
  now: EpochSeconds,
  champ: LineChampSchema,
  live: z.array(LineGameSchema),
  line: z.array(LineGameSchema),
  finished: z.array(LineGameSchema),
});
export type LineChampResponse = z.infer<typeof LineChampResponseSchema>;

export const LineEsportsQuerySchema = z.object({ lng, type: z._default(EsportsTypeSchema, 'real') });
export type LineEsportsQuery = z.infer<typeof LineEsportsQuerySchema>;
export const LineEsportsDisciplineSchema = z.object({
  sportId: Id,
  slug: z.string(),
  name: z.string(),
  liveCount: Count,
  lineCount: Count,
  champs: z.array(LineMenuChampSchema),
});
export type LineEsportsDiscipline = z.infer<typeof LineEsportsDisciplineSchema>;
export const LineEsportsResponseSchema = z.object({ type: EsportsTypeSchema, disciplines: z.array(LineEsportsDisciplineSchema) });
export type LineEsportsResponse = z.infer<typeof LineEsportsResponseSchema>;

// ---------------------------------------------------------------- coupon bets

/** GET bets?ids=1,2,3 (1–50 outcome ids). Unknown ids are listed in `missing`. */
export const LineBetsQuerySchema = z.object({
  ids: z.string().check(z.regex(/^\d{1,15}(,\d{1,15}){0,49}$/, 'comma-separated outcome ids')),
  /** The names (outcome, market, champ, sport) in this language; English when absent. */
  lng,
});
export type LineBetsQuery = z.infer<typeof LineBetsQuerySchema>;

/** Every field of a coupon bet (spec §3) the line knows, for one outcome. */
export const LineBetSchema = z.object({
  outcomeId: Id,
  outcomeName: z.string(),
  /** The market: id, coef, sportId, typeId, kind, isLive, champName, sportName (spec §3 "market (…)"). */
  marketId: Id,
  marketName: z.string(),
  coef: CoefThousandthsSchema,
  sportId: Id,
  typeId: z.int(),
  kind: z.int(),
  isLive: z.boolean(),
  champId: Id,
  champName: z.string(),
  sportName: z.string(),
  /** One block per game: picks of the same game share it. */
  blockId: Id,
  gameId: Id,
  gameNumber: z.int(),
  statusId: GameStatusIdSchema,
  isFinished: z.boolean(),
  isLiveInLive: z.boolean(),
  startAt: EpochSeconds,
  gameSeconds: Count,
  opponents: z.array(LineOpponentSchema),
  score: z.string(),
  /** Market blocked or suspended, or the game finished: no bet. */
  isBlocked: z.boolean(),
  isSuspended: z.boolean(),
  /** Never set by this line (no dependent markets); kept for the coupon's shape. */
  isDepend: z.boolean(),
  /** Not allowed in an express (outright-like markets). */
  isBannedExpress: z.boolean(),
  isCombinable: z.boolean(),
  statisticId: z.nullable(z.string()),
  result: z.nullable(OutcomeResultSchema),
  /** The caller's user config disallows this sport in this section (disallow_line_sport / disallow_live_sport). */
  isSportDisallowed: z.boolean(),
});
export type LineBet = z.infer<typeof LineBetSchema>;
export const LineBetsResponseSchema = z.object({ bets: z.array(LineBetSchema), missing: z.array(Id) });
export type LineBetsResponse = z.infer<typeof LineBetsResponseSchema>;

// ---------------------------------------------------------------- test control

export const LineTickBodySchema = z.object({ ms: z.int().check(z.minimum(1), z.maximum(6 * 3600 * 1000)) });
export const LineFinishBodySchema = z.object({
  /** Final score, home first; default: the current score. */
  score: z.optional(z.array(Count).check(z.minLength(2), z.maxLength(2))),
});
export const LineCoefBodySchema = z.object({ coef: z.int().check(z.minimum(1010), z.maximum(1_000_000)) });
export const LineMarketStateBodySchema = z.object({ on: z._default(z.boolean(), true) });
export const LineSimulatorBodySchema = z.object({ running: z.boolean() });
export const LineTestControlResponseSchema = z.object({ ok: z.boolean(), now: EpochSeconds, changed: Count });
export type LineTestControlResponse = z.infer<typeof LineTestControlResponseSchema>;
