import { describe, expect, it } from 'vitest';
import { officeRefusalOf } from './refusal';

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
});
