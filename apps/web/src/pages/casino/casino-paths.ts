import type { CasinoGame } from '@betting/contracts';

/** Where a game page lives: slots under `slots/game/…`, every other lobby under `casino/game/…`. */
export type GameSection = 'slots' | 'casino';

export function gamePagePath(lng: string, game: Pick<CasinoGame, 'id' | 'route'>, section: GameSection = 'casino'): string {
  return `/${lng}/${section}/game/${game.id}/${game.route}`;
}

/** The path of a lobby page after `/{lng}/`, as the catalogue names a category's `route` (`slots`, `crash-games`, `casino/new`). */
export function lobbyPathOf(pathname: string, lng: string): string {
  return pathname.replace(new RegExp(`^/${lng}/?`), '').replace(/\/$/, '');
}

/** The casino bar's links, in order: the lobby, then the categories with pages of their own, then providers. */
export const CASINO_BAR = [
  'casino-lobby',
  'slots',
  'live-casino',
  'crash-games',
  'fast-games',
  'card-games',
  'scratchcards',
  'fishinghunting',
  'asian-games',
  'skill-games',
  'virtualsports',
  'tvgames',
  'othergames',
  'providers',
] as const;
