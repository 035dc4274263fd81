import { BonusesPaths, CatalogueResponseSchema, GamesResponseSchema, OfferResponseSchema, PartnerResponseSchema, RulesResponseSchema, bonusOfferPath, bonusPartnerPath } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { bonusesSite, call, newBettor } from '../bonuses.fixture';

describe.each(enginesUnderTest())('the bonus catalogue on $name', (engine) => {
  const site = bonusesSite(engine);
  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('lists every active offer with the count of each promo category, amounts in the default currency for a guest', async () => {
    const response = await get(BonusesPaths.catalogue);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = CatalogueResponseSchema.parse(response.json());
    expect(body.category).toBe('all_bonuses');
    expect(body.currency).toBe('RUB');
    expect(body.offers.map((offer) => offer.id)).toEqual(expect.arrayContaining(['sport_first_deposit', 'slot_first_deposit', 'vip_cashback', 'premium_cashback', 'poker_freeroll']));
    const counts = Object.fromEntries(body.categories.map((item) => [item.id, item.count]));
    expect(counts['all_bonuses']).toBe(body.offers.length);
    for (const category of ['poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses']) expect(counts[category], category).toBeGreaterThan(0);
    const sport = body.offers.find((offer) => offer.id === 'sport_first_deposit');
    expect(sport).toMatchObject({ percent: 100, max_amount: 20 * 150_00, currency: 'RUB', wager_multiplier: 5, wager_kind: 'sport', min_coef: 1500 });
  });

  it('filters by a category and answers in the asked language, English where it has none', async () => {
    const cashback = CatalogueResponseSchema.parse((await get(`${BonusesPaths.catalogue}?category=cashback&lng=ru`)).json());
    expect(cashback.offers.map((offer) => offer.id)).toEqual(['vip_cashback', 'premium_cashback']);
    expect(cashback.offers[0]?.title).toMatch(/кешбэк/i);
    const spanish = CatalogueResponseSchema.parse((await get(`${BonusesPaths.catalogue}?category=poker&lng=es`)).json());
    expect(spanish.offers.map((offer) => offer.title)).toEqual(['Sunday poker freeroll']);
    expect((await get(`${BonusesPaths.catalogue}?category=sportsbook`)).statusCode).toBe(400);
  });

  it('gives caps in the asked currency to a guest and in the active account’s currency to a bettor', async () => {
    const usd = CatalogueResponseSchema.parse((await get(`${BonusesPaths.catalogue}?currency=USD&category=first_deposit`)).json());
    expect(usd.offers.map((offer) => [offer.id, offer.max_amount, offer.currency])).toEqual([
      ['sport_first_deposit', 20 * 5_00, 'USD'],
      ['slot_first_deposit', 100 * 5_00, 'USD'],
    ]);
    const euroBettor = await newBettor(site, { currency_id: 978 });
    const mine = CatalogueResponseSchema.parse((await call(site, euroBettor, { method: 'GET', url: `${BonusesPaths.catalogue}?currency=USD` })).json());
    expect(mine.currency).toBe('EUR');
  });

  it('shows one offer with its rules, games and partner; an unknown one is 404 and a bad id 400', async () => {
    const slot = OfferResponseSchema.parse((await get(`${bonusOfferPath('slot_first_deposit')}?lng=ru`)).json()).offer;
    expect(slot.rules).toContain('35');
    expect(slot.games.map((game) => game.id)).toContain('european-roulette');
    expect(slot.games.find((game) => game.id === 'european-roulette')?.contribution_percent).toBe(10);
    const freeroll = OfferResponseSchema.parse((await get(bonusOfferPath('poker_freeroll'))).json()).offer;
    expect(freeroll.partner).toMatchObject({ id: 'riverside-poker', name: 'Riverside Poker' });
    const missing = await get(bonusOfferPath('no_such_offer'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'offer_not_found' } });
    expect((await get(bonusOfferPath('Bad Id'))).statusCode).toBe(400);
  });

  it('shows a partner with its offers, the bonus games and the general rules', async () => {
    const partner = PartnerResponseSchema.parse((await get(bonusPartnerPath('northstar-games'))).json());
    expect(partner.offers.map((offer) => offer.id)).toEqual(['slot_tournament']);
    expect((await get(bonusPartnerPath('nobody'))).json()).toMatchObject({ error: { code: 'partner_not_found' } });
    const games = GamesResponseSchema.parse((await get(BonusesPaths.games)).json()).games;
    expect(games.find((game) => game.id === 'gold-rush-express')?.offer_ids).toEqual(expect.arrayContaining(['slot_first_deposit', 'slot_tournament']));
    const rules = RulesResponseSchema.parse((await get(`${BonusesPaths.rules}?lng=ru`)).json()).sections;
    expect(rules.map((section) => section.id)).toEqual(['general', 'wagering', 'expiry', 'cashback']);
    expect(rules[1]?.title).toBe('Отыгрыш');
  });

  it('leaves withdrawn offers out', async () => {
    await site.db.query("update bonus_offers set active = false where id = 'friday_reload'");
    const all = CatalogueResponseSchema.parse((await get(BonusesPaths.catalogue)).json());
    expect(all.offers.map((offer) => offer.id)).not.toContain('friday_reload');
    expect(all.categories.find((item) => item.id === 'redeposit')?.count).toBe(0);
    expect((await get(bonusOfferPath('friday_reload'))).statusCode).toBe(404);
    await site.db.query("update bonus_offers set active = true where id = 'friday_reload'");
  });
});
