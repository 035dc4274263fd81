import { err, ok, type Result } from '@betting/kernel';
import { BINGO_MAX_BALLS, BINGO_NUMBERS, bingoSequence } from './bingo';
import { KENO_DRAWN, kenoBalls } from './keno';
import { roundFloats, serverSeedHash } from './provably-fair';

/**
 * Scheduled number draws (keno, bingo), provably fair: each draw has its own server seed, committed by its SHA-256
 * when the draw is created (before it takes tickets) and revealed once it is settled. The draw's balls are a pure
 * function of that seed and the draw's id: the floats of HMAC-SHA256(key = server seed, `${game}:${drawId}:${cursor}`)
 * (`roundFloats` with the game as client seed and the draw id as nonce), each taking one of the balls left.
 */
export const DRAW_GAMES = ['keno', 'bingo'] as const;
export type DrawGame = (typeof DRAW_GAMES)[number];

export const isDrawGame = (value: unknown): value is DrawGame => typeof value === 'string' && (DRAW_GAMES as readonly string[]).includes(value);

/** How many balls a draw may call: keno always 20; bingo up to 60, stopping at the first full house. */
export const DRAW_MAX_BALLS: Readonly<Record<DrawGame, number>> = { keno: KENO_DRAWN, bingo: BINGO_MAX_BALLS };
const BALL_RANGE: Readonly<Record<DrawGame, number>> = { keno: 80, bingo: BINGO_NUMBERS };

/** The draw's balls in order: keno's 20, or bingo's sequence of 60 (a draw calls a prefix of it). */
export function drawSequence(game: DrawGame, serverSeed: string, drawId: number): number[] {
  const floats = roundFloats({ serverSeed, clientSeed: game, nonce: drawId }, DRAW_MAX_BALLS[game]);
  return game === 'keno' ? kenoBalls(floats) : bingoSequence(floats);
}

/** A settled draw as published: its seed, the commitment shown before it, and the balls it called. */
export interface RevealedDraw {
  readonly game: DrawGame;
  readonly drawId: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly balls: readonly number[];
}

export type DrawMismatch =
  | { readonly code: 'invalid_draw'; readonly message: string }
  | { readonly code: 'server_seed_hash_mismatch'; readonly committed: string; readonly actual: string }
  | { readonly code: 'balls_mismatch'; readonly claimed: readonly number[]; readonly computed: readonly number[] };

/**
 * Recomputes a revealed draw: sha256(serverSeed) must be the commitment and the balls must be the draw's sequence
 * (keno: all 20; bingo: its first `balls.length`, 1 to 60). Answers the recomputed balls.
 */
export function verifyDraw(revealed: RevealedDraw): Result<number[], DrawMismatch> {
  if (!Number.isSafeInteger(revealed.drawId) || revealed.drawId < 1) return err({ code: 'invalid_draw', message: 'a draw id is a whole number from 1' });
  const count = revealed.balls.length;
  if (revealed.game === 'keno' ? count !== KENO_DRAWN : count < 1 || count > BINGO_MAX_BALLS) return err({ code: 'invalid_draw', message: `a ${revealed.game} draw calls ${revealed.game === 'keno' ? KENO_DRAWN : `1 to ${BINGO_MAX_BALLS}`} balls` });
  if (!revealed.balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= BALL_RANGE[revealed.game])) return err({ code: 'invalid_draw', message: 'a ball is a number of the game' });
  const actual = serverSeedHash(revealed.serverSeed);
  if (actual !== revealed.serverSeedHash.toLowerCase()) return err({ code: 'server_seed_hash_mismatch', committed: revealed.serverSeedHash, actual });
  const computed = drawSequence(revealed.game, revealed.serverSeed, revealed.drawId).slice(0, count);
  if (computed.some((ball, index) => ball !== revealed.balls[index])) return err({ code: 'balls_mismatch', claimed: [...revealed.balls], computed });
  return ok(computed);
}
