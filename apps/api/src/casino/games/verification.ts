import type { CasinoRevealedRound, CasinoVerifyResponse } from '@betting/contracts';
import { verifyRound, type GameOutcome, type RevealedRound } from '@betting/games';
import { refused, type GameRefusal } from './refusals';
import type { StoredRound } from './rounds.repository';

/** A settled round as `@betting/games`' verifier takes it: seeds, nonce, bet and the outcome the server settled. */
export function revealedRoundOf(round: StoredRound & { outcome: GameOutcome }): RevealedRound {
  const seeds = { serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
  if (round.launchKind === 'crash') {
    const cashOut = round.outcome.game === 'crash' ? round.outcome.cashOut : null;
    return { ...seeds, game: 'crash', params: { stake: round.stake, cashOut }, outcome: round.outcome };
  }
  const outcome = round.outcome;
  // A `-bonus` launch kind plays its game; pick games replay with the cells the player opened.
  if ('picks' in outcome) return { ...seeds, game: outcome.game, params: { stake: round.stake, picks: outcome.picks }, outcome } as RevealedRound;
  return { ...seeds, game: outcome.game, params: { stake: round.stake }, outcome } as RevealedRound;
}

/**
 * The verify call: once the round's seed pair is rotated, the round recomputed by the same `verifyRound` the verify
 * page runs in the browser. Before that the server seed is secret: `seed_not_revealed`.
 */
export function verificationOf(round: StoredRound): CasinoVerifyResponse | GameRefusal {
  if (!round.revealed) return refused('seed_not_revealed');
  if (round.status !== 'settled' || round.outcome === null) return refused('round_open');
  const revealed = revealedRoundOf({ ...round, outcome: round.outcome });
  const { outcome: claimed, ...inputs } = revealed;
  const recomputed = verifyRound(inputs);
  const verified = verifyRound(revealed);
  return {
    roundId: round.id,
    revealed: revealed as CasinoRevealedRound,
    verified: verified.ok,
    recomputed: (recomputed.ok ? recomputed.value : claimed) as CasinoVerifyResponse['recomputed'],
  };
}
