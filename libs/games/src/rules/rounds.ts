import type { MinorUnits } from '@betting/kernel';
import { crashRound, isValidCashOut, type CrashOutcome, type CrashParams } from './crash';
import { isValidStake, type Multiplier } from './payout';
import type { SeedTriple } from './provably-fair';
import { scratchRound, type ScratchOutcome, type ScratchParams } from './scratch';
import { slotRound, type SlotOutcome, type SlotParams } from './slot';
import { CRASH_MAX_MULTIPLIER } from './crash';
import { SCRATCH_MAX_MULTIPLIER } from './scratch';
import { SLOT_MAX_MULTIPLIER } from './slot';
import { PICK_MAX_MULTIPLIER, PICK_TABLES, isPickGame, type MemorySymbol, type PickGame } from './bonus-games';
import { FORTUNA_MAX_MULTIPLIER, fortunaRound, type FortunaOutcome, type FortunaParams } from './fortuna';
import { pickRound, picksProblem, type PickOutcome, type PickParams } from './pick';

/** How a game is played: the three demo games of the game server and the bonus wheel games. */
export const GAME_KINDS = ['slot', 'crash', 'scratch', 'fortuna', 'chest', 'safe', 'dragon', 'memory', 'lottery'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const isGameKind = (value: unknown): value is GameKind => typeof value === 'string' && (GAME_KINDS as readonly string[]).includes(value);

export type ChestOutcome = PickOutcome<'chest', number>;
export type SafeOutcome = PickOutcome<'safe', number>;
export type DragonOutcome = PickOutcome<'dragon', number>;
export type MemoryOutcome = PickOutcome<'memory', MemorySymbol>;
export type LotteryOutcome = PickOutcome<'lottery', number>;
export type PickGameOutcome = ChestOutcome | SafeOutcome | DragonOutcome | MemoryOutcome | LotteryOutcome;
export type GameOutcome = SlotOutcome | CrashOutcome | ScratchOutcome | FortunaOutcome | PickGameOutcome;

/** A round's bet, per game. */
export type GameBet =
  | { readonly game: 'slot'; readonly params: SlotParams }
  | { readonly game: 'crash'; readonly params: CrashParams }
  | { readonly game: 'scratch'; readonly params: ScratchParams }
  | { readonly game: 'fortuna'; readonly params: FortunaParams }
  | { readonly game: PickGame; readonly params: PickParams };

/** The most a round of each game can pay, thousandths of the stake. */
export const MAX_MULTIPLIER: Readonly<Record<GameKind, Multiplier>> = { slot: SLOT_MAX_MULTIPLIER, crash: CRASH_MAX_MULTIPLIER, scratch: SCRATCH_MAX_MULTIPLIER, fortuna: FORTUNA_MAX_MULTIPLIER, ...PICK_MAX_MULTIPLIER };

/** Why a bet's parameters cannot be played (null when they can). */
export function betProblem(bet: GameBet): string | null {
  if (!isValidStake(bet.params.stake)) return 'the stake is a positive safe integer of minor units';
  if (bet.game === 'crash' && bet.params.cashOut !== null && !isValidCashOut(bet.params.cashOut)) return 'a cash-out is 1010 to 10 000 000 thousandths';
  if (isPickGame(bet.game)) return picksProblem(PICK_TABLES[bet.game], (bet.params as Partial<PickParams>).picks);
  return null;
}

/** Plays a round of any game: its outcome is a pure function of the seeds, the nonce and the bet. */
export function playRound(seeds: SeedTriple, bet: GameBet): GameOutcome {
  switch (bet.game) {
    case 'slot':
      return slotRound(seeds, bet.params);
    case 'crash':
      return crashRound(seeds, bet.params);
    case 'scratch':
      return scratchRound(seeds, bet.params);
    case 'fortuna':
      return fortunaRound(seeds, bet.params);
    case 'chest':
      return pickRound('chest', PICK_TABLES.chest, seeds, bet.params);
    case 'safe':
      return pickRound('safe', PICK_TABLES.safe, seeds, bet.params);
    case 'dragon':
      return pickRound('dragon', PICK_TABLES.dragon, seeds, bet.params);
    case 'memory':
      return pickRound('memory', PICK_TABLES.memory, seeds, bet.params);
    case 'lottery':
      return pickRound('lottery', PICK_TABLES.lottery, seeds, bet.params);
  }
}

/** The stake a bet puts down. */
export const stakeOf = (bet: GameBet): MinorUnits => bet.params.stake;
