import type { MinorUnits } from '@betting/kernel';
import { crashRound, isValidCashOut, type CrashOutcome, type CrashParams } from './crash';
import { isValidStake, type Multiplier } from './payout';
import type { SeedTriple } from './provably-fair';
import { scratchRound, type ScratchOutcome, type ScratchParams } from './scratch';
import { slotRound, type SlotOutcome, type SlotParams } from './slot';
import { CRASH_MAX_MULTIPLIER } from './crash';
import { SCRATCH_MAX_MULTIPLIER } from './scratch';
import { SLOT_MAX_MULTIPLIER } from './slot';

/** How a game is launched and played: the three demo games of the game server. */
export const GAME_KINDS = ['slot', 'crash', 'scratch'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const isGameKind = (value: unknown): value is GameKind => typeof value === 'string' && (GAME_KINDS as readonly string[]).includes(value);

export type GameOutcome = SlotOutcome | CrashOutcome | ScratchOutcome;

/** A round's bet, per game. */
export type GameBet = { readonly game: 'slot'; readonly params: SlotParams } | { readonly game: 'crash'; readonly params: CrashParams } | { readonly game: 'scratch'; readonly params: ScratchParams };

/** The most a round of each game can pay, thousandths of the stake. */
export const MAX_MULTIPLIER: Readonly<Record<GameKind, Multiplier>> = { slot: SLOT_MAX_MULTIPLIER, crash: CRASH_MAX_MULTIPLIER, scratch: SCRATCH_MAX_MULTIPLIER };

/** Why a bet's parameters cannot be played (null when they can). */
export function betProblem(bet: GameBet): string | null {
  if (!isValidStake(bet.params.stake)) return 'the stake is a positive safe integer of minor units';
  if (bet.game === 'crash' && bet.params.cashOut !== null && !isValidCashOut(bet.params.cashOut)) return 'a cash-out is 1010 to 10 000 000 thousandths';
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
  }
}

/** The stake a bet puts down. */
export const stakeOf = (bet: GameBet): MinorUnits => bet.params.stake;
