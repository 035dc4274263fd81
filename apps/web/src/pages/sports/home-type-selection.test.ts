import type { LineGame, LineMenuResponse } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countriesOf, defaultCountry, defaultTeam, gamesOfCountry, gamesOfFavourites, gamesOfTeam, homeTypeKey, homeTypeOf, liveThenLine, pickTopGame, teamsOf } from './home-type-selection';

let ids = 0;
const SPORT_IDS: Record<string, number> = { Football: 1, Hockey: 2 };
const game = (home: string, away: string, options: { sport?: string; status?: LineGame['status']; id?: number } = {}): LineGame =>
  ({
    id: options.id ?? ++ids,
    sportId: SPORT_IDS[options.sport ?? 'Football'] ?? 3,
    sportName: options.sport ?? 'Football',
    status: options.status ?? 'prematch',
    opponents: [{ name: home }, { name: away }],
  }) as unknown as LineGame;

describe('home-type pages: which games each shows', () => {
  test('the type comes from the routing id; anything unknown is the top events', () => {
    expect(['home.betsonyour', 'home.topgame', 'home.marble', 'home.team', 'home.top-events', undefined, 'home.nope'].map(homeTypeOf)).toEqual([
      'betsonyour',
      'topgame',
      'marble',
      'team',
      'top-events',
      'top-events',
      'top-events',
    ]);
    expect(homeTypeKey('top-events')).toBe('topEvents');
    expect(homeTypeKey('team')).toBe('team');
  });

  test('the team picker holds every side once per sport, with its number of games, sorted', () => {
    const games = [game('Arsenal', 'Chelsea'), game('Chelsea', 'Everton'), game('Arsenal', 'Chelsea', { sport: 'Hockey' }), game(' ', 'Everton')];
    expect(teamsOf(games)).toEqual([
      { name: 'Arsenal', sportId: 1, sportName: 'Football', games: 1 },
      { name: 'Chelsea', sportId: 1, sportName: 'Football', games: 2 },
      { name: 'Everton', sportId: 1, sportName: 'Football', games: 2 },
      { name: 'Arsenal', sportId: 2, sportName: 'Hockey', games: 1 },
      { name: 'Chelsea', sportId: 2, sportName: 'Hockey', games: 1 },
    ]);
    expect(gamesOfTeam(games, { name: 'Chelsea', sportName: 'Football' }).map((g) => g.opponents.map((side) => side.name))).toEqual([
      ['Arsenal', 'Chelsea'],
      ['Chelsea', 'Everton'],
    ]);
  });

  test('the favourite teams’ games are exactly the games a favourite plays in its sport, in the line’s order (property)', () => {
    const names = ['Arsenal', 'Chelsea', 'Everton', 'Ajax'];
    const arbGame = fc.record({ home: fc.constantFrom(...names), away: fc.constantFrom(...names), sport: fc.constantFrom('Football', 'Hockey') }).map(({ home, away, sport }) => game(home, away, { sport }));
    const arbFavourite = fc.record({ sportId: fc.constantFrom(1, 2), name: fc.constantFrom(...names) });
    fc.assert(
      fc.property(fc.array(arbGame, { maxLength: 12 }), fc.array(arbFavourite, { maxLength: 4 }), (games, favourites) => {
        const shown = gamesOfFavourites(games, favourites);
        const plays = (candidate: LineGame) => favourites.some((team) => team.sportId === candidate.sportId && candidate.opponents.some((side) => side.name === team.name));
        expect(shown).toEqual(games.filter(plays));
        expect(gamesOfFavourites(games, [])).toEqual([]);
      }),
    );
    const games = [game('Arsenal', 'Chelsea'), game('Arsenal', 'Chelsea', { sport: 'Hockey' }), game('Ajax', 'Everton')];
    expect(gamesOfFavourites(games, [{ sportId: 2, name: 'Chelsea' }])).toEqual([games[1]]);
  });

  test('a team’s games are exactly the games it plays in that sport (property)', () => {
    const names = fc.constantFrom('A', 'B', 'C', 'D');
    fc.assert(
      fc.property(fc.array(fc.tuple(names, names, fc.constantFrom('Football', 'Hockey')), { maxLength: 30 }), (pairs) => {
        const games = pairs.map(([home, away, sport], index) => game(home, away, { sport, id: index + 1 }));
        for (const team of teamsOf(games)) {
          const mine = gamesOfTeam(games, team);
          expect(mine.length).toBe(team.games - games.filter((g) => g.sportName === team.sportName && g.opponents.every((side) => side.name === team.name)).length);
          expect(mine.every((g) => g.sportName === team.sportName && g.opponents.some((side) => side.name === team.name))).toBe(true);
        }
      })
    );
  });

  test('the default team is a side of the first top game the picker has, else the first team', () => {
    const teams = teamsOf([game('Arsenal', 'Chelsea'), game('Lakers', 'Celtics', { sport: 'Basketball' })]);
    expect(defaultTeam(teams, [game('Nobody', 'Else', { sport: 'Tennis' }), game('Lakers', 'Celtics', { sport: 'Basketball' })])?.name).toBe('Celtics');
    expect(defaultTeam(teams, [])?.name).toBe(teams[0]?.name);
    expect(defaultTeam([], [])).toBeNull();
  });

  test('the top game is the most bet open game; without bets the first open top game; none when nothing is open', () => {
    const a = game('A', 'B');
    const b = game('C', 'D');
    const done = game('E', 'F', { status: 'finished' });
    expect(pickTopGame([done, a], [b])).toEqual({ game: a, rule: 'bets' });
    expect(pickTopGame([], [done, b])).toEqual({ game: b, rule: 'top' });
    expect(pickTopGame([done], [done])).toBeNull();
  });

  test('live then line, each game once', () => {
    const a = game('A', 'B');
    const b = game('C', 'D');
    expect(liveThenLine([a], [b, a]).map((g) => g.id)).toEqual([a.id, b.id]);
  });

  test('countries: the leagues of each country with their games, international and continental ones left out; the language picks the first', () => {
    const menu = {
      sports: [
        {
          countries: [
            { code: 'gb', name: 'England', champs: [{ id: 1 }, { id: 2 }] },
            { code: 'es', name: 'Spain', champs: [{ id: 3 }] },
            { code: 'int', name: 'International', champs: [{ id: 4 }] },
            { code: 'eu', name: 'Europe', champs: [{ id: 5 }] },
          ],
        },
      ],
    } as unknown as LineMenuResponse;
    const inChamp = (champId: number) => ({ ...game('A', 'B'), champId } as LineGame);
    const games = [inChamp(1), inChamp(2), inChamp(3), inChamp(4), inChamp(5), inChamp(3), inChamp(3)];
    const countries = countriesOf(menu, games);
    expect(countries).toEqual([
      { code: 'es', name: 'Spain', games: 3 },
      { code: 'gb', name: 'England', games: 2 },
    ]);
    expect(gamesOfCountry(menu, games, 'gb').map((g) => g.champId)).toEqual([1, 2]);
    expect(defaultCountry('en', countries)?.code).toBe('gb');
    expect(defaultCountry('uk', countries)?.code).toBe('es');
    expect(defaultCountry('ru', [])).toBeNull();
  });
});
