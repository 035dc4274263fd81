import { test } from '@fast-check/vitest';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { DrawStream, replayRound, rtpOf, rtpValue, variantParams, type ExactRtp } from '../engine';
import { playSlotRound, slotEngine, slotParamsOfVariant, slotVariantName, type SlotEngineParams } from './engine';
import { paylines, slotMachineFor, volatilityOf } from './generator';
import { linePay, slotMaxMultiplier, slotRtp, spinOf, spinWinBound, type SlotMachine } from './machine';

const symbols = [
  { id: 'low1', kind: 'regular' },
  { id: 'low2', kind: 'regular' },
  { id: 'high1', kind: 'regular' },
  { id: 'wild', kind: 'wild' },
  { id: 'scatter', kind: 'scatter' },
] as const;

/** Small machines whose every stop combination can be played. */
const small3x3: SlotMachine = {
  key: 'small-lines',
  reels: 3,
  rows: 3,
  mode: 'lines',
  lines: paylines(3, 3, 5),
  symbols,
  strips: [
    [0, 1, 0, 2, 4, 1, 0, 1],
    [1, 3, 0, 2, 0, 4, 1],
    [2, 0, 3, 1, 4, 0, 3, 1, 0],
  ],
  pays: [
    [0, 0, 0, 120],
    [0, 0, 0, 250],
    [0, 0, 0, 900],
    [0, 0, 0, 3000],
    [0, 0, 0, 0],
  ],
  scatterPays: [0, 0, 500, 4000],
  freeSpins: { awards: [0, 0, 2, 4], multiplier: 2, maxSpins: 6 },
};

const small4x2Ways: SlotMachine = {
  key: 'small-ways',
  reels: 4,
  rows: 2,
  mode: 'ways',
  lines: [],
  symbols,
  strips: [
    [0, 1, 2, 0, 4, 1],
    [1, 3, 0, 2, 4, 0, 1],
    [0, 2, 3, 1, 4],
    [2, 1, 0, 3, 4, 0],
  ],
  pays: [
    [0, 0, 10, 30, 90],
    [0, 0, 15, 40, 120],
    [0, 0, 40, 150, 600],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  scatterPays: [0, 0, 0, 1000, 8000],
  freeSpins: { awards: [0, 0, 1, 3, 5], multiplier: 3, maxSpins: 7 },
};

/** Wilds on every reel, the first included: lines led by wilds, and a line of wilds only. */
const smallWildLead: SlotMachine = {
  ...small3x3,
  key: 'small-wild-lead',
  reels: 4,
  lines: [
    [1, 1, 1, 1],
    [0, 0, 0, 0],
    [2, 2, 2, 2],
    [0, 1, 2, 2],
  ],
  strips: [
    [3, 0, 1, 3, 2, 4, 0],
    [1, 3, 0, 2, 3, 4],
    [2, 0, 3, 1, 4, 0, 3],
    [3, 1, 0, 2, 4],
  ],
  pays: [
    [0, 0, 0, 120, 400],
    [0, 0, 0, 250, 700],
    [0, 0, 0, 900, 3000],
    [0, 0, 0, 0, 9000],
    [0, 0, 0, 0, 0],
  ],
  scatterPays: [0, 0, 500, 4000, 20000],
  freeSpins: { awards: [0, 0, 0, 3, 5], multiplier: 2, maxSpins: 8 },
};

/** Wilds that multiply: ×2 on lines, ×3 ways a wild cell. */
const doublingWilds: SlotMachine = { ...smallWildLead, key: 'small-doubling', wildMultiplier: 2 };
const triplingWays: SlotMachine = { ...small4x2Ways, key: 'small-tripling-ways', wildMultiplier: 3 };

const small4x3Lines: SlotMachine = {
  ...small4x2Ways,
  key: 'small-4-lines',
  rows: 3,
  mode: 'lines',
  lines: [
    [1, 1, 1, 1],
    [0, 0, 0, 0],
    [2, 2, 2, 2],
    [0, 1, 2, 1],
    [2, 1, 0, 1],
  ],
  pays: [...small4x2Ways.pays.slice(0, 3), [0, 0, 0, 0, 5000], [0, 0, 0, 0, 0]],
};

/** The RTP by brute force: every stop combination of a spin, and the free spins by recursion over those outcomes. */
function bruteForceRtp(machine: SlotMachine): ExactRtp {
  const outcomes = new Map<string, bigint>();
  let total = 0n;
  const walk = (stops: number[]) => {
    if (stops.length === machine.reels) {
      const spin = spinOf(machine, stops, 0);
      const key = `${spin.win}:${spin.scatters}`;
      outcomes.set(key, (outcomes.get(key) ?? 0n) + 1n);
      total += 1n;
      return;
    }
    for (let stop = 0; stop < machine.strips[stops.length]!.length; stop += 1) walk([...stops, stop]);
  };
  walk([]);
  const list = [...outcomes].map(([key, ways]) => ({ win: BigInt(key.split(':')[0]!), scatters: Number(key.split(':')[1]), ways }));
  const rule = machine.freeSpins!;
  const m = BigInt(rule.multiplier);
  const memo = new Map<string, ExactRtp>();
  const add = (a: ExactRtp, b: ExactRtp) => rtpOf(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
  // expected free-spin win (thousandths) with `left` spins to play and `awarded` given
  const rest = (left: number, awarded: number): ExactRtp => {
    if (left === 0) return { numerator: 0n, denominator: 1n };
    const key = `${left}:${awarded}`;
    if (memo.has(key)) return memo.get(key)!;
    let sum: ExactRtp = { numerator: 0n, denominator: 1n };
    for (const { win, scatters, ways } of list) {
      const extra = Math.max(0, Math.min(rule.awards[scatters] ?? 0, rule.maxSpins - awarded));
      const after = rest(left - 1 + extra, awarded + extra);
      sum = add(sum, rtpOf(ways * (m * win * after.denominator + after.numerator), total * after.denominator));
    }
    memo.set(key, sum);
    return sum;
  };
  let value: ExactRtp = { numerator: 0n, denominator: 1n };
  for (const { win, scatters, ways } of list) {
    const first = Math.min(rule.awards[scatters] ?? 0, rule.maxSpins);
    const after = rest(first, first);
    value = add(value, rtpOf(ways * (win * after.denominator + after.numerator), total * after.denominator));
  }
  return rtpOf(value.numerator, value.denominator * 1000n);
}

/** A handful of tiles (building a machine and its bound takes milliseconds; the rounds are what vary). */
const arbParams: fc.Arbitrary<SlotEngineParams> = fc.constantFrom(
  ...Array.from({ length: 9 }, (_, i): SlotEngineParams => ({ key: `tile-${i}`, rtpBasisPoints: 9400 + i * 37, volatility: (['low', 'medium', 'high'] as const)[i % 3]! }))
);

describe('the reel engine', () => {
  it.each([small3x3, small4x2Ways, small4x3Lines, smallWildLead, doublingWilds, triplingWays])('the closed-form RTP of $key equals the brute force over every stop combination', (machine) => {
    expect(slotRtp(machine).total).toEqual(bruteForceRtp(machine));
  });

  it('lines: wilds substitute, the first non-wild symbol pays, scatters break a line', () => {
    const spin = spinOf(small3x3, [3, 1, 2], 0);
    // reel 0 shows 2 4 1, reel 1 shows 3 0 2, reel 2 shows 3 1 4
    expect(spin.grid).toEqual([
      [2, 4, 1],
      [3, 0, 2],
      [3, 1, 4],
    ]);
    expect(spin.lineWins).toEqual([{ line: 1, symbol: 2, count: 3, multiplier: 900 }]);
    expect(spin.scatters).toBe(2);
    expect(spin).toMatchObject({ scatterMultiplier: 500, awarded: 2, win: 1400 });
  });

  it('line-win multiplier: each wild in the run doubles the line; a line of wilds only is not multiplied', () => {
    expect(linePay(doublingWilds, [3, 0, 0, 3])).toEqual({ symbol: 0, count: 4, pay: 1600 });
    expect(linePay(doublingWilds, [3, 3, 2, 1])).toEqual({ symbol: 2, count: 3, pay: 3600 });
    expect(linePay(doublingWilds, [3, 3, 3, 3])).toEqual({ symbol: 3, count: 4, pay: 9000 });
    expect(linePay(smallWildLead, [3, 0, 0, 3])).toEqual({ symbol: 0, count: 4, pay: 400 });
  });

  it('ways: a symbol pays the product of its cells on consecutive reels from the left', () => {
    const spin = spinOf(small4x2Ways, [0, 5, 2, 0], 0);
    // reels show [0,1], [0,1], [3,1], [2,1] (3 is the wild): low1 on three reels, low2 on four, 1·1·2·1 ways
    expect(spin.wayWins).toEqual([
      { symbol: 0, count: 3, ways: 1, multiplier: 30 },
      { symbol: 1, count: 4, ways: 2, multiplier: 240 },
    ]);
  });

  it('every generated machine lands inside 94–97 % exactly, reports the volatility asked for, and builds fast', () => {
    const started = performance.now();
    const count = 90;
    for (let i = 0; i < count; i += 1) {
      const volatility = (['low', 'medium', 'high'] as const)[i % 3]!;
      const rtpBasisPoints = 9400 + ((i * 37) % 301);
      const machine = slotMachineFor(`catalogue-${i}`, { rtpBasisPoints, volatility });
      const rtp = rtpValue(slotRtp(machine).total);
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(Math.abs(rtp - rtpBasisPoints / 10_000)).toBeLessThanOrEqual(0.0036);
      expect(volatilityOf(machine).volatility).toBe(volatility);
    }
    expect((performance.now() - started) / count).toBeLessThan(40);
  }, 20_000);

  it('known machines stay the same: a change to the generator would change tiles and stop old rounds replaying', () => {
    const digest = (key: string, volatility: 'low' | 'medium' | 'high') => bytesToHex(sha256(utf8ToBytes(JSON.stringify(slotMachineFor(key, { rtpBasisPoints: 9600, volatility }))))).slice(0, 16);
    expect(digest('fruit-nova', 'medium')).toBe('10bb067894e9b011');
    expect(digest('book-of-stars', 'high')).toBe('2c715c3e9f68e84f');
    expect(digest('lucky-sevens', 'low')).toBe('1d52f7d98f1562d9');
    expect(slotRtp(slotMachineFor('lucky-sevens', { rtpBasisPoints: 9600, volatility: 'low' })).total).toEqual({ numerator: 18_143_269n, denominator: 18_900_000n });
  });

  it('machines differ from key to key and are the same for one key', () => {
    const a = slotMachineFor('one', { rtpBasisPoints: 9600, volatility: 'medium' });
    const b = slotMachineFor('two', { rtpBasisPoints: 9600, volatility: 'medium' });
    expect(JSON.stringify(a.strips)).not.toBe(JSON.stringify(b.strips));
    expect(slotMachineFor('one', { rtpBasisPoints: 9600, volatility: 'medium' })).toBe(a);
  });

  it('the bound of a 3-reel machine is its largest spin (every stop combination played), of a 4-reel one above it', () => {
    let best = 0;
    for (let a = 0; a < 8; a += 1) for (let b = 0; b < 7; b += 1) for (let c = 0; c < 9; c += 1) best = Math.max(best, spinOf(small3x3, [a, b, c], 0).win);
    expect(spinWinBound(small3x3)).toBe(best);
    // four reels: the fourth is bounded line by line, so the bound holds without being reached necessarily
    for (const machine of [smallWildLead, small4x2Ways, small4x3Lines, doublingWilds, triplingWays]) {
      let most = 0;
      const [a, b, c, d] = machine.strips.map((strip) => strip.length) as [number, number, number, number];
      for (let i = 0; i < a; i += 1) for (let j = 0; j < b; j += 1) for (let k = 0; k < c; k += 1) for (let l = 0; l < d; l += 1) most = Math.max(most, spinOf(machine, [i, j, k, l], 0).win);
      expect(spinWinBound(machine)).toBeGreaterThanOrEqual(most);
    }
  });

  test.prop([arbSeeds, arbStake, arbParams], { numRuns: 60 })(
    'a round is replayed from its seeds and never pays above its stated maximum',
    (seeds, stake, params) => {
      expect(slotEngine.parseParams(params).ok).toBe(true);
      const state = slotEngine.start(seeds, params, stake);
      expect(replayRound(slotEngine, seeds, params, stake, [])).toEqual({ ok: true, value: state });
      expect(state.multiplier).toBeLessThanOrEqual(slotEngine.maxMultiplier(params));
      expect(slotEngine.payout(state)).toBe(Math.floor((stake * state.multiplier) / 1000));
      expect(slotEngine.act(state, { type: 'none' }, seeds).ok).toBe(false);
      const machine = slotMachineFor(params.key, params);
      expect(state.spins.length).toBeLessThanOrEqual(1 + machine.freeSpins!.maxSpins);
    },
    20_000
  );

  test.prop([arbSeeds], { numRuns: 200 })('small machines: every round, free spins included, within the bound', (seeds) => {
    for (const machine of [small3x3, small4x2Ways, small4x3Lines, smallWildLead, doublingWilds, triplingWays]) {
      const { spins, multiplier } = playSlotRound(machine, new DrawStream(seeds));
      expect(multiplier).toBeLessThanOrEqual(slotMaxMultiplier(machine));
      expect(spins.reduce((sum, spin) => sum + spin.awarded, 0)).toBe(spins.length - 1);
    }
  });

  it('a tile names its machine as {key}:{rtpBasisPoints}:{volatility}', () => {
    expect(variantParams(slotEngine, 'slots/book-of-ra:9612:high')).toEqual({ key: 'slots/book-of-ra', rtpBasisPoints: 9612, volatility: 'high' });
    expect(variantParams(slotEngine, 'a:b:9500:low')).toEqual({ key: 'a:b', rtpBasisPoints: 9500, volatility: 'low' });
    expect(slotParamsOfVariant(slotVariantName({ key: 'x', rtpBasisPoints: 9444, volatility: 'medium' }))).toEqual({ key: 'x', rtpBasisPoints: 9444, volatility: 'medium' });
    expect(variantParams(slotEngine, 'book:9900:high')).toBeNull();
    expect(variantParams(slotEngine, 'book:high')).toBeNull();
  });

  it.each([[{}], [{ key: '', rtpBasisPoints: 9600, volatility: 'low' }], [{ key: 'a', rtpBasisPoints: 9800, volatility: 'low' }], [{ key: 'a', rtpBasisPoints: 9600, volatility: 'wild' }]])(
    'refuses params %j',
    (params) => {
      expect(slotEngine.parseParams(params).ok).toBe(false);
    }
  );
});
