import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { CasinoWalletSchema } from './rounds';

/**
 * Toto and lotto: draws, tickets bought through the ledger, results. Rules:
 * `@betting/games` (`rules/toto.ts`, `rules/lotto.ts`).
 *
 * - Toto: a draw of 15 football matches from the line. A coupon marks `1`, `X` or `2` (or several: `1X`, `12`, `X2`,
 *   `1X2`) for every match; it plays the product of its marks as lines at 10 whole units of the account's currency
 *   each. Draws are `open` (coupons taken until the first match starts) → `closed` → `settled` once every match is
 *   decided (a void match counts as right for everyone), or `cancelled` (too many void matches: every coupon refunded).
 * - Lotto 6/45: one draw a day at 20:00 UTC, provably fair (the server seed's SHA-256 shown while it is `open`, the
 *   seed shown once `drawn`). A ticket is 6 numbers (or a quick pick) at 10 whole units; 3–5 matches win fixed
 *   prizes, 6 share the jackpot.
 * - Pools are per currency: coupons and tickets in RUB share the RUB pool and jackpot, and so on.
 * - Buying needs a session and the header `Idempotency-Key`: a retry with the same key and body answers the same
 *   coupon or ticket (header `Idempotent-Replayed: true`) and moves no money twice; another body is 409
 *   `idempotency_conflict`. A refused purchase keeps nothing. Money is in minor units; odds in thousandths.
 */
const TOTO = '/web-api/casino/toto';
const LOTTO = '/web-api/casino/lotto';

export const CasinoPoolPaths = {
  /** GET → TotoOverviewResponseSchema: the current draw (open, closing first) and the next one, with pools and the line's odds. */
  totoOverview: `${TOTO}/overview`,
  /** GET PoolPageQuerySchema → TotoDrawsResponseSchema: closed, settled and cancelled draws, newest first. */
  totoDraws: `${TOTO}/draws`,
  /** GET → TotoDrawResponseSchema (404 `draw_not_found`). */
  totoDraw: (drawId: number) => `${TOTO}/draws/${drawId}`,
  totoDrawPattern: `${TOTO}/draws/:drawId`,
  /** GET (signed in) PoolPageQuerySchema → TotoCouponsResponseSchema; POST TotoCouponBodySchema + `Idempotency-Key` → 201 TotoCouponResponseSchema. */
  totoCoupons: `${TOTO}/coupons`,
  /** GET → LottoOverviewResponseSchema: the open draw and the latest drawn one. */
  lottoOverview: `${LOTTO}/overview`,
  /** GET PoolPageQuerySchema → LottoDrawsResponseSchema: drawn and cancelled draws, newest first. */
  lottoDraws: `${LOTTO}/draws`,
  /** GET → LottoDrawResponseSchema (404 `draw_not_found`). */
  lottoDraw: (drawId: number) => `${LOTTO}/draws/${drawId}`,
  lottoDrawPattern: `${LOTTO}/draws/:drawId`,
  /** GET (signed in) LottoTicketsQuerySchema → LottoTicketsResponseSchema; POST LottoTicketBodySchema + `Idempotency-Key` → 201 LottoTicketResponseSchema. */
  lottoTickets: `${LOTTO}/tickets`,
} as const;

/** Test-control calls (non-production only). */
export const CasinoPoolTestControlPaths = {
  /** POST → PoolTickResponseSchema: one pass of the draws' timer now (create, close, settle). */
  tick: '/__test/casino/pools/tick',
  /** POST TotoSettleBodySchema → TotoDrawResponseSchema: settle a toto draw now, from the line or from the given results. */
  settleToto: (drawId: number) => `/__test/casino/toto/draws/${drawId}/settle`,
  settleTotoPattern: '/__test/casino/toto/draws/:drawId/settle',
  /** POST → LottoDrawResponseSchema: draw a lotto draw now, whatever its time. */
  settleLotto: (drawId: number) => `/__test/casino/lotto/draws/${drawId}/settle`,
  settleLottoPattern: '/__test/casino/lotto/draws/:drawId/settle',
} as const;

const Id = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const Count = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const Iso = z.string();
const HexHash = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export const PoolDrawParamsSchema = z.object({ drawId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) });
export const POOL_PAGE_SIZE = 10;
export const PoolPageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), POOL_PAGE_SIZE),
});
export type PoolPageQuery = z.infer<typeof PoolPageQuerySchema>;
export type PoolPageQueryInput = z.input<typeof PoolPageQuerySchema>;

// ---------------------------------------------------------------- toto

export const TotoMarkSchema = z.enum(['1', 'X', '2', '1X', '12', 'X2', '1X2']);
export const TotoResultSchema = z.enum(['1', 'X', '2', 'void']);
export type TotoResultWire = z.infer<typeof TotoResultSchema>;
export const TotoDrawStatusSchema = z.enum(['open', 'closed', 'settled', 'cancelled']);
export type TotoDrawStatus = z.infer<typeof TotoDrawStatusSchema>;

/** One match of a draw: a snapshot of the line's game, its state and score now, the result once decided. */
export const TotoMatchSchema = z.object({
  position: z.int().check(z.gte(1), z.lte(15)),
  gameId: z.nullable(Id),
  homeName: z.string(),
  awayName: z.string(),
  champName: z.string(),
  startAt: Iso,
  state: z.enum(['prematch', 'live', 'finished', 'void']),
  score: z.nullable(z.object({ home: Count, away: Count })),
  result: z.nullable(TotoResultSchema),
  /** The line's 1X2 coefficients (thousandths) while the game is open for betting; null once it is not. */
  odds: z.nullable(z.object({ home: z.int(), draw: z.int(), away: z.int() })),
  /** How many coupons of the draw marked each pick on this match (the players' opinion). */
  marked: z.object({ home: Count, draw: Count, away: Count }),
});
export type TotoMatch = z.infer<typeof TotoMatchSchema>;

/** A draw's pool in one currency: what was staked, and after settlement how it was split. */
export const TotoPoolSchema = z.object({
  currency: CurrencyIsoSchema,
  coupons: Count,
  lines: Count,
  stakes: MinorAmountSchema,
  /** The jackpot the draw started with (carried over from earlier draws). */
  jackpotIn: MinorAmountSchema,
  /** Stakes minus the house share. */
  prizePool: MinorAmountSchema,
  /** After settlement: each category's fund, winning lines and prize per line. */
  categories: z.nullable(z.array(z.object({ correct: z.int(), fund: MinorAmountSchema, lines: Count, perLine: MinorAmountSchema }))),
  /** After settlement: what went on to the next draw. */
  jackpotOut: z.nullable(MinorAmountSchema),
});
export type TotoPool = z.infer<typeof TotoPoolSchema>;

export const TotoDrawSchema = z.object({
  id: Id,
  status: TotoDrawStatusSchema,
  /** When the first match starts: coupons are taken until then. */
  closesAt: Iso,
  createdAt: Iso,
  settledAt: z.nullable(Iso),
  matches: z.array(TotoMatchSchema),
  pools: z.array(TotoPoolSchema),
  /** The jackpot waiting in each currency for this draw (open draws; settled ones show theirs in `pools`). */
  jackpots: z.array(z.object({ currency: CurrencyIsoSchema, amount: MinorAmountSchema })),
});
export type TotoDraw = z.infer<typeof TotoDrawSchema>;

export const TotoOverviewResponseSchema = z.object({ current: z.nullable(TotoDrawSchema), next: z.nullable(TotoDrawSchema) });
export type TotoOverviewResponse = z.infer<typeof TotoOverviewResponseSchema>;
export const TotoDrawResponseSchema = z.object({ draw: TotoDrawSchema });
export type TotoDrawResponse = z.infer<typeof TotoDrawResponseSchema>;
export const TotoDrawsResponseSchema = z.object({ draws: z.array(TotoDrawSchema), paging: PagingSchema });
export type TotoDrawsResponse = z.infer<typeof TotoDrawsResponseSchema>;

/** A coupon: the draw and one mark for each of its 15 matches, in the draw's order. */
export const TotoCouponBodySchema = z.object({ drawId: Id, marks: z.array(TotoMarkSchema).check(z.minLength(15), z.maxLength(15)) });
export type TotoCouponBody = z.infer<typeof TotoCouponBodySchema>;

export const TotoCouponSchema = z.object({
  id: Id,
  drawId: Id,
  drawStatus: TotoDrawStatusSchema,
  marks: z.array(TotoMarkSchema),
  lines: z.int().check(z.positive()),
  linePrice: MinorAmountSchema,
  stake: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  payout: z.nullable(MinorAmountSchema),
  /** After settlement: lines with exactly k right marks at index k (0…15). */
  linesByCorrect: z.nullable(z.array(Count)),
  placedAt: Iso,
  settledAt: z.nullable(Iso),
});
export type TotoCoupon = z.infer<typeof TotoCouponSchema>;
export const TotoCouponResponseSchema = z.object({ coupon: TotoCouponSchema, wallet: CasinoWalletSchema });
export type TotoCouponResponse = z.infer<typeof TotoCouponResponseSchema>;
export const TotoCouponsResponseSchema = z.object({ coupons: z.array(TotoCouponSchema), paging: PagingSchema });
export type TotoCouponsResponse = z.infer<typeof TotoCouponsResponseSchema>;

/** Test control: settle with these results (one per match), else from the line's finished games. */
export const TotoSettleBodySchema = z.object({ results: z.optional(z.array(TotoResultSchema).check(z.minLength(15), z.maxLength(15))) });
export type TotoSettleBody = z.infer<typeof TotoSettleBodySchema>;

// ---------------------------------------------------------------- lotto

export const LottoDrawStatusSchema = z.enum(['open', 'drawn', 'cancelled']);
export type LottoDrawStatus = z.infer<typeof LottoDrawStatusSchema>;
const Ball = z.int().check(z.gte(1), z.lte(45));

export const LottoPoolSchema = z.object({
  currency: CurrencyIsoSchema,
  tickets: Count,
  sales: MinorAmountSchema,
  jackpotIn: MinorAmountSchema,
  /** After the draw: winning tickets by numbers matched (3, 4, 5, 6). */
  winners: z.nullable(z.object({ three: Count, four: Count, five: Count, six: Count })),
  /** After the draw: the jackpot fund, each 6-match ticket's share, and what went on to the next draw. */
  jackpotFund: z.nullable(MinorAmountSchema),
  jackpotPerTicket: z.nullable(MinorAmountSchema),
  jackpotOut: z.nullable(MinorAmountSchema),
});
export type LottoPool = z.infer<typeof LottoPoolSchema>;

export const LottoDrawSchema = z.object({
  id: Id,
  status: LottoDrawStatusSchema,
  drawAt: Iso,
  drawnAt: z.nullable(Iso),
  /** The commitment, shown from the start. */
  serverSeedHash: HexHash,
  /** Shown once drawn: anyone can recompute the balls (`verifyLottoDraw`). */
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  /** In the order drawn; null before the draw. */
  balls: z.nullable(z.array(Ball)),
  pools: z.array(LottoPoolSchema),
  /** The jackpot waiting in each currency (open draws). */
  jackpots: z.array(z.object({ currency: CurrencyIsoSchema, amount: MinorAmountSchema })),
});
export type LottoDraw = z.infer<typeof LottoDrawSchema>;

export const LottoOverviewResponseSchema = z.object({ current: z.nullable(LottoDrawSchema), latest: z.nullable(LottoDrawSchema) });
export type LottoOverviewResponse = z.infer<typeof LottoOverviewResponseSchema>;
export const LottoDrawResponseSchema = z.object({ draw: LottoDrawSchema });
export type LottoDrawResponse = z.infer<typeof LottoDrawResponseSchema>;
export const LottoDrawsResponseSchema = z.object({ draws: z.array(LottoDrawSchema), paging: PagingSchema });
export type LottoDrawsResponse = z.infer<typeof LottoDrawsResponseSchema>;

/** A ticket: 6 different numbers of 1…45, or none for a quick pick (the server draws them). */
export const LottoTicketBodySchema = z.object({ drawId: Id, numbers: z.optional(z.array(Ball).check(z.minLength(6), z.maxLength(6))) });
export type LottoTicketBody = z.infer<typeof LottoTicketBodySchema>;

export const LottoTicketSchema = z.object({
  id: Id,
  drawId: Id,
  drawStatus: LottoDrawStatusSchema,
  drawAt: Iso,
  /** Ascending. */
  numbers: z.array(Ball),
  quickPick: z.boolean(),
  currency: CurrencyIsoSchema,
  price: MinorAmountSchema,
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  matches: z.nullable(z.int().check(z.gte(0), z.lte(6))),
  payout: z.nullable(MinorAmountSchema),
  placedAt: Iso,
  settledAt: z.nullable(Iso),
});
export type LottoTicket = z.infer<typeof LottoTicketSchema>;
export const LottoTicketResponseSchema = z.object({ ticket: LottoTicketSchema, wallet: CasinoWalletSchema });
export type LottoTicketResponse = z.infer<typeof LottoTicketResponseSchema>;
export const LottoTicketsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), POOL_PAGE_SIZE),
  drawId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
});
export type LottoTicketsQuery = z.infer<typeof LottoTicketsQuerySchema>;
export type LottoTicketsQueryInput = z.input<typeof LottoTicketsQuerySchema>;
export const LottoTicketsResponseSchema = z.object({ tickets: z.array(LottoTicketSchema), paging: PagingSchema });
export type LottoTicketsResponse = z.infer<typeof LottoTicketsResponseSchema>;

// ---------------------------------------------------------------- test control

export const PoolTickResponseSchema = z.object({
  toto: z.object({ created: z.array(Id), closed: z.array(Id), settled: z.array(Id), cancelled: z.array(Id) }),
  lotto: z.object({ created: z.array(Id), drawn: z.array(Id) }),
});
export type PoolTickResponse = z.infer<typeof PoolTickResponseSchema>;

// ---------------------------------------------------------------- errors

/**
 * Error codes of toto and lotto, as ApiError `{ error: { code, message, params } }`. A stake refused by a
 * responsible-gaming limit answers 403 `limit_refused` with the limit's refusal in `params` (read it with
 * `limitRefusalOfPaymentError`).
 */
export const CasinoPoolErrorCodeSchema = z.enum([
  /** 400: the body, query or `Idempotency-Key` header did not match the call. */
  'invalid_request',
  /** 400: the marks make no coupon (`params.problem`: wrong_match_count, unmarked_match, too_many_lines; `params.maxLines`). */
  'invalid_marks',
  /** 400: the numbers make no ticket (`params.problem`: wrong_count, out_of_range, duplicate). */
  'invalid_numbers',
  'not_signed_in',
  'invalid_token',
  /** 403 */
  'limit_refused',
  /** 404: no such draw. */
  'draw_not_found',
  /** 409: the draw takes no more coupons or tickets (its first match started, or it was drawn). */
  'draw_closed',
  /** 409: the balance is short (`params.balance`, `params.currency`), the account is frozen or missing. */
  'insufficient_funds',
  'account_frozen',
  'account_not_found',
  /** 409: this Idempotency-Key was used for another call. */
  'idempotency_conflict',
  /** 409 (test control): the draw's matches are not all decided yet, or it is settled already. */
  'draw_not_decided',
]);
export type CasinoPoolErrorCode = z.infer<typeof CasinoPoolErrorCodeSchema>;

export const CASINO_POOL_ERROR_STATUS: Readonly<Record<CasinoPoolErrorCode, number>> = {
  invalid_request: 400,
  invalid_marks: 400,
  invalid_numbers: 400,
  not_signed_in: 401,
  invalid_token: 401,
  limit_refused: 403,
  draw_not_found: 404,
  draw_closed: 409,
  insufficient_funds: 409,
  account_frozen: 409,
  account_not_found: 409,
  idempotency_conflict: 409,
  draw_not_decided: 409,
};
