import { SocialStartQuerySchema } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { socialStartUrl } from './social-start';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'https://site.test').searchParams);

describe('the social start address', () => {
  it('signs in: where to come back, the language, and remember only when asked', () => {
    expect(socialStartUrl('google', { returnTo: '/en/live?sport=1', lng: 'en' })).toBe('/social-api/oauth/google/start?return_to=%2Fen%2Flive%3Fsport%3D1&lng=en');
    expect(queryOf(socialStartUrl('vk', { returnTo: '/ru', lng: 'ru', remember: true }))).toEqual({ return_to: '/ru', lng: 'ru', remember: 'true' });
  });

  it('registers with the form’s country, currency, promo code and bonus choice', () => {
    const url = socialStartUrl('discord', { returnTo: '/tr', lng: 'tr', registration: { country_id: 228, currency_id: 949, ref_code: 'PROMO', first_deposit_bonus_choice: 2 } });
    expect(url.startsWith('/social-api/oauth/discord/start?')).toBe(true);
    expect(queryOf(url)).toEqual({ return_to: '/tr', lng: 'tr', country_id: '228', currency_id: '949', first_deposit_bonus_choice: '2', ref_code: 'PROMO' });
  });

  it('always builds a query the API accepts', () => {
    const registration = fc.record({
      country_id: fc.integer({ min: 1, max: 9999 }),
      currency_id: fc.integer({ min: 1, max: 999 }),
      ref_code: fc.option(fc.string({ maxLength: 64 })),
      first_deposit_bonus_choice: fc.constantFrom(0 as const, 1 as const, 2 as const),
    });
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('en', 'ru', 'es', 'pt', 'tr', 'uk'), fc.boolean(), fc.option(registration, { nil: undefined }), (returnTo, lng, remember, data) => {
        const query = z.parse(SocialStartQuerySchema, queryOf(socialStartUrl('google', { returnTo: returnTo || '/', lng, remember, registration: data })));
        return query.return_to === (returnTo || '/') && query.country_id === data?.country_id && query.remember === (remember ? true : undefined);
      }),
    );
  });
});
