import {
  ApiErrorSchema,
  CasinoBonusActionParamsSchema,
  CasinoBonusActionResponseSchema,
  CasinoBonusPaths,
  CasinoBonusPromotionParamsSchema,
  CasinoBonusPromotionResponseSchema,
  CasinoBonusPromotionsResponseSchema,
  CasinoBonusQuerySchema,
  type CasinoBonusPromotionSummary,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSettings } from '../../config/site-config.repository';
import type { Database, Queryable } from '../../db/database';
import { placeholdersFor, findPromotion, listPromotions, type Promotion } from '../../remote-apps';
import { findAction } from './actions.repository';
import { promotionBlocks } from './promotion-blocks';
import { refuseTournament } from './refusals';
import { compareTournaments } from './rules';
import { languagesOf } from './tournaments.routes';
import { tournamentsOfAction } from './tournaments.repository';
import { tournamentSummary } from './wire';

export interface BonusRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
}

const PUBLIC_CACHE = 'public, max-age=300';

/** The content app's order of languages: the asked one, the site's default, then English. */
async function contentLanguages(db: Queryable, lng: string): Promise<{ languages: string[]; companyName: string }> {
  const settings = await readSettings(db, lng, {});
  const fallback = typeof settings['default_language'] === 'string' ? settings['default_language'] : 'en';
  return { languages: [...new Set([lng, fallback, 'en'])], companyName: typeof settings['company_name'] === 'string' ? settings['company_name'] : '' };
}

function promotionSummary(promotion: Promotion): CasinoBonusPromotionSummary {
  return {
    id: promotion.id,
    slug: promotion.slug,
    title: promotion.title,
    summary: promotion.summary,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    schedule: promotion.schedule,
    coverUrl: promotion.coverPath,
  };
}

/**
 * The casino bonus pages' calls (`CasinoBonusPaths`): one casino action from the catalogue's actions with its page's
 * texts and the tournaments run under it, and the content app's promotions of the `casino` promo category (spec §3) —
 * the same rows the content app's promotion pages show, as data for the host's bonus/casino pages.
 */
export const bonusRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    CasinoBonusPaths.actionPattern,
    { schema: { params: CasinoBonusActionParamsSchema, querystring: CasinoBonusQuerySchema, response: { 200: CasinoBonusActionResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const languages = languagesOf(request.query.lng);
      const action = await findAction(db, request.params.actionId, languages);
      if (!action) return refuseTournament(reply, 'casino_action_not_found');
      const nowMs = clock.now();
      const tournaments = (await tournamentsOfAction(db, action.id, languages)).sort(compareTournaments(nowMs));
      reply.header('cache-control', 'public, max-age=60');
      return {
        action: { ...action, terms: [...action.terms], tournaments: tournaments.map((tournament) => tournamentSummary(tournament, nowMs)) },
        serverTime: new Date(nowMs).toISOString(),
      };
    },
  );

  app.get(CasinoBonusPaths.promotions, { schema: { querystring: CasinoBonusQuerySchema, response: { 200: CasinoBonusPromotionsResponseSchema } } }, async (request, reply) => {
    const { languages } = await contentLanguages(db, request.query.lng);
    const promotions = await listPromotions(db, { languages, now: new Date(clock.now()), category: 'casino' });
    reply.header('cache-control', PUBLIC_CACHE);
    return { promotions: promotions.map(promotionSummary) };
  });

  app.get(
    CasinoBonusPaths.promotionPattern,
    { schema: { params: CasinoBonusPromotionParamsSchema, querystring: CasinoBonusQuerySchema, response: { 200: CasinoBonusPromotionResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const { languages, companyName } = await contentLanguages(db, request.query.lng);
      const promotion = await findPromotion(db, request.params.promotion, languages);
      if (!promotion || !promotion.categories.includes('casino')) return refuseTournament(reply, 'casino_promotion_not_found');
      const nowMs = clock.now();
      const placeholders = placeholdersFor({ clock, siteConfig: { companyName } }, request.query.lng);
      reply.header('cache-control', PUBLIC_CACHE);
      return {
        promotion: {
          ...promotionSummary(promotion),
          lang: promotion.lang,
          body: promotionBlocks(promotion.body, placeholders),
          terms: promotionBlocks(promotion.terms, placeholders),
          actionPath: promotion.actionPath,
          actionLabel: promotion.actionLabel,
          isActive: promotion.endsAt === null || Date.parse(promotion.endsAt) > nowMs,
        },
      };
    },
  );
};
