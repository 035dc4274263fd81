import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayInitServer, nextStartupStep, STARTUP_STEPS, startupPlan } from './startup';

const arbGate = fc.record({ maintenance: fc.boolean(), redirected: fc.boolean(), closed: fc.boolean() });

describe('startup order', () => {
  it('is cookie settings, stored settings, time zone and 12-hour flag, auth user, then server init', () => {
    expect(startupPlan()).toEqual(['cookie-settings', 'stored-settings', 'time-settings', 'auth-user', 'server-init']);
  });

  it.each([
    [{ maintenance: true, redirected: false, closed: false }],
    [{ maintenance: false, redirected: true, closed: false }],
    [{ maintenance: false, redirected: false, closed: true }],
  ])('no server init when %o', (gate) => {
    expect(mayInitServer(gate)).toBe(false);
    expect(startupPlan(gate)).toEqual(['cookie-settings', 'stored-settings', 'time-settings', 'auth-user']);
  });

  test.prop([arbGate])('the plan keeps the spec order and has server init exactly when allowed', (gate) => {
    const plan = startupPlan(gate);
    expect(plan).toEqual(STARTUP_STEPS.filter((step) => step !== 'server-init' || mayInitServer(gate)));
  });

  test.prop([fc.subarray([...STARTUP_STEPS]), arbGate])('the next step is the first one not done', (done, gate) => {
    const next = nextStartupStep(done, gate);
    const firstMissing = STARTUP_STEPS.find((step) => !done.includes(step));
    if (firstMissing === undefined || (firstMissing === 'server-init' && !mayInitServer(gate))) expect(next).toBeNull();
    else expect(next).toBe(firstMissing);
  });
});
