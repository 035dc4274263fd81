import type { LineGame } from '@betting/contracts';
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
  readonly sportName: string;
  readonly games: number;
}

/** Every side the line has, once per sport, sorted by sport then name (the picker's options). */
export function teamsOf(games: readonly LineGame[]): TeamChoice[] {
  const teams = new Map<string, { name: string; sportName: string; games: number }>();
  for (const game of games) {
    for (const side of game.opponents) {
      const name = side.name.trim();
      if (name === '') continue;
      const key = `${game.sportName}\u0000${name}`;
      const team = teams.get(key);
      if (team) team.games += 1;
      else teams.set(key, { name, sportName: game.sportName, games: 1 });
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
