import { referralCookieWrites } from '@betting/referral';
import { describe, expect, it } from 'vitest';
import { bonusFamilyOf, bonusPaths, officePathOf } from './bonus-paths';
import { coefText, paragraphs } from './format';

describe('bonus page helpers', () => {
  it('tell the offers family from the bonuses family and build both families’ paths', () => {
    expect(['bonus.bonuses', 'bonus.bonus', 'bonus.bonus-partner', undefined].map(bonusFamilyOf)).toEqual(['bonuses', 'bonuses', 'bonuses', 'bonuses']);
    expect(['bonus.offers', 'bonus.offer', 'bonus.offer-partner', 'bonus.offers-games'].map(bonusFamilyOf)).toEqual(['offers', 'offers', 'offers', 'offers']);
    const bonuses = bonusPaths('ru', 'bonuses');
    expect([bonuses.list, bonuses.rules, bonuses.games, bonuses.partner('riverside-poker'), bonuses.offer('slot_first_deposit')]).toEqual([
      '/ru/bonuses',
      '/ru/bonuses/rules',
      '/ru/bonuses/games',
      '/ru/bonuses/partners/riverside-poker',
      '/ru/bonus/slot_first_deposit',
    ]);
    const offers = bonusPaths('en', 'offers');
    expect([offers.list, offers.rules, offers.games, offers.partner('x'), offers.offer('y')]).toEqual(['/en/offers', '/en/offers/rules', '/en/offers/games', '/en/offers/partners/x', '/en/offer/y']);
  });

  it('send each kind of offer to its office page', () => {
    expect(officePathOf('first_deposit_casino', 'en')).toBe('/en/office/bonuses/deposit');
    expect(officePathOf('promo_code', 'en')).toBe('/en/office/promotion');
    expect(officePathOf('cashback_premium', 'en')).toBe('/en/office/casino/premiumcashback');
    expect(officePathOf('poker', 'en')).toBeNull();
  });

  it('write coefficients without trailing zeros and split rules into paragraphs', () => {
    expect([1500, 1000, 1250, 2005].map(coefText)).toEqual(['1.5', '1', '1.25', '2.005']);
    expect(paragraphs('One.\n\nTwo.\n  \nThree.\n')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('the referral link’s query is the one libs/referral captures into refererid', () => {
    const link = new URL('https://bets.example.com/en/?ref=123456789');
    expect(referralCookieWrites(link.searchParams, 0).find((write) => write.name === 'refererid')?.value).toBe('123456789');
  });
});
