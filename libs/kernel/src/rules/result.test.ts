import { describe, expect, it } from 'vitest';
import { andThen, err, isErr, isOk, mapError, mapResult, ok, unwrapOr, type Result } from './result';
import { domainError } from './errors';

const half = (n: number): Result<number, string> => (n % 2 === 0 ? ok(n / 2) : err('odd'));

describe('Result', () => {
  it('builds and tells apart the two cases', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('e')).toEqual({ ok: false, error: 'e' });
    expect(isOk(ok(1))).toBe(true);
    expect(isErr(err('e'))).toBe(true);
  });

  it('maps values and errors', () => {
    expect(mapResult(ok(2), (n) => n + 1)).toEqual(ok(3));
    expect(mapResult(err('e') as Result<number, string>, (n) => n + 1)).toEqual(err('e'));
    expect(mapError(err('e'), (e) => e.length)).toEqual(err(1));
    expect(andThen(ok(4), half)).toEqual(ok(2));
    expect(andThen(ok(3), half)).toEqual(err('odd'));
    expect(unwrapOr(half(3), 0)).toBe(0);
  });

  it('domainError leaves out what is not given', () => {
    expect(domainError('money.invalid')).toEqual({ code: 'money.invalid' });
    expect(domainError('money.invalid', 'm', { iso: 'RUB' })).toEqual({ code: 'money.invalid', message: 'm', params: { iso: 'RUB' } });
  });
});
