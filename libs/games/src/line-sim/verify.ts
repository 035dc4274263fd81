/**
 * The bettor's check of a finished simulated game ("commit before, reveal after"). Before the game starts the line
 * publishes `commitment` = hex SHA-256 of the game's 32-byte key; once it is finished it publishes the key. Anyone can
 * then replay the game with the very simulation the server played (simulation.ts, draws from keystream.ts) and
 * compare every scoring event, the final score and the period scores — and so every market's result, which follows
 * from those scores alone.
 *
 * The key is HMAC-SHA256(server secret, "line-sim/v1/" + schedule key): a pseudo-random function of the secret, so
 * a revealed key tells nothing about the secret or about another game's key (that would break HMAC as a PRF), and
 * SHA-256's preimage resistance keeps the key hidden behind its commitment until it is revealed.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import type { SimSport } from './model';
import { LoadedDraws, MissingBlock } from './keystream';
import { settleMarket } from './settle';
import { playToEnd, startGame, type SimEvent, type SimGame } from './simulation';

/** What the line publishes about a simulated game (the API's `LineGameProof`). */
export interface SimGameProof {
  readonly sport: SimSport;
  readonly homeRating: number;
  readonly awayRating: number;
  /** Hex SHA-256 of the key, published before the start. */
  readonly commitment: string;
  /** Hex key, only once the game is finished. */
  readonly key: string | null;
  readonly home: number;
  readonly away: number;
  /** Per period, home first. */
  readonly periodScores: readonly (readonly number[])[];
  /** The game's scoring events as the line published them (with the key). */
  readonly events: readonly SimEvent[] | null;
  /** The game's markets with each outcome's published result (null: not settled). */
  readonly markets?: readonly SimPublishedMarket[] | undefined;
}

export interface SimPublishedMarket {
  readonly id: number;
  readonly typeId: number;
  readonly period: number;
  readonly param: number | null;
  readonly outcomes: readonly { readonly code: string; readonly result: string | null }[];
}

export type SimCheckId = 'commitment' | 'events' | 'final' | 'periods' | 'markets';

export interface SimCheck {
  readonly id: SimCheckId;
  readonly ok: boolean;
  /** What the replay gives (or the key's hash). */
  readonly expected: string;
  /** What the line published. */
  readonly published: string;
}

export interface SimEventRow {
  readonly replayed: SimEvent | null;
  readonly published: SimEvent | null;
  readonly ok: boolean;
}

export interface SimVerification {
  readonly ok: boolean;
  readonly checks: readonly SimCheck[];
  /** Replayed and published events side by side. */
  readonly events: readonly SimEventRow[];
  /** Ids of the markets whose published results differ from their settlement on the replayed scores. */
  readonly wrongMarkets: readonly number[];
  readonly replay: { readonly home: number; readonly away: number; readonly periodScores: readonly (readonly [number, number])[] };
}

/** The commitment to a game key: hex SHA-256 of its 32 bytes. */
export function simKeyCommitment(keyHex: string): string {
  return bytesToHex(sha256(hexToBytes(keyHex)));
}

/** Replays a game from its key: its events, final score and period scores. */
export async function replaySimGame(sport: SimSport, homeRating: number, awayRating: number, keyHex: string): Promise<SimGame> {
  const draws = new LoadedDraws(hexToBytes(keyHex));
  for (;;) {
    const game: SimGame = { draws, sport, homeRating, awayRating, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [], events: [] };
    try {
      startGame(game);
      playToEnd(game);
      return game;
    } catch (error) {
      if (!(error instanceof MissingBlock)) throw error;
      await draws.load(error.block);
    }
  }
}

export const sameEvent = (a: SimEvent, b: SimEvent): boolean =>
  a.second === b.second && a.period === b.period && a.kind === b.kind && a.side === b.side && a.home === b.home && a.away === b.away;

const scoreText = (home: number, away: number) => `${home}:${away}`;
const periodsText = (periods: readonly (readonly number[])[]) => periods.map(([h, a]) => scoreText(h ?? 0, a ?? 0)).join(', ');

/** Checks a finished game's published key, events and scores. A game without a key yet cannot be checked (null). */
export async function verifySimGame(proof: SimGameProof): Promise<SimVerification | null> {
  const key = proof.key;
  if (key === null || !/^[0-9a-f]{64}$/.test(key)) return null;
  const hash = simKeyCommitment(key);
  const game = await replaySimGame(proof.sport, proof.homeRating, proof.awayRating, key);
  const replayed = game.events ?? [];
  const published = proof.events ?? [];
  const rows: SimEventRow[] = [];
  for (let i = 0; i < Math.max(replayed.length, published.length); i += 1) {
    const r = replayed[i] ?? null;
    const p = published[i] ?? null;
    rows.push({ replayed: r, published: p, ok: r !== null && p !== null && sameEvent(r, p) });
  }
  const checks: SimCheck[] = [
    { id: 'commitment', ok: hash === proof.commitment.toLowerCase(), expected: hash, published: proof.commitment },
    { id: 'events', ok: rows.every((row) => row.ok), expected: String(replayed.length), published: String(published.length) },
    { id: 'final', ok: game.home === proof.home && game.away === proof.away, expected: scoreText(game.home, game.away), published: scoreText(proof.home, proof.away) },
    { id: 'periods', ok: periodsText(game.periodScores) === periodsText(proof.periodScores), expected: periodsText(game.periodScores), published: periodsText(proof.periodScores) },
  ];
  // Every market settled again on the replayed scores, by the rule the line settles with.
  const markets = proof.markets ?? [];
  const wrongMarkets = markets.filter((market) => settleMarket(game, market).join() !== market.outcomes.map((outcome) => outcome.result ?? '').join()).map((market) => market.id);
  const agreeing = markets.length - wrongMarkets.length;
  checks.push({ id: 'markets', ok: wrongMarkets.length === 0, expected: `${markets.length}/${markets.length}`, published: `${agreeing}/${markets.length}` });
  return { ok: checks.every((check) => check.ok), checks, events: rows, wrongMarkets, replay: { home: game.home, away: game.away, periodScores: game.periodScores } };
}
