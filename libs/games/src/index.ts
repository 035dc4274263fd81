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

// rules: toto, the 15-match football pool (marks, lines, the pool's split)
export {
  TOTO_CATEGORIES,
  TOTO_HOUSE_SHARE_BP,
  TOTO_LINE_PRICE_UNITS,
  TOTO_MARKS,
  TOTO_MATCHES,
  TOTO_MAX_LINES,
  TOTO_MAX_VOID_MATCHES,
  TOTO_PICKS,
  isTotoMark,
  linesByCorrect,
  markOf,
  picksOf,
  totoCouponProblem,
  totoCouponWin,
  totoDrawCancelled,
  totoLinePrice,
  totoLinesCount,
  totoPoolSplit,
  totoResultOf,
} from './rules/toto';

// rules: lotto 6/45 (a provably fair daily draw, fixed prizes for 3–5, the jackpot for 6)
export {
  LOTTO_BALLS,
  LOTTO_DRAW_HOUR_UTC,
  LOTTO_FIXED_PRIZES,
  LOTTO_JACKPOT_SHARE_BP,
  LOTTO_PICK,
  LOTTO_TICKET_PRICE_UNITS,
  lottoClientSeed,
  lottoDraw,
  lottoDrawTimeAfter,
  lottoFixedPrize,
  lottoJackpotSplit,
  lottoMatchProbability,
  lottoMatches,
  lottoTicketPrice,
  lottoTicketProblem,
  numbersFromFloats,
  sortedNumbers,
  verifyLottoDraw,
} from './rules/lotto';

// rules: keno (80 numbers, 20 drawn, 1–10 picks; exact RTP per pick count) and bingo 75 (cards from tickets, line / two lines / full house by ball count)
export { KENO_DRAWN, KENO_MAX_MULTIPLIER, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS, KENO_PAYTABLE, KENO_RTP_PPM, kenoBalls, kenoExactRtp, kenoHitWays, kenoMultiplier, kenoPicksProblem, kenoQuickPick, kenoTicketOutcome } from './rules/keno';
export {
  BINGO_CARD_KEY,
  BINGO_CELLS,
  BINGO_CENTRE,
  BINGO_FREE,
  BINGO_LINES,
  BINGO_MAX_BALLS,
  BINGO_MAX_CARDS,
  BINGO_MAX_MULTIPLIER,
  BINGO_MIN_CARDS,
  BINGO_NUMBERS,
  BINGO_PATTERNS,
  BINGO_PRIZES,
  bingoBallsCalled,
  bingoCard,
  bingoCardOutcome,
  bingoFullHouseChance,
  bingoFullHouseRtp,
  bingoPrize,
  bingoSequence,
  bingoTicketOutcome,
  isBingoCard,
} from './rules/bingo';

// rules: scheduled draws, provably fair (a seed per draw, committed before it opens; balls = f(seed, draw id))
export { DRAW_GAMES, DRAW_MAX_BALLS, drawSequence, isDrawGame, verifyDraw } from './rules/draws';

// rules: the bonus wheel games: fortuna (weighted wheel) and the pick games chest, safe, dragon, memory, lottery (one pick engine, RTP ≤ 96 %)
export { FORTUNA_MAX_MULTIPLIER, FORTUNA_SEGMENTS, FORTUNA_WEIGHT_TOTAL, fortunaExactRtp, fortunaOutcomeOf, fortunaRound, fortunaSegmentAt } from './rules/fortuna';
export { boardSize, pickBoard, pickExactRtp, pickMaxMultiplier, pickOutcomeOf, pickRound, picksProblem, tierAt } from './rules/pick';
export {
  CHEST_TABLE,
  DRAGON_TABLE,
  LOTTERY_DRAWN,
  LOTTERY_NUMBERS,
  LOTTERY_PAYS,
  LOTTERY_TABLE,
  MEMORY_PAIR_PAYS,
  MEMORY_SYMBOLS,
  MEMORY_TABLE,
  PICK_GAMES,
  PICK_MAX_MULTIPLIER,
  PICK_TABLES,
  SAFE_TABLE,
  isPickGame,
  pickTableOf,
} from './rules/bonus-games';

// rules: any game (kinds, bets, the verifier)
export { GAME_KINDS, MAX_MULTIPLIER, betProblem, isGameKind, playRound, stakeOf } from './rules/rounds';
export { canonicalJson, verifyRound } from './rules/verify';

// types
export type { SeedTriple } from './rules/provably-fair';
export type { Multiplier } from './rules/payout';
export type { PayingSymbol, SlotLineWin, SlotOutcome, SlotParams, SlotSymbol } from './rules/slot';
export type { CrashOutcome, CrashParams, CrashProgress } from './rules/crash';
export type { ScratchOutcome, ScratchParams, ScratchSymbol } from './rules/scratch';
export type { ChestOutcome, DragonOutcome, GameBet, GameKind, GameOutcome, LotteryOutcome, MemoryOutcome, PickGameOutcome, SafeOutcome } from './rules/rounds';
export type { FortunaOutcome, FortunaParams } from './rules/fortuna';
export type { PickCell, PickOutcome, PickParams, PickTable, PickTier } from './rules/pick';
export type { MemorySymbol, PickGame } from './rules/bonus-games';
export type { RevealedRound, RoundMismatch } from './rules/verify';
export type { TotoCategoryPayout, TotoCouponProblem, TotoMark, TotoPick, TotoPoolSplit, TotoResult } from './rules/toto';
export type { LottoJackpotSplit, LottoTicketProblem, RevealedLottoDraw } from './rules/lotto';
export type { KenoOutcome } from './rules/keno';
export type { BingoCardOutcome, BingoOutcome, BingoPattern } from './rules/bingo';
export type { DrawGame, DrawMismatch, RevealedDraw } from './rules/draws';

// line-sim: the simulated line games — one model and simulation for the API's simulator and the bettor's verifier
export {
  HOME_ADVANTAGE_ELO,
  binom,
  eloWinProbability,
  gameOver,
  gameWinFrom,
  hasGamePoints,
  mapsToWin,
  overtimeHomeShare,
  pointInGameProbability,
  pointProbability,
  poissonRates,
  raceWin,
  racePoints,
} from './line-sim/model';
export type { SimSport } from './line-sim/model';
export { EXTRA_BLOCK, LANE, advance, expectedSeconds, playToEnd, startGame } from './line-sim/simulation';
export type { Lane, SimDrawSource, SimEvent, SimGame, StepOutcome } from './line-sim/simulation';
export { LoadedDraws, keystreamWords } from './line-sim/keystream';
export { MARKET_TYPE, SIDE, asianResult, handicapMargin, inMargin, lineParts, overMargin, parseMargin, settleMarket } from './line-sim/settle';
export type { MarketResult, SettleMarket, SettleState } from './line-sim/settle';
export { replaySimGame, sameEvent, simKeyCommitment, verifySimGame } from './line-sim/verify';
export type { SimCheck, SimCheckId, SimEventRow, SimGameProof, SimPublishedMarket, SimVerification } from './line-sim/verify';

// rules: the engine shape every house game plays through (start → act… → finished; draws from the seeds only)
export { DrawStream, addRtp, addedStake, choose, compareRtp, finishedPayout, invalidAction, replayRound, replayUnknownRound, roundFinished, rtpMilliPercent, rtpOf, rtpValue, variantParams } from './rules/engine';
export type { AnyGameEngine, EngineAction, EngineRefusal, EngineState, ExactRtp, GameEngine } from './rules/engine';

// rules: the fast games (dice, plinko, mines, hi-lo) and the engines the game server plays by kind
export { ENGINES, ENGINE_KINDS, engineOf } from './rules/engines';
export { verifyEngineRound } from './rules/engine-verify';
export type { EngineCheck, EngineCheckId, EngineVerification, RevealedEngineRound } from './rules/engine-verify';
export { DICE_MAX_WINNING, DICE_MIN_WINNING, DICE_OUTCOMES, diceEngine, diceMultiplier, diceRtpRange, diceWinning, diceWins, parseDiceParams } from './rules/fast/dice';
export { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, parsePlinkoParams, plinkoEngine, plinkoRtp, plinkoTable } from './rules/fast/plinko';
export { MINES_CAP, MINES_CELLS, MINES_MAX, MINES_MIN, minesEngine, minesMultiplier, minesRtp, parseMinesAction, parseMinesParams } from './rules/fast/mines';
export { HILO_CAP, HILO_GUESSES, HILO_RANKS, hiloCurrentCard, hiloEngine, hiloRtp, hiloStepMultiplier, hiloWinningRanks, hiloWins, parseHiloAction } from './rules/fast/hilo';
export type { DiceAction, DiceDirection, DiceParams, DiceState } from './rules/fast/dice';
export type { PlinkoAction, PlinkoParams, PlinkoRisk, PlinkoState } from './rules/fast/plinko';
export type { MinesAction, MinesParams, MinesState } from './rules/fast/mines';
export type { HiloAction, HiloCard, HiloGuess, HiloParams, HiloState, HiloStep } from './rules/fast/hilo';

// rules: the reel engine (one parameterised machine per slot tile, built from its key; exact RTP 94–97 %)
export { SLOT_VOLATILITIES, machineOf, playSlotRound, slotEngine, slotMachineSheet, slotParamsOfVariant, slotVariantName } from './rules/slots/engine';
export { SLOT_MAX_RTP_BP, SLOT_MIN_RTP_BP, VOLATILITY_SIGMA, paylines, slotMachineFor, slotSigma, volatilityOf } from './rules/slots/generator';
export { expectedFreeSpins, reelWindow as slotReelWindow, scatterDistribution, slotMaxMultiplier, slotRtp, spinOf, spinWinBound, stopCombinations } from './rules/slots/machine';
export type { SlotEngineAction, SlotEngineParams, SlotRoundState } from './rules/slots/engine';
export type { SlotTarget } from './rules/slots/generator';
export type { FreeSpinsRule, SlotMachine, SlotRtpBreakdown, SlotSpin, SlotSymbolDef, SlotSymbolKind, SlotVolatility, SlotWayWin, SlotLineWin as SlotMachineLineWin } from './rules/slots/machine';

// rules: table and card games (cards dealt uniformly from the shoe left; roulette, baccarat, blackjack, video poker)
export { DECK_SIZE, cardName, cardOf, isCard, parseCard, rankOf, suitOf } from './rules/table/cards';
export { DOZEN_BETS, EVEN_BETS, INSIDE_BETS, RED_NUMBERS, ROULETTE_MAX_BETS, ROULETTE_POCKETS, betNumbers as rouletteBetNumbers, rouletteBetProblem, rouletteEngine, rouletteRtp } from './rules/table/roulette';
export { BACCARAT_BETS, BACCARAT_DECKS, baccaratBetRtp, baccaratCounts, baccaratEngine, baccaratRtp, baccaratValue, bankerDraws } from './rules/table/baccarat';
export { BLACKJACK_DECKS, BLACKJACK_MAX_HANDS, BLACKJACK_MAX_MULTIPLIER, basicStrategy, blackjackEngine, blackjackRtp, cardValue as blackjackCardValue, dealerOutcomes, handTotal, isBlackjack, legalMoves as blackjackLegalMoves } from './rules/table/blackjack';
export { DEUCES_WILD_NSUD_PAYS, DEUCES_WILD_PAYS, JACKS_OR_BETTER_PAYS, VIDEO_POKER_PAYS, VIDEO_POKER_VARIANTS, bestHold as videoPokerBestHold, holdValues as videoPokerHoldValues, videoPokerEngine, videoPokerHand, videoPokerPay, videoPokerRtp } from './rules/table/video-poker';
export { HOLDEM_ANTE_PAYS, HOLDEM_MAX_MULTIPLIER, HOLDEM_PUBLISHED_RTP, POKER_CATEGORIES, antePays, calledReturn, casinoHoldemEngine, categoryOf as pokerCategoryOf, dealerQualifies, pokerScore } from './rules/table/casino-holdem';
export type { Card } from './rules/table/cards';
export type { HoldemAction, HoldemParams, HoldemState, PokerCategory } from './rules/table/casino-holdem';
export type { RouletteAction, RouletteBet, RouletteBetResult, RouletteParams, RouletteState } from './rules/table/roulette';
export type { BaccaratAction, BaccaratBet, BaccaratBetType, BaccaratParams, BaccaratState, BaccaratWinner } from './rules/table/baccarat';
export type { BlackjackAction, BlackjackHand, BlackjackHandResult, BlackjackParams, BlackjackPhase, BlackjackState, StrategyMove } from './rules/table/blackjack';
export type { VideoPokerAction, VideoPokerHand, VideoPokerParams, VideoPokerState, VideoPokerVariant } from './rules/table/video-poker';
