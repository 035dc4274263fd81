import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { isLandingPublished } from './landings.repository';
import { landingsRoutes } from './landings.routes';

export interface CasinoLandingsModuleDeps {
  readonly db: Database;
}

export interface CasinoLandingsModule {
  /** The landings call (CasinoLandingPaths). */
  readonly routes: FastifyPluginAsync;
  /** Whether a page of the landing routes has its landing (an unknown one answers 404 from the server); other routes: true. */
  pageExists(routeId: string, params: Readonly<Record<string, string | undefined>>): Promise<boolean>;
}

const LANDING_ROUTES: Readonly<Record<string, { readonly kind: 'casino' | 'games'; readonly param: string }>> = {
  'casino.landing': { kind: 'casino', param: 'landingId' },
  'games.landing': { kind: 'games', param: 'landingRoute' },
};

/** Casino landings: operator pages per language with featured games read from the catalogue. Reads only. */
export function createCasinoLandingsModule(deps: CasinoLandingsModuleDeps): CasinoLandingsModule {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(landingsRoutes, { db: deps.db });
  };
  const pageExists: CasinoLandingsModule['pageExists'] = async (routeId, params) => {
    const landing = LANDING_ROUTES[routeId];
    return landing === undefined || isLandingPublished(deps.db, landing.kind, params[landing.param] ?? '');
  };
  return { routes, pageExists };
}
