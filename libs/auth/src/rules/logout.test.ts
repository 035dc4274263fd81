import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logoutPlan, type LogoutContext } from './logout';

const arbContext: fc.Arbitrary<LogoutContext> = fc.record({
  outcome: fc.constantFrom('ok' as const, 'error' as const),
  onProtectedRoute: fc.boolean(),
  modalQueryPresent: fc.boolean(),
});

describe('logout plan (spec §4)', () => {
  it('after a good server call always clears cookies, ban level and ids; reloads only where the page needs it', () => {
    fc.assert(
      fc.property(arbContext, (context) => {
        const plan = logoutPlan(context);
        if (context.outcome === 'error') {
          expect(plan).toEqual({ kind: 'failed', logError: true, navigation: 'reload' });
          return;
        }
        expect(plan).toMatchObject({ kind: 'signed-out', removeCookies: ['ua', 'user_token'], banLevel: 0, clearUserId: true, clearProfileIds: true, resetAnalyticsIdentity: true });
        expect(plan.navigation).toBe(context.onProtectedRoute || context.modalQueryPresent ? 'reload' : 'home-full-load');
      }),
    );
  });

  it.each([
    ['ok', false, false, 'home-full-load'],
    ['ok', true, false, 'reload'],
    ['ok', false, true, 'reload'],
    ['ok', true, true, 'reload'],
    ['error', false, false, 'reload'],
  ] as const)('%s, protected %s, modal query %s → %s', (outcome, onProtectedRoute, modalQueryPresent, navigation) => {
    const plan = logoutPlan({ outcome, onProtectedRoute, modalQueryPresent });
    expect(plan.navigation).toBe(navigation);
    expect(plan.kind).toBe(outcome === 'ok' ? 'signed-out' : 'failed');
  });
});
