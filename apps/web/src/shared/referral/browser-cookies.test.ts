import { referralCookieWrites } from '@betting/referral';
import { arbNow, arbReferralQuery } from '@betting/referral/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserReferralCookies, referralCookieText } from './browser-cookies';

/** document.cookie as a browser keeps it: set one cookie at a time with attributes, read back "a=1; b=2". */
class CookieJar {
  readonly set: string[] = [];
  private readonly values = new Map<string, string>();
  constructor(initial = '') {
    for (const pair of initial.split('; ').filter(Boolean)) this.values.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.set.push(text);
    const [pair = ''] = text.split(';');
    this.values.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('browser referral cookies', () => {
  it('writes path=/, expires, max-age and SameSite=Lax, and Secure only on https', () => {
    const [write] = referralCookieWrites({ ref: 'friend 7;x' }, NOW);
    if (write === undefined) throw new Error('ref writes refererid');
    expect(referralCookieText(write, false)).toBe('refererid=friend%207%3Bx; path=/; expires=Fri, 22 Jan 2027 12:00:00 GMT; max-age=5184000; samesite=lax');
    expect(referralCookieText(write, true)).toMatch(/; samesite=lax; secure$/);
  });

  it('reads back every value it wrote, whatever the characters', () => {
    fc.assert(
      fc.property(arbReferralQuery, arbNow, (query, now) => {
        const writes = referralCookieWrites(query, now);
        const jar = browserReferralCookies({ cookies: new CookieJar('lng=en; other=%E0%A4%A'), secure: true });
        jar.write(writes);
        expect(jar.read()).toEqual(Object.fromEntries(writes.map((write) => [write.name, write.value])));
      }),
    );
  });

  it('ignores other cookies and values it cannot decode', () => {
    const jar = browserReferralCookies({ cookies: new CookieJar('refererid_old=x; subid=%E0%A4%A; lng=en; refererid=friend7'), secure: false });
    expect(jar.read()).toEqual({ refererid: 'friend7' });
  });

  it('never throws when the browser refuses cookies', () => {
    const refusing = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_text: string) {
        throw new Error('SecurityError');
      },
    };
    const jar = browserReferralCookies({ cookies: refusing, secure: false });
    expect(() => jar.write(referralCookieWrites({ ref: 'friend7' }, NOW))).not.toThrow();
    expect(jar.read()).toEqual({});
  });
});
