/**
 * Test helpers for other suites (`@betting/games/testing`): fast-check arbitraries of seeds, stakes, bets and revealed
 * rounds, and a tamperer for the verifier's negative cases.
 */
import type { MinorUnits } from '@betting/kernel';
import fc from 'fast-check';
import { CRASH_MAX_MULTIPLIER, CRASH_MIN_CASH_OUT } from './rules/crash';
import { MAX_STAKE } from './rules/payout';
import { serverSeedHash, type SeedTriple } from './rules/provably-fair';
import { GAME_KINDS, playRound, type GameBet, type GameKind } from './rules/rounds';
import { PICK_TABLES, isPickGame, type PickGame } from './rules/bonus-games';
import { boardSize } from './rules/pick';
import type { RevealedRound } from './rules/verify';

/** A server seed as the server makes them: 64 hex characters. */
export const arbServerSeed: fc.Arbitrary<string> = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));

/** A client seed as a player may type it: 1 to 64 printable characters. */
export const arbClientSeed: fc.Arbitrary<string> = fc.string({ minLength: 1, maxLength: 64, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~ ') });

export const arbNonce: fc.Arbitrary<number> = fc.integer({ min: 0, max: 1_000_000 });

export const arbSeeds: fc.Arbitrary<SeedTriple> = fc.record({ serverSeed: arbServerSeed, clientSeed: arbClientSeed, nonce: arbNonce });

/** A stake in minor units: mostly 0.01–10 000.00, sometimes up to the maximum. */
export const arbStake: fc.Arbitrary<MinorUnits> = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 1_000_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_STAKE }) });

export const arbGameKind: fc.Arbitrary<GameKind> = fc.constantFrom(...GAME_KINDS);

/** A cash-out multiplier, mostly the usual 1.01×–10×. */
export const arbCashOut: fc.Arbitrary<number> = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: CRASH_MIN_CASH_OUT, max: 10_000 }) }, { weight: 1, arbitrary: fc.integer({ min: CRASH_MIN_CASH_OUT, max: CRASH_MAX_MULTIPLIER }) });

/** Valid picks of a pick game: exactly its number of different cells on its board. */
export function arbPicks(game: PickGame): fc.Arbitrary<number[]> {
  const table = PICK_TABLES[game];
  const size = boardSize(table);
  return fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: table.picks, maxLength: table.picks });
}

export function arbBet(kind?: GameKind): fc.Arbitrary<GameBet> {
  return (kind ? fc.constant(kind) : arbGameKind).chain((game): fc.Arbitrary<GameBet> => {
    if (game === 'crash') return fc.record({ stake: arbStake, cashOut: fc.option(arbCashOut, { nil: null }) }).map((params) => ({ game, params }));
    if (isPickGame(game)) return fc.record({ stake: arbStake, picks: arbPicks(game) }).map((params) => ({ game, params }));
    if (game === 'fortuna') return arbStake.map((stake) => ({ game, params: { stake } }));
    return arbStake.map((stake) => ({ game, params: { stake } }));
  });
}

/** A round played honestly and revealed with its outcome. */
export function revealedRound(seeds: SeedTriple, bet: GameBet): RevealedRound {
  return { ...bet, ...seeds, serverSeedHash: serverSeedHash(seeds.serverSeed), outcome: playRound(seeds, bet) };
}

export function arbRevealedRound(kind?: GameKind): fc.Arbitrary<RevealedRound> {
  return fc.tuple(arbSeeds, arbBet(kind)).map(([seeds, bet]) => revealedRound(seeds, bet));
}
