import { LIMIT_TYPES, type Limit } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLimits, arbNowSeconds } from '../harness/arbitraries';
import { LIMIT_SECTIONS, WINDOW_SECONDS, isAmountType, isPeriodType, limitKind, limitMeasure, sectionOf, sortLimits, typesOfKind, windowSecondsOf } from './catalog';

describe('limit catalogue (spec §3)', () => {
  it('every type is in exactly one section', () => {
    const listed = LIMIT_SECTIONS.flatMap((section) => section.types);
    expect([...listed].sort((a, b) => a - b)).toEqual([...LIMIT_TYPES]);
    for (const type of LIMIT_TYPES) expect(LIMIT_SECTIONS.filter((section) => section.types.includes(type))).toHaveLength(1);
  });

  it('sections in page order: deposit 20,21,22; self-limitation 33,30,31; reality checks 32; wagering 1,2,3; loss 10,11,12', () => {
    expect(LIMIT_SECTIONS).toEqual([
      { id: 'deposit', types: [20, 21, 22] },
      { id: 'self_limitation', types: [33, 30, 31] },
      { id: 'reality_checks', types: [32] },
      { id: 'wagering', types: [1, 2, 3] },
      { id: 'loss', types: [10, 11, 12] },
    ]);
    expect(sectionOf(31)).toBe('self_limitation');
  });

  it.each([
    [1, 'wagering', WINDOW_SECONDS.day, 'currency'],
    [2, 'wagering', 604_800, 'currency'],
    [3, 'wagering', 2_592_000, 'currency'],
    [10, 'loss', 86_400, 'currency'],
    [11, 'loss', 604_800, 'currency'],
    [12, 'loss', 2_592_000, 'currency'],
    [20, 'deposit', 86_400, 'currency'],
    [21, 'deposit', 604_800, 'currency'],
    [22, 'deposit', 2_592_000, 'currency'],
    [30, 'self_exclusion', null, 'day'],
    [31, 'session', null, 'hour'],
    [32, 'reality_check', null, 'minute'],
    [33, 'time_out', null, 'day'],
  ] as const)('type %i: %s, window %s s, measured in %s', (type, kind, window, measure) => {
    expect(limitKind(type)).toBe(kind);
    expect(windowSecondsOf(type)).toBe(window);
    expect(limitMeasure(type)).toBe(measure);
    expect(isAmountType(type)).toBe(window !== null);
    expect(isPeriodType(type)).toBe(type === 30 || type === 33);
  });

  it('typesOfKind lists a kind shortest window first', () => {
    expect(typesOfKind('deposit')).toEqual([20, 21, 22]);
    expect(typesOfKind('time_out')).toEqual([33]);
  });

  it('sortLimits orders by type, the current entry before the pending one, and keeps every entry', () => {
    fc.assert(
      fc.property(arbNowSeconds.chain((now) => arbLimits(now)).chain((limits) => fc.shuffledSubarray(limits, { minLength: limits.length })), (limits: Limit[]) => {
        const sorted = sortLimits(limits);
        expect(sorted).toHaveLength(limits.length);
        for (let index = 1; index < sorted.length; index += 1) {
          const [a, b] = [sorted[index - 1], sorted[index]] as [Limit, Limit];
          expect(a.limitType < b.limitType || (a.limitType === b.limitType && a.limitState !== 'PENDING' && b.limitState === 'PENDING')).toBe(true);
        }
      }),
    );
  });
});
