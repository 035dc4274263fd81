import { routeTable, type RouteId } from '@betting/routing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayOpenLoginModal } from './login-modal';

describe('login modal (spec §4)', () => {
  it('never opens on the login page, nor for a signed-in person; opens for a guest anywhere else', () => {
    const arbRoute = fc.option(fc.constantFrom(...routeTable.map((route) => route.id)));
    fc.assert(
      fc.property(arbRoute, fc.boolean(), (routeId, signedIn) => {
        expect(mayOpenLoginModal({ signedIn, routeId })).toBe(!signedIn && routeId !== 'user.login');
      }),
    );
  });

  it.each([
    ['user.login', false, false],
    ['user.login', true, false],
    ['home', false, true],
    ['home', true, false],
    [null, false, true],
  ] as [RouteId | null, boolean, boolean][])('route %s, signed in %s → %s', (routeId, signedIn, opens) => {
    expect(mayOpenLoginModal({ signedIn, routeId })).toBe(opens);
  });
});
