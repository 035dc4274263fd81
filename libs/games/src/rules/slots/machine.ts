import { rtpOf, type ExactRtp } from '../engine';
import type { Multiplier } from '../payout';

/**
 * One parameterised reel machine: reels × rows, paylines or ways, a wild, a scatter, free spins with a multiplier.
 *
 * - Reel i spins its own strip; a stop is drawn exactly uniformly per reel and the reel shows `rows` consecutive
 *   symbols of the strip from it (wrapping round).
 * - Paylines: a line pays its first non-wild symbol s (a scatter there: nothing) for the run from the leftmost reel of
 *   s or wilds (wilds substitute), `pays[s][run]`; a line of wilds only pays `pays[wild][reels]`.
 * - Line-win multiplier: each wild in a winning run multiplies the line's pay by `wildMultiplier` (a line of wilds
 *   only is not multiplied); in ways, a wild cell counts as `wildMultiplier` ways.
 * - Ways: each regular symbol s pays `pays[s][n] × ways` where n is how many reels from the left show s or a wild and
 *   ways is the product of how many such cells each of those reels shows.
 * - Scatters pay anywhere: `scatterPays[k]` for k on screen, and `freeSpins.awards[k]` free spins. Free spins spin the
 *   same reels, every win × `freeSpins.multiplier`; scatters in them award more spins (retriggers), until the round
 *   has been awarded `freeSpins.maxSpins` in all.
 * - Every pay is thousandths of the whole stake (per line / per way), so a spin's multiplier is an exact integer.
 *
 * Exact RTP (`slotRtp`), with D = ∏ strip lengths (every stop combination equally likely):
 * - Each row of a reel shows symbol x with probability count(x) / length, reels are independent, so every payline has
 *   the same expectation, a sum over the first non-wild reel j and run n of products over reels of those
 *   frequencies; for ways, E[pays[s][n]·∏_{i<n} c_i·[c_n = 0]] = pays[s][n]·∏ E[c_i]·P(c_n = 0) with E[c_i] = rows ×
 *   frequency of s or wild, P(c_n = 0) counted over the strip's windows.
 * - The scatter count's distribution is the convolution of the per-reel window counts.
 * - Free spins are identically distributed spins and their number N is a stopping time, so (Wald) the expected
 *   free-spin win is multiplier × E[spin win] × E[N]; E[N] is exact by recursion over (spins left, spins awarded) up to
 *   the cap. RTP = E[spin win] · (1 + multiplier · E[N]).
 * Brute force over every stop combination agrees on small machines (the tests).
 */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbolDef {
  /** Stable id the frame draws (`low1`…, `high1`…, `wild`, `scatter`). */
  readonly id: string;
  readonly kind: SlotSymbolKind;
}

export interface FreeSpinsRule {
  /** Free spins awarded for k scatters on screen (index k). */
  readonly awards: readonly number[];
  /** Every free-spin win is multiplied by this. */
  readonly multiplier: number;
  /** The most free spins one round awards, retriggers included. */
  readonly maxSpins: number;
}

export type SlotVolatility = 'low' | 'medium' | 'high';

export interface SlotMachine {
  readonly key: string;
  readonly reels: number;
  readonly rows: number;
  readonly mode: 'lines' | 'ways';
  /** Paylines (lines mode): the row on each reel. */
  readonly lines: readonly (readonly number[])[];
  readonly symbols: readonly SlotSymbolDef[];
  /** Symbol indices of each reel's strip. */
  readonly strips: readonly (readonly number[])[];
  /** `pays[symbol][count]`, thousandths of the stake per line or way (0 where a count does not pay). */
  readonly pays: readonly (readonly number[])[];
  /** Scatter pays by count on screen, thousandths of the stake. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: FreeSpinsRule | null;
  /** Each wild in a winning line multiplies its pay by this (ways: a wild cell counts this many ways); 1 when absent. */
  readonly wildMultiplier?: number;
}

export interface SlotLineWin {
  readonly line: number;
  readonly symbol: number;
  readonly count: number;
  readonly multiplier: Multiplier;
}

export interface SlotWayWin {
  readonly symbol: number;
  readonly count: number;
  readonly ways: number;
  readonly multiplier: Multiplier;
}

export interface SlotSpin {
  readonly stops: readonly number[];
  /** Symbol indices, reels left to right, each top to bottom. */
  readonly grid: readonly (readonly number[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly wayWins: readonly SlotWayWin[];
  readonly scatters: number;
  readonly scatterMultiplier: Multiplier;
  /** Free spins this spin awarded (after the cap). */
  readonly awarded: number;
  /** The spin's win before the free-spin multiplier, thousandths of the stake. */
  readonly win: Multiplier;
}

const kindOf = (machine: SlotMachine, symbol: number): SlotSymbolKind => machine.symbols[symbol]?.kind ?? 'regular';
export const wildOf = (machine: SlotMachine): number => machine.symbols.findIndex((s) => s.kind === 'wild');
export const scatterOf = (machine: SlotMachine): number => machine.symbols.findIndex((s) => s.kind === 'scatter');

/** What a reel shows from a stop. */
export function reelWindow(machine: SlotMachine, reel: number, stop: number): number[] {
  const strip = machine.strips[reel]!;
  return Array.from({ length: machine.rows }, (_, row) => strip[(stop + row) % strip.length]!);
}

/** What one line of symbols pays (null when nothing). */
export function linePay(machine: SlotMachine, symbols: readonly number[]): { symbol: number; count: number; pay: number } | null {
  const wild = wildOf(machine);
  let j = 0;
  while (j < symbols.length && symbols[j] === wild) j += 1;
  if (j === symbols.length) {
    const pay = machine.pays[wild]?.[symbols.length] ?? 0;
    return pay > 0 ? { symbol: wild, count: j, pay } : null;
  }
  const first = symbols[j]!;
  if (kindOf(machine, first) !== 'regular') return null;
  let count = j + 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
  let pay = machine.pays[first]?.[count] ?? 0;
  for (let i = 0; i < count; i += 1) if (symbols[i] === wild) pay *= machine.wildMultiplier ?? 1;
  return pay > 0 ? { symbol: first, count, pay } : null;
}

/** A spin from its stops (pure). */
export function spinOf(machine: SlotMachine, stops: readonly number[], awardedSoFar: number): SlotSpin {
  const grid = stops.map((stop, reel) => reelWindow(machine, reel, stop));
  const wild = wildOf(machine);
  const scatter = scatterOf(machine);
  const lineWins: SlotLineWin[] = [];
  const wayWins: SlotWayWin[] = [];
  if (machine.mode === 'lines') {
    machine.lines.forEach((rows, line) => {
      const won = linePay(
        machine,
        rows.map((row, reel) => grid[reel]![row]!)
      );
      if (won) lineWins.push({ line, symbol: won.symbol, count: won.count, multiplier: won.pay });
    });
  } else {
    machine.symbols.forEach((def, symbol) => {
      if (def.kind !== 'regular') return;
      let ways = 1;
      let count = 0;
      for (const window of grid) {
        const here = window.filter((cell) => cell === symbol).length + (machine.wildMultiplier ?? 1) * window.filter((cell) => cell === wild).length;
        if (here === 0) break;
        ways *= here;
        count += 1;
      }
      const pay = machine.pays[symbol]?.[count] ?? 0;
      if (pay > 0) wayWins.push({ symbol, count, ways, multiplier: pay * ways });
    });
  }
  const scatters = scatter < 0 ? 0 : grid.reduce((sum, window) => sum + window.filter((cell) => cell === scatter).length, 0);
  const scatterMultiplier = machine.scatterPays[scatters] ?? 0;
  const award = machine.freeSpins?.awards[scatters] ?? 0;
  const awarded = machine.freeSpins ? Math.max(0, Math.min(award, machine.freeSpins.maxSpins - awardedSoFar)) : 0;
  const win = [...lineWins, ...wayWins].reduce((sum, one) => sum + one.multiplier, scatterMultiplier);
  return { stops: [...stops], grid, lineWins, wayWins, scatters, scatterMultiplier, awarded, win };
}

/** Symbol counts on each strip: `counts[reel][symbol]`. */
const stripCounts = (machine: SlotMachine): number[][] =>
  machine.strips.map((strip) => {
    const counts = new Array<number>(machine.symbols.length).fill(0);
    for (const symbol of strip) counts[symbol]! += 1;
    return counts;
  });

/** Number of stop combinations with k scatters on screen (index k); they add up to D. */
export function scatterDistribution(machine: SlotMachine): bigint[] {
  const known = distributionMemo.get(machine.strips)?.find((entry) => entry.rows === machine.rows);
  if (known) return known.value;
  const scatter = scatterOf(machine);
  let distribution = [1n];
  machine.strips.forEach((strip, reel) => {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop += 1) {
      const k = scatter < 0 ? 0 : reelWindow(machine, reel, stop).filter((cell) => cell === scatter).length;
      perReel[k] = (perReel[k] ?? 0n) + 1n;
    }
    const next: bigint[] = new Array<bigint>(distribution.length + perReel.length - 1).fill(0n);
    distribution.forEach((a, i) => perReel.forEach((b, j) => (next[i + j] = next[i + j]! + a * (b ?? 0n))));
    distribution = next;
  });
  distributionMemo.set(machine.strips, [...(distributionMemo.get(machine.strips) ?? []), { rows: machine.rows, value: distribution }]);
  return distribution;
}

/** ∏ strip lengths: the number of equally likely stop combinations. */
export const stopCombinations = (machine: SlotMachine): bigint => machine.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);

/** Per regular symbol and reel, over the stops: Σ c, Σ c² and the stops with c = 0, c = its cells + multiplier × wild cells. */
function waysTables(machine: SlotMachine): Map<number, { sums: bigint[]; squares: bigint[]; zeros: bigint[] }> {
  const multiplier = machine.wildMultiplier ?? 1;
  const known = waysMemo.get(machine.strips)?.find((entry) => entry.rows === machine.rows && entry.multiplier === multiplier);
  if (known) return known.value;
  const wild = wildOf(machine);
  const value = new Map<number, { sums: bigint[]; squares: bigint[]; zeros: bigint[] }>();
  const windows = machine.strips.map((strip, reel) => Array.from({ length: strip.length }, (_, stop) => reelWindow(machine, reel, stop)));
  machine.symbols.forEach((def, s) => {
    if (def.kind !== 'regular') return;
    const sums: bigint[] = [];
    const squares: bigint[] = [];
    const zeros: bigint[] = [];
    for (const reel of windows) {
      let sum = 0;
      let square = 0;
      let zero = 0;
      for (const window of reel) {
        let c = 0;
        for (const cell of window) c += cell === s ? 1 : cell === wild ? multiplier : 0;
        sum += c;
        square += c * c;
        if (c === 0) zero += 1;
      }
      sums.push(BigInt(sum));
      squares.push(BigInt(square));
      zeros.push(BigInt(zero));
    }
    value.set(s, { sums, squares, zeros });
  });
  waysMemo.set(machine.strips, [...(waysMemo.get(machine.strips) ?? []), { rows: machine.rows, multiplier, value }]);
  return value;
}

const waysMemo = new WeakMap<object, { rows: number; multiplier: number; value: Map<number, { sums: bigint[]; squares: bigint[]; zeros: bigint[] }> }[]>();

/**
 * The line or way wins of one spin summed over the stop combinations (thousandths of the stake), i.e. D × E[win]:
 * closed form, never enumerating the combinations.
 */
export function symbolWinTotal(machine: SlotMachine, power: 1 | 2 = 1): bigint {
  const counts = stripCounts(machine);
  const lengths = machine.strips.map((strip) => BigInt(strip.length));
  const wild = wildOf(machine);
  const R = machine.reels;
  const c = (reel: number, symbol: number): bigint => (symbol < 0 ? 0n : BigInt(counts[reel]![symbol]!));
  const tail = (from: number): bigint => lengths.slice(from).reduce((p, l) => p * l, 1n);
  const payOf = (symbol: number, n: number): bigint => BigInt(machine.pays[symbol]?.[n] ?? 0) ** BigInt(power);
  let total = 0n;
  // a wild in a winning run: its count weighted by the multiplier (squared for the second moment)
  const m = BigInt(machine.wildMultiplier ?? 1) ** BigInt(power);
  if (machine.mode === 'lines') {
    let leadingWilds = 1n;
    let leadingWeighted = 1n;
    for (let j = 0; j < R; j += 1) {
      machine.symbols.forEach((def, s) => {
        if (def.kind !== 'regular') return;
        let run = leadingWeighted * c(j, s);
        for (let n = j + 1; n <= R; n += 1) {
          if (run === 0n) break;
          // the run is exactly n: reel n (0-based) breaks it, or n is all the reels
          const broken = n < R ? lengths[n]! - c(n, s) - c(n, wild) : 1n;
          total += run * broken * (n < R ? tail(n + 1) : 1n) * payOf(s, n);
          if (n < R) run *= c(n, s) + m * c(n, wild);
        }
      });
      leadingWilds *= c(j, wild);
      leadingWeighted *= m * c(j, wild);
    }
    total += leadingWilds * payOf(wild, R);
    return power === 1 ? total * BigInt(machine.lines.length) : total;
  }
  const tables = waysTables(machine);
  machine.symbols.forEach((def, s) => {
    if (def.kind !== 'regular') return;
    const { sums, squares, zeros } = tables.get(s)!;
    const moment = power === 1 ? sums : squares;
    let ways = 1n;
    for (let n = 1; n <= R; n += 1) {
      ways *= moment[n - 1]!;
      if (ways === 0n) break;
      const broken = n < R ? zeros[n]! : 1n;
      total += ways * broken * (n < R ? tail(n + 1) : 1n) * payOf(s, n);
    }
  });
  return total;
}

/**
 * Expected number of free spins a base spin leads to, exact. f(left, awarded), the expected spins awarded in all when
 * `left` remain and `awarded` have been given, is (1/D)·Σ_k ways_k·f(left − 1 + x_k, awarded + x_k) with x_k the
 * capped award for k scatters; every child has one spin fewer still possible (cap − awarded + left), so
 * f = F / D^(cap − awarded + left) with F a plain integer sum: no fractions until the last division.
 */
export function expectedFreeSpins(machine: SlotMachine): ExactRtp {
  const rule = machine.freeSpins;
  if (!rule) return { numerator: 0n, denominator: 1n };
  // Pays do not enter it: machines that share strips and rule (a paytable being tuned) share the figure.
  const entries = freeSpinsMemo.get(machine.strips) ?? [];
  const known = entries.find((entry) => entry.rule === rule && entry.rows === machine.rows);
  if (known) return known.value;
  const value = computeExpectedFreeSpins(machine, rule);
  freeSpinsMemo.set(machine.strips, [...entries, { rule, rows: machine.rows, value }]);
  return value;
}

/** Memos keyed by the strips (machines being tuned share them), then by rows (and rule). */
const freeSpinsMemo = new WeakMap<object, { rule: FreeSpinsRule; rows: number; value: ExactRtp }[]>();
const distributionMemo = new WeakMap<object, { rows: number; value: bigint[] }[]>();

function computeExpectedFreeSpins(machine: SlotMachine, rule: FreeSpinsRule): ExactRtp {
  const D = stopCombinations(machine);
  const distribution = scatterDistribution(machine);
  const cap = rule.maxSpins;
  const award = (k: number, awarded: number) => Math.max(0, Math.min(rule.awards[k] ?? 0, cap - awarded));
  const memo = new Map<number, bigint>();
  const power = (e: number): bigint => D ** BigInt(e);
  const F = (left: number, awarded: number): bigint => {
    if (left === 0) return BigInt(awarded) * power(cap - awarded);
    const key = left * 65_536 + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = 0n;
    distribution.forEach((ways, k) => {
      if (ways === 0n) return;
      const extra = award(k, awarded);
      sum += ways * F(left - 1 + extra, awarded + extra);
    });
    memo.set(key, sum);
    return sum;
  };
  let numerator = 0n;
  distribution.forEach((ways, k) => {
    const first = award(k, 0);
    if (ways !== 0n && first > 0) numerator += ways * F(first, first);
  });
  return rtpOf(numerator, power(cap + 1));
}

export interface SlotRtpBreakdown {
  /** Expected win of one spin per unit staked (lines or ways, and scatters). */
  readonly spin: ExactRtp;
  /** Expected number of free spins a base spin leads to. */
  readonly freeSpins: ExactRtp;
  readonly total: ExactRtp;
}

/** The exact RTP of a machine (see the file's comment). */
export function slotRtp(machine: SlotMachine): SlotRtpBreakdown {
  const D = stopCombinations(machine);
  const distribution = scatterDistribution(machine);
  const scatterTotal = distribution.reduce((sum, ways, k) => sum + ways * BigInt(machine.scatterPays[k] ?? 0), 0n);
  const spin = rtpOf(symbolWinTotal(machine) + scatterTotal, D * 1000n);
  const freeSpins = expectedFreeSpins(machine);
  const multiplier = BigInt(machine.freeSpins?.multiplier ?? 0);
  // spin × (1 + m·E[N])
  const total = rtpOf(spin.numerator * (freeSpins.denominator + multiplier * freeSpins.numerator), spin.denominator * freeSpins.denominator);
  return { spin, freeSpins, total };
}

/**
 * An upper bound on one spin's win (thousandths, before the free-spin multiplier): every combination of the first
 * three reels' windows is enumerated exactly (so a 3-reel machine's bound is its true maximum); from the fourth reel on,
 * each line (or each symbol's ways) is extended independently as far and as wide as those reels' windows allow.
 */
export function spinWinBound(machine: SlotMachine): Multiplier {
  const known = boundMemo.get(machine);
  if (known !== undefined) return known;
  const wild = wildOf(machine);
  const scatter = scatterOf(machine);
  const distribution = scatterDistribution(machine);
  const { reels, rows } = machine;
  const S = machine.symbols.length;
  const fixed = Math.min(3, reels);
  const regular = machine.symbols.map((def, s) => (def.kind === 'regular' ? s : -1)).filter((s) => s >= 0);
  const windows = machine.strips.map((strip, reel) => Array.from({ length: strip.length }, (_, stop) => reelWindow(machine, reel, stop)));
  const pay = (s: number, n: number): number => machine.pays[s]?.[n] ?? 0;
  // From the fourth reel on: can reel i show s or a wild at row r; the most cells of s or wild one window shows.
  const canShow = windows.map((reel) => {
    const table = new Uint8Array(rows * S);
    for (const window of reel) window.forEach((cell, row) => (cell === wild ? regular.forEach((s) => (table[row * S + s] = 1)) : (table[row * S + cell] = 1)));
    return table;
  });
  const wm = machine.wildMultiplier ?? 1;
  const weighted = (w: readonly number[], s: number) => w.filter((cell) => cell === s).length + wm * w.filter((cell) => cell === wild).length;
  const mostOf = windows.map((reel) => regular.map((s) => Math.max(...reel.map((w) => weighted(w, s)))));
  // For a run alive through the fixed reels: the best pay reachable per line (lines) or per symbol (ways).
  const lineTail = machine.lines.map((line) =>
    regular.map((s) => {
      let n = fixed;
      while (n < reels && canShow[n]![line[n]! * S + s]) n += 1;
      let best = 0;
      for (let k = fixed, factor = 1; k <= n; k += 1, factor *= wm) best = Math.max(best, pay(s, k) * factor);
      return best;
    })
  );
  const waysTail = regular.map((s, i) => {
    let best = pay(s, fixed);
    let extra = 1;
    for (let reel = fixed; reel < reels; reel += 1) {
      extra *= mostOf[reel]![i]!;
      best = Math.max(best, extra * pay(s, reel + 1));
    }
    return best;
  });
  const allWild = pay(wild, reels);
  const laterScatters = windows.slice(fixed).reduce((sum, reel) => sum + Math.max(...reel.map((w) => w.filter((cell) => cell === scatter).length)), 0);
  const scatterBest = (shown: number): number => {
    let best = 0;
    for (let k = shown; k <= shown + laterScatters; k += 1) if ((distribution[k] ?? 0n) > 0n) best = Math.max(best, machine.scatterPays[k] ?? 0);
    return best;
  };
  const counts = windows.slice(0, fixed).map((reel) => reel.map((w) => regular.map((s) => weighted(w, s))));
  const scattersIn = windows.slice(0, fixed).map((reel) => reel.map((w) => w.filter((cell) => cell === scatter).length));
  const chosen = new Int32Array(fixed);
  const head = new Int32Array(fixed);
  let best = 0;
  const evaluate = (): number => {
    let win = 0;
    if (machine.mode === 'lines') {
      for (let l = 0; l < machine.lines.length; l += 1) {
        const line = machine.lines[l]!;
        for (let reel = 0; reel < fixed; reel += 1) head[reel] = windows[reel]![chosen[reel]!]![line[reel]!]!;
        let j = 0;
        while (j < fixed && head[j] === wild) j += 1;
        let most = 0;
        if (j === fixed) {
          // wilds all the way: the wild line pays, or (with reels to come) any symbol completed after them
          most = allWild;
          if (fixed < reels) for (let i = 0; i < regular.length; i += 1) most = Math.max(most, lineTail[l]![i]! * wm ** fixed);
        } else if (kindOf(machine, head[j]!) === 'regular') {
          const s = head[j]!;
          let run = j;
          let factor = 1;
          while (run < fixed && (head[run] === s || head[run] === wild)) run += 1;
          for (let i = 0; i < run; i += 1) if (head[i] === wild) factor *= wm;
          most = (run < fixed ? pay(s, run) : lineTail[l]![regular.indexOf(s)]!) * factor;
        }
        win += most;
      }
    } else {
      for (let i = 0; i < regular.length; i += 1) {
        let ways = 1;
        let n = 0;
        while (n < fixed) {
          const here = counts[n]![chosen[n]!]![i]!;
          if (here === 0) break;
          ways *= here;
          n += 1;
        }
        win += n < fixed ? ways * pay(regular[i]!, n) : ways * waysTail[i]!;
      }
    }
    let shown = 0;
    for (let reel = 0; reel < fixed; reel += 1) shown += scattersIn[reel]![chosen[reel]!]!;
    return win + scatterBest(shown);
  };
  const walk = (reel: number): void => {
    if (reel === fixed) {
      best = Math.max(best, evaluate());
      return;
    }
    for (let stop = 0; stop < windows[reel]!.length; stop += 1) {
      chosen[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  boundMemo.set(machine, best);
  return best;
}

const boundMemo = new WeakMap<SlotMachine, number>();

/** The most a round (a spin and all its free spins) can pay, thousandths of the stake. */
export function slotMaxMultiplier(machine: SlotMachine): Multiplier {
  const spin = spinWinBound(machine);
  return spin + (machine.freeSpins ? machine.freeSpins.maxSpins * machine.freeSpins.multiplier * spin : 0);
}
