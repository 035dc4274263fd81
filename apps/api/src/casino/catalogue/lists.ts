import {
  CASINO_FAVORITES_LIST_KEY,
  CASINO_PREVIEW_LIST_SIZE,
  type CasinoGame,
  type CasinoLobbyQuery,
  type CasinoLobbyResponse,
  type CasinoPreviewGame,
  type CasinoPreviewQuery,
  type CasinoPreviewResponse,
} from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { listCategories } from './catalogue.repository';
import { favoriteGames, firstGamesByCategory } from './games.repository';

/** A game in the spec's preview shape (§3 "Game (preview)"). */
export function toPreviewGame(game: CasinoGame): CasinoPreviewGame {
  return {
    GT: game.id,
    GN: game.name,
    R: game.route,
    OR: game.oldRoute,
    CRID: game.categoryIds,
    GF: game.tag,
    providerSlug: game.providerSlug,
    providerName: game.providerName,
    coverUrl: game.coverUrl,
    launch: game.launch,
  };
}

/**
 * Spec §7 "Games preview light": the page's category lists (or the one `groupId` names), each with its first games,
 * and the caller's favourites when signed in (`userId`).
 */
export async function gamesPreview(db: Queryable, query: CasinoPreviewQuery, userId: number | null): Promise<CasinoPreviewResponse> {
  const countryId = query.fcountry ?? null;
  const categories =
    query.groupId === undefined
      ? await listCategories(db, query.lng, { countryId, whence: query.whence })
      : (await listCategories(db, query.lng, { countryId })).filter((category) => category.id === query.groupId);
  const lists = await firstGamesByCategory(
    db,
    categories.map((category) => category.id),
    CASINO_PREVIEW_LIST_SIZE,
    countryId,
  );
  const games: Record<string, CasinoPreviewGame[]> = {};
  const shown = categories.filter((category) => (lists.get(category.id) ?? []).length > 0);
  for (const category of shown) games[String(category.id)] = (lists.get(category.id) ?? []).map(toPreviewGame);
  if (userId !== null && query.groupId === undefined) games[CASINO_FAVORITES_LIST_KEY] = (await favoriteGames(db, userId, CASINO_PREVIEW_LIST_SIZE)).map(toPreviewGame);
  if (!query.includeCategories) return { games };
  return { games, categories: shown.map((category) => ({ RI: category.id, TR: category.title, slug: category.slug, route: category.route })) };
}

/** The lobby of a page: its categories that hold games, in order, each with its first `perSection` games. */
export async function lobbySections(db: Queryable, query: CasinoLobbyQuery): Promise<CasinoLobbyResponse> {
  const countryId = query.fcountry ?? null;
  const categories = (await listCategories(db, query.lng, { countryId, whence: query.whence })).filter((category) => category.gameCount > 0);
  const lists = await firstGamesByCategory(
    db,
    categories.map((category) => category.id),
    query.perSection,
    countryId,
  );
  return { sections: categories.map((category) => ({ category, games: lists.get(category.id) ?? [] })) };
}
