import { ApiErrorSchema, CASINO_LANDING_ERROR_STATUS, CasinoLandingParamsSchema, CasinoLandingPaths, CasinoLandingQuerySchema, CasinoLandingResponseSchema, type CasinoLanding, type CasinoLandingErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSettings } from '../../config/site-config.repository';
import type { Database } from '../../db/database';
import { featuredGames, findLanding, type LandingRecord } from './landings.repository';
import { isLandingSlug, landingLanguages, landingSeoDescription, landingSeoTitle } from './rules';

export interface LandingsRoutesOptions {
  readonly db: Database;
}

/** Landings are operator content: shared caches may keep one for a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

const MESSAGES: Readonly<Record<CasinoLandingErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  casino_landing_not_found: 'No such landing',
};

function refuseLanding(reply: FastifyReply, code: CasinoLandingErrorCode) {
  return reply.code(CASINO_LANDING_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code] } });
}

/** Where all of a selection's games are listed: its category's lobby, else its provider's page, else nowhere. */
function allGamesPath(landing: LandingRecord): string | null {
  if (landing.categoryRoute !== null) return landing.categoryRoute;
  if (landing.providerSlug !== null && landing.tag === null) return `providers/${landing.providerSlug}`;
  return null;
}

/**
 * `GET /web-api/casino/landings/{kind}/{slug}?lng=`: a landing's hero, call to action, SEO texts and featured games
 * from the catalogue (CasinoLandingPaths). A slug that is not a landing's (unknown, unpublished, malformed) is 404.
 */
export const landingsRoutes: FastifyPluginAsyncZod<LandingsRoutesOptions> = async (app, { db }) => {
  app.get(
    CasinoLandingPaths.landingPattern,
    { schema: { params: CasinoLandingParamsSchema, querystring: CasinoLandingQuerySchema, response: { 200: CasinoLandingResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const { kind, slug } = request.params;
      if (!isLandingSlug(slug)) return refuseLanding(reply, 'casino_landing_not_found');
      const settings = await readSettings(db, request.query.lng, {});
      const siteDefault = typeof settings['default_language'] === 'string' ? settings['default_language'] : 'en';
      const companyName = typeof settings['company_name'] === 'string' ? settings['company_name'] : '';
      const landing = await findLanding(db, kind, slug, landingLanguages(request.query.lng, siteDefault));
      if (!landing) return refuseLanding(reply, 'casino_landing_not_found');
      const games = await featuredGames(db, landing);
      const answer: CasinoLanding = {
        kind: landing.kind,
        slug: landing.slug,
        lang: landing.lang,
        theme: landing.theme,
        kicker: landing.kicker,
        title: landing.title,
        summary: landing.summary,
        highlights: [...landing.highlights],
        cta: landing.ctaPath !== null && landing.ctaLabel !== '' ? { label: landing.ctaLabel, path: landing.ctaPath } : null,
        seo: { title: landingSeoTitle(landing, companyName), description: landingSeoDescription(landing, companyName) },
        gamesTitle: landing.gamesTitle,
        games,
        allGamesPath: allGamesPath(landing),
        categorySlug: landing.categorySlug,
      };
      reply.header('cache-control', PUBLIC_CACHE);
      return { landing: answer };
    },
  );
};
