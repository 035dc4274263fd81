// rules: provably fair draws (server seed commitment, HMAC-SHA256 of client seed, nonce and cursor)
export { drawIndex, roundBytes, roundFloats, roundUint32s, serverSeedHash } from './rules/provably-fair';

// rules: money (the one rounding of a payout)
export { MAX_STAKE, MIN_STAKE, isValidStake, payoutOf } from './rules/payout';

// rules: the slot "Fruit Five" (5 × 3, 10 lines, wild, scatter; RTP 96.23 %)
export {
  SLOT_MAX_MULTIPLIER,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  SLOT_STRIP,
  SLOT_SYMBOLS,
  linePay,
  reelWindow,
  slotOutcomeOf,
  slotRound,
  slotStops,
  slotTheoreticalRtp,
} from './rules/slot';

// rules: the crash game "Rocket" (1 % house edge, multiplier over time)
export {
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_CASH_OUT,
  bustAtMs,
  crashOutcomeOf,
  crashPoint,
  crashPointOf,
  crashProgress,
  crashRound,
  isValidCashOut,
  msToReach,
  multiplierAt,
} from './rules/crash';

// rules: the scratchcard "Lucky Nine" (9 cells, three of a kind wins; RTP 95 %)
export { SCRATCH_CELLS, SCRATCH_MAX_MULTIPLIER, SCRATCH_PRIZES, SCRATCH_SYMBOLS, SCRATCH_WEIGHT_TOTAL, scratchOutcomeOf, scratchPrizeAt, scratchRound, scratchTheoreticalRtp } from './rules/scratch';

// rules: any game (kinds, bets, the verifier)
export { GAME_KINDS, MAX_MULTIPLIER, betProblem, isGameKind, playRound, stakeOf } from './rules/rounds';
export { canonicalJson, verifyRound } from './rules/verify';

// types
export type { SeedTriple } from './rules/provably-fair';
export type { Multiplier } from './rules/payout';
export type { PayingSymbol, SlotLineWin, SlotOutcome, SlotParams, SlotSymbol } from './rules/slot';
export type { CrashOutcome, CrashParams, CrashProgress } from './rules/crash';
export type { ScratchOutcome, ScratchParams, ScratchSymbol } from './rules/scratch';
export type { GameBet, GameKind, GameOutcome } from './rules/rounds';
export type { RevealedRound, RoundMismatch } from './rules/verify';
