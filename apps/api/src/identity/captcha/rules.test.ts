import { CAPTCHA_POLICY } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaDemand, digitsFor, judgeCaptcha, type ChallengeState } from './rules';

const NOW = 1_000_000;
const same = (a: string, b: string) => a === b;
const arbCount = fc.nat({ max: 200 });
const challenge = (overrides: Partial<ChallengeState> = {}): ChallengeState => ({ answer: '1234', digits: 4, expiresAt: NOW + 1, solved: false, used: false, ...overrides });

describe('captcha demand', () => {
  it('never lowers as failures grow', () => {
    const rank = { none: 0, image: 1, strict: 2 } as const;
    fc.assert(
      fc.property(arbCount, arbCount, arbCount, arbCount, (login, address, moreLogin, moreAddress) => {
        return rank[captchaDemand({ login, address })] <= rank[captchaDemand({ login: login + moreLogin, address: address + moreAddress })];
      }),
    );
  });

  it.each([
    [0, 0, 'none'],
    [4, 19, 'none'],
    [5, 0, 'image'],
    [0, 20, 'image'],
    [9, 49, 'image'],
    [10, 0, 'strict'],
    [0, 50, 'strict'],
  ] as const)('%i login and %i address failures → %s', (login, address, demand) => {
    expect(captchaDemand({ login, address })).toBe(demand);
  });
});

describe('judging a presented captcha', () => {
  it('asks 100 for the image kind and 113 for the strict kind when none is presented', () => {
    expect(judgeCaptcha('image', undefined, NOW, same)).toBe(100);
    expect(judgeCaptcha('strict', undefined, NOW, same)).toBe(113);
  });

  it('never passes a used, unknown or expired challenge, whatever the answer', () => {
    fc.assert(
      fc.property(fc.constantFrom('image' as const, 'strict' as const), fc.boolean(), fc.stringMatching(/^\d{4,6}$/), fc.integer({ min: -1000, max: 0 }), (demand, solved, answer, ttl) => {
        const used = judgeCaptcha(demand, { challenge: challenge({ answer, digits: answer.length, used: true, solved }), answer }, NOW, same);
        const unknown = judgeCaptcha(demand, { challenge: undefined, answer }, NOW, same);
        const expired = judgeCaptcha(demand, { challenge: challenge({ answer, digits: answer.length, expiresAt: NOW + ttl, solved }), answer }, NOW, same);
        return used === 111 && unknown === 111 && expired === 112;
      }),
    );
  });

  it('passes exactly the right answer (or a validated challenge) of a live one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), fc.stringMatching(/^\d{4}$/), (answer, given) => {
        const verdict = judgeCaptcha('image', { challenge: challenge({ answer }), answer: given }, NOW, same);
        return verdict === (answer === given ? 'pass' : 111);
      }),
    );
    expect(judgeCaptcha('image', { challenge: challenge({ solved: true }), answer: undefined }, NOW, same)).toBe('pass');
  });

  it('refuses a short challenge where the strict kind is demanded', () => {
    expect(judgeCaptcha('strict', { challenge: challenge(), answer: '1234' }, NOW, same)).toBe(113);
    expect(judgeCaptcha('strict', { challenge: challenge({ answer: '123456', digits: 6 }), answer: '123456' }, NOW, same)).toBe('pass');
  });

  it('draws six digits for 113 and four otherwise', () => {
    expect([digitsFor(113), digitsFor(100), digitsFor(111), digitsFor(undefined)]).toEqual([CAPTCHA_POLICY.strictDigits, 4, 4, 4]);
  });
});
