import { describe, expect, it } from 'vitest';
import { formatInstant, formatMinor, formatValue, queryOf } from './api';
import { errorText, texts } from './texts';

describe('the back office helpers', () => {
  it('builds queries of the filled-in filters only', () => {
    expect(queryOf({ staff: 'ann', action: '', target: undefined, limit: 50 })).toBe('?staff=ann&limit=50');
    expect(queryOf({ a: '' })).toBe('');
  });

  it('shows instants in UTC to the minute and values as one-line JSON', () => {
    expect(formatInstant('2026-11-28T07:05:59.000Z')).toBe('2026-11-28 07:05 UTC');
    expect(formatValue({ status: 'approved' })).toBe('{"status":"approved"}');
    expect(formatValue(null)).toBe('—');
  });

  it('shows minor units as exact decimal amounts', () => {
    expect(formatMinor(15_000, 2)).toBe('150.00');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(123_456_789, 2)).toBe('1\u202f234\u202f567.89');
    expect(formatMinor(-1_500, 0)).toBe('-1\u202f500');
    expect(formatMinor(1_001, 3)).toBe('1.001');
  });

  it('has a text for every refusal the server names, and a fallback', () => {
    for (const code of ['invalid_credentials', 'invalid_code', 'staff_locked', 'forbidden', 'already_decided', 'too_many_requests']) expect(errorText(code)).not.toBe(texts.errors.unknown);
    expect(errorText('something_new')).toBe(texts.errors.unknown);
  });
});
