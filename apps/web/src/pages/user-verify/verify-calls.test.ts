import { describe, expect, it } from 'vitest';
import { verifyRefusalOf } from './verify-calls';

describe('verify-calls', () => {
  it.each([
    [{ kind: 'http', status: 400, error: { code: 'link_expired', message: '' } }, 'link_expired'],
    [{ kind: 'http', status: 409, error: { code: 'email_taken', message: '' } }, 'email_taken'],
    [{ kind: 'network', status: 0, message: 'offline' }, 'network_error'],
    [{ kind: 'http', status: 500, error: { code: 'internal_error', message: '' } }, 'unknown_error'],
    [new Error('boom'), 'unknown_error'],
  ])('a failure %o reads as %s', (failure, code) => {
    expect(verifyRefusalOf(failure)).toBe(code);
  });
});
