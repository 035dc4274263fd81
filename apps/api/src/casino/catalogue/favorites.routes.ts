import { ApiErrorSchema, CasinoFavoriteStateResponseSchema, CasinoFavoritesResponseSchema, CasinoGameParamsSchema, CasinoPaths } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireSignedIn, signedInCaller } from '../../sessions';
import { addFavorite, removeFavorite } from './favorites.repository';
import { favoriteGames, gameExists } from './games.repository';
import { refuseCatalogue } from './refusals';

export interface FavoritesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
}

const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema };

/** A person's favourite games (my-casino/favorites): a session is needed; answers are personal and never cached. */
export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesRoutesOptions> = async (app, { db, clock }) => {
  requireSignedIn(app, (reply, code) => refuseCatalogue(reply, code));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(CasinoPaths.favorites, { schema: { response: { 200: CasinoFavoritesResponseSchema, ...errors } } }, async (request) => ({
    games: await favoriteGames(db, signedInCaller(request).userId),
  }));

  app.put(CasinoPaths.favoritePattern, { schema: { params: CasinoGameParamsSchema, response: { 200: CasinoFavoriteStateResponseSchema, ...errors } } }, async (request, reply) => {
    const { gameId } = request.params;
    if (!(await gameExists(db, gameId))) return refuseCatalogue(reply, 'casino_game_not_found');
    await addFavorite(db, signedInCaller(request).userId, gameId, new Date(clock.now()));
    return { gameId, isFavorite: true };
  });

  app.delete(CasinoPaths.favoritePattern, { schema: { params: CasinoGameParamsSchema, response: { 200: CasinoFavoriteStateResponseSchema, ...errors } } }, async (request, reply) => {
    const { gameId } = request.params;
    if (!(await gameExists(db, gameId))) return refuseCatalogue(reply, 'casino_game_not_found');
    await removeFavorite(db, signedInCaller(request).userId, gameId);
    return { gameId, isFavorite: false };
  });
};
