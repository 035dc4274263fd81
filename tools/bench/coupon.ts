/**
 * Coupon maths under load (`npm run bench -- coupon`):
 * 1. system k of n (k = n/2, the largest number of lines) for n = 8, 12, 16, 20, 30: total odds e_k by the library's
 *    dynamic programming (`systemTotalCoef`, float; `systemTotalCoefExact`, BigInt) against a naive recursive
 *    enumeration of every combination and against enumeration with `js-combinatorics`' `Combination`;
 *    enumeration is skipped where the lines exceed ENUMERATION_LIMIT. Checks DP ≥ 100× faster at n = 16, k = 8.
 * 2. odds conversion throughput, `convertOdds` against `oddslib` (`from('decimal', d).to(format, { precision: 2 })`).
 */
import { Bench } from 'tinybench';
import { Combination } from 'js-combinatorics';
import * as oddslib from 'oddslib';
import { convertOdds, systemLineCount, systemTotalCoef, systemTotalCoefExact } from '@betting/coupon';
import type { CoefViewId } from '@betting/coupon';

/** Enumerate at most this many lines (n = 30, k = 15 has 155,117,520: minutes per pass). */
export const ENUMERATION_LIMIT = 2_000_000;
const SIZES = [8, 12, 16, 20, 30] as const;

let seed = 7;
function next(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed;
}
/** Legs 1.100 to 3.099 in thousandths, the same on every run. */
const legs = (n: number): number[] => Array.from({ length: n }, () => 1100 + (next() % 2000));

let sink = 0;

function naiveEnumeration(coefs: readonly number[], k: number): number {
  let total = 0;
  const walk = (start: number, left: number, product: number): void => {
    if (left === 0) {
      total += product;
      return;
    }
    for (let i = start; i <= coefs.length - left; i++) walk(i + 1, left - 1, product * (coefs[i] as number));
  };
  walk(0, k, 1);
  return total;
}

function combinatoricsEnumeration(coefs: readonly number[], k: number): number {
  let total = 0;
  for (const line of new Combination(coefs, k)) {
    let product = 1;
    for (const coef of line) product *= coef;
    total += product;
  }
  return total;
}

function meanNs(bench: Bench, name: string): number {
  const result = bench.tasks.find((task) => task.name === name)?.result;
  return result && 'period' in result ? result.period * 1e6 : Number.NaN;
}

const fmtNs = (ns: number): string => (Number.isNaN(ns) ? 'skipped' : ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);
const fmtX = (x: number): string => (Number.isNaN(x) ? '—' : `${Math.round(x).toLocaleString('en')}×`);

export async function runCouponBench(time: number): Promise<boolean> {
  const rows: Record<string, string | number>[] = [];
  let verdict = true;
  for (const n of SIZES) {
    const k = n / 2;
    const coefs = legs(n);
    const decimals = coefs.map((coef) => coef / 1000);
    const lines = systemLineCount(n, k);
    const enumerate = lines <= ENUMERATION_LIMIT;
    const bench = new Bench({ name: `system ${k}/${n}`, time: enumerate && n >= 20 ? time * 2 : time });
    bench.add('dp', () => {
      sink += systemTotalCoef(decimals, k);
    });
    bench.add('dp-exact', () => {
      sink += Number(systemTotalCoefExact(coefs, k) & 1n);
    });
    if (enumerate) {
      bench.add('naive', () => {
        sink += naiveEnumeration(decimals, k);
      });
      bench.add('js-combinatorics', () => {
        sink += combinatoricsEnumeration(decimals, k);
      });
      const dp = systemTotalCoef(decimals, k);
      const check = naiveEnumeration(decimals, k);
      if (Math.abs(dp - check) / check > 1e-12) throw new Error(`DP and enumeration disagree at ${k}/${n}: ${dp} vs ${check}`);
    }
    await bench.run();
    const dp = meanNs(bench, 'dp');
    const naive = enumerate ? meanNs(bench, 'naive') : Number.NaN;
    const combinatorics = enumerate ? meanNs(bench, 'js-combinatorics') : Number.NaN;
    rows.push({
      'k of n': `${k}/${n}`,
      lines: lines.toLocaleString('en'),
      'DP (float)': fmtNs(dp),
      'DP (BigInt, exact)': fmtNs(meanNs(bench, 'dp-exact')),
      'naive enumeration': enumerate ? fmtNs(naive) : `skipped (> ${ENUMERATION_LIMIT.toLocaleString('en')} lines)`,
      'js-combinatorics': enumerate ? fmtNs(combinatorics) : 'skipped',
      'DP vs naive': fmtX(naive / dp),
      'DP vs js-combinatorics': fmtX(combinatorics / dp),
    });
    if (n === 16) {
      const speedup = Math.min(naive / dp, combinatorics / dp);
      const ok = speedup >= 100;
      verdict &&= ok;
      rows.at(-1)!['≥ 100× at 8/16'] = ok ? `PASS (${fmtX(speedup)})` : `FAIL (${fmtX(speedup)})`;
    }
  }
  console.log(`system k of n, total odds e_k, k = n/2, ${time} ms per task (${time * 2} ms for enumerations at n ≥ 20)`);
  console.table(rows);

  // Odds conversion: the same 1,000 coefficients 1.001 … 20.000 through each view.
  const coefs = Array.from({ length: 1_000 }, () => (1001 + (next() % 19_000)) / 1000);
  const views: readonly [string, CoefViewId, oddslib.OddsFormat][] = [
    ['fractional', 1, 'fractional'],
    ['american', 2, 'moneyline'],
    ['hong kong', 4, 'hongKong'],
    ['malay', 5, 'malay'],
    ['indonesian', 6, 'indonesian'],
  ];
  const odds = new Bench({ name: 'odds', time });
  for (const [label, view, format] of views) {
    odds.add(`${label}: convertOdds`, () => {
      for (const coef of coefs) sink += convertOdds(coef, view).length;
    });
    odds.add(`${label}: oddslib`, () => {
      for (const coef of coefs) sink += String(oddslib.from('decimal', coef).to(format, { precision: 2 })).length;
    });
  }
  await odds.run();
  const perSecond = (name: string) => coefs.length / (meanNs(odds, name) / 1e9);
  console.log(`odds conversion, 1,000 coefficients 1.001–20.000 per pass, ${time} ms per task (conversions/s)`);
  console.table(
    views.map(([label]) => {
      const ours = perSecond(`${label}: convertOdds`);
      const theirs = perSecond(`${label}: oddslib`);
      return { view: label, convertOdds: Math.round(ours).toLocaleString('en'), oddslib: Math.round(theirs).toLocaleString('en'), 'ours / oddslib': `${(ours / theirs).toFixed(2)}×` };
    }),
  );
  console.log('examples (ours | oddslib precision 2):', ['1.85', '2.5', '1.333'].map((d) => views.map(([, view, format]) => `${convertOdds(Number(d), view)} | ${String(oddslib.from('decimal', Number(d)).to(format, { precision: 2 }))}`).join('; ')).join('  /  '));
  if (sink === -1) console.log('unreachable');
  console.log(verdict ? 'coupon: DP ≥ 100× faster than enumeration at n = 16, k = 8: PASS' : 'coupon: DP ≥ 100× faster than enumeration at n = 16, k = 8: FAIL');
  return verdict;
}
