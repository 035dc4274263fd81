import { err, ok, type Result } from '@betting/kernel';
import { DrawStream, invalidAction, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import { payoutOf } from '../payout';
import type { SeedTriple } from '../provably-fair';
import { drawCards, isCard, rankOf, suitOf, type Card } from './cards';

/**
 * Video poker, one 52-card deck shuffled every hand: five cards dealt, the player holds any of them, the others are
 * replaced by the next cards of the same deck, and the final hand pays by the variant's table (returns per unit
 * staked, stake included):
 *
 * - Jacks or Better 9/6: royal flush 800, straight flush 50, four of a kind 25, full house 9, flush 6, straight 4,
 *   three of a kind 3, two pair 2, a pair of jacks or better 1.
 * - Deuces Wild (full pay; every 2 is wild): natural royal 800, four deuces 200, wild royal 25, five of a kind 15,
 *   straight flush 9, four of a kind 5, full house 3, flush 2, straight 2, three of a kind 1.
 * - Deuces Wild "Not So Ugly": the same but five of a kind 16, straight flush 10, four of a kind 4, full house 4,
 *   flush 3.
 *
 * Exact RTP under optimal play (`videoPokerRtp`), by enumeration in a few seconds of plain JS:
 * 1. every one of the C(52,5) = 2,598,960 final hands is valued once (its rank pattern looked up in a table built
 *    from 6,188 rank multisets, flushes apart), and its pay added to each of its 32 sub-hands: S(T) = the pays of all
 *    hands containing T, kept in arrays indexed by the combinatorial number system;
 * 2. for a dealt hand and a hold H, the hands reachable by drawing are those containing H and none of the discards,
 *    so their pays add up, by inclusion–exclusion over the sub-hands T of the dealt hand containing H, to
 *    Σ (−1)^|T∖H| S(T); divided by C(47, 5 − |H|) that is the hold's expected return; optimal play takes the best;
 * 3. dealt hands that differ by a permutation of suits play alike: each of the 134,459 classes is valued once and
 *    weighted by its size.
 * The sum is an exact fraction. It gives the published figures: Jacks or Better 9/6 99.5439 %, full-pay Deuces Wild
 * 100.7620 % (above 100 %: a perfect player has the edge), Not So Ugly Deuces 99.7283 %.
 */
export const VIDEO_POKER_VARIANTS = ['jacks-or-better', 'deuces-wild', 'deuces-wild-nsud'] as const;
export type VideoPokerVariant = (typeof VIDEO_POKER_VARIANTS)[number];

export const JACKS_OR_BETTER_PAYS = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
} as const;

export const DEUCES_WILD_PAYS = {
  'natural-royal-flush': 800,
  'four-deuces': 200,
  'wild-royal-flush': 25,
  'five-of-a-kind': 15,
  'straight-flush': 9,
  'four-of-a-kind': 5,
  'full-house': 3,
  flush: 2,
  straight: 2,
  'three-of-a-kind': 1,
  nothing: 0,
} as const;

export type JacksOrBetterHand = keyof typeof JACKS_OR_BETTER_PAYS;
export type DeucesWildHand = keyof typeof DEUCES_WILD_PAYS;

/** "Not So Ugly Deuces": the same hands, a table that keeps the house ahead of optimal play. */
export const DEUCES_WILD_NSUD_PAYS: Readonly<Record<DeucesWildHand, number>> = {
  'natural-royal-flush': 800,
  'four-deuces': 200,
  'wild-royal-flush': 25,
  'five-of-a-kind': 16,
  'straight-flush': 10,
  'four-of-a-kind': 4,
  'full-house': 4,
  flush: 3,
  straight: 2,
  'three-of-a-kind': 1,
  nothing: 0,
};
export type VideoPokerHand = JacksOrBetterHand | DeucesWildHand;

export const VIDEO_POKER_PAYS: Readonly<Record<VideoPokerVariant, Readonly<Record<string, number>>>> = {
  'jacks-or-better': JACKS_OR_BETTER_PAYS,
  'deuces-wild': DEUCES_WILD_PAYS,
  'deuces-wild-nsud': DEUCES_WILD_NSUD_PAYS,
};

/** Can these ranks (1…13, ace high or low) make a straight, wild cards filling the gaps: all different, within five? */
function straightWith(ranks: readonly number[]): boolean {
  if (new Set(ranks).size !== ranks.length) return false;
  if (ranks.length === 0) return true;
  const high = ranks.map((r) => (r === 1 ? 14 : r));
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  return span(ranks as number[]) <= 4 || span(high) <= 4;
}

/** Jacks or Better: the hand from ranks (1…13) and whether all five share a suit. */
export function jacksOrBetterHand(ranks: readonly number[], flush: boolean): JacksOrBetterHand {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  const straight = counts.size === 5 && straightWith(ranks);
  if (straight && flush) return ranks.includes(1) && ranks.includes(13) && ranks.includes(10) ? 'royal-flush' : 'straight-flush';
  if (shape === '41') return 'four-of-a-kind';
  if (shape === '32') return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (shape === '311') return 'three-of-a-kind';
  if (shape === '221') return 'two-pair';
  if (shape === '2111') {
    const pair = [...counts].find(([, c]) => c === 2)![0];
    return pair === 1 || pair >= 11 ? 'jacks-or-better' : 'nothing';
  }
  return 'nothing';
}

/** Deuces Wild: the hand from ranks and whether the cards other than deuces share a suit. */
export function deucesWildHand(ranks: readonly number[], flush: boolean): DeucesWildHand {
  const deuces = ranks.filter((r) => r === 2).length;
  const natural = ranks.filter((r) => r !== 2);
  const counts = new Map<number, number>();
  for (const r of natural) counts.set(r, (counts.get(r) ?? 0) + 1);
  const most = Math.max(0, ...counts.values()) + deuces;
  const straight = straightWith(natural);
  const royal = natural.every((r) => r === 1 || r >= 10) && counts.size === natural.length;
  if (deuces === 0 && flush && royal) return 'natural-royal-flush';
  if (deuces === 4) return 'four-deuces';
  if (flush && royal) return 'wild-royal-flush';
  if (most >= 5) return 'five-of-a-kind';
  if (flush && straight) return 'straight-flush';
  if (most >= 4) return 'four-of-a-kind';
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  if ((deuces === 0 && shape === '32') || (deuces === 1 && shape === '22')) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (most >= 3) return 'three-of-a-kind';
  return 'nothing';
}

/** A final hand of five cards under a variant. */
export function videoPokerHand(variant: VideoPokerVariant, cards: readonly Card[]): VideoPokerHand {
  const ranks = cards.map(rankOf);
  if (variant === 'jacks-or-better') return jacksOrBetterHand(ranks, new Set(cards.map(suitOf)).size === 1);
  return deucesWildHand(ranks, new Set(cards.filter((c) => rankOf(c) !== 2).map(suitOf)).size <= 1);
}

export const videoPokerPay = (variant: VideoPokerVariant, cards: readonly Card[]): number => VIDEO_POKER_PAYS[variant][videoPokerHand(variant, cards)] ?? 0;

// ————— exact RTP by enumeration —————

/** One comparator of a sorting network: r[a] ≤ r[b] afterwards. */
function order(r: Int32Array, a: number, b: number): void {
  if (r[a]! > r[b]!) {
    const t = r[a]!;
    r[a] = r[b]!;
    r[b] = t;
  }
}

const BINOM: number[][] = Array.from({ length: 53 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= 5; k += 1) row.push(k > n ? 0 : (row[k - 1]! * (n - k + 1)) / k);
  return row;
});

/** Rank-pattern tables: pay of a hand from its sorted ranks' base-13 code, without and with the flush. */
function payTables(variant: VideoPokerVariant): { plain: Int16Array; flush: Int16Array } {
  const plain = new Int16Array(13 ** 5);
  const flush = new Int16Array(13 ** 5);
  const pays = VIDEO_POKER_PAYS[variant];
  const evaluate = variant === 'jacks-or-better' ? jacksOrBetterHand : deucesWildHand;
  for (let a = 0; a < 13; a += 1)
    for (let b = a; b < 13; b += 1)
      for (let c = b; c < 13; c += 1)
        for (let d = c; d < 13; d += 1)
          for (let e = d; e < 13; e += 1) {
            if (a === e) continue;
            const code = (((a * 13 + b) * 13 + c) * 13 + d) * 13 + e;
            const ranks = [a + 1, b + 1, c + 1, d + 1, e + 1];
            plain[code] = pays[evaluate(ranks, false)] ?? 0;
            flush[code] = pays[evaluate(ranks, true)] ?? 0;
          }
  return { plain, flush };
}

const MASK_POSITIONS: readonly (readonly number[])[] = Array.from({ length: 32 }, (_, mask) => [0, 1, 2, 3, 4].filter((p) => mask & (1 << p)));
const MASK_SIZES = Int32Array.from(MASK_POSITIONS, (positions) => positions.length);
const COLEX = new Int32Array(6 * 52);
for (let k = 0; k <= 5; k += 1) for (let n = 0; n < 52; n += 1) COLEX[k * 52 + n] = BINOM[n]![k]!;

let classesMemo: { count: number; weights: Uint8Array; subsets: Int32Array } | null = null;

/**
 * The dealt hands up to a permutation of suits: 134,459 classes, each with its size and, for each of its 32
 * sub-hands, the sub-hand's colex index (the whole hand's for the full mask). Shared by every paytable.
 */
function suitClasses(): { count: number; weights: Uint8Array; subsets: Int32Array } {
  if (classesMemo) return classesMemo;
  const perms: number[][] = [];
  const permute = (prefix: number[]) => {
    if (prefix.length === 4) perms.push(prefix);
    else for (let s = 0; s < 4; s += 1) if (!prefix.includes(s)) permute([...prefix, s]);
  };
  permute([]);
  const B = COLEX;
  const seen = new Uint8Array(2598960);
  const image = new Int32Array(5);
  const weights = new Uint8Array(140_000);
  const subsets = new Int32Array(140_000 * 32);
  let count = 0;
  for (let c0 = 0; c0 < 52; c0 += 1)
    for (let c1 = c0 + 1; c1 < 52; c1 += 1)
      for (let c2 = c1 + 1; c2 < 52; c2 += 1)
        for (let c3 = c2 + 1; c3 < 52; c3 += 1)
          for (let c4 = c3 + 1; c4 < 52; c4 += 1) {
            const index5 = B[52 + c0]! + B[104 + c1]! + B[156 + c2]! + B[208 + c3]! + B[260 + c4]!;
            if (seen[index5]) continue;
            const hand = [c0, c1, c2, c3, c4];
            let weight = 0;
            for (const perm of perms) {
              for (let i = 0; i < 5; i += 1) image[i] = perm[Math.floor(hand[i]! / 13)]! * 13 + (hand[i]! % 13);
              order(image, 0, 1);
              order(image, 3, 4);
              order(image, 2, 4);
              order(image, 2, 3);
              order(image, 0, 3);
              order(image, 0, 2);
              order(image, 1, 4);
              order(image, 1, 3);
              order(image, 1, 2);
              const at = B[52 + image[0]!]! + B[104 + image[1]!]! + B[156 + image[2]!]! + B[208 + image[3]!]! + B[260 + image[4]!]!;
              if (!seen[at]) {
                seen[at] = 1;
                weight += 1;
              }
            }
            weights[count] = weight;
            for (let mask = 0; mask < 31; mask += 1) {
              const positions = MASK_POSITIONS[mask]!;
              let index = 0;
              for (let j = 0; j < positions.length; j += 1) index += B[(j + 1) * 52 + hand[positions[j]!]!]!;
              subsets[count * 32 + mask] = index;
            }
            subsets[count * 32 + 31] = index5;
            count += 1;
          }
  classesMemo = { count, weights, subsets };
  return classesMemo;
}

export interface VideoPokerAnalysis {
  readonly rtp: ExactRtp;
  /** Dealt-hand classes under suit permutations that were valued. */
  readonly classes: number;
  /** Pays of every final hand containing each sub-hand (by size, colex index), and of each hand itself. */
  readonly sums: readonly Float64Array[];
  readonly handPay: Int16Array;
}

const analysed = new Map<VideoPokerVariant, VideoPokerAnalysis>();

/** The exact RTP of a variant under optimal play (see the file's comment); memoised. */
export function videoPokerRtp(variant: VideoPokerVariant): VideoPokerAnalysis {
  const known = analysed.get(variant);
  if (known) return known;
  const { plain, flush } = payTables(variant);
  const deuceWild = variant !== 'jacks-or-better';
  const rank = new Int32Array(52);
  const suit = new Int32Array(52);
  for (let card = 0; card < 52; card += 1) {
    rank[card] = card % 13;
    suit[card] = Math.floor(card / 13);
  }
  // sums[k][index of a k-card sub-hand]: pays of every final hand containing it. The pays go to the 4-card sub-hands;
  // then S_k(T) = Σ_{c ∉ T} S_{k+1}(T ∪ {c}) / (5 − k), each (k+1)-set adding to its k-subsets.
  const sizesOf = [1, 52, 1326, 22100, 270725, 2598960];
  const sums = sizesOf.slice(0, 5).map((size) => new Float64Array(size));
  const handPay = new Int16Array(2598960);
  const B = COLEX;
  const sums4 = sums[4]!;
  const r = new Int32Array(5);
  for (let c0 = 0; c0 < 52; c0 += 1)
    for (let c1 = c0 + 1; c1 < 52; c1 += 1)
      for (let c2 = c1 + 1; c2 < 52; c2 += 1)
        for (let c3 = c2 + 1; c3 < 52; c3 += 1)
          for (let c4 = c3 + 1; c4 < 52; c4 += 1) {
            r[0] = rank[c0]!;
            r[1] = rank[c1]!;
            r[2] = rank[c2]!;
            r[3] = rank[c3]!;
            r[4] = rank[c4]!;
            // sorting network for five
            order(r, 0, 1);
            order(r, 3, 4);
            order(r, 2, 4);
            order(r, 2, 3);
            order(r, 0, 3);
            order(r, 0, 2);
            order(r, 1, 4);
            order(r, 1, 3);
            order(r, 1, 2);
            const code = (((r[0]! * 13 + r[1]!) * 13 + r[2]!) * 13 + r[3]!) * 13 + r[4]!;
            let suited: boolean;
            if (deuceWild) {
              let s = -1;
              suited = true;
              for (const card of [c0, c1, c2, c3, c4]) {
                if (rank[card] === 1) continue;
                if (s < 0) s = suit[card]!;
                else if (suit[card] !== s) suited = false;
              }
            } else suited = suit[c0] === suit[c4] && suit[c1] === suit[c0] && suit[c2] === suit[c0] && suit[c3] === suit[c0];
            const pay = suited ? flush[code]! : plain[code]!;
            if (pay === 0) continue;
            const b0 = B[52 + c0]!;
            const b1 = B[104 + c1]!;
            const b2 = B[156 + c2]!;
            const b3 = B[208 + c3]!;
            handPay[b0 + b1 + b2 + b3 + B[260 + c4]!] = pay;
            // the five 4-card sub-hands (colex index Σ C(c_j, j + 1))
            sums4[b0 + b1 + b2 + b3]! += pay;
            sums4[b0 + b1 + b2 + B[208 + c4]!]! += pay;
            sums4[b0 + b1 + B[156 + c3]! + B[208 + c4]!]! += pay;
            sums4[b0 + B[104 + c2]! + B[156 + c3]! + B[208 + c4]!]! += pay;
            sums4[B[52 + c1]! + B[104 + c2]! + B[156 + c3]! + B[208 + c4]!]! += pay;
          }
  // Down the sizes: every (k+1)-set (colex order, decoded) adds its sum to its k-subsets.
  const decode = (index: number, k: number, out: Int32Array) => {
    let rest = index;
    for (let j = k; j >= 1; j -= 1) {
      let c = j - 1;
      while (B[j * 52 + c + 1]! <= rest && c + 1 < 52) c += 1;
      out[j - 1] = c;
      rest -= B[j * 52 + c]!;
    }
  };
  const members = new Int32Array(5);
  for (let k = 3; k >= 0; k -= 1) {
    const upper = sums[k + 1]!;
    const lower = sums[k]!;
    for (let index = 0; index < upper.length; index += 1) {
      const value = upper[index]!;
      if (value === 0) continue;
      decode(index, k + 1, members);
      for (let drop = 0; drop <= k; drop += 1) {
        let sub = 0;
        for (let j = 0, at = 0; j <= k; j += 1) if (j !== drop) sub += B[(at += 1) * 52 + members[j]!]!;
        lower[sub]! += value;
      }
    }
    for (let index = 0; index < lower.length; index += 1) lower[index] = lower[index]! / (5 - k);
  }
  // Suit classes: value each dealt hand once per class, weighted by the class size.
  const { count: classes, weights, subsets } = suitClasses();
  const sizes = MASK_SIZES;
  const draws = [0, 1, 2, 3, 4, 5].map((k) => BINOM[47]![5 - k]!);
  const accumulated = [0n, 0n, 0n, 0n, 0n, 0n];
  const S = new Float64Array(32);
  for (let c = 0; c < classes; c += 1) {
    const at = c * 32;
    for (let mask = 0; mask < 31; mask += 1) S[mask] = sums[sizes[mask]!]![subsets[at + mask]!]!;
    S[31] = handPay[subsets[at + 31]!]!;
    let bestValue = -1;
    let bestNumerator = 0;
    let bestSize = 0;
    for (let held = 0; held < 32; held += 1) {
      let total = 0;
      for (let superset = held; superset < 32; superset = (superset + 1) | held) total += (sizes[superset]! - sizes[held]!) & 1 ? -S[superset]! : S[superset]!;
      const value = total / draws[sizes[held]!]!;
      if (value > bestValue) {
        bestValue = value;
        bestNumerator = total;
        bestSize = sizes[held]!;
      }
    }
    accumulated[bestSize] = accumulated[bestSize]! + BigInt(weights[c]!) * BigInt(bestNumerator);
  }
  // RTP = Σ_k accumulated[k] / C(47, 5 − k) / C(52, 5)
  let numerator = 0n;
  let denominator = 1n;
  for (let k = 0; k <= 5; k += 1) {
    const d = BigInt(draws[k]!);
    numerator = numerator * d + accumulated[k]! * denominator;
    denominator *= d;
  }
  const result = { rtp: rtpOf(numerator, denominator * 2598960n), classes, sums, handPay };
  analysed.set(variant, result);
  return result;
}

/**
 * The expected return (per unit staked) of each of the 32 holds of a dealt hand (bit i of the index: card i held),
 * exactly as the RTP counts it; the first call for a variant runs its enumeration (a second or two).
 */
export function holdValues(variant: VideoPokerVariant, dealt: readonly Card[]): number[] {
  const { sums, handPay } = videoPokerRtp(variant);
  const sorted = dealt.map((card, position) => ({ card, position })).sort((a, b) => a.card - b.card);
  const S = new Array<number>(32).fill(0);
  for (let mask = 0; mask < 32; mask += 1) {
    const positions = MASK_POSITIONS[mask]!;
    let index = 0;
    for (let j = 0; j < positions.length; j += 1) index += COLEX[(j + 1) * 52 + sorted[positions[j]!]!.card]!;
    S[mask] = positions.length === 5 ? handPay[index]! : sums[positions.length]![index]!;
  }
  const values = new Array<number>(32).fill(0);
  for (let held = 0; held < 32; held += 1) {
    let total = 0;
    for (let superset = held; superset < 32; superset = (superset + 1) | held) total += (MASK_SIZES[superset]! - MASK_SIZES[held]!) & 1 ? -S[superset]! : S[superset]!;
    // back from sorted positions to the dealt order
    let mask = 0;
    for (let j = 0; j < 5; j += 1) if (held & (1 << j)) mask |= 1 << sorted[j]!.position;
    values[mask] = total / BINOM[47]![5 - MASK_SIZES[held]!]!;
  }
  return values;
}

/** The hold optimal play keeps (five booleans in the dealt order) and its expected return. */
export function bestHold(variant: VideoPokerVariant, dealt: readonly Card[]): { hold: boolean[]; value: number } {
  const values = holdValues(variant, dealt);
  let best = 0;
  for (let mask = 1; mask < 32; mask += 1) if (values[mask]! > values[best]!) best = mask;
  return { hold: [0, 1, 2, 3, 4].map((i) => (best & (1 << i)) !== 0), value: values[best]! };
}

// ————— the engine —————

export interface VideoPokerParams {
  readonly variant: VideoPokerVariant;
}

export interface VideoPokerState extends EngineState {
  readonly variant: VideoPokerVariant;
  /** The five cards dealt. */
  readonly dealt: readonly Card[];
  /** Which of them were held (null until the draw). */
  readonly held: readonly boolean[] | null;
  /** The final hand (null until the draw). */
  readonly final: readonly Card[] | null;
  readonly hand: VideoPokerHand | null;
}

export type VideoPokerAction = { readonly type: 'draw'; readonly hold: readonly boolean[] };

function parseParams(input: unknown): Result<VideoPokerParams, string> {
  const variant = (input as { variant?: unknown } | null)?.variant;
  return (VIDEO_POKER_VARIANTS as readonly unknown[]).includes(variant) ? ok({ variant: variant as VideoPokerVariant }) : err(`the variant is one of ${VIDEO_POKER_VARIANTS.join(', ')}`);
}

function parseAction(input: unknown): Result<VideoPokerAction, string> {
  const { type, hold } = (input ?? {}) as { type?: unknown; hold?: unknown };
  if (type !== 'draw') return err('the action is draw');
  if (!Array.isArray(hold) || hold.length !== 5 || !hold.every((h) => typeof h === 'boolean')) return err('hold is five booleans');
  return ok({ type, hold: hold as boolean[] });
}

export const videoPokerEngine: GameEngine<VideoPokerParams, VideoPokerState, VideoPokerAction> = {
  kind: 'video-poker',
  defaultParams: { variant: 'jacks-or-better' },
  variants: { 'jacks-or-better': { variant: 'jacks-or-better' }, 'deuces-wild': { variant: 'deuces-wild' }, 'deuces-wild-nsud': { variant: 'deuces-wild-nsud' } },
  parseParams,
  parseAction,
  maxMultiplier: () => 800_000,
  rtp: (params) => videoPokerRtp(params.variant).rtp,
  start(seeds: SeedTriple, params, stake) {
    const stream = new DrawStream(seeds);
    const dealt = drawCards(stream, 1, [], 5);
    return { stake, draws: stream.position, finished: false, multiplier: 0, variant: params.variant, dealt, held: null, final: null, hand: null };
  },
  act(state, action, seeds) {
    if (state.finished) return roundFinished();
    if (action.type !== 'draw' || action.hold.length !== 5) return invalidAction('draw with five holds');
    if (!state.dealt.every(isCard)) return invalidAction('the dealt hand is not five cards');
    const stream = new DrawStream(seeds, state.draws);
    const replacements = drawCards(stream, 1, state.dealt, action.hold.filter((h) => !h).length);
    let next = 0;
    const final = state.dealt.map((card, i) => (action.hold[i] ? card : replacements[next++]!));
    const hand = videoPokerHand(state.variant, final);
    return ok({ ...state, draws: stream.position, finished: true, held: [...action.hold], final, hand, multiplier: (VIDEO_POKER_PAYS[state.variant][hand] ?? 0) * 1000 });
  },
  isFinished: (state) => state.finished,
  payout: (state) => (state.finished ? payoutOf(state.stake, state.multiplier) : 0),
  view: (state) => state,
};
