import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbTeamCashPages, arbTeamCashPayment } from '../testing';
import {
  TEAM_CASH_COOKIE_MAX_AGE_MS,
  isPaidTeamCashPayment,
  nextTeamCashPage,
  paidTeamCashCount,
  teamCashCookieExpiresAt,
  teamCashModal,
} from './team-cash';

describe('team-cash payments', () => {
  it('paid means status 2', () => {
    fc.assert(fc.property(arbTeamCashPayment(), (payment) => isPaidTeamCashPayment(payment) === (payment.status_id === 2)));
  });

  it('counts each paid record once, even when pages overlap', () => {
    fc.assert(
      fc.property(arbTeamCashPages(), (pages) => {
        const count = paidTeamCashCount(pages);
        expect(count).toBe(pages.flat().filter((payment) => payment.status_id === 2).length);
        expect(paidTeamCashCount([...pages, ...pages])).toBe(count);
      }),
    );
  });

  it('never loads more than 2 pages, nor past total_count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.option(fc.nat({ max: 200 }), { nil: null }), fc.integer({ min: 1, max: 50 }), (loadedPages, totalCount, pageSize) => {
        const next = nextTeamCashPage({ loadedPages, totalCount, pageSize });
        if (next !== null) {
          expect(next).toBe(loadedPages + 1);
          expect(next).toBeLessThanOrEqual(2);
          expect(totalCount === null || loadedPages * pageSize < totalCount).toBe(true);
        }
      }),
    );
  });

  it.each([
    [0, 100, 20, 1],
    [1, 100, 20, 2],
    [2, 100, 20, null],
    [1, 20, 20, null],
    [0, 0, 20, null],
    [0, null, 20, 1],
    [1, null, 20, 2],
  ])('loaded %i of total %j (page size %i) → next %j', (loadedPages, totalCount, pageSize, next) => {
    expect(nextTeamCashPage({ loadedPages, totalCount, pageSize })).toBe(next);
  });
});

describe('team-cash modal', () => {
  it('shows only at 3 or 4 paid payments, and never twice for the same cookie', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), fc.boolean(), fc.boolean(), (paidCount, shown, activated) => {
        const decision = teamCashModal({ paidCount, cookies: { shown, activated } });
        if (decision.show) {
          expect([3, 4]).toContain(paidCount);
          expect(decision.setCookie === 'shown' ? shown : activated).toBe(false);
        }
      }),
    );
  });

  it.each([
    [2, false, false, { show: false }],
    [3, false, false, { show: true, setCookie: 'shown' }],
    [3, true, false, { show: false }],
    [4, false, false, { show: true, setCookie: 'activated' }],
    [4, true, false, { show: true, setCookie: 'activated' }],
    [4, true, true, { show: false }],
    [5, false, false, { show: false }],
  ] as const)('%i paid, shown cookie %s, activated cookie %s → %j', (paidCount, shown, activated, decision) => {
    expect(teamCashModal({ paidCount, cookies: { shown, activated } })).toEqual(decision);
  });

  it('the cookies expire 321408000 ms after they are set (the figure of spec §9, as written)', () => {
    expect(TEAM_CASH_COOKIE_MAX_AGE_MS).toBe(321_408_000);
    fc.assert(fc.property(fc.nat({ max: 4_000_000_000_000 }), (now) => teamCashCookieExpiresAt(now) - now === 321_408_000));
  });
});
