import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { LanguageCodeSchema } from '../config/site-config';
import { CasinoLaunchKindSchema, type CasinoLaunchKind, type CasinoTileLaunch } from './catalogue';

/**
 * The game server: the three house games (`CasinoLaunchKind` slot, crash, scratch) played
 * provably fair for the signed-in person's active account through the ledger, or in demo mode with play money.
 *
 * - Every call takes `?demo=1` for play money (guests; a `casino_demo` cookie keeps the demo wallet) or `?demo=0`
 *   (default) for real money, which needs a session (`ua` cookie or bearer token; 401 `not_signed_in` otherwise).
 * - Money calls (a round, a cash-out) need the header `Idempotency-Key`: a retry with the same key and body answers
 *   the same round (header `Idempotent-Replayed: true`) and moves no money twice; another body is 409
 *   `idempotency_conflict`. A refused call keeps nothing.
 * - Outcomes, stakes and payouts are `@betting/games`' shapes: money in minor units, multipliers in thousandths.
 * - The game page frames `frame(launchKind, { lng, demo })`, an HTML page the API serves; a catalogue game without a
 *   launch kind frames `frame(null, …)`, the "demo unavailable" page.
 */
const BASE = '/web-api/casino/play';
const FRAME_BASE = '/game-server';

export const CasinoGamePaths = {
  /** GET ?demo → CasinoGameStateResponseSchema: wallet, seeds, stake range and the open crash round (if any). */
  state: (kind: CasinoLaunchKind) => `${BASE}/${kind}/state`,
  statePattern: `${BASE}/:launchKind/state`,
  /** POST ?demo, CasinoPlayBodySchema, `Idempotency-Key` → 201 CasinoRoundResponseSchema (slot, scratch: settled; crash: open). */
  rounds: (kind: CasinoLaunchKind) => `${BASE}/${kind}/rounds`,
  roundsPattern: `${BASE}/:launchKind/rounds`,
  /** GET ?demo → CasinoRoundResponseSchema: one of the caller's rounds (a crash round due to bust or auto cash-out settles first). */
  round: (roundId: number) => `${BASE}/rounds/${roundId}`,
  roundPattern: `${BASE}/rounds/:roundId`,
  /**
   * POST ?demo, CasinoEngineActionBodySchema, `Idempotency-Key` → CasinoRoundResponseSchema: one action on an open
   * engine round (a mines reveal or cash-out, a hi-lo guess …); the round settles once when the action finishes it.
   */
  action: (roundId: number) => `${BASE}/rounds/${roundId}/actions`,
  actionPattern: `${BASE}/rounds/:roundId/actions`,
  /** POST ?demo, `Idempotency-Key` → CasinoRoundResponseSchema: cash an open crash round out at the server's multiplier now. */
  cashOut: (roundId: number) => `${BASE}/rounds/${roundId}/cash-out`,
  cashOutPattern: `${BASE}/rounds/:roundId/cash-out`,
  /** PUT ?demo, CasinoClientSeedBodySchema → CasinoSeedsResponseSchema: the player's own client seed for the next rounds. */
  clientSeed: (kind: CasinoLaunchKind) => `${BASE}/${kind}/seeds/client`,
  clientSeedPattern: `${BASE}/:launchKind/seeds/client`,
  /** POST ?demo → CasinoRotateSeedResponseSchema: reveals the server seed in use and commits a new one (nonce 0). */
  rotateSeed: (kind: CasinoLaunchKind) => `${BASE}/${kind}/seeds/rotate`,
  rotateSeedPattern: `${BASE}/:launchKind/seeds/rotate`,
  /** POST → CasinoDemoWalletSchema: the demo wallet back to its starting credits. */
  demoRefill: `${BASE}/demo/refill`,
  /** GET (signed in) CasinoRoundHistoryQuerySchema → CasinoRoundHistoryResponseSchema: the office's casino history, newest first. */
  history: `${BASE}/history`,
  /** GET ?demo → CasinoVerifyResponseSchema: the round recomputed from its revealed seed; 409 `seed_not_revealed` before rotation. */
  verify: (roundId: number) => `${BASE}/rounds/${roundId}/verify`,
  verifyPattern: `${BASE}/rounds/:roundId/verify`,
  /** GET CasinoFrameQuerySchema → text/html: the game's page for the game page's iframe; `unavailable` (or any other name) → "Demo unavailable". */
  frame: (kind: CasinoTileLaunch | null, query: { lng: string; demo: boolean; variant?: string | null | undefined }) =>
    `${FRAME_BASE}/${kind ?? 'unavailable'}?lng=${encodeURIComponent(query.lng)}&demo=${query.demo ? 1 : 0}${query.variant ? `&variant=${encodeURIComponent(query.variant)}` : ''}`,
  framePattern: `${FRAME_BASE}/:launchKind`,
} as const;

/** Test-control calls (non-production only). */
export const CasinoGameTestControlPaths = {
  /** PUT CasinoNextSeedBodySchema → CasinoNextSeedResponseSchema: the user's next server seed of a game (rotates the current one). */
  nextSeed: '/__test/casino/seeds',
} as const;

/** The message the frame posts to its host after every money change (`postMessage(…, location.origin)`). */
export const CASINO_BALANCE_CHANGED_MESSAGE = { type: 'casino:balance-changed' } as const;
/** The demo wallet's cookie (httpOnly, a random id) and its starting credits (1 000.00, currency `FUN`). */
export const CASINO_DEMO_COOKIE = 'casino_demo';
export const CASINO_DEMO_CURRENCY = 'FUN';
export const CASINO_DEMO_START_BALANCE = 100_000;

const QueryBoolean = z.pipe(
  z.enum(['0', '1', 'false', 'true']),
  z.transform((value) => value === '1' || value === 'true'),
);
const RoundId = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const Multiplier = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const Nonce = z.int().check(z.gte(0));
const HexHash = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Iso = z.string();

/** `?demo=1` plays with play money; `?demo=0` or none with the signed-in person's money. */
export const CasinoPlayModeQuerySchema = z.object({ demo: z._default(QueryBoolean, false) });
export type CasinoPlayModeQuery = z.infer<typeof CasinoPlayModeQuerySchema>;
export const CasinoLaunchKindParamsSchema = z.object({ launchKind: CasinoLaunchKindSchema });
export const CasinoRoundParamsSchema = z.object({ roundId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) });
export const CasinoFrameParamsSchema = z.object({ launchKind: z.string().check(z.maxLength(64)) });
export const CasinoFrameQuerySchema = z.object({ lng: z.optional(LanguageCodeSchema), demo: z._default(QueryBoolean, false), variant: z.optional(z.string().check(z.maxLength(64))) });

/** A client seed as the player types it: 1 to 64 visible ASCII characters or spaces. */
export const CasinoClientSeedSchema = z.string().check(z.regex(/^[\x20-\x7e]{1,64}$/, '1 to 64 visible ASCII characters'));

/**
 * The stake of a round; crash rounds may name an auto cash-out (thousandths, 1010 = 1.01× up to 10 000×); the pick
 * games (chest, safe, dragon: one cell; memory: four cards; lottery: five numbers, 0-based) name the cells opened.
 */
export const CasinoPlayBodySchema = z.object({
  stake: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  autoCashOut: z.optional(z.int().check(z.gte(1010), z.lte(10_000_000))),
  picks: z.optional(z.array(z.int().check(z.gte(0), z.lte(99))).check(z.minLength(1), z.maxLength(20))),
  /** Engine games: the round's params (the engine checks them: `CasinoDiceParamsSchema` …); else the variant's or the defaults. */
  params: z.optional(z.record(z.string(), z.unknown())),
  /** Engine games: the tile's variant (`launchVariant`), when `params` are not given. */
  variant: z.optional(z.string().check(z.maxLength(64))),
});
export type CasinoPlayBody = z.infer<typeof CasinoPlayBodySchema>;
export const CasinoClientSeedBodySchema = z.object({ clientSeed: CasinoClientSeedSchema });

// ---------------------------------------------------------------- engine games (`@betting/games` ENGINES)

/** Dice: the roll (0.00–99.99 in hundredths) under or over the target; the chance of a win 1 % to 98 %. */
export const CasinoDiceParamsSchema = z.object({ target: z.int().check(z.gte(1), z.lte(9_998)), direction: z.enum(['under', 'over']) });
/** Plinko: 8 to 16 rows, low, medium or high risk. */
export const CasinoPlinkoParamsSchema = z.object({ rows: z.int().check(z.gte(8), z.lte(16)), risk: z.enum(['low', 'medium', 'high']) });
/** Mines: 1 to 24 mines on the 5 × 5 grid. */
export const CasinoMinesParamsSchema = z.object({ mines: z.int().check(z.gte(1), z.lte(24)) });
export const CasinoMinesActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('reveal'), cell: z.int().check(z.gte(0), z.lte(24)) }), z.object({ type: z.literal('cashOut') })]);
export const CasinoHiloActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('guess'), guess: z.enum(['higher', 'lower', 'same']) }), z.object({ type: z.literal('cashOut') })]);
/**
 * An action on an open engine round: `{ type, … }` as the engine takes it (`CasinoMinesActionSchema`,
 * `CasinoHiloActionSchema`, and the table games' own); the engine checks the rest (400 `invalid_action`).
 */
export const CasinoEngineActionBodySchema = z.object({ action: z.looseObject({ type: z.string().check(z.minLength(1), z.maxLength(32)) }) });
export type CasinoEngineActionBody = z.infer<typeof CasinoEngineActionBodySchema>;

/**
 * An engine round as the player sees it: its params, how many actions it took, and the engine's `view` of its state
 * (an open round hides what the seeds still hold, e.g. where the mines are; the whole state once finished).
 */
export const CasinoEngineRoundSchema = z.object({
  engine: z.string(),
  params: z.record(z.string(), z.unknown()),
  actions: z.int().check(z.gte(0)),
  finished: z.boolean(),
  view: z.record(z.string(), z.unknown()),
});
export type CasinoEngineRound = z.infer<typeof CasinoEngineRoundSchema>;

/** What an engine game page publishes: its exact return under optimal play and its largest win, for its params. */
export const CasinoEngineFactsSchema = z.object({
  /** Thousandths of a percent, floored: 99000 = 99.000 %. */
  rtpMilliPercent: z.int().check(z.gte(0)),
  rtp: z.object({ numerator: z.string(), denominator: z.string() }),
  maxMultiplier: Multiplier,
});

// ---------------------------------------------------------------- outcomes (@betting/games' shapes)

const SlotSymbolSchema = z.enum(['cherry', 'lemon', 'grapes', 'bell', 'clover', 'seven', 'wild', 'scatter']);
const ScratchSymbolSchema = z.enum(['cherry', 'lemon', 'bell', 'clover', 'star', 'diamond', 'crown']);

export const SlotOutcomeSchema = z.object({
  game: z.literal('slot'),
  stops: z.array(z.int().check(z.gte(0))),
  grid: z.array(z.array(SlotSymbolSchema)),
  lineWins: z.array(z.object({ line: z.int().check(z.gte(1)), symbol: z.enum(['cherry', 'lemon', 'grapes', 'bell', 'clover', 'seven', 'wild']), count: z.literal([3, 4, 5]), multiplier: Multiplier })),
  scatters: z.int().check(z.gte(0)),
  scatterMultiplier: Multiplier,
  multiplier: Multiplier,
  payout: MinorAmountSchema,
});
export const CrashOutcomeSchema = z.object({
  game: z.literal('crash'),
  crashPoint: Multiplier,
  cashOut: z.nullable(Multiplier),
  won: z.boolean(),
  multiplier: Multiplier,
  payout: MinorAmountSchema,
});
export const ScratchOutcomeSchema = z.object({
  game: z.literal('scratch'),
  cells: z.array(ScratchSymbolSchema),
  winningSymbol: z.nullable(ScratchSymbolSchema),
  multiplier: Multiplier,
  payout: MinorAmountSchema,
});
export const FortunaOutcomeSchema = z.object({ game: z.literal('fortuna'), segment: z.int().check(z.gte(0)), multiplier: Multiplier, payout: MinorAmountSchema });
/** A pick game's board, revealed after the pick: multipliers (chest, safe, dragon), 0/1 drawn numbers (lottery) or card symbols (memory). */
const pickOutcome = <G extends string, C extends z.ZodMiniType>(game: G, cell: C) =>
  z.object({ game: z.literal(game), tier: z.int().check(z.gte(0)), board: z.array(cell), picks: z.array(z.int().check(z.gte(0))), multiplier: Multiplier, payout: MinorAmountSchema });
const PickCell = z.int().check(z.gte(0));
export const ChestOutcomeSchema = pickOutcome('chest', PickCell);
export const SafeOutcomeSchema = pickOutcome('safe', PickCell);
export const DragonOutcomeSchema = pickOutcome('dragon', PickCell);
export const MemoryOutcomeSchema = pickOutcome('memory', z.enum(['moon', 'star', 'clover', 'horseshoe', 'diamond', 'crown']));
export const LotteryOutcomeSchema = pickOutcome('lottery', z.literal([0, 1]));
export const CasinoOutcomeSchema = z.discriminatedUnion('game', [
  SlotOutcomeSchema,
  CrashOutcomeSchema,
  ScratchOutcomeSchema,
  FortunaOutcomeSchema,
  ChestOutcomeSchema,
  SafeOutcomeSchema,
  DragonOutcomeSchema,
  MemoryOutcomeSchema,
  LotteryOutcomeSchema,
]);
export type CasinoOutcome = z.infer<typeof CasinoOutcomeSchema>;

// ---------------------------------------------------------------- seeds, wallets, rounds

/** The seed pair in use: the server seed's commitment, the client seed and the next round's nonce. */
export const CasinoSeedsSchema = z.object({ serverSeedHash: HexHash, clientSeed: CasinoClientSeedSchema, nextNonce: Nonce });
export type CasinoSeeds = z.infer<typeof CasinoSeedsSchema>;
export const CasinoSeedsResponseSchema = z.object({ seeds: CasinoSeedsSchema });
export type CasinoSeedsResponse = z.infer<typeof CasinoSeedsResponseSchema>;
export const CasinoRotateSeedResponseSchema = z.object({
  /** The pair just retired, its server seed shown: every round played with it can now be verified. */
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: CasinoClientSeedSchema, rounds: Nonce }),
  seeds: CasinoSeedsSchema,
});
export type CasinoRotateSeedResponse = z.infer<typeof CasinoRotateSeedResponseSchema>;

/**
 * The money a round is played with: the active account (real), the demo wallet (currency `FUN`, no account) or, for
 * the `-bonus` launch kinds, the casino bonus balance (`bonus: true`; `accountId` null and balance 0 when the person
 * has no bonus account).
 */
export const CasinoWalletSchema = z.object({
  demo: z.boolean(),
  bonus: z.optional(z.boolean()),
  accountId: z.nullable(RoundId),
  currency: CurrencyIsoSchema,
  balance: MinorAmountSchema,
});
export type CasinoWallet = z.infer<typeof CasinoWalletSchema>;
export const CasinoDemoWalletSchema = z.object({ wallet: CasinoWalletSchema });

/** The stakes a game takes in the wallet's currency, minor units. */
export const CasinoStakeRangeSchema = z.object({ min: MinorAmountSchema, max: MinorAmountSchema, initial: MinorAmountSchema });

/**
 * One round. `outcome` is null while a crash round flies; `crash` tells the flight (never its crash point): when it
 * started and the server's clock, so the page draws `multiplierAt(serverNow − startedAt)`.
 */
export const CasinoRoundSchema = z.object({
  id: RoundId,
  launchKind: CasinoLaunchKindSchema,
  demo: z.boolean(),
  status: z.enum(['open', 'settled']),
  currency: CurrencyIsoSchema,
  stake: MinorAmountSchema,
  payout: z.nullable(MinorAmountSchema),
  multiplier: z.nullable(Multiplier),
  nonce: Nonce,
  clientSeed: CasinoClientSeedSchema,
  serverSeedHash: HexHash,
  /** Shown once the pair is rotated; null before. */
  serverSeed: z.nullable(z.string()),
  autoCashOut: z.nullable(Multiplier),
  outcome: z.nullable(CasinoOutcomeSchema),
  startedAt: Iso,
  settledAt: z.nullable(Iso),
  crash: z.nullable(z.object({ startedAtMs: z.int(), serverNowMs: z.int() })),
  /** Engine games only (dice, plinko, mines, hi-lo, …); their `outcome` is null. */
  engine: z.optional(z.nullable(CasinoEngineRoundSchema)),
  /** History only: the catalogue game the round was played on, where its params name one (a slot tile's own machine). */
  gameName: z.optional(z.nullable(z.string())),
});
export type CasinoRound = z.infer<typeof CasinoRoundSchema>;
export const CasinoRoundResponseSchema = z.object({ round: CasinoRoundSchema, wallet: CasinoWalletSchema });
export type CasinoRoundResponse = z.infer<typeof CasinoRoundResponseSchema>;

export const CasinoGameStateResponseSchema = z.object({
  launchKind: CasinoLaunchKindSchema,
  wallet: CasinoWalletSchema,
  seeds: CasinoSeedsSchema,
  stakes: CasinoStakeRangeSchema,
  openRound: z.nullable(CasinoRoundSchema),
});
export type CasinoGameStateResponse = z.infer<typeof CasinoGameStateResponseSchema>;

// ---------------------------------------------------------------- history and verification

export const CASINO_HISTORY_PAGE_SIZE = 20;
export const CasinoRoundHistoryQuerySchema = z.object({
  launchKind: z.optional(CasinoLaunchKindSchema),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), CASINO_HISTORY_PAGE_SIZE),
});
export type CasinoRoundHistoryQuery = z.infer<typeof CasinoRoundHistoryQuerySchema>;
export type CasinoRoundHistoryQueryInput = z.input<typeof CasinoRoundHistoryQuerySchema>;
export const CasinoRoundHistoryResponseSchema = z.object({ rounds: z.array(CasinoRoundSchema), paging: PagingSchema });
export type CasinoRoundHistoryResponse = z.infer<typeof CasinoRoundHistoryResponseSchema>;

/** A revealed round exactly as `@betting/games`' `verifyRound` takes it (the browser's verify page runs it again). */
export const CasinoRevealedRoundSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), params: z.object({ stake: MinorAmountSchema }), serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: z.string(), nonce: Nonce, outcome: SlotOutcomeSchema }),
  z.object({ game: z.literal('crash'), params: z.object({ stake: MinorAmountSchema, cashOut: z.nullable(Multiplier) }), serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: z.string(), nonce: Nonce, outcome: CrashOutcomeSchema }),
  z.object({ game: z.literal('scratch'), params: z.object({ stake: MinorAmountSchema }), serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: z.string(), nonce: Nonce, outcome: ScratchOutcomeSchema }),
  z.object({ game: z.literal('fortuna'), params: z.object({ stake: MinorAmountSchema }), serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: z.string(), nonce: Nonce, outcome: FortunaOutcomeSchema }),
  ...([
    ['chest', ChestOutcomeSchema],
    ['safe', SafeOutcomeSchema],
    ['dragon', DragonOutcomeSchema],
    ['memory', MemoryOutcomeSchema],
    ['lottery', LotteryOutcomeSchema],
  ] as const).map(([game, outcome]) =>
    z.object({ game: z.literal(game), params: z.object({ stake: MinorAmountSchema, picks: z.array(Nonce) }), serverSeed: z.string(), serverSeedHash: HexHash, clientSeed: z.string(), nonce: Nonce, outcome }),
  ),
]);
export type CasinoRevealedRound = z.infer<typeof CasinoRevealedRoundSchema>;
export const CasinoVerifyResponseSchema = z.object({
  roundId: RoundId,
  revealed: CasinoRevealedRoundSchema,
  /** The server's recomputation of `revealed`: true when the hash and the outcome match. */
  verified: z.boolean(),
  recomputed: CasinoOutcomeSchema,
});
export type CasinoVerifyResponse = z.infer<typeof CasinoVerifyResponseSchema>;
/** An engine round revealed: what `replayRound` takes (seeds, params, stake, the actions in order) and what it recomputed. */
export const CasinoEngineVerifyResponseSchema = z.object({
  roundId: RoundId,
  revealed: z.object({
    engine: z.string(),
    serverSeed: z.string(),
    serverSeedHash: HexHash,
    clientSeed: z.string(),
    nonce: Nonce,
    stake: MinorAmountSchema,
    params: z.record(z.string(), z.unknown()),
    actions: z.array(z.record(z.string(), z.unknown())),
    state: z.record(z.string(), z.unknown()),
  }),
  verified: z.boolean(),
  recomputed: z.nullable(z.record(z.string(), z.unknown())),
});
export type CasinoEngineVerifyResponse = z.infer<typeof CasinoEngineVerifyResponseSchema>;

// ---------------------------------------------------------------- errors

/**
 * Error codes of the game server, as ApiError `{ error: { code, message, params } }`. A stake refused by a
 * responsible-gaming limit answers 403 `limit_refused` with the limit's refusal in `params` (read it with
 * `limitRefusalOfPaymentError`).
 */
export const CasinoGameErrorCodeSchema = z.enum([
  /** 400: the body, query or `Idempotency-Key` header did not match the call. */
  'invalid_request',
  /** 400: the stake is outside the game's range (`params.min`, `params.max`, `params.currency`). */
  'stake_out_of_range',
  'not_signed_in',
  'invalid_token',
  /** 403 */
  'limit_refused',
  /** 404: no such round of the caller. */
  'round_not_found',
  /** 409: the balance is short (`params.balance`, `params.currency`), the account is frozen or missing. */
  'insufficient_funds',
  'account_frozen',
  'account_not_found',
  /** 409: this Idempotency-Key was used for another call. */
  'idempotency_conflict',
  /** 409: a crash round is still flying; cash it out or let it end first. */
  'round_open',
  /** 409: a cash-out before the multiplier reached 1.01×. */
  'cash_out_too_early',
  /** 409: only crash rounds cash out. */
  'not_cashable',
  /** 409: the round's server seed is still secret: rotate the seed pair first. */
  'seed_not_revealed',
  /** 400: a pick game's `picks` are missing, repeated or off its board (`params.picks`, `params.cells`). */
  'invalid_picks',
  /** 409: a `-bonus` game needs money on the casino bonus balance; the person has none (`params.currency`). */
  'no_bonus_balance',
  /** 400: an engine game's params (or variant) are not the game's (`params.reason`). */
  'invalid_params',
  /** 409: the action is not one the open round takes now (`params.reason`): a cell already open, a cash-out before a win. */
  'invalid_action',
  /** 409: the round is settled: it takes no more actions. */
  'round_settled',
]);
export type CasinoGameErrorCode = z.infer<typeof CasinoGameErrorCodeSchema>;

export const CASINO_GAME_ERROR_STATUS: Readonly<Record<CasinoGameErrorCode, number>> = {
  invalid_request: 400,
  stake_out_of_range: 400,
  not_signed_in: 401,
  invalid_token: 401,
  limit_refused: 403,
  round_not_found: 404,
  insufficient_funds: 409,
  account_frozen: 409,
  account_not_found: 409,
  idempotency_conflict: 409,
  round_open: 409,
  cash_out_too_early: 409,
  not_cashable: 409,
  seed_not_revealed: 409,
  invalid_picks: 400,
  no_bonus_balance: 409,
  invalid_params: 400,
  invalid_action: 409,
  round_settled: 409,
};

// ---------------------------------------------------------------- test control

export const CasinoNextSeedBodySchema = z.object({
  userId: z.int().check(z.positive()),
  launchKind: CasinoLaunchKindSchema,
  /** The server seed to commit; when omitted, the first `casino-test-{n}` whose first crash round reaches `minCrashPoint`. */
  serverSeed: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  clientSeed: z.optional(CasinoClientSeedSchema),
  /** Thousandths: the first round (nonce 0) of the new pair crashes at this multiplier or later (crash only). */
  minCrashPoint: z.optional(z.int().check(z.gte(1000), z.lte(10_000_000))),
});
export type CasinoNextSeedBody = z.infer<typeof CasinoNextSeedBodySchema>;
export const CasinoNextSeedResponseSchema = z.object({ serverSeed: z.string(), seeds: CasinoSeedsSchema, firstCrashPoint: Multiplier });
