import { err, ok, type Result } from '@betting/kernel';
import { serverSeedHash } from './provably-fair';
import { betProblem, playRound, type GameBet, type GameOutcome } from './rounds';

/**
 * A round as the server reveals it once its server seed is rotated: the seeds, the nonce, the bet, and the outcome
 * the server settled (left out, only the recomputation is answered).
 */
export type RevealedRound = GameBet & {
  readonly serverSeed: string;
  /** The commitment shown before the round. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly outcome?: GameOutcome;
};

export type RoundMismatch =
  | { readonly code: 'invalid_round'; readonly message: string }
  | { readonly code: 'server_seed_hash_mismatch'; readonly committed: string; readonly actual: string }
  | { readonly code: 'outcome_mismatch'; readonly claimed: GameOutcome; readonly computed: GameOutcome };

/**
 * Recomputes a revealed round: sha256(serverSeed) must be the committed hash, and the outcome recomputed from the
 * seeds, the nonce and the bet must be the one claimed (when one is). Answers the recomputed outcome.
 */
export function verifyRound(revealed: RevealedRound): Result<GameOutcome, RoundMismatch> {
  const problem = betProblem(revealed) ?? (Number.isSafeInteger(revealed.nonce) && revealed.nonce >= 0 ? null : 'the nonce is a whole number from 0');
  if (problem) return err({ code: 'invalid_round', message: problem });
  const actual = serverSeedHash(revealed.serverSeed);
  if (actual !== revealed.serverSeedHash.toLowerCase()) return err({ code: 'server_seed_hash_mismatch', committed: revealed.serverSeedHash, actual });
  const computed = playRound({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce }, revealed);
  if (revealed.outcome !== undefined && canonicalJson(revealed.outcome) !== canonicalJson(computed)) return err({ code: 'outcome_mismatch', claimed: revealed.outcome, computed });
  return ok(computed);
}

/** JSON with object keys sorted, so two outcomes compare equal whatever order their fields travelled in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
