import { match } from 'ts-pattern';
import { SPORT_BY_ID, type SportDef } from '../catalog';
import { MARKET_TYPE } from '../odds';
import type { GroupKey, LineDictionary, MarketKey, OutcomeKey } from './dictionary';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { uk } from './uk';
import { periodKeyOf, pointsKeyOf, seriesUnitOf } from './units';

/** The languages the line is written in: the site's six (seed 0004_languages, the web's SHIPPED_LANGUAGES). */
export const LINE_LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'uk'] as const;
export type LineLanguage = (typeof LINE_LANGUAGES)[number];
export const LINE_DICTIONARIES: Readonly<Record<LineLanguage, LineDictionary>> = { en, ru, es, pt, tr, uk };

/** What the line's reads need of a market to name it and its outcomes in a language. */
export interface MarketNaming {
  readonly sportId: number;
  readonly typeId: number;
  readonly groupId: number;
  readonly period: number;
  readonly param: number | null;
}

/**
 * The line in one language. Each method takes the stored (English) text as its fallback: a sport, champ, country or
 * market the catalogue does not know (added by hand) keeps its stored name. Team names stay, but for the sides that
 * are countries; the market and outcome methods take the names `team` already gave.
 */
export interface LineTexts {
  readonly lng: LineLanguage;
  sport(slug: string, stored: string): string;
  country(code: string, stored: string): string;
  champ(id: number, stored: string): string;
  team(name: string): string;
  group(id: number): string;
  market(market: MarketNaming, stored: string, home: string, away: string): string;
  outcome(market: MarketNaming, code: string, stored: string, home: string, away: string): string;
}

const fmt = (thousandths: number) => String(thousandths / 1000);
const signed = (thousandths: number) => (thousandths > 0 ? `+${fmt(thousandths)}` : fmt(thousandths));
const fill = (template: string, values: Readonly<Record<string, string>>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type MarketTypeName = keyof typeof MARKET_TYPE;
const MARKET_TYPE_NAMES: ReadonlyMap<number, MarketTypeName> = new Map((Object.keys(MARKET_TYPE) as MarketTypeName[]).map((name) => [MARKET_TYPE[name], name]));

/** Which template names a stored market (odds.ts `allMarketsForGame`); null for a type the line does not write. */
export function marketKeyOf(sport: Pick<SportDef, 'model'>, market: Pick<MarketNaming, 'typeId' | 'groupId' | 'period'>): MarketKey | null {
  // A stored type id is any number (a market added by hand); a known one names its type, and every type has a template.
  const type = MARKET_TYPE_NAMES.get(market.typeId);
  if (type === undefined) return null;
  const elo = sport.model === 'elo';
  const byPeriod = market.period > 0;
  return match(type)
    .returnType<MarketKey>()
    .with('result', () => 'result')
    .with('doubleChance', () => 'doubleChance')
    .with('drawNoBet', () => 'drawNoBet')
    .with('winner', () => 'winner')
    .with('total', () => {
      if (byPeriod) return elo ? 'periodPointsTotal' : 'periodTotal';
      return elo ? 'seriesTotal' : market.groupId === 7 ? 'asianTotal' : 'total';
    })
    .with('handicap', () => {
      if (byPeriod) return elo ? 'periodPointsHandicap' : 'periodHandicap';
      return elo ? 'seriesHandicap' : market.groupId === 7 ? 'asianHandicap' : 'handicap';
    })
    .with('homeTotal', 'awayTotal', () => 'teamTotal')
    .with('bothScore', () => 'bothScore')
    .with('exactScore', () => (elo ? 'exactScore' : 'correctScore'))
    .with('oddEven', () => 'oddEven')
    .with('winningMargin', () => 'winningMargin')
    .with('halfTimeFullTime', () => 'halfTimeFullTime')
    .with('periodResult', () => (elo ? 'periodWinner' : 'periodResult'))
    .with('pointsTotal', () => 'pointsTotal')
    .with('pointsHandicap', () => 'pointsHandicap')
    .exhaustive();
}

const HANDICAP_KEYS: ReadonlySet<MarketKey> = new Set(['handicap', 'asianHandicap', 'periodHandicap', 'seriesHandicap', 'pointsHandicap', 'periodPointsHandicap']);
const SIMPLE_OUTCOMES: Readonly<Record<string, OutcomeKey>> = { X: 'draw', '1X': 'homeOrDraw', '12': 'homeOrAway', X2: 'drawOrAway', Y: 'yes', N: 'no', ODD: 'odd', EVEN: 'even', OTHX: 'drawOtherScore' };
const SCORE = /^\d+:\d+$/;
const MARGIN = /^([HA]):(\d+)-(\d*)$/;
const HALF_FULL = /^([12X])\/([12X])$/;

/** The line's texts in `lng`; every language, English too, is written from the same templates. */
export function lineTexts(lng: LineLanguage): LineTexts {
  const d = LINE_DICTIONARIES[lng];
  const side = (code: string, home: string, away: string) => (code === '1' ? home : code === '2' ? away : d.outcomes.draw);
  return {
    lng,
    sport: (slug, stored) => d.sports[slug] ?? stored,
    country: (code, stored) => d.countries[code] ?? stored,
    champ: (id, stored) => d.champs[id] ?? stored,
    team: (name) => d.teams[name] ?? name,
    group: (id) => d.groups[String(id) as GroupKey] ?? d.groups.other,
    market(market, stored, home, away) {
      const sport = SPORT_BY_ID.get(market.sportId);
      const key = sport ? marketKeyOf(sport, market) : null;
      if (!sport || !key) return stored;
      const line = market.param === null ? '' : HANDICAP_KEYS.has(key) ? signed(market.param) : fmt(market.param);
      return fill(d.markets[key], {
        ot: sport.model === 'poisson' && !sport.hasDraw ? d.overtime : '',
        line,
        team: market.typeId === MARKET_TYPE.awayTotal ? away : home,
        period: fill(d.periods[periodKeyOf(sport, market.period)], { n: String(market.period) }),
        unit: d.units[seriesUnitOf(sport)],
        points: d.points[pointsKeyOf(sport)],
      }).trim();
    },
    outcome(market, code, stored, home, away) {
      if (code === '1' || code === '2') return side(code, home, away);
      const simple = SIMPLE_OUTCOMES[code];
      if (simple) return fill(d.outcomes[simple], { home, away });
      if (SCORE.test(code)) return code;
      const param = market.param;
      if ((code === 'O' || code === 'U') && param !== null) return fill(d.outcomes[code === 'O' ? 'over' : 'under'], { line: fmt(param) });
      if ((code === 'H1' || code === 'H2') && param !== null) return fill(d.outcomes.teamLine, code === 'H1' ? { team: home, line: signed(param) } : { team: away, line: signed(-param) });
      if (code === 'OTH1' || code === 'OTH2') return fill(d.outcomes.otherScore, { team: code === 'OTH1' ? home : away });
      const margin = MARGIN.exec(code);
      if (margin) {
        const [, who, from, to] = margin as unknown as [string, string, string, string];
        const band = to === '' ? `${from}+` : from === to ? from : `${from}-${to}`;
        return fill(d.outcomes.margin, { team: who === 'H' ? home : away, band });
      }
      const halves = HALF_FULL.exec(code);
      if (halves) return fill(d.outcomes.halfTimeFullTime, { first: side(halves[1]!, home, away), second: side(halves[2]!, home, away) });
      return stored;
    },
  };
}

const TEXTS = new Map<LineLanguage, LineTexts>(LINE_LANGUAGES.map((lng) => [lng, lineTexts(lng)]));

function isLineLanguage(lng: string): lng is LineLanguage {
  return (LINE_LANGUAGES as readonly string[]).includes(lng);
}

/**
 * The texts a read answers in: the query's `lng` when it is another of the six languages; null for English or none
 * (the stored names, written from the English templates, stand as they are).
 */
export function lineTextsFor(lng: string | undefined): LineTexts | null {
  if (!lng || lng === 'en' || !isLineLanguage(lng)) return null;
  return TEXTS.get(lng) ?? null;
}
