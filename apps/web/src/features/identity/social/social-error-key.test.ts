import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/pages.en.json';
import { socialErrorKey } from './SocialErrorNotice';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the social refusal texts', () => {
  it.each([
    ['not_signed_in', 'auth.social.errors.not_signed_in'],
    ['invalid_token', 'auth.social.errors.invalid_token'],
    ['invalid_request', 'auth.social.errors.invalid_request'],
    ['account_blocked', 'auth.errors.account_blocked'],
    ['registration_disabled', 'auth.errors.registration_disabled'],
    ['something_new', 'auth.errors.unknown_error'],
  ])('%s → %s, a text that exists', (code, key) => {
    expect(socialErrorKey(code)).toBe(key);
    expect(typeof lookup(key)).toBe('string');
  });
});
