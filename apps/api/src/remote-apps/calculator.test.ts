import { COUPON_TYPE, possibleWin } from '@betting/coupon';
import { minorToMajorString } from '@betting/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, calculatorInput } from './calculator';

describe('betting calculator', () => {
  it.each([
    [{ stake: '10', odds: ['1.85'] }, { kind: 'result', legs: 1, totalOdds: '1.850', payout: '18.50', profit: '8.50' }],
    [{ stake: '10.00', odds: ['1.85', '2.10'] }, { kind: 'result', legs: 2, totalOdds: '3.885', payout: '38.85', profit: '28.85' }],
    [{ stake: '5', odds: ['1.5', '1,7', '2', ''] }, { kind: 'result', legs: 3, totalOdds: '5.100', payout: '25.50', profit: '20.50' }],
    // 3.33 × 1.5 = 4.995: the payout is rounded down to the cent, never up.
    [{ stake: '3.33', odds: ['1.5'] }, { kind: 'result', legs: 1, totalOdds: '1.500', payout: '4.99', profit: '1.66' }],
    [{ stake: '', odds: ['', ''] }, { kind: 'empty' }],
    [{ stake: '0', odds: ['2'] }, { kind: 'invalid', field: 'stake' }],
    [{ stake: '10.005', odds: ['2'] }, { kind: 'invalid', field: 'stake' }],
    [{ stake: '<b>', odds: ['2'] }, { kind: 'invalid', field: 'stake' }],
    [{ stake: '10', odds: [] }, { kind: 'invalid', field: 'odds' }],
    [{ stake: '10', odds: ['0.95'] }, { kind: 'invalid', field: 'odds' }],
    [{ stake: '10', odds: ['abc'] }, { kind: 'invalid', field: 'odds' }],
  ])('%j → %j', (input, outcome) => {
    expect(calculate(input)).toEqual(outcome);
  });

  it('reads at most five legs from the query', () => {
    const query = new URLSearchParams('stake=1&odds=2&odds=2&odds=2&odds=2&odds=2&odds=2&odds=2');
    expect(calculatorInput(query).odds).toHaveLength(5);
  });

  it('never pays less than the stake, and the profit is the payout minus the stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.integer({ min: 1000, max: 50_000 }), { minLength: 1, maxLength: 5 }), (cents, coefs) => {
        const outcome = calculate({ stake: (cents / 100).toFixed(2), odds: coefs.map((coef) => (coef / 1000).toFixed(3)) });
        if (outcome.kind !== 'result') return;
        const payout = Math.round(Number(outcome.payout) * 100);
        expect(payout).toBeGreaterThanOrEqual(cents);
        expect(Math.round(Number(outcome.profit) * 100)).toBe(payout - cents);
      }),
    );
  });

  it('pays exactly what libs/coupon’s possible win pays (one source of truth with the host’s calculator page)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.integer({ min: 1000, max: 20_000 }), { minLength: 1, maxLength: 5 }), (cents, coefs) => {
        const outcome = calculate({ stake: minorToMajorString(cents, 'EUR'), odds: coefs.map((coef) => (coef / 1000).toFixed(3)) });
        const expected = possibleWin({ typeId: coefs.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express, amount: cents, coefs });
        expect(outcome).toMatchObject({ kind: 'result', payout: minorToMajorString(expected, 'EUR') });
      }),
    );
  });
});
