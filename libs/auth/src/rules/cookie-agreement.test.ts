import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieAgreementTimeAction } from './cookie-agreement';

describe('cookie-agreement time (spec §4)', () => {
  it('sends only for a signed-in person, the newest time; a guest keeps only a new answer pending', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.nat()), fc.option(fc.nat()), (signedIn, pending, agreedAt) => {
        const action = cookieAgreementTimeAction({ signedIn, pending, agreedAt });
        const newest = agreedAt ?? pending;
        if (action.kind === 'send') expect(signedIn && action.time === newest).toBe(true);
        if (action.kind === 'keep-pending') expect(!signedIn && action.time === agreedAt).toBe(true);
        if (signedIn && newest !== null) expect(action.kind).toBe('send');
        if (!signedIn) expect(action.kind).not.toBe('send');
      }),
    );
  });

  it.each([
    [{ signedIn: true, pending: null, agreedAt: 5 }, { kind: 'send', time: 5 }],
    [{ signedIn: true, pending: 3, agreedAt: null }, { kind: 'send', time: 3 }],
    [{ signedIn: true, pending: 3, agreedAt: 5 }, { kind: 'send', time: 5 }],
    [{ signedIn: false, pending: null, agreedAt: 5 }, { kind: 'keep-pending', time: 5 }],
    [{ signedIn: false, pending: 3, agreedAt: 5 }, { kind: 'keep-pending', time: 5 }],
    [{ signedIn: false, pending: 3, agreedAt: null }, { kind: 'nothing' }],
    [{ signedIn: true, pending: null, agreedAt: null }, { kind: 'nothing' }],
  ])('%j → %j', (input, expected) => {
    expect(cookieAgreementTimeAction(input)).toEqual(expected);
  });
});
