import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideVerification, type VerificationSituation } from './kind';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const base: VerificationSituation = { accountEmail: null, emailConfirmed: false, requestedEmail: null, registeredAt: NOW - HOUR, now: NOW };

describe('decideVerification', () => {
  it.each<[string, Partial<VerificationSituation>, ReturnType<typeof decideVerification>]>([
    ['one-click account adds an e-mail', { requestedEmail: ' new@mail.test ' }, { ok: true, kind: 'activatefast', email: 'new@mail.test' }],
    ['no e-mail anywhere', {}, { ok: false, code: 'email_required' }],
    ['fresh registration', { accountEmail: 'a@mail.test' }, { ok: true, kind: 'activate', email: 'a@mail.test' }],
    ['fresh registration, same e-mail named in another case', { accountEmail: 'a@mail.test', requestedEmail: 'A@Mail.test' }, { ok: true, kind: 'activate', email: 'a@mail.test' }],
    ['registered a day ago', { accountEmail: 'a@mail.test', registeredAt: NOW - 24 * HOUR }, { ok: true, kind: 'accountverify', email: 'a@mail.test' }],
    ['already confirmed', { accountEmail: 'a@mail.test', emailConfirmed: true }, { ok: false, code: 'already_verified' }],
    ['another e-mail named', { accountEmail: 'a@mail.test', requestedEmail: 'b@mail.test' }, { ok: false, code: 'email_already_set' }],
  ])('%s', (_name, situation, expected) => {
    expect(decideVerification({ ...base, ...situation })).toEqual(expected);
  });

  const situations = fc.record({
    accountEmail: fc.option(fc.emailAddress(), { nil: null }),
    emailConfirmed: fc.boolean(),
    requestedEmail: fc.option(fc.emailAddress(), { nil: null }),
    registeredAt: fc.integer({ min: NOW - 90 * 24 * HOUR, max: NOW }),
    now: fc.constant(NOW),
  });

  it('only an account without an e-mail gets activatefast, and then for the e-mail it named', () => {
    fc.assert(
      fc.property(situations, (situation) => {
        const decision = decideVerification(situation);
        if (decision.ok && decision.kind === 'activatefast') expect(decision.email).toBe(situation.requestedEmail?.trim());
        expect(decision.ok && decision.kind === 'activatefast').toBe(situation.accountEmail === null && situation.requestedEmail !== null);
      }),
    );
  });

  it('an account with an e-mail is only ever sent a link for that e-mail, and never once it is confirmed', () => {
    fc.assert(
      fc.property(situations, (situation) => {
        fc.pre(situation.accountEmail !== null);
        const decision = decideVerification(situation);
        if (decision.ok) {
          expect(decision.email).toBe(situation.accountEmail);
          expect(situation.emailConfirmed).toBe(false);
        }
      }),
    );
  });
});
