import { isEngineLaunch, type CasinoEngineVerifyResponse, type CasinoRevealedRound, type CasinoVerifyResponse } from '@betting/contracts';
import { canonicalJson, engineOf, replayUnknownRound, serverSeedHash, verifyRound, type GameOutcome, type RevealedRound } from '@betting/games';
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
export function verificationOf(round: StoredRound): CasinoVerifyResponse | CasinoEngineVerifyResponse | GameRefusal {
  if (!round.revealed) return refused('seed_not_revealed');
  if (round.status !== 'settled' || round.outcome === null) return refused('round_open');
  if (isEngineLaunch(round.launchKind)) return engineVerificationOf(round);
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

/**
 * An engine round replayed from its revealed seed: the engine starts again from the seeds, the params and the stake,
 * takes every action in order, and must arrive at the state the server settled (the hash must match the commitment).
 */
function engineVerificationOf(round: StoredRound): CasinoEngineVerifyResponse | GameRefusal {
  const engine = isEngineLaunch(round.launchKind) ? engineOf(round.launchKind) : null;
  if (!engine || !round.engine) return refused('round_not_found');
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const actions = round.engine.actions.map((record) => record.action);
  // The engine starts from the first stake (its state keeps it); the round's `stake` is everything put down.
  const firstStake = round.engine.state.stake;
  const replayed = replayUnknownRound(engine, seeds, round.engine.params, firstStake, actions);
  const recomputed = replayed.ok ? (replayed.value as unknown as Record<string, unknown>) : null;
  const verified = serverSeedHash(round.serverSeed) === round.serverSeedHash && recomputed !== null && canonicalJson(recomputed) === canonicalJson(round.engine.state);
  return {
    roundId: round.id,
    revealed: {
      engine: engine.kind,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      stake: firstStake,
      params: round.engine.params,
      actions,
      state: round.engine.state as unknown as Record<string, unknown>,
    },
    verified,
    recomputed,
  };
}
