import { describe, expect, it } from 'vitest';
import pages from '../../../shared/i18n/pages.en.json';
import { OFFICE_REFUSAL_CODES, officeRefusalOf } from './refusal';

describe('office refusals', () => {
  it.each([
    [{ kind: 'http', status: 400, error: { code: 'too_young', message: 'x', params: { field: 'date_birthday' } } }, { code: 'too_young', field: 'date_birthday' }],
    [{ kind: 'http', status: 400, error: { code: 'weak_password', message: 'x', params: { reason: 'too_short', field: 'new_password' } } }, { code: 'weak_password', field: 'new_password', reason: 'too_short' }],
    [{ kind: 'http', status: 429, error: { code: 'too_many_requests', message: 'x' } }, { code: 'too_many_requests' }],
    [{ kind: 'http', status: 418, error: { code: 'teapot', message: 'x' } }, { code: 'unknown_error' }],
    [{ kind: 'network', status: 0, message: 'offline' }, { code: 'network_error' }],
    [new Error('boom'), { code: 'unknown_error' }],
  ])('%j → %j', (failure, refusal) => {
    expect(officeRefusalOf(failure)).toEqual(refusal);
  });

  // Keys built at run time escape the dictionaries' literal-key check; the other languages must match English.
  it('has a text for every refusal it can show', () => {
    expect(OFFICE_REFUSAL_CODES.filter((code) => !(code in pages.office.errors))).toEqual([]);
  });
});
