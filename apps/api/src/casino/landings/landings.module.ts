import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { landingsRoutes } from './landings.routes';

export interface CasinoLandingsModuleDeps {
  readonly db: Database;
}

export interface CasinoLandingsModule {
  /** The landings call (CasinoLandingPaths). */
  readonly routes: FastifyPluginAsync;
}

/** Casino landings (issue 9): operator pages per language with featured games read from the catalogue. Reads only. */
export function createCasinoLandingsModule(deps: CasinoLandingsModuleDeps): CasinoLandingsModule {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(landingsRoutes, { db: deps.db });
  };
  return { routes };
}
