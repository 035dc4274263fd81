import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { CasinoStakeRangeSchema, CasinoWalletSchema } from './rounds';

/**
 * Keno and bingo draws: they run on a schedule, with tickets and results in history.
 *
 * - The server runs a schedule per game (keno every 5 minutes, bingo every 10): one draw is `open` at a time and takes
 *   tickets until its `drawAt`; then it is `drawing` (its balls come out one every `ballIntervalMs`, and the state
 *   shows those already out) and then `settled` (wins paid) — or `cancelled` (stakes refunded).
 * - Provably fair: a draw's `serverSeedHash` is shown from its creation, before it takes tickets; its `serverSeed` once
 *   it is settled or cancelled. Its balls are `@betting/games`' `drawSequence(game, serverSeed, id)` (bingo: a prefix);
 *   `verifyDraw` recomputes them in the browser.
 * - A ticket is bought for the signed-in person's active account with the header `Idempotency-Key` (a retry with the
 *   same key and body answers the same ticket with `Idempotent-Replayed: true`; another body is 409
 *   `idempotency_conflict`). Its stake goes through the ledger (reference `draw-ticket:{id}`) under the
 *   responsible-gaming limits; a refused purchase keeps nothing.
 * - Money in minor units of the ticket's currency, multipliers in thousandths.
 */
const BASE = '/web-api/casino/draws';

export const CasinoDrawPaths = {
  /** GET → CasinoDrawStateResponseSchema: the schedule, the open draw, the draw under way, the latest results (a session adds the stake range). */
  state: (game: CasinoDrawGame) => `${BASE}/${game}`,
  statePattern: `${BASE}/:game`,
  /** POST CasinoDrawTicketBodySchema + `Idempotency-Key` → 201 CasinoDrawTicketResponseSchema; GET CasinoDrawTicketsQuerySchema → CasinoDrawTicketsResponseSchema (signed in: my tickets, newest first). */
  tickets: `${BASE}/tickets`,
  /** GET CasinoDrawResultsQuerySchema → CasinoDrawResultsResponseSchema: settled and cancelled draws, newest first. */
  results: (game: CasinoDrawGame) => `${BASE}/${game}/results`,
  resultsPattern: `${BASE}/:game/results`,
  /** GET → CasinoDrawDetailResponseSchema: one draw with its winners. */
  draw: (game: CasinoDrawGame, drawId: number) => `${BASE}/${game}/results/${drawId}`,
  drawPattern: `${BASE}/:game/results/:drawId`,
} as const;

/** Test-control calls (non-production only). */
export const CasinoDrawTestControlPaths = {
  /** POST CasinoDrawRunBodySchema → CasinoDrawRunResponseSchema: runs the schedule as of a time (draws due are drawn and settled). */
  run: '/__test/casino/draws/run',
  /** POST → CasinoDrawSettleResponseSchema: the game's open draw drawn and settled now (the schedule run to its end). */
  settle: (game: CasinoDrawGame) => `/__test/casino/draws/${game}/settle`,
  settlePattern: '/__test/casino/draws/:game/settle',
  /** PUT CasinoDrawSeedBodySchema → CasinoDrawSeedResponseSchema: the server seed of the game's open draw. */
  seed: (game: CasinoDrawGame) => `/__test/casino/draws/${game}/seed`,
  seedPattern: '/__test/casino/draws/:game/seed',
  /** POST → CasinoDrawCancelResponseSchema: cancels an open or drawing draw and refunds its tickets. */
  cancel: (drawId: number) => `/__test/casino/draws/${drawId}/cancel`,
  cancelPattern: '/__test/casino/draws/:drawId/cancel',
} as const;

export const CasinoDrawGameSchema = z.enum(['keno', 'bingo']);
export type CasinoDrawGame = z.infer<typeof CasinoDrawGameSchema>;

const Id = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const Multiplier = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const Ball = z.int().check(z.gte(1), z.lte(80));
const HexHash = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Instant = z.iso.datetime({ offset: true });
const PageNumber = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const PageSize = (initial: number) => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), initial);

export const CasinoDrawGameParamsSchema = z.object({ game: CasinoDrawGameSchema });
export const CasinoDrawParamsSchema = z.object({ game: CasinoDrawGameSchema, drawId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) });
export const CasinoDrawIdParamsSchema = z.object({ drawId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) });

// ---------------------------------------------------------------- draws

export const CasinoDrawStatusSchema = z.enum(['open', 'drawing', 'settled', 'cancelled']);
export type CasinoDrawStatus = z.infer<typeof CasinoDrawStatusSchema>;

export const CasinoDrawSchema = z.object({
  id: Id,
  game: CasinoDrawGameSchema,
  status: CasinoDrawStatusSchema,
  opensAt: Instant,
  drawAt: Instant,
  /** The commitment, shown from the draw's creation. */
  serverSeedHash: HexHash,
  /** Shown once the draw is settled or cancelled; null before. */
  serverSeed: z.nullable(z.string()),
  /** The balls out so far, in order (all of them once settled; none while open or when cancelled before drawing). */
  balls: z.array(Ball),
  ticketsCount: z.int().check(z.gte(0)),
  settledAt: z.nullable(Instant),
});
export type CasinoDraw = z.infer<typeof CasinoDrawSchema>;

export const CasinoDrawScheduleSchema = z.object({
  /** A draw every this many seconds, at whole multiples of it (UTC). */
  everySeconds: z.int().check(z.positive()),
  /** A drawing draw shows one more ball every this many milliseconds. */
  ballIntervalMs: z.int().check(z.positive()),
});
export type CasinoDrawSchedule = z.infer<typeof CasinoDrawScheduleSchema>;

export const CasinoDrawStateResponseSchema = z.object({
  game: CasinoDrawGameSchema,
  /** The server's clock when it answered (the page counts down against it). */
  serverNowMs: z.int(),
  schedule: CasinoDrawScheduleSchema,
  /** The draw taking tickets (null only for a moment between draws). */
  open: z.nullable(CasinoDrawSchema),
  /** The draw whose balls are coming out. */
  drawing: z.nullable(CasinoDrawSchema),
  /** The latest settled draws, newest first. */
  latest: z.array(CasinoDrawSchema),
  /** The stakes a ticket takes in the signed-in person's active account (null for a guest). */
  stakes: z.nullable(z.object({ currency: CurrencyIsoSchema, range: CasinoStakeRangeSchema })),
});
export type CasinoDrawStateResponse = z.infer<typeof CasinoDrawStateResponseSchema>;

export const CASINO_DRAW_RESULTS_PAGE_SIZE = 10;
export const CasinoDrawResultsQuerySchema = z.object({ page: PageNumber, pageSize: PageSize(CASINO_DRAW_RESULTS_PAGE_SIZE) });
export type CasinoDrawResultsQueryInput = z.input<typeof CasinoDrawResultsQuerySchema>;
export const CasinoDrawResultsResponseSchema = z.object({ draws: z.array(CasinoDrawSchema), paging: PagingSchema });
export type CasinoDrawResultsResponse = z.infer<typeof CasinoDrawResultsResponseSchema>;

/** A winning ticket of a draw as everyone sees it: the player masked (`ID 12••••89`). */
export const CasinoDrawWinnerSchema = z.object({
  ticketId: Id,
  player: z.string(),
  currency: CurrencyIsoSchema,
  stake: MinorAmountSchema,
  payout: MinorAmountSchema,
  multiplier: Multiplier,
  /** Keno: the hits; bingo: the best pattern a card completed. */
  hits: z.nullable(z.int().check(z.gte(0))),
  pattern: z.nullable(z.enum(['line', 'twoLines', 'fullHouse'])),
});
export type CasinoDrawWinner = z.infer<typeof CasinoDrawWinnerSchema>;
export const CASINO_DRAW_WINNERS_SHOWN = 20;
export const CasinoDrawDetailResponseSchema = z.object({ draw: CasinoDrawSchema, winners: z.array(CasinoDrawWinnerSchema), winnersCount: z.int().check(z.gte(0)) });
export type CasinoDrawDetailResponse = z.infer<typeof CasinoDrawDetailResponseSchema>;

// ---------------------------------------------------------------- tickets

export const CASINO_KENO_MAX_PICKS = 10;
export const CASINO_BINGO_MAX_CARDS = 4;
const Stake = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** Keno: 1 to 10 different numbers from 1 to 80 for `stake`; bingo: 1 to 4 cards for `stake` each. */
export const CasinoDrawTicketBodySchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('keno'), stake: Stake, picks: z.array(Ball).check(z.minLength(1), z.maxLength(CASINO_KENO_MAX_PICKS)) }),
  z.object({ game: z.literal('bingo'), stake: Stake, cards: z.int().check(z.gte(1), z.lte(CASINO_BINGO_MAX_CARDS)) }),
]);
export type CasinoDrawTicketBody = z.infer<typeof CasinoDrawTicketBodySchema>;

export const CasinoDrawSelectionSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('keno'), picks: z.array(Ball) }),
  /** Each card row by row, 0 for the free centre. */
  z.object({ game: z.literal('bingo'), cards: z.array(z.array(z.int().check(z.gte(0), z.lte(75)))) }),
]);
export type CasinoDrawSelection = z.infer<typeof CasinoDrawSelectionSchema>;

const PatternAt = z.nullable(z.int().check(z.gte(1)));
export const CasinoDrawOutcomeSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('keno'), hits: z.array(Ball), multiplier: Multiplier, payout: MinorAmountSchema }),
  z.object({
    game: z.literal('bingo'),
    cards: z.array(z.object({ lineAt: PatternAt, twoLinesAt: PatternAt, fullHouseAt: PatternAt, multiplier: Multiplier })),
    multiplier: Multiplier,
    payout: MinorAmountSchema,
  }),
]);
export type CasinoDrawOutcome = z.infer<typeof CasinoDrawOutcomeSchema>;

export const CasinoDrawTicketSchema = z.object({
  id: Id,
  game: CasinoDrawGameSchema,
  status: z.enum(['open', 'settled', 'refunded']),
  currency: CurrencyIsoSchema,
  /** What the ticket cost in all; `unitStake` per card in bingo (the keno stake itself). */
  stake: MinorAmountSchema,
  unitStake: MinorAmountSchema,
  selection: CasinoDrawSelectionSchema,
  outcome: z.nullable(CasinoDrawOutcomeSchema),
  payout: z.nullable(MinorAmountSchema),
  boughtAt: Instant,
  settledAt: z.nullable(Instant),
  draw: z.object({ id: Id, status: CasinoDrawStatusSchema, drawAt: Instant, balls: z.array(Ball), serverSeedHash: HexHash, serverSeed: z.nullable(z.string()) }),
});
export type CasinoDrawTicket = z.infer<typeof CasinoDrawTicketSchema>;
export const CasinoDrawTicketResponseSchema = z.object({ ticket: CasinoDrawTicketSchema, wallet: CasinoWalletSchema });
export type CasinoDrawTicketResponse = z.infer<typeof CasinoDrawTicketResponseSchema>;

export const CASINO_DRAW_TICKETS_PAGE_SIZE = 10;
export const CasinoDrawTicketsQuerySchema = z.object({ game: z.optional(CasinoDrawGameSchema), page: PageNumber, pageSize: PageSize(CASINO_DRAW_TICKETS_PAGE_SIZE) });
export type CasinoDrawTicketsQueryInput = z.input<typeof CasinoDrawTicketsQuerySchema>;
export const CasinoDrawTicketsResponseSchema = z.object({ tickets: z.array(CasinoDrawTicketSchema), paging: PagingSchema });
export type CasinoDrawTicketsResponse = z.infer<typeof CasinoDrawTicketsResponseSchema>;

// ---------------------------------------------------------------- errors

/**
 * Error codes of the draws, as ApiError `{ error: { code, message, params } }`. A stake refused by a responsible-gaming
 * limit answers 403 `limit_refused` with the limit's refusal in `params` (read it with `limitRefusalOfPaymentError`).
 */
export const CasinoDrawErrorCodeSchema = z.enum([
  /** 400: the body, query or `Idempotency-Key` header did not match the call. */
  'invalid_request',
  /** 400: the picks are not 1 to 10 different numbers from 1 to 80. */
  'invalid_picks',
  /** 400: the stake is outside the range (`params.min`, `params.max`, `params.currency`). */
  'stake_out_of_range',
  'not_signed_in',
  'invalid_token',
  /** 403 */
  'limit_refused',
  /** 404 */
  'draw_not_found',
  /** 409: no draw takes tickets right now (between two draws): try again in a moment. */
  'draw_closed',
  /** 409: the balance is short (`params.balance`, `params.currency`), the account is frozen or missing. */
  'insufficient_funds',
  'account_frozen',
  'account_not_found',
  /** 409: this Idempotency-Key was used for another call. */
  'idempotency_conflict',
]);
export type CasinoDrawErrorCode = z.infer<typeof CasinoDrawErrorCodeSchema>;

export const CASINO_DRAW_ERROR_STATUS: Readonly<Record<CasinoDrawErrorCode, number>> = {
  invalid_request: 400,
  invalid_picks: 400,
  stake_out_of_range: 400,
  not_signed_in: 401,
  invalid_token: 401,
  limit_refused: 403,
  draw_not_found: 404,
  draw_closed: 409,
  insufficient_funds: 409,
  account_frozen: 409,
  account_not_found: 409,
  idempotency_conflict: 409,
};

// ---------------------------------------------------------------- test control

/** Run the schedule as of `at` (ISO), or `advanceMs` after the server's clock (default 0: now). */
export const CasinoDrawRunBodySchema = z.object({ at: z.optional(Instant), advanceMs: z.optional(z.int().check(z.gte(0), z.lte(7 * 86_400_000))) });
export type CasinoDrawRunBody = z.infer<typeof CasinoDrawRunBodySchema>;
export const CasinoDrawRunResponseSchema = z.object({
  atMs: z.int(),
  /** Draws that moved: drawn (open → drawing) and settled. */
  drawn: z.int().check(z.gte(0)),
  settled: z.int().check(z.gte(0)),
  open: z.object({ keno: z.nullable(Id), bingo: z.nullable(Id) }),
});
export type CasinoDrawRunResponse = z.infer<typeof CasinoDrawRunResponseSchema>;
export const CasinoDrawSettleResponseSchema = z.object({ drawId: Id, balls: z.array(Ball), nextDrawId: z.nullable(Id) });
export type CasinoDrawSettleResponse = z.infer<typeof CasinoDrawSettleResponseSchema>;
export const CasinoDrawSeedBodySchema = z.object({ serverSeed: z.string().check(z.minLength(1), z.maxLength(200)) });
export const CasinoDrawSeedResponseSchema = z.object({ drawId: Id, serverSeedHash: HexHash });
export const CasinoDrawCancelResponseSchema = z.object({ drawId: Id, refunded: z.int().check(z.gte(0)) });
