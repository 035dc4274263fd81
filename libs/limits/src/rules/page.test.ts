import { LIMIT_TYPES, type Limit, type LimitType } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLimits, arbNowSeconds } from '../harness/arbitraries';
import { isPeriodType } from './catalog';
import { isFieldDisabled, isFieldLocked, limitActionNotice, limitSections, showSelfExclusionWarning } from './page';

const T = 1_700_000_000;
const limit = (limitType: LimitType, limitState: Limit['limitState'], endsAt: number | null = null): Limit => ({
  limitType,
  limitValue: 7,
  limitState,
  limitBalance: null,
  startedAt: T,
  endsAt,
  needApprove: false,
  label: '',
  measure: 'day',
});
const arbList = arbNowSeconds.chain((now) => arbLimits(now));

describe('field and section locks (spec §5)', () => {
  it('only self-exclusion and time-out lock, and only while an entry with an end time is ACTIVE', () => {
    fc.assert(
      fc.property(arbList, fc.constantFrom(...LIMIT_TYPES), (limits, type) => {
        const expected = isPeriodType(type) && limits.some((entry) => entry.limitType === type && entry.limitState === 'ACTIVE' && entry.endsAt !== null);
        expect(isFieldLocked(limits, type)).toBe(expected);
      }),
    );
  });

  it('sections: deposit locked when a field is disabled and the flag is on; self-limitation when a field is disabled; others never', () => {
    fc.assert(
      fc.property(arbList, fc.boolean(), (limits, flag) => {
        const sections = limitSections(limits, { depositSectionLock: flag });
        expect(sections.map((section) => section.id)).toEqual(['deposit', 'self_limitation', 'reality_checks', 'wagering', 'loss']);
        for (const section of sections) {
          const anyDisabled = section.types.some((type) => isFieldDisabled(limits, type));
          expect(section.locked).toBe(section.id === 'deposit' ? flag && anyDisabled : section.id === 'self_limitation' ? anyDisabled : false);
          expect(section.limits.every((entry) => section.types.includes(entry.limitType))).toBe(true);
        }
        expect(sections.flatMap((section) => section.limits)).toHaveLength(limits.length);
      }),
    );
  });

  it.each([
    ['a running time-out locks self-limitation', [limit(33, 'ACTIVE', T + 86_400)], false, ['self_limitation']],
    ['an ended one does not', [limit(33, 'INACTIVE', T)], false, []],
    ['a pending deposit limit with the flag off locks nothing', [limit(20, 'ACTIVE'), limit(20, 'PENDING', T + 86_400)], false, []],
    ['with the flag on it locks the deposit section', [limit(20, 'ACTIVE'), limit(20, 'PENDING', T + 86_400)], true, ['deposit']],
    ['a pending session limit locks self-limitation', [limit(31, 'PENDING', T + 86_400)], false, ['self_limitation']],
    ['a pending wagering limit locks no section', [limit(1, 'PENDING', T + 86_400)], true, []],
  ] as const)('%s', (_, limits, flag, locked) => {
    expect(limitSections(limits, { depositSectionLock: flag }).filter((section) => section.locked).map((section) => section.id)).toEqual(locked);
  });

  it.each([
    ['nothing chosen', [], null, false],
    ['7 days chosen, none running', [], 7, true],
    ['chosen while one runs (the field is locked)', [limit(30, 'ACTIVE', T + 86_400)], 30, false],
    ['chosen after one ended', [limit(30, 'INACTIVE', T)], 1, true],
  ] as const)('self-exclusion warning: %s', (_, limits, chosen, shown) => {
    expect(showSelfExclusionWarning(limits, chosen)).toBe(shown);
  });
});

describe('section 8 messages', () => {
  it.each([
    ['approve', { status: true, title: null }, { kind: 'success', text: { key: 'responsible_gaming_confirm_limit_success' } }],
    ['reject', { status: true, title: 'Rejected' }, { kind: 'success', text: { message: 'Rejected' } }],
    ['approve', { status: false, title: 'Too early' }, { kind: 'error', text: { message: 'Too early' } }],
    ['approve', { status: false, title: null }, { kind: 'error', text: { key: 'responsible_gaming_confirm_limit_error' } }],
    ['approve', null, { kind: 'error', text: { key: 'responsible_gaming_confirm_limit_error' } }],
    ['set', { status: true, title: null }, { kind: 'success', text: { key: 'responsible_gaming_confirm_limit_success' } }],
    ['cancel', { status: true, title: null }, { kind: 'success', text: { key: 'responsible_gaming_cancel_limit_success' } }],
    ['cancel', { status: true, title: 'Cancelled' }, { kind: 'success', text: { message: 'Cancelled' } }],
    ['cancel', { status: false, title: 'Nope' }, { kind: 'error', text: { key: 'responsible_gaming_cancel_limit_error' } }],
    ['cancel', null, { kind: 'error', text: { key: 'responsible_gaming_cancel_limit_error' } }],
  ] as const)('%s answered %j', (action, response, notice) => {
    expect(limitActionNotice(action, response)).toEqual(notice);
  });
});
