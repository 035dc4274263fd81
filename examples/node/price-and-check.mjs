// @ts-check
// A plain Node ES module program over the installed packages (no bundler, no TypeScript at run time; tsc checks it
// through the JSDoc under moduleResolution NodeNext): prices a system 2 of 3 and checks its stake against a
// responsible-gaming limit profile. Run: node node/price-and-check.mjs
import assert from 'node:assert/strict';
import { COUPON_TYPE, possibleWin, settleCoupon, systemLines } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { LIMIT_TYPE, checkStake, emptyUsage, setLimit } from '@betting/limits';

const now = 1_750_000_000; // seconds since the epoch: the rules take the clock as a parameter
const coefs = [1850, 2100, 3400]; // decimal odds 1.85, 2.10, 3.40 as integer thousandths
const amount = 30_000; // 300.00 EUR in minor units

// Pricing: the system 2 of 3 has C(3, 2) lines, each staked amount / lines; all legs winning pays every line.
const lines = systemLines(coefs.length, 2);
const win = possibleWin({ typeId: COUPON_TYPE.system, amount, coefs, systemValue: 2 });
const oneLost = settleCoupon({
  typeId: COUPON_TYPE.system,
  systemValue: 2,
  amount,
  legs: [
    { coef: 1850, result: 'won' },
    { coef: 2100, result: 'won' },
    { coef: 3400, result: 'lost' },
  ],
});
console.log(`system 2/3 at ${coefs.map((c) => (c / 1000).toFixed(2)).join(' · ')}: ${lines} lines`);
console.log(`  stake ${formatMoney(amount, 'EUR')}, possible win ${formatMoney(win, 'EUR')}, with one leg lost ${formatMoney(oneLost, 'EUR')}`);
assert.equal(lines, 3n);
assert.ok(win > oneLost && oneLost > 0, 'a lost leg pays less, but the one line without it still wins');

// Limits: a wagering limit of 500 EUR a day, 250 EUR already staked today.
const profile = setLimit([], { limitType: LIMIT_TYPE.wagering24h, limitValue: 500 }, now);
if (!profile.ok) throw new Error(`setLimit refused: ${profile.error.code}`);
const usage = { ...emptyUsage('EUR'), stakes: [{ at: now - 3_600, amount: 25_000 }] };

const refused = checkStake(profile.value.limits, usage, amount, now);
const allowed = checkStake(profile.value.limits, usage, 25_000, now);
console.log(`stake ${formatMoney(amount, 'EUR')} under a 500 EUR daily wagering limit: ${refused.ok ? 'allowed' : `refused (${refused.error.code})`}`);
console.log(`stake ${formatMoney(25_000, 'EUR')}: ${allowed.ok ? 'allowed' : `refused (${allowed.error.code})`}`);
assert.equal(refused.ok, false);
assert.equal(allowed.ok, true);
