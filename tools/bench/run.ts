/**
 * Micro-benchmarks of the kernel's hot paths, then the routing decision (decisions/s, see routing.ts). Run: `npm run bench` (root) or `cd tools && npx tsx bench/run.ts`.
 * BENCH_TIME_MS sets the time per task (default 500). `npm run bench -- wallet` runs the wallet benchmark instead
 * (see wallet.ts); `npm run bench -- coupon` runs the coupon maths and odds conversion benchmark (see coupon.ts);
 * `npm run bench -- start` times the first start and a restart of the production build (see start.ts);
 * `npm run bench -- http` measures `GET /en` and the line's events over HTTP against plain node:http (see http.ts);
 * `npm run bench -- lighthouse` compares the mobile Lighthouse metrics of /en, /en/line and /en/casino with a bare
 * React page's (see lighthouse.ts).
 * Never part of `npm test`.
 */
import { Bench } from 'tinybench';
import {
  amountStepFor,
  applyCoef,
  formatMoney,
  minorToMajorString,
  multiplyCoefs,
  parseCoef,
  parseMoney,
} from '@betting/kernel';
import type { Coef } from '@betting/kernel';
import { runCouponBench } from './coupon';
import { runHttpBench } from './http';
import { URL_COUNT, runRoutingBench } from './routing';
import { runWalletBench } from './wallet';
import { runStreamBench } from './stream';
import { runPlacementBench } from './placement';
import { runStartBench } from './start';
import { runLighthouseBench } from './lighthouse';

if (process.argv[2] === 'start') process.exit((await runStartBench(process.argv.slice(3))) ? 0 : 1);
if (process.argv[2] === 'lighthouse') process.exit((await runLighthouseBench(process.argv.slice(3))) ? 0 : 1);

if (process.argv[2] === 'http') {
  const passed = await runHttpBench(process.argv.slice(3));
  process.exit(passed ? 0 : 1);
}

if (process.argv[2] === 'placement') {
  await runPlacementBench(process.argv.slice(3));
  process.exit(0);
}

if (process.argv[2] === 'wallet') {
  await runWalletBench(process.argv.slice(3));
  process.exit(0);
}
if (process.argv[2] === 'stream') process.exit((await runStreamBench(process.argv.slice(3))) ? 0 : 1);

const requested = Number(process.env['BENCH_TIME_MS']);
const time = Number.isFinite(requested) && requested > 0 ? requested : 500;

if (process.argv[2] === 'coupon') {
  const passed = await runCouponBench(time);
  process.exit(passed ? 0 : 1);
}

// Deterministic inputs: 20 legs between 1.100 and 3.099 (a small LCG, so every run measures the same slips).
let seed = 42;
function next(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed;
}
const slips: Coef[][] = Array.from({ length: 64 }, () => Array.from({ length: 20 }, () => 1100 + (next() % 2000)));
const threeLegSlips: Coef[][] = slips.map((legs) => legs.slice(0, 3));
const amounts: number[] = Array.from({ length: 64 }, () => next());
const amountTexts: string[] = amounts.map((amount) => minorToMajorString(amount, 'RUB'));

let sink = 0; // keeps results alive so the JIT cannot drop the work
let i = 0;
const pick = <T>(list: readonly T[]): T => list[i++ & 63] as T;

const bench = new Bench({ name: 'kernel', time });

bench
  .add('multiplyCoefs, 20 legs (BigInt, exact)', () => {
    sink ^= multiplyCoefs(pick(slips));
  })
  .add('float product of 20 legs (wrong near ties; for scale only)', () => {
    const legs = pick(slips);
    let product = 1;
    for (const coef of legs) product *= coef / 1000;
    sink ^= Math.round(product * 1e3);
  })
  .add('multiplyCoefs, 3 legs', () => {
    sink ^= multiplyCoefs(pick(threeLegSlips));
  })
  .add('applyCoef', () => {
    sink ^= applyCoef(pick(amounts), 1850);
  })
  .add('parseCoef(1.85)', () => {
    const parsed = parseCoef(1.85);
    sink ^= parsed.ok ? parsed.value : 0;
  })
  .add('parseMoney("…12.34", RUB)', () => {
    const parsed = parseMoney(pick(amountTexts), 'RUB');
    sink ^= parsed.ok ? parsed.value : 0;
  })
  .add('parseMoney("12abc", RUB) refused', () => {
    sink ^= parseMoney('12abc', 'RUB').ok ? 1 : 0;
  })
  .add('minorToMajorString(RUB)', () => {
    sink ^= minorToMajorString(pick(amounts), 'RUB').length;
  })
  .add('formatMoney(RUB, en)', () => {
    sink ^= formatMoney(pick(amounts), 'RUB', 'en').length;
  })
  .add('formatMoney(RUB, ru)', () => {
    sink ^= formatMoney(pick(amounts), 'RUB', 'ru').length;
  })
  .add('amountStepFor(USD)', () => {
    sink ^= amountStepFor('USD');
  });

await bench.run();

console.log(`kernel micro-benchmarks, ${time} ms per task (sink ${sink & 1})`);
console.table(bench.table());

const routing = await runRoutingBench(time);
console.log(`routing decision over ${URL_COUNT.toLocaleString('en')} generated URLs, ${time} ms`);
console.table(routing.bench.table());
console.log(`routing: ${Math.round(routing.decisionsPerSecond).toLocaleString('en')} decisions/s`);
