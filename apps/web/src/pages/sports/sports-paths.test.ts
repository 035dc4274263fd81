import { describe, expect, test } from 'vitest';
import { champPath, gamePath, idOfSegment, sectionPath, slugOf, sportsLocation } from './sports-paths';

describe('sports paths', () => {
  test.each([
    ['118-premier-league', 118],
    ['7', 7],
    ['premier-league', null],
    ['12abc', null],
    [undefined, null],
  ])('the id of %s is %s', (segment, id) => expect(idOfSegment(segment)).toBe(id));

  test('names become readable, ASCII slugs', () => {
    expect(slugOf('Atlético Madrid – Real Sociedad')).toBe('atletico-madrid-real-sociedad');
    expect(slugOf('  CS2: IEM Köln ')).toBe('cs2-iem-koln');
  });

  test('a game path goes through its section, sport and champ, and reads back', () => {
    const path = gamePath('en', { id: 55, isLive: true, sportSlug: 'football', champId: 118, champName: 'Premier League', opponents: [{ name: 'Arsenal', score: 1 }, { name: 'Chelsea', score: 0 }] });
    expect(path).toBe('/en/live/all/football/118-premier-league/55-arsenal-chelsea');
    const [, , section, menuSection, sport, champ, game] = path.split('/');
    expect(sportsLocation({ section, menuSection, sport, champ, game })).toEqual({ section: 'live', timeFilter: 'all', sportSlug: 'football', champId: 118, gameId: 55 });
  });

  test('section paths keep "all" out of the address until a sport is chosen', () => {
    expect(sectionPath('en', 'line')).toBe('/en/line');
    expect(sectionPath('en', 'line', 'recommended')).toBe('/en/line/recommended');
    expect(sectionPath('en', 'live', 'all', 'tennis')).toBe('/en/live/all/tennis');
    expect(champPath('pt', 'line', 'cs2', { id: 9, name: 'IEM Katowice' })).toBe('/pt/line/all/cs2/9-iem-katowice');
    expect(champPath('ru', 'line', 'football', { id: 101, name: 'Англия. Премьер-лига' })).toBe('/ru/line/all/football/101');
  });
});
