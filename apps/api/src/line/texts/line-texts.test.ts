/**
 * The line in every shipped language: each language names every sport, country and champ of the catalogue and the
 * national sides, and its templates name every market and outcome the line writes; English, written from the same
 * templates, is exactly what odds.ts stores. A market type, sport or champ added without its texts fails here.
 */
import { describe, expect, it } from 'vitest';
import { CHAMPS, COUNTRIES, SPORTS } from '../catalog';
import { MARKET_GROUPS, marketsForGame, type ModelState } from '../odds';
import { NATIONAL_TEAMS } from './brands';
import { LINE_DICTIONARIES, LINE_LANGUAGES, lineTexts, lineTextsFor, marketKeyOf } from './line-texts';

const HOME = 'Home Side';
const AWAY = 'Away Side';
/** Every market of a sport, for games between teams level and far apart (their lines differ). */
function marketsOf(sport: (typeof SPORTS)[number]) {
  return [1500, 1900].flatMap((homeRating) => {
    const state: ModelState = { sport, homeRating, awayRating: 1500, gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
    return marketsForGame(state, HOME, AWAY);
  });
}

describe('the line in every shipped language', () => {
  it('offers the languages the site ships (seed 0004_languages and 0001_site)', () => {
    expect([...LINE_LANGUAGES].sort()).toEqual(['en', 'es', 'pt', 'ru', 'tr', 'uk']);
  });

  it.each(LINE_LANGUAGES.filter((lng) => lng !== 'en'))('%s names every sport, country, champ and national side', (lng) => {
    const d = LINE_DICTIONARIES[lng];
    const missing = [
      ...SPORTS.filter((sport) => !d.sports[sport.slug]).map((sport) => `sport ${sport.slug}`),
      ...COUNTRIES.filter((country) => !d.countries[country.code]).map((country) => `country ${country.code}`),
      ...CHAMPS.filter((champ) => !d.champs[champ.id]).map((champ) => `champ ${champ.id} ${champ.name}`),
      ...NATIONAL_TEAMS.filter((team) => !d.teams[team]).map((team) => `team ${team}`),
    ];
    expect(missing).toEqual([]);
    // Words are translated: a sport other than a brand, and every country but the few spelled alike, read differently.
    expect(d.sports['football']).not.toBe('Football');
    expect(d.champs[101]).not.toBe('England. Premier League');
    expect(NATIONAL_TEAMS.length).toBeGreaterThan(5);
  });

  it.each(LINE_LANGUAGES)('%s: every template is written and leaves no placeholder unfilled', (lng) => {
    const texts = lineTexts(lng);
    for (const sport of SPORTS) {
      for (const market of marketsOf(sport)) {
        const naming = { sportId: sport.id, ...market };
        expect(marketKeyOf(sport, market), `${sport.slug} ${market.name}`).not.toBeNull();
        const name = texts.market(naming, '', texts.team(HOME), texts.team(AWAY));
        expect(name, `${lng} ${sport.slug} ${market.name}`).toMatch(/^[^{}]+$/);
        for (const outcome of market.outcomes) {
          expect(texts.outcome(naming, outcome.code, '', HOME, AWAY), `${lng} ${sport.slug} ${market.name} ${outcome.code}`).toMatch(/^[^{}]+$/);
        }
      }
      for (const group of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) expect(texts.group(group)).toMatch(/\S/);
    }
  });

  it('English from the templates is what odds.ts stores, for every market and outcome of every sport', () => {
    const texts = lineTexts('en');
    for (const sport of SPORTS) {
      for (const market of marketsOf(sport)) {
        const naming = { sportId: sport.id, ...market };
        expect(texts.market(naming, '', HOME, AWAY)).toBe(market.name);
        expect(market.outcomes.map((outcome) => texts.outcome(naming, outcome.code, '', HOME, AWAY))).toEqual(market.outcomes.map((outcome) => outcome.name));
      }
    }
    for (const [id, name] of Object.entries(MARKET_GROUPS)) expect(texts.group(Number(id))).toBe(name);
  });

  it('answers English and unknown languages with the stored names', () => {
    expect(lineTextsFor(undefined)).toBeNull();
    expect(lineTextsFor('en')).toBeNull();
    expect(lineTextsFor('de')).toBeNull();
    expect(lineTextsFor('ru')?.market({ sportId: 1, typeId: 3, groupId: 7, period: 0, param: 2250 }, 'Asian total 2.25', 'A', 'B')).toBe('Азиатский тотал 2.25');
    expect(lineTextsFor('ru')?.outcome({ sportId: 3, typeId: 4, groupId: 3, period: 0, param: -4500 }, 'H2', '', 'A', 'B')).toBe('B (+4.5)');
    expect(lineTextsFor('uk')?.market({ sportId: 4, typeId: 7, groupId: 5, period: 2, param: null }, '', 'A', 'B')).toBe('2-й сет: переможець');
  });
});
