import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { rtpValue } from '../engine';
import { scatterDistribution, slotRtp, stopCombinations, symbolWinTotal, type SlotMachine, type SlotSymbolDef, type SlotVolatility } from './machine';

/**
 * A distinct machine for every catalogue tile, built from its key alone (deterministic: the same key and target give
 * the same machine on the server, the frame and the verifier):
 *
 * - the key's SHA-256 seeds a small generator that picks the layout (3×3 5 lines, 5×3 10/20/25 lines or 243 ways,
 *   5×4 40 lines or 1024 ways, 6×4 4096 ways), the number of low and high symbols, the strips (lengths, symbol
 *   counts, order; one scatter a reel, wilds from the second reel), the free-spin awards, whether wilds double
 *   the wins they complete, and the pay shape;
 * - a tilt sets the pay shape (how steeply high symbols and long runs pay), the free-spin multiplier (1–3) and spins
 *   (10–20 a round at most, retriggers included); it is bisected until the measured volatility is the one asked for,
 *   and a layout that cannot get there gives way to the key's next draw of a layout;
 * - the paytable's line/way pays are then scaled (secant steps on the exact RTP, each pay rounded to a thousandth of
 *   the stake, none above 2,000 line bets or coins) until the exact RTP is within 0.15 % of the target, which is
 *   clamped to 94.2–96.8 %, so every machine lands inside 94–97 %.
 * Building one takes about a millisecond typically, tens for the hardest high-volatility keys.
 *
 * Volatility is reported from σ, the standard deviation of one base spin's win per unit staked: paylines (or each
 * symbol's ways) counted as independent, and the free-spin feature as its expected value when triggered. σ < 2.5 is
 * low, 2.5 ≤ σ < 4.5 medium, σ ≥ 4.5 high (`volatilityOf`).
 */
export interface SlotTarget {
  readonly rtpBasisPoints: number;
  readonly volatility: SlotVolatility;
}

export const SLOT_MIN_RTP_BP = 9400;
export const SLOT_MAX_RTP_BP = 9700;
export const VOLATILITY_SIGMA: Readonly<Record<'medium' | 'high', number>> = { medium: 2.5, high: 4.5 };

/** The classic 25 paylines of a 3-row machine, in their usual order. */
const LINES_25: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/** The paylines of a layout: 3×3 rows and diagonals; 3 rows the classic ones; 4 rows those on rows 0–2 then 1–3. */
export function paylines(reels: number, rows: number, count: number): number[][] {
  if (reels === 3)
    return [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ].slice(0, count);
  const base = LINES_25.map((line) => line.slice(0, reels));
  const all = rows === 3 ? base : [...base, ...base.map((line) => line.map((row) => row + 1))];
  const unique: number[][] = [];
  for (const line of all) if (!unique.some((other) => other.join() === line.join())) unique.push([...line]);
  return unique.slice(0, count);
}

interface Layout {
  readonly reels: number;
  readonly rows: number;
  readonly lines: number;
  /** Thousandths of the stake one pay unit is (a line bet, or the ways game's coin). */
  readonly unit: number;
}

const LAYOUTS: readonly Layout[] = [
  { reels: 3, rows: 3, lines: 5, unit: 200 },
  { reels: 5, rows: 3, lines: 10, unit: 100 },
  { reels: 5, rows: 3, lines: 20, unit: 50 },
  { reels: 5, rows: 3, lines: 25, unit: 40 },
  { reels: 5, rows: 3, lines: 0, unit: 40 },
  { reels: 5, rows: 4, lines: 40, unit: 25 },
  { reels: 5, rows: 4, lines: 0, unit: 20 },
  { reels: 6, rows: 4, lines: 0, unit: 10 },
];

/**
 * x multiplied by itself n times. The machine must come out the same in every JavaScript engine, so the generator uses
 * only the operations IEEE 754 rounds exactly (+ − × ÷ √), never Math.pow, whose last bit engines may differ on.
 */
function times(x: number, n: number): number {
  let product = 1;
  for (let i = 0; i < n; i += 1) product *= x;
  return product;
}

/** mulberry32 seeded from the key's hash: uniform floats in [0, 1). */
function generatorOf(key: string): () => number {
  const digest = sha256(utf8ToBytes(`slot-machine:${key}`));
  let state = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How steeply pays rise (by symbol and by run) and how much the free-spin feature carries, from flat (tilt 0) to steep (1.8). */
function steepness(tilt: number): { symbol: number; run: number; multiplier: number; scatter: number; maxSpins: number } {
  return {
    symbol: 1.1 + 2.9 * tilt * tilt,
    run: 1.8 + 8 * tilt * tilt,
    multiplier: Math.min(3, 1 + Math.round(2 * tilt)),
    scatter: 0.5 + 2 * tilt,
    maxSpins: Math.min(20, 10 + 5 * Math.round(2 * tilt)),
  };
}

/** The machine before its pays are scaled: everything but the line/way pays, and their shape. */
function skeleton(key: string, target: SlotTarget, tilt: number, salt = 0): { machine: SlotMachine; shape: number[][]; unit: number } {
  const random = generatorOf(salt === 0 ? key : `${key}#${salt}`);
  const pick = (n: number) => Math.floor(random() * n);
  const layout = LAYOUTS[pick(LAYOUTS.length)]!;
  const { reels, rows } = layout;
  const lows = reels === 3 ? 3 : 3 + pick(3);
  const highs = reels === 3 ? 2 : 3 + pick(2);
  const symbols: SlotSymbolDef[] = [
    ...Array.from({ length: lows }, (_, i) => ({ id: `low${i + 1}`, kind: 'regular' as const })),
    ...Array.from({ length: highs }, (_, i) => ({ id: `high${i + 1}`, kind: 'regular' as const })),
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter' },
  ];
  const wild = lows + highs;
  const scatter = wild + 1;
  const steep = steepness(tilt);
  const strips = Array.from({ length: reels }, (_, reel) => {
    const cells: number[] = [scatter];
    for (let s = 0; s < lows + highs; s += 1) {
      const high = s >= lows;
      const base = high ? 4 - Math.min(2, s - lows) : 7 - Math.min(3, s);
      const count = Math.max(1, base + pick(3) - 1 - (high && tilt > 0.6 ? 1 : 0));
      for (let i = 0; i < count; i += 1) cells.push(s);
    }
    if (reel > 0) for (let i = 0, wilds = 1 + pick(2); i < wilds; i += 1) cells.push(wild);
    for (let i = cells.length - 1; i > 0; i -= 1) {
      const j = pick(i + 1);
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    return cells;
  });
  const minRun = 3;
  const shape = symbols.map((def, s) =>
    Array.from({ length: reels + 1 }, (_, n) => {
      if (def.kind !== 'regular' || n < minRun) return 0;
      const symbolFactor = s < lows ? 1 + 0.15 * s : times(steep.symbol, s - lows + 1) * 1.4;
      return symbolFactor * times(steep.run, n - minRun);
    })
  );
  const triggers: Record<number, number> = reels === 3 ? { 3: 10 } : reels === 5 ? { 3: 8 + pick(3) * 2, 4: 15, 5: 25 } : { 3: 6, 4: 10, 5: 15, 6: 25 };
  const awards = Array.from({ length: reels + 1 }, (_, k) => triggers[k] ?? 0);
  // one calmer machine in three has wilds that double the line wins they complete (ways: a wild cell counts twice)
  const wildMultiplier = pick(3) === 0 && tilt < 1 ? 2 : 1;
  const scatterPays = Array.from({ length: reels + 1 }, (_, k) => (k >= 3 ? Math.round(1000 * steep.scatter * times(4, k - 3) * (reels === 6 ? 0.5 : 1)) : 0));
  const machine: SlotMachine = {
    key,
    reels,
    rows,
    mode: layout.lines > 0 ? 'lines' : 'ways',
    lines: layout.lines > 0 ? paylines(reels, rows, layout.lines) : [],
    symbols,
    strips,
    pays: shape.map((row) => row.map(() => 0)),
    scatterPays,
    freeSpins: { awards, multiplier: steep.multiplier, maxSpins: steep.maxSpins },
    wildMultiplier,
  };
  return { machine, shape, unit: layout.unit };
}

/** A line or way pays at most this many pay units (line bets, or the ways game's coin). */
export const SLOT_TOP_PAY_UNITS = 2000;

const withPays = (machine: SlotMachine, shape: readonly (readonly number[])[], scale: number, cap = Infinity): SlotMachine => ({
  ...machine,
  pays: shape.map((row) => row.map((value) => (value > 0 ? Math.min(cap, Math.round(value * scale)) : 0))),
});

/** Pays scaled so that the exact RTP lands within 0.15 % of `goal` (null if no scale does, e.g. pays floored at 1). */
function tuned(machine: SlotMachine, shape: readonly (readonly number[])[], unit: number, goal: number): SlotMachine | null {
  // RTP = (lines(scale) + scatters)·(1 + m·E[N]) with lines linear in the scale before rounding: solve, then correct.
  const D = Number(stopCombinations(machine));
  const rtp0 = slotRtp(machine);
  const feature = rtpValue(rtp0.total) / Math.max(rtpValue(rtp0.spin), 1e-12);
  const scatterPart = rtpValue(rtp0.spin);
  const unitWin = Number(symbolWinTotal(withPays(machine, shape, 1000))) / D / 1e6;
  const wanted = goal / feature - scatterPart;
  if (wanted <= 0) return null;
  let scale = (wanted / unitWin) * unit;
  let low = 0;
  let high = Infinity;
  for (let step = 0; step < 16; step += 1) {
    const candidate = withPays(machine, shape, scale, SLOT_TOP_PAY_UNITS * unit);
    const value = rtpValue(slotRtp(candidate).total);
    if (Math.abs(value - goal) <= 0.0015) return candidate;
    if (value < goal) low = Math.max(low, scale);
    else high = Math.min(high, scale);
    const secant = scale * (wanted / (value / feature - scatterPart));
    scale = secant > low && secant < high && step < 8 ? secant : Number.isFinite(high) ? (low + high) / 2 : scale * 2;
  }
  return null;
}

const cache = new Map<string, SlotMachine>();

/**
 * The machine of a catalogue tile (memoised: a pure function of the key and the target). The pay shape is bent
 * (`tilt`) until the machine's measured volatility is the one asked for, then tuned to the RTP.
 */
export function slotMachineFor(key: string, target: SlotTarget): SlotMachine {
  const cacheKey = `${key}|${target.rtpBasisPoints}|${target.volatility}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const goal = Math.min(SLOT_MAX_RTP_BP - 20, Math.max(SLOT_MIN_RTP_BP + 20, Math.round(target.rtpBasisPoints))) / 10_000;
  // Bisect the tilt until σ falls in the band of the volatility asked for (σ grows with the tilt); a layout that cannot
  // reach it (a 4-row ways machine hits too often to be very volatile) gives way to the key's next draw of a layout.
  let fallback: SlotMachine | null = null;
  const order = { low: 0, medium: 1, high: 2 };
  search: for (let salt = 0; salt < 10; salt += 1) {
    let low = 0;
    let high = 1.8;
    let tilt = { low: 0.15, medium: 0.5, high: 1.2 }[target.volatility];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { machine, shape, unit } = skeleton(key, target, tilt, salt);
      const candidate = tuned(machine, shape, unit, goal);
      if (candidate) {
        const { volatility } = volatilityOf(candidate);
        fallback ??= candidate;
        if (volatility === target.volatility) {
          fallback = candidate;
          break search;
        }
        if (order[volatility] < order[target.volatility]) low = tilt;
        else high = tilt;
      } else high = tilt;
      tilt = (low + high) / 2;
    }
  }
  if (!fallback) throw new RangeError(`no machine for ${key} at ${target.rtpBasisPoints} bp`);
  cache.set(cacheKey, fallback);
  if (cache.size > 2_000) cache.delete(cache.keys().next().value!);
  return fallback;
}

/**
 * σ of one base spin's win per unit staked (see the file's comment): Σ over lines (or symbols, for ways) of their
 * variances, the scatter pay's variance, and the feature as its expected value on trigger.
 */
export function slotSigma(machine: SlotMachine): number {
  const D = Number(stopCombinations(machine));
  const first = Number(symbolWinTotal(machine, 1)) / D / 1000;
  const second = Number(symbolWinTotal(machine, 2)) / D / 1e6;
  let symbolVariance: number;
  if (machine.mode === 'lines') {
    const perLine = first / machine.lines.length;
    symbolVariance = machine.lines.length * (second - perLine * perLine);
  } else symbolVariance = second - (first * first) / Math.max(1, machine.symbols.length - 2);
  const distribution = scatterDistribution(machine).map((ways) => Number(ways) / D);
  const scatterMean = distribution.reduce((sum, p, k) => sum + (p * (machine.scatterPays[k] ?? 0)) / 1000, 0);
  const scatterSecond = distribution.reduce((sum, p, k) => sum + p * ((machine.scatterPays[k] ?? 0) / 1000) * ((machine.scatterPays[k] ?? 0) / 1000), 0);
  const { spin, freeSpins } = slotRtp(machine);
  const trigger = distribution.reduce((sum, p, k) => sum + ((machine.freeSpins?.awards[k] ?? 0) > 0 ? p : 0), 0);
  const featureValue = trigger > 0 ? ((machine.freeSpins?.multiplier ?? 0) * rtpValue(spin) * rtpValue(freeSpins)) / trigger : 0;
  const featureVariance = trigger * (1 - trigger) * featureValue * featureValue;
  return Math.sqrt(Math.max(0, symbolVariance) + (scatterSecond - scatterMean * scatterMean) + featureVariance);
}

export function volatilityOf(machine: SlotMachine): { sigma: number; volatility: SlotVolatility } {
  const sigma = slotSigma(machine);
  return { sigma, volatility: sigma >= VOLATILITY_SIGMA.high ? 'high' : sigma >= VOLATILITY_SIGMA.medium ? 'medium' : 'low' };
}
