import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { BET_HISTORY_PERIODS } from '../betting/coupon';
import { TotoMarkSchema, TotoResultSchema } from './pools';

/**
 * The office's lotteries history ("keno and bingo draws … with tickets and results in history", "Toto and
 * lotto: … results"): the signed-in person's keno and bingo tickets, toto coupons and lotto tickets in one list,
 * newest first, each with its stake, its win and its draw's result. Filters: the game, the period (counted back from
 * now: day 24 h, week 7 d, month 30 d) and the status. Keno, bingo and lotto draws are provably fair: once a draw is
 * over its `serverSeed` is shown next to the `serverSeedHash` committed before it, and `@betting/games`' `verifyDraw`
 * / `verifyLottoDraw` recompute its balls in the browser. Money in minor units of each entry's `currency`.
 */
export const CasinoLotteryPaths = {
  /** GET (signed in) CasinoLotteryHistoryQuerySchema → CasinoLotteryHistoryResponseSchema; 401 without a session. */
  history: '/web-api/casino/lotteries/history',
} as const;

export const CASINO_LOTTERY_GAMES = ['keno', 'bingo', 'toto', 'lotto'] as const;
export const CasinoLotteryGameSchema = z.enum(CASINO_LOTTERY_GAMES);
export type CasinoLotteryGame = z.infer<typeof CasinoLotteryGameSchema>;

/** `pending`: its draw has not ended; `won`: it paid something; `lost`: it paid nothing; `refunded`: the draw was cancelled. */
export const CASINO_LOTTERY_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;
export const CasinoLotteryStatusSchema = z.enum(CASINO_LOTTERY_STATUSES);
export type CasinoLotteryStatus = z.infer<typeof CasinoLotteryStatusSchema>;

export const CASINO_LOTTERY_HISTORY_PAGE_SIZE = 20;
export const CasinoLotteryHistoryQuerySchema = z.object({
  game: z._default(z.enum(['all', ...CASINO_LOTTERY_GAMES]), 'all'),
  period: z._default(z.enum(BET_HISTORY_PERIODS), 'all'),
  status: z._default(z.enum(['all', ...CASINO_LOTTERY_STATUSES]), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), CASINO_LOTTERY_HISTORY_PAGE_SIZE),
});
export type CasinoLotteryHistoryQuery = z.infer<typeof CasinoLotteryHistoryQuerySchema>;
export type CasinoLotteryHistoryQueryInput = z.input<typeof CasinoLotteryHistoryQuerySchema>;

const Id = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const Count = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const Instant = z.iso.datetime({ offset: true });
const HexHash = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Ball = z.int().check(z.gte(1), z.lte(80));

/** What was played and how it came out, per game. Balls are empty (or null) until the draw is over. */
export const CasinoLotteryPlaySchema = z.discriminatedUnion('game', [
  /** Keno: the picks, the draw's 20 balls, the picks among them. */
  z.object({ game: z.literal('keno'), picks: z.array(Ball), balls: z.array(Ball), hits: z.nullable(z.array(Ball)) }),
  /** Bingo: how many cards, the balls called, the best pattern a card completed (null: none, or not drawn yet). */
  z.object({ game: z.literal('bingo'), cards: z.int().check(z.gte(1)), balls: z.array(Ball), pattern: z.nullable(z.enum(['line', 'twoLines', 'fullHouse'])) }),
  /** Toto: the 15 marks, the lines they play, each match's result so far (null: not decided), the best line's right marks. */
  z.object({ game: z.literal('toto'), marks: z.array(TotoMarkSchema), lines: z.int().check(z.positive()), results: z.array(z.nullable(TotoResultSchema)), bestCorrect: z.nullable(z.int().check(z.gte(0), z.lte(15))) }),
  /** Lotto 6/45: the numbers (ascending), a quick pick or not, the draw's 6 balls in order, the numbers matched. */
  z.object({ game: z.literal('lotto'), numbers: z.array(Ball), quickPick: z.boolean(), balls: z.array(Ball), matches: z.nullable(z.int().check(z.gte(0), z.lte(6))) }),
]);
export type CasinoLotteryPlay = z.infer<typeof CasinoLotteryPlaySchema>;

export const CasinoLotteryDrawSchema = z.object({
  id: Id,
  /** The game's own draw status (keno/bingo open, drawing, settled, cancelled; toto open, closed, settled, cancelled; lotto open, drawn, cancelled). */
  status: z.enum(['open', 'drawing', 'closed', 'settled', 'drawn', 'cancelled']),
  /** When it is drawn (toto: when it closes, at its first match). */
  at: Instant,
  /** Provably fair draws (keno, bingo, lotto): the commitment shown before the draw, and the seed once it is over. */
  serverSeedHash: z.nullable(HexHash),
  serverSeed: z.nullable(z.string()),
});
export type CasinoLotteryDraw = z.infer<typeof CasinoLotteryDrawSchema>;

export const CasinoLotteryEntrySchema = z.object({
  /** The ticket's (or coupon's) id in its game. */
  id: Id,
  game: CasinoLotteryGameSchema,
  status: CasinoLotteryStatusSchema,
  currency: CurrencyIsoSchema,
  stake: MinorAmountSchema,
  /** What it paid: null while pending and when refunded, 0 when lost. */
  win: z.nullable(MinorAmountSchema),
  placedAt: Instant,
  settledAt: z.nullable(Instant),
  draw: CasinoLotteryDrawSchema,
  play: CasinoLotteryPlaySchema,
});
export type CasinoLotteryEntry = z.infer<typeof CasinoLotteryEntrySchema>;

export const CasinoLotteryHistoryResponseSchema = z.object({
  entries: z.array(CasinoLotteryEntrySchema),
  /** Over every entry the filters select (not only this page), per currency: stakes not refunded, and wins. */
  totals: z.array(z.object({ currency: CurrencyIsoSchema, staked: MinorAmountSchema, won: MinorAmountSchema, count: Count })),
  paging: PagingSchema,
});
export type CasinoLotteryHistoryResponse = z.infer<typeof CasinoLotteryHistoryResponseSchema>;
