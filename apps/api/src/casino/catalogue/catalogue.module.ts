import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/app-context';
import { catalogueRoutes } from './catalogue.routes';
import { favoritesRoutes } from './favorites.routes';
import { loadLegacyRoutes } from './games.repository';
import { catalogueImagesRoutes } from './images.routes';

export interface CasinoCatalogueModuleDeps {
  readonly context: AppContext;
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
  const { context } = deps;
  const legacyRoutes = await loadLegacyRoutes(context.db);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(catalogueRoutes, { context, readDb: deps.readDb });
    await app.register(catalogueImagesRoutes, { db: context.db });
    await app.register(favoritesRoutes, { db: context.db, clock: context.clock });
  };
  return { routes, resolveLegacyGame: (route) => legacyRoutes.get(route.toLowerCase()) };
}
