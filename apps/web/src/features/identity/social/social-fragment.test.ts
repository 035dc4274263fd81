import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSocialFragment } from './social-fragment';

describe('reading the social landing fragment', () => {
  it.each([
    ['#social_error=account_blocked', { kind: 'error', code: 'account_blocked' }, ''],
    ['#social_token=tok-1&social_provider=google', { kind: 'register', token: 'tok-1', provider: 'google' }, ''],
    ['social_token=tok-2&social_provider=vk', { kind: 'register', token: 'tok-2', provider: 'vk' }, ''],
    ['#two_step=sms', { kind: 'two_step', channel: 'sms' }, ''],
    ['#two_step=email&tab=casino', { kind: 'two_step', channel: 'email' }, 'tab=casino'],
    // The error wins over anything else the fragment carries.
    ['#social_error=not_signed_in&social_token=x&social_provider=google', { kind: 'error', code: 'not_signed_in' }, ''],
    // Broken social fragments: a token without its network, an unknown network or channel, an empty error.
    ['#social_token=x', { kind: 'error', code: 'invalid_request' }, ''],
    ['#social_token=&social_provider=google', { kind: 'error', code: 'invalid_request' }, ''],
    ['#social_token=x&social_provider=myspace', { kind: 'error', code: 'invalid_request' }, ''],
    ['#two_step=pigeon', { kind: 'error', code: 'invalid_request' }, ''],
    ['#social_provider=google', { kind: 'error', code: 'invalid_request' }, ''],
    ['#social_error=', { kind: 'error', code: 'unknown_error' }, ''],
  ])('%s', (hash, landing, rest) => {
    expect(readSocialFragment(hash)).toEqual({ landing, rest });
  });

  it('decodes what the API encoded', () => {
    const token = 'a+b/c=d&e';
    const hash = `#${new URLSearchParams({ social_token: token, social_provider: 'apple' }).toString()}`;
    expect(readSocialFragment(hash)?.landing).toEqual({ kind: 'register', token, provider: 'apple' });
  });

  it('leaves fragments without a social key alone', () => {
    const otherKey = fc.stringMatching(/^[a-z]{1,10}$/).filter((key) => !['social_error', 'social_token', 'social_provider', 'two_step'].includes(key));
    fc.assert(
      fc.property(fc.dictionary(otherKey, fc.string()), fc.boolean(), (fields, withHash) => {
        const hash = new URLSearchParams(fields).toString();
        return readSocialFragment(withHash ? `#${hash}` : hash) === null;
      }),
    );
  });

  it('keeps every other key and drops every social one', () => {
    const key = fc.constantFrom('social_error', 'social_token', 'social_provider', 'two_step', 'tab', 'section', 'x');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { minLength: 1 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const reading = readSocialFragment(`#${params.toString()}`);
        const social = pairs.some(([name]) => name.startsWith('social_') || name === 'two_step');
        if (!social) return reading === null;
        const rest = new URLSearchParams(reading?.rest ?? 'unread=1');
        return pairs.every(([name, value]) => (name.startsWith('social_') || name === 'two_step' ? !rest.has(name) : rest.getAll(name).includes(value)));
      }),
    );
  });
});
