import { CasinoFavoriteStateResponseSchema, CasinoFavoritesResponseSchema, CasinoPaths, type CasinoGame } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../shared/api/api';
import { $userId, signedOut } from '../session/session-state';

/**
 * The signed-in player's favourite games (my-casino/favorites and the star on every tile). The server keeps them; the
 * star answers at once and follows the server's word, going back if the call fails.
 */
export const favoritesOpened = createEvent();
export const favoriteToggled = createEvent<CasinoGame>();

export const loadFavoritesFx = createEffect(() => apiRequest({ method: 'GET', path: CasinoPaths.favorites, schema: CasinoFavoritesResponseSchema }));
export const saveFavoriteFx = createEffect(({ game, favorite }: { game: CasinoGame; favorite: boolean }) =>
  apiRequest({ method: favorite ? 'PUT' : 'DELETE', path: CasinoPaths.favorite(game.id), schema: CasinoFavoriteStateResponseSchema }),
);

/** The favourites, last added first; null until loaded. */
export const $favorites = createStore<readonly CasinoGame[] | null>(null)
  .on(loadFavoritesFx.doneData, (_, answer) => answer.games)
  .on(saveFavoriteFx, (games, { game, favorite }) => (games === null ? games : favorite ? [game, ...games.filter((item) => item.id !== game.id)] : games.filter((item) => item.id !== game.id)))
  .on(saveFavoriteFx.fail, (games, { params: { game, favorite } }) => (games === null ? games : favorite ? games.filter((item) => item.id !== game.id) : [game, ...games]))
  .reset(signedOut);
export const $favoriteIds = $favorites.map((games) => new Set((games ?? []).map((game) => game.id)));
export const $savingFavoriteIds = createStore<ReadonlySet<number>>(new Set())
  .on(saveFavoriteFx, (ids, { game }) => new Set([...ids, game.id]))
  .on(saveFavoriteFx.finally, (ids, { params: { game } }) => new Set([...ids].filter((id) => id !== game.id)));

sample({ clock: [favoritesOpened, $userId.updates], source: $userId, filter: (userId) => userId !== null, fn: () => undefined, target: loadFavoritesFx });
sample({
  clock: favoriteToggled,
  source: { ids: $favoriteIds, saving: $savingFavoriteIds },
  filter: ({ saving }, game) => !saving.has(game.id),
  fn: ({ ids }, game) => ({ game, favorite: !ids.has(game.id) }),
  target: saveFavoriteFx,
});
