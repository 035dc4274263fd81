import type { CasinoPreviewGame, CasinoPreviewResponse } from '@betting/contracts';

/** How many casino games the home shows (one row of tiles on a wide screen, a strip to swipe on a phone). */
export const HOME_CASINO_TILES = 8;

/** The home's casino games: the preview's categories in their order, each game once, the favourites list left out. */
export function homeCasinoGames(answer: CasinoPreviewResponse, count = HOME_CASINO_TILES): CasinoPreviewGame[] {
  const order = answer.categories?.map((category) => String(category.RI)) ?? Object.keys(answer.games).filter((key) => /^\d+$/.test(key));
  const seen = new Set<number>();
  const games: CasinoPreviewGame[] = [];
  for (const key of order) {
    for (const game of answer.games[key] ?? []) {
      if (games.length >= count) return games;
      if (seen.has(game.GT)) continue;
      seen.add(game.GT);
      games.push(game);
    }
  }
  return games;
}
