import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCurrencyIso, arbMinorUnits } from '../testing';
import { exponentOf, formatMoney, isMinorUnits, minorToMajorString, parseMoney } from './money';

describe('parseMoney', () => {
  test.prop([arbCurrencyIso, arbMinorUnits(), fc.constantFrom('', ' ', '\t')])(
    'ignores surrounding whitespace',
    (iso, amount, pad) => {
      expect(parseMoney(`${pad}${minorToMajorString(amount, iso)}${pad}`, iso)).toEqual({ ok: true, value: amount });
    },
  );

  it.each([
    ['12', 'RUB', 1200],
    ['12.5', 'RUB', 1250],
    ['12,50', 'RUB', 1250],
    ['0.01', 'USD', 1],
    ['0', 'USD', 0],
    ['007', 'USD', 700],
    ['500', 'JPY', 500],
    ['0.5', 'KWD', 500],
    ['1.234', 'KWD', 1234],
    ['90071992547409.91', 'USD', Number.MAX_SAFE_INTEGER],
    ['9007199254740991', 'JPY', Number.MAX_SAFE_INTEGER],
  ])('parseMoney(%j, %s) = %i', (text, iso, value) => {
    expect(parseMoney(text, iso)).toEqual({ ok: true, value });
  });

  it.each([
    ['12.345', 'RUB', 'money.too_many_decimals'],
    ['12.500', 'RUB', 'money.too_many_decimals'],
    ['5.0', 'JPY', 'money.too_many_decimals'],
    ['0.0001', 'KWD', 'money.too_many_decimals'],
    ['-5', 'RUB', 'money.negative'],
    ['-0.5', 'USD', 'money.negative'],
    ['\u22125', 'USD', 'money.negative'],
    ['', 'RUB', 'money.invalid'],
    ['abc', 'RUB', 'money.invalid'],
    ['12abc', 'RUB', 'money.invalid'],
    ['1e3', 'RUB', 'money.invalid'],
    ['1 000', 'RUB', 'money.invalid'],
    ['1,000.00', 'RUB', 'money.invalid'],
    ['.5', 'RUB', 'money.invalid'],
    ['5.', 'RUB', 'money.invalid'],
    ['+5', 'RUB', 'money.invalid'],
    ['NaN', 'RUB', 'money.invalid'],
    ['90071992547409.92', 'USD', 'money.out_of_range'],
    ['99999999999999999999', 'RUB', 'money.out_of_range'],
    ['12', 'XXX', 'money.unknown_currency'],
    ['12', 'rub', 'money.unknown_currency'],
  ])('parseMoney(%j, %s) refuses with %s', (text, iso, code) => {
    const result = parseMoney(text, iso);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('says how many decimals are allowed', () => {
    expect(parseMoney('1.2345', 'KWD')).toMatchObject({ ok: false, error: { params: { iso: 'KWD', exponent: 3 } } });
  });
});

describe('minorToMajorString', () => {
  it.each([
    [123456789012, 'RUB', '1234567890.12'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
    [5, 'KWD', '0.005'],
    [500, 'JPY', '500'],
    [0, 'EUR', '0.00'],
    [-5, 'EUR', '-0.05'],
    [1250, 'XXX', '12.50'],
  ])('minorToMajorString(%i, %s) = %s', (amount, iso, text) => {
    expect(minorToMajorString(amount, iso)).toBe(text);
  });

  it('throws for a value that is not minor units', () => {
    expect(() => minorToMajorString(1.5, 'RUB')).toThrow(RangeError);
    expect(() => minorToMajorString(Number.MAX_SAFE_INTEGER + 1, 'RUB')).toThrow(RangeError);
    expect(isMinorUnits(1.5)).toBe(false);
    expect(isMinorUnits(-3)).toBe(true);
  });

  it('uses the RUB exponent for currencies it does not know', () => {
    expect(exponentOf('XXX')).toBe(2);
    expect(exponentOf('JPY')).toBe(0);
  });
});

describe('formatMoney', () => {
  const nbsp = '\u00a0';
  it.each([
    [123456, 'RUB', 'ru', `1${nbsp}234,56${nbsp}₽`],
    [123456, 'RUB', 'en', '₽1,234.56'],
    [123456, 'USD', 'en', '$1,234.56'],
    [123456, 'USD', 'de', `1.234,56${nbsp}$`],
    [250, 'EUR', 'en', '€2.50'],
    [500, 'JPY', 'en', '¥500'],
    [500, 'KWD', 'en', `د.ك${nbsp}0.500`],
    [1234, 'CZK', 'en', `Kč${nbsp}12.34`],
    [1234, 'CZK', 'cs', `12,34${nbsp}Kč`],
    [5000, 'UAH', 'uk', `50,00${nbsp}₴`],
    [-5, 'USD', 'en', '-$0.05'],
    [123456789012, 'RUB', 'en', '₽1,234,567,890.12'],
    [Number.MAX_SAFE_INTEGER, 'USD', 'en', '$90,071,992,547,409.91'],
    [1250, 'XYZ', 'en', `XYZ${nbsp}12.50`],
  ])('formatMoney(%i, %s, %s) = %j', (amount, iso, locale, text) => {
    expect(formatMoney(amount, iso, locale)).toBe(text);
  });

  it('defaults to English and survives a malformed locale', () => {
    expect(formatMoney(100, 'USD')).toBe('$1.00');
    expect(formatMoney(100, 'USD', 'en_US')).toBe('$1.00');
  });
});
