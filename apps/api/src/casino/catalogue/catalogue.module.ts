import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { catalogueRoutes } from './catalogue.routes';
import { favoritesRoutes } from './favorites.routes';
import { loadLegacyRoutes } from './games.repository';
import { catalogueImagesRoutes } from './images.routes';

export interface CasinoCatalogueModuleDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly userTokenSecret?: string | undefined;
  /** A replica for the catalogue's content (DATABASE_READ_URL); `db` when absent. */
  readonly readDb?: Queryable | undefined;
}

/** A legacy game route (`allgamesentrance/{route}`, `bonus-games/{route}`) → the game's current route, if known. */
export type LegacyGameResolver = (route: string) => string | undefined;

export interface CasinoCatalogueModule {
  /** The catalogue calls, the covers and logos, and the favourites (CasinoPaths). */
  readonly routes: FastifyPluginAsync;
  /** libs/routing's `resolveLegacyGame` for the server's pages: answers from memory (see below), so it stays synchronous. */
  readonly resolveLegacyGame: LegacyGameResolver;
}

/**
 * The casino catalogue. Assembled in app.ts once the database is migrated and seeded: the routes of the
 * games (current and old) are read here once, since the catalogue is read-only demo data that only a new seed step
 * changes, and a new seed step comes with a restart.
 */
export async function createCasinoCatalogueModule(deps: CasinoCatalogueModuleDeps): Promise<CasinoCatalogueModule> {
  const legacyRoutes = await loadLegacyRoutes(deps.db);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(catalogueRoutes, { db: deps.db, clock: deps.clock, userTokenSecret: deps.userTokenSecret, readDb: deps.readDb });
    await app.register(catalogueImagesRoutes, { db: deps.db });
    await app.register(favoritesRoutes, { db: deps.db, clock: deps.clock, userTokenSecret: deps.userTokenSecret });
  };
  return { routes, resolveLegacyGame: (route) => legacyRoutes.get(route.toLowerCase()) };
}
