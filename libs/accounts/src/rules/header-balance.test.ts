import { currencyByIso, formatMoney } from '@betting/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFixture, arbAccount } from '../testing';
import { headerBalance } from './header-balance';

const locales = fc.constantFrom('en', 'ru', 'de', 'fr', 'ja', 'xx-invalid');

describe('header balance', () => {
  it('hidden shows the symbol only; shown carries the symbol and the amount', () => {
    fc.assert(
      fc.property(arbAccount(), fc.boolean(), locales, (account, hideBalance, locale) => {
        const header = headerBalance({ account, hideBalance, locale });
        if (hideBalance) expect(header).toEqual({ kind: 'hidden', symbol: account.symbol });
        else {
          expect(header.kind).toBe('shown');
          if (header.kind !== 'shown') return;
          expect(header.symbol).toBe(account.symbol);
          expect(header.text).toContain(header.amount);
          expect(header.text).toContain(account.symbol);
          expect(header.amount).not.toBe('');
        }
      }),
    );
  });

  it('a money balance shows the currency’s own number of decimals', () => {
    fc.assert(
      fc.property(arbAccount(), (account) => {
        const money = { ...account, isPointsTypeBalance: false, points: null };
        const header = headerBalance({ account: money, hideBalance: false, locale: 'en' });
        const exponent = currencyByIso(money.iso)?.exponent ?? 2;
        if (header.kind !== 'shown') throw new Error('shown expected');
        const decimals = header.amount.split('.')[1] ?? '';
        expect(decimals.length).toBe(exponent);
      }),
    );
  });

  it.each([
    [accountFixture({ money: 123456, iso: 'RUB', symbol: '₽' }), 'ru', '1\u00a0234,56', '1\u00a0234,56\u00a0₽'],
    [accountFixture({ money: 123456, iso: 'USD', symbol: '$' }), 'en', '1,234.56', '$1,234.56'],
    [accountFixture({ money: 500, iso: 'JPY', symbol: '¥' }), 'en', '500', '¥500'],
    [accountFixture({ money: 5, iso: 'KWD', symbol: 'KD' }), 'en', '0.005', formatMoney(5, 'KWD', 'en').replace(currencyByIso('KWD')?.symbol ?? '', 'KD')],
    [accountFixture({ isPointsTypeBalance: true, points: 12000, symbol: 'pts' }), 'en', '12,000', '12,000\u00a0pts'],
  ])('%#: %s', (account, locale, amount, text) => {
    expect(headerBalance({ account, hideBalance: false, locale })).toEqual({ kind: 'shown', symbol: account.symbol, amount, text });
  });

  it('no active account: nothing, hidden or not', () => {
    expect(headerBalance({ account: null, hideBalance: false, locale: 'en' })).toEqual({ kind: 'none' });
    expect(headerBalance({ account: null, hideBalance: true, locale: 'en' })).toEqual({ kind: 'none' });
  });
});
