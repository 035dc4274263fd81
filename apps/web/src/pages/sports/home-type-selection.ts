import type { FavouriteTeam, LineGame, LineMenuResponse } from '@betting/contracts';
import type { HOME_TYPES } from '@betting/routing';

export type HomeType = (typeof HOME_TYPES)[number];

/** The page's type from its routing id (`home.topgame` → `topgame`); anything else is the top events. */
export function homeTypeOf(routeId: string | undefined): HomeType {
  const type = routeId?.replace(/^home\./, '');
  return type === 'betsonyour' || type === 'topgame' || type === 'marble' || type === 'team' ? type : 'top-events';
}

/** The i18n key of a home type's texts (`homeType.topEvents…`). */
export const homeTypeKey = (type: HomeType): string => (type === 'top-events' ? 'topEvents' : type);

/** One entry of the team picker: a side of the line with how many of its games are live or to come. */
export interface TeamChoice {
  readonly name: string;
  readonly sportId: number;
  readonly sportName: string;
  readonly games: number;
}

/** Every side the line has, once per sport, sorted by sport then name (the picker's options). */
export function teamsOf(games: readonly LineGame[]): TeamChoice[] {
  const teams = new Map<string, { name: string; sportId: number; sportName: string; games: number }>();
  for (const game of games) {
    for (const side of game.opponents) {
      const name = side.name.trim();
      if (name === '') continue;
      const key = `${game.sportName}\u0000${name}`;
      const team = teams.get(key);
      if (team) team.games += 1;
      else teams.set(key, { name, sportId: game.sportId, sportName: game.sportName, games: 1 });
    }
  }
  return [...teams.values()].sort((a, b) => a.sportName.localeCompare(b.sportName) || a.name.localeCompare(b.name));
}

/** A team's key in the picker (a name may play in two sports). */
export const teamKey = (team: Pick<TeamChoice, 'name' | 'sportName'>): string => `${team.sportName}: ${team.name}`;

/** The games where `team` is one of the sides, in the order given. */
export function gamesOfTeam(games: readonly LineGame[], team: Pick<TeamChoice, 'name' | 'sportName'>): LineGame[] {
  return games.filter((game) => game.sportName === team.sportName && game.opponents.some((side) => side.name.trim() === team.name));
}

/** The games where a favourite team is one of the sides (its sport and name as the line writes them), in the order given. */
export function gamesOfFavourites(games: readonly LineGame[], favourites: readonly FavouriteTeam[]): LineGame[] {
  return games.filter((game) => favourites.some((team) => team.sportId === game.sportId && game.opponents.some((side) => side.name.trim() === team.name)));
}

/** The team shown before the bettor picks one: a side of the first top game that is in the picker, else the first team. */
export function defaultTeam(teams: readonly TeamChoice[], top: readonly LineGame[]): TeamChoice | null {
  for (const game of top) {
    const found = teams.find((team) => team.sportName === game.sportName && game.opponents.some((side) => side.name.trim() === team.name));
    if (found) return found;
  }
  return teams[0] ?? null;
}

/**
 * The game of the day: the open game with the most open bets on it; when nobody has bet yet, the first top game
 * (live first, then the nearest on the line). `rule` says which held, so the page can say it.
 */
export function pickTopGame(mostBet: readonly LineGame[], top: readonly LineGame[]): { readonly game: LineGame; readonly rule: 'bets' | 'top' } | null {
  const open = (game: LineGame) => game.status !== 'finished';
  const byBets = mostBet.find(open);
  if (byBets) return { game: byBets, rule: 'bets' };
  const first = top.find(open);
  return first ? { game: first, rule: 'top' } : null;
}

/** Live games first, then the line, each game once. */
export function liveThenLine(live: readonly LineGame[], line: readonly LineGame[]): LineGame[] {
  const seen = new Set<number>();
  return [...live, ...line].filter((game) => (seen.has(game.id) ? false : (seen.add(game.id), true)));
}

/** A country of the line's leagues, for the "bets on your country" picker. */
export interface CountryChoice {
  readonly code: string;
  readonly name: string;
  readonly games: number;
}

/** Not countries: international and continental competitions. */
const NOT_COUNTRIES = new Set(['int', 'eu']);

/** Which country's leagues each champ of the menu belongs to (champ id → country code). */
export function champCountries(menu: LineMenuResponse): Map<number, string> {
  const byChamp = new Map<number, string>();
  for (const sport of menu.sports) for (const country of sport.countries) for (const champ of country.champs) byChamp.set(champ.id, country.code);
  return byChamp;
}

/** The countries whose leagues have games in `games`, most games first (then by name). */
export function countriesOf(menu: LineMenuResponse, games: readonly LineGame[]): CountryChoice[] {
  const byChamp = champCountries(menu);
  const names = new Map<string, string>();
  for (const sport of menu.sports) for (const country of sport.countries) names.set(country.code, country.name);
  const counts = new Map<string, number>();
  for (const game of games) {
    const code = byChamp.get(game.champId);
    if (code && !NOT_COUNTRIES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, name: names.get(code) ?? code, games: count })).sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
}

/** The games of one country's leagues. */
export function gamesOfCountry(menu: LineMenuResponse, games: readonly LineGame[], code: string): LineGame[] {
  const byChamp = champCountries(menu);
  return games.filter((game) => byChamp.get(game.champId) === code);
}

/** The country a language points to (the site's six: English → England, Portuguese → Portugal, …; Ukrainian has no league on the line). */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = { en: 'gb', ru: 'ru', es: 'es', pt: 'pt', tr: 'tr' };

/** The country shown first: the language's when its leagues have games, else the one with the most games. */
export function defaultCountry(lng: string, countries: readonly CountryChoice[]): CountryChoice | null {
  const code = COUNTRY_OF_LANGUAGE[lng];
  return countries.find((country) => country.code === code) ?? countries[0] ?? null;
}
