import {
  ApiErrorSchema,
  CasinoActionsQuerySchema,
  CasinoActionsResponseSchema,
  CasinoBrandsResponseSchema,
  CasinoCategoriesQuerySchema,
  CasinoCategoriesResponseSchema,
  CasinoGameParamsSchema,
  CasinoGameResponseSchema,
  CasinoGameRouteParamsSchema,
  CasinoGamesQuerySchema,
  CasinoGamesResponseSchema,
  CasinoLanguageQuerySchema,
  CasinoLobbyQuerySchema,
  CasinoLobbyResponseSchema,
  CasinoPaths,
  CasinoPreviewQuerySchema,
  CasinoPreviewResponseSchema,
  CasinoProviderParamsSchema,
  CasinoProviderResponseSchema,
  CasinoProvidersQuerySchema,
  CasinoProvidersResponseSchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/app-context';
import { limitsCallerOf } from '../../limits';
import { listActions, listBrands, listCategories, listProviders, providerBySlug } from './catalogue.repository';
import { gameById, gameByRoute, listGames } from './games.repository';
import { gamesPreview, lobbySections } from './lists';
import { refuseCatalogue } from './refusals';

export interface CatalogueRoutesOptions {
  readonly context: AppContext;
  /** A replica for the catalogue's content; `db` when absent. Callers and favourites stay on `db`. */
  readonly readDb?: Queryable | undefined;
}

/** The catalogue is read-only demo data: shared caches may keep an answer for a few minutes. */
export const PUBLIC_CACHE = 'public, max-age=300';

const notFound = { 404: ApiErrorSchema };

/**
 * The public catalogue calls (`CasinoPaths`): the spec's games preview and actions list, and the lobby, categories,
 * games, one game, providers and brands. Only the preview reads who calls (a signed-in caller's favourites).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { context, readDb }) => {
  const { db, clock, userTokenKey: key } = context;
  const content = readDb ?? db;

  app.get(CasinoPaths.previewLight, { schema: { querystring: CasinoPreviewQuerySchema, response: { 200: CasinoPreviewResponseSchema } } }, async (request, reply) => {
    const caller = await limitsCallerOf(db, clock, key, request);
    const userId = caller.kind === 'user' ? caller.userId : null;
    reply.header('cache-control', userId === null ? PUBLIC_CACHE : 'private, no-store').header('vary', 'authorization, cookie');
    return gamesPreview(db, request.query, userId);
  });

  app.get(CasinoPaths.actions, { schema: { querystring: CasinoActionsQuerySchema, response: { 200: CasinoActionsResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { Success: true as const, Value: { Actions: await listActions(content, request.query.lng) } };
  });

  app.get(CasinoPaths.lobby, { schema: { querystring: CasinoLobbyQuerySchema, response: { 200: CasinoLobbyResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return lobbySections(content, request.query);
  });

  app.get(CasinoPaths.categories, { schema: { querystring: CasinoCategoriesQuerySchema, response: { 200: CasinoCategoriesResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { categories: await listCategories(content, request.query.lng, { countryId: request.query.fcountry ?? null }) };
  });

  app.get(CasinoPaths.games, { schema: { querystring: CasinoGamesQuerySchema, response: { 200: CasinoGamesResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return listGames(content, request.query);
  });

  app.get(
    CasinoPaths.gameByRoutePattern,
    { schema: { params: CasinoGameRouteParamsSchema, querystring: CasinoLanguageQuerySchema, response: { 200: CasinoGameResponseSchema, ...notFound } } },
    async (request, reply) => {
      const game = await gameByRoute(content, request.params.route, request.query.lng);
      if (!game) return refuseCatalogue(reply, 'casino_game_not_found');
      reply.header('cache-control', PUBLIC_CACHE);
      return { game };
    },
  );

  app.get(CasinoPaths.gamePattern, { schema: { params: CasinoGameParamsSchema, querystring: CasinoLanguageQuerySchema, response: { 200: CasinoGameResponseSchema, ...notFound } } }, async (request, reply) => {
    const game = await gameById(content, request.params.gameId, request.query.lng);
    if (!game) return refuseCatalogue(reply, 'casino_game_not_found');
    reply.header('cache-control', PUBLIC_CACHE);
    return { game };
  });

  app.get(CasinoPaths.providers, { schema: { querystring: CasinoProvidersQuerySchema, response: { 200: CasinoProvidersResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { providers: await listProviders(content, request.query.fcountry ?? null) };
  });

  app.get(CasinoPaths.providerPattern, { schema: { params: CasinoProviderParamsSchema, response: { 200: CasinoProviderResponseSchema, ...notFound } } }, async (request, reply) => {
    const provider = await providerBySlug(content, request.params.providerSlug);
    if (!provider) return refuseCatalogue(reply, 'casino_provider_not_found');
    reply.header('cache-control', PUBLIC_CACHE);
    return { provider };
  });

  app.get(CasinoPaths.brands, { schema: { response: { 200: CasinoBrandsResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { brands: await listBrands(content) };
  });
};
