import {
  ApiErrorSchema,
  BonusesLanguageQuerySchema,
  BonusesPaths,
  CatalogueQuerySchema,
  CatalogueResponseSchema,
  GamesResponseSchema,
  OfferQuerySchema,
  OfferResponseSchema,
  PROMO_CATEGORIES,
  PartnerResponseSchema,
  RulesResponseSchema,
  SlugParamsSchema,
} from '@betting/contracts';
import { DEFAULT_CURRENCY, currencyByIso } from '@betting/kernel';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { personCurrency } from '../person-currency';
import { refuseBonus } from '../refusals';
import { offerCard } from './cards';
import { bonusGames, gamesOfOffer, partnerById, ruleSections } from './content.repository';
import { activeOffers, offerById } from './offers.repository';

export interface CatalogueRoutesOptions {
  readonly db: Database;
}

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The public bonus catalogue (bonuses and offers pages): offers by promo category, one offer with its rules, games
 * and partner, a partner's offers, the bonus games and the general rules. Texts in the asked language, English where
 * it has none. Amounts in the signed-in person's active currency, else the asked one, else the site's default.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const currencyFor = async (request: FastifyRequest, asked: string | undefined): Promise<string> => {
    const caller = await request.caller;
    if (caller.kind === 'user') return personCurrency(db, caller.userId);
    return asked !== undefined && currencyByIso(asked) ? asked : DEFAULT_CURRENCY;
  };

  app.get(BonusesPaths.catalogue, { schema: { querystring: CatalogueQuerySchema, response: { 200: CatalogueResponseSchema, ...errors } } }, async (request) => {
    const { lng, category, currency } = request.query;
    const iso = await currencyFor(request, currency);
    const offers = await activeOffers(db, lng);
    const categories = PROMO_CATEGORIES.map((id) => ({ id, count: id === 'all_bonuses' ? offers.length : offers.filter((offer) => offer.categories.some((item) => item === id)).length }));
    const shown = category === 'all_bonuses' ? offers : offers.filter((offer) => offer.categories.some((item) => item === category));
    return { category, currency: iso, categories, offers: shown.map((offer) => offerCard(offer, iso)) };
  });

  app.get(BonusesPaths.rules, { schema: { querystring: BonusesLanguageQuerySchema, response: { 200: RulesResponseSchema, ...errors } } }, async (request) => ({
    sections: await ruleSections(db, request.query.lng),
  }));

  app.get(BonusesPaths.games, { schema: { querystring: BonusesLanguageQuerySchema, response: { 200: GamesResponseSchema, ...errors } } }, async () => ({ games: await bonusGames(db) }));

  app.get(BonusesPaths.offer, { schema: { params: SlugParamsSchema, querystring: OfferQuerySchema, response: { 200: OfferResponseSchema, ...errors } } }, async (request, reply) => {
    const offer = await offerById(db, request.params.id, request.query.lng);
    if (!offer) return refuseBonus(reply, 'offer_not_found');
    const iso = await currencyFor(request, request.query.currency);
    const partner = offer.partnerId === null ? null : await partnerById(db, offer.partnerId, request.query.lng);
    return { offer: { ...offerCard(offer, iso), description: offer.description, rules: offer.rules, games: await gamesOfOffer(db, offer.id), partner } };
  });

  app.get(BonusesPaths.partner, { schema: { params: SlugParamsSchema, querystring: OfferQuerySchema, response: { 200: PartnerResponseSchema, ...errors } } }, async (request, reply) => {
    const partner = await partnerById(db, request.params.id, request.query.lng);
    if (!partner) return refuseBonus(reply, 'partner_not_found');
    const iso = await currencyFor(request, request.query.currency);
    const offers = await activeOffers(db, request.query.lng, { partnerId: partner.id });
    return { partner, currency: iso, offers: offers.map((offer) => offerCard(offer, iso)) };
  });
};

