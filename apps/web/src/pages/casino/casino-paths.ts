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

/** The lobbies whose path may name a subcategory (`slots/{subcategory?}`). */
type LobbyWithSubcategory = 'slots' | 'casino' | 'live-casino';

/** The route of a lobby page, by its path after `/{lng}/` (a lobby with subcategories at none of them). */
export type LobbyRoute<Path extends string> = Path extends LobbyWithSubcategory ? `/$lng/${Path}/{-$subcategory}` : `/$lng/${Path}`;

export function lobbyRoute<const Path extends string>(path: Path): LobbyRoute<Path> {
  return (path === 'slots' || path === 'casino' || path === 'live-casino' ? `/$lng/${path}/{-$subcategory}` : `/$lng/${path}`) as LobbyRoute<Path>;
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
