import { describe, expect, it } from 'vitest';
import pages from '../../shared/i18n/pages.en.json';
import { REFUSAL_CODES, refusalOf } from './auth-errors';

describe('identity refusals', () => {
  it.each([
    [{ kind: 'http', status: 400, error: { code: 'invalid_credentials', message: 'x' } }, 'invalid_credentials'],
    [{ kind: 'http', status: 400, error: { code: 'captcha_required', message: 'x' } }, 'captcha_cancelled'],
    [{ kind: 'network', status: 0, message: 'offline' }, 'network_error'],
    [{ kind: 'http', status: 418, error: { code: 'teapot', message: 'x' } }, 'unknown_error'],
  ])('%j → %s', (failure, refusal) => {
    expect(refusalOf(failure)).toBe(refusal);
  });

  // Keys built at run time escape the dictionaries' literal-key check; the other languages must match English.
  it('has a text for every refusal it can show', () => {
    expect(REFUSAL_CODES.filter((code) => !(code in pages.auth.errors))).toEqual([]);
  });
});
