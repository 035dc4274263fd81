import { BettingPaths, CasinoPaths, ConfigAllPath, LinePaths, MaintenancePath, type LineSection } from '@betting/contracts';
import { DEFAULT_GLOBAL_SETTINGS } from '@betting/settings';

/** How many top games of each section the home shows (TopEvents asks for these). */
export const HOME_TOP_LIMIT = 8;

const url = (path: string, query: Readonly<Record<string, string>> = {}) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** The requests the page's components make on their first render, as they make them. */
export const pageRequests = {
  config: (lng: string) => url(ConfigAllPath, { lang: lng }),
  maintenance: () => MaintenancePath,
  // Grouped by country as the settings' default says (a guest's, on a first visit): the same call SportsMenu starts.
  menu: (lng: string, section: LineSection) => url(LinePaths.menu, { lng, section, groupByCountry: DEFAULT_GLOBAL_SETTINGS.isGroupByCountry ? '1' : '0' }),
  events: (lng: string, section: LineSection) => url(LinePaths.events, { lng, section, timeFilter: 'all' }),
  top: (lng: string, section: LineSection) => url(LinePaths.top, { lng, section, limit: String(HOME_TOP_LIMIT) }),
  expressOfTheDay: () => BettingPaths.expressOfTheDay,
  casinoLobby: (lng: string) => url(CasinoPaths.lobby, { lng, whence: 'casino' }),
  game: (lng: string, gameId: number) => url(LinePaths.game(gameId), { lng }),
};

/** The pages rendered on the server: the home, the line and live lists, the casino lobby and a game's page. */
export type FirstView = 'home' | LineSection | 'casino' | 'game';

export interface FirstViewOf {
  readonly lng: string;
  readonly view: FirstView;
  /** A game's page: its section and game. */
  readonly game?: { readonly section: LineSection; readonly gameId: number };
}

/** `/{lng}/{line|live}/{menuSection}/{sport}/{champ}/{gameId}-{slug}`: the route `sports.game`. */
const GAME_PATH = /^\/([a-z]{2}(?:-[a-z]{2})?)\/(line|live)\/[^/]+\/[^/]+\/[^/]+\/(\d{1,15})(?:-[^/]*)?\/?$/i;

export function firstViewOf(pathname: string): FirstViewOf | undefined {
  const game = GAME_PATH.exec(pathname);
  if (game?.[1] && game[2] && game[3]) return { lng: game[1].toLowerCase(), view: 'game', game: { section: game[2].toLowerCase() as LineSection, gameId: Number(game[3]) } };
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?:\/(line|live|casino))?\/?$/i.exec(pathname);
  if (!match?.[1]) return undefined;
  return { lng: match[1].toLowerCase(), view: (match[2]?.toLowerCase() as FirstView | undefined) ?? 'home' };
}

/**
 * The API reads the server makes before rendering a page's first view, for the pages rendered on the server (the
 * home, the line and live lists, the casino lobby, a game's page); undefined for every other page, which the browser
 * renders.
 */
export function firstViewRequests(pathAndQuery: string): readonly string[] | undefined {
  const [pathname = '', search = ''] = pathAndQuery.split('?', 2);
  // A query (a filter, a modal) is the browser's to read.
  if (search) return undefined;
  const found = firstViewOf(pathname);
  if (!found) return undefined;
  const { lng, view, game } = found;
  const shared = [pageRequests.config(lng), pageRequests.maintenance()];
  switch (view) {
    case 'home':
      return [...shared, pageRequests.menu(lng, 'line'), pageRequests.expressOfTheDay(), pageRequests.top(lng, 'live'), pageRequests.top(lng, 'line')];
    case 'line':
    case 'live':
      return [...shared, pageRequests.menu(lng, view), pageRequests.events(lng, view)];
    case 'casino':
      return [...shared, pageRequests.casinoLobby(lng)];
    case 'game':
      return game ? [...shared, pageRequests.menu(lng, game.section), pageRequests.game(lng, game.gameId)] : undefined;
  }
}
