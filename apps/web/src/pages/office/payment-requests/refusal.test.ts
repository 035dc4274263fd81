import { describe, expect, it } from 'vitest';
import pages from '../../../shared/i18n/pages.en.json';
import { PAYMENT_REQUEST_REFUSAL_CODES, paymentRequestRefusalOf } from './refusal';

describe('payment request refusals', () => {
  it.each([
    [{ kind: 'http', status: 404, error: { code: 'payment_not_found', message: 'x' } }, { code: 'payment_not_found' }],
    [{ kind: 'http', status: 400, error: { code: 'invalid_request', message: 'x', params: { field: 'paymentId' } } }, { code: 'invalid_request', field: 'paymentId' }],
    [{ kind: 'http', status: 503, error: { code: 'provider_unavailable', message: 'x' } }, { code: 'unknown_error' }],
    [{ kind: 'network', status: 0, message: 'offline' }, { code: 'network_error' }],
  ])('%j → %j', (failure, refusal) => {
    expect(paymentRequestRefusalOf(failure)).toEqual(refusal);
  });

  // Keys built at run time escape the dictionaries' literal-key check; the other languages must match English.
  it('has a text for every refusal it can show', () => {
    const texts: Record<string, unknown> = pages.office.paymentRequests.errors;
    expect(PAYMENT_REQUEST_REFUSAL_CODES.filter((code) => !(code in texts))).toEqual([]);
  });
});
