/**
 * The shape of one language's line texts: what a bettor reads of the line (sports, countries, champs, the few teams
 * that are countries, market groups, markets, outcomes, periods). Templates take `{name}` placeholders; `{line}` is a
 * total or handicap line as the line writes it (`2.5`, `+1.25`), `{ot}` the overtime suffix of whole-game markets of
 * sports that play overtime (empty elsewhere). TypeScript refuses a language that lacks a template; the test
 * `line-texts.test.ts` checks the catalogue's names (every sport, country and champ) in every language.
 */
export interface LineDictionary {
  /** By sport slug (catalog.ts). */
  readonly sports: Readonly<Record<string, string>>;
  /** By country code (catalog.ts COUNTRIES). */
  readonly countries: Readonly<Record<string, string>>;
  /** By champ id; a brand-like name (NHL, IEM World Championship) is written as it is. */
  readonly champs: Readonly<Record<number, string>>;
  /** Teams that are countries (cricket's national sides), by their English name. Club and player names stay. */
  readonly teams: Readonly<Record<string, string>>;
  /** Market groups by id (odds.ts MARKET_GROUPS), and `other` for a group the line does not name. */
  readonly groups: Readonly<Record<GroupKey, string>>;
  /** `{n}`: the period's number. */
  readonly periods: Readonly<Record<PeriodKey, string>>;
  /** What an elo sport's series is counted in, plural: "Handicap (maps)", "Total sets". */
  readonly units: Readonly<Record<SeriesUnit, string>>;
  /** What an elo sport's points are called (tennis games, CS2 rounds…), plural. */
  readonly points: Readonly<Record<PointsKey, string>>;
  /** Suffix `{ot}` of whole-game markets where overtime counts. */
  readonly overtime: string;
  readonly markets: Readonly<Record<MarketKey, string>>;
  readonly outcomes: Readonly<Record<OutcomeKey, string>>;
}

export const GROUP_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', 'other'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];
export const PERIOD_KEYS = ['half1', 'half2', 'quarter', 'inning', 'period', 'set', 'frame', 'map'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];
export type SeriesUnit = 'set' | 'frame' | 'map';
export const POINTS_KEYS = ['games', 'legs', 'rounds', 'goals', 'kills', 'points'] as const;
export type PointsKey = (typeof POINTS_KEYS)[number];

export type MarketKey =
  | 'result'
  | 'doubleChance'
  | 'drawNoBet'
  | 'winner'
  | 'total'
  | 'asianTotal'
  | 'handicap'
  | 'asianHandicap'
  | 'teamTotal'
  | 'bothScore'
  | 'correctScore'
  | 'exactScore'
  | 'oddEven'
  | 'winningMargin'
  | 'halfTimeFullTime'
  | 'periodResult'
  | 'periodWinner'
  | 'periodTotal'
  | 'periodHandicap'
  | 'seriesHandicap'
  | 'seriesTotal'
  | 'pointsTotal'
  | 'pointsHandicap'
  | 'periodPointsTotal'
  | 'periodPointsHandicap';

export type OutcomeKey =
  | 'draw'
  | 'homeOrDraw'
  | 'homeOrAway'
  | 'drawOrAway'
  | 'over'
  | 'under'
  | 'teamLine'
  | 'yes'
  | 'no'
  | 'odd'
  | 'even'
  | 'otherScore'
  | 'drawOtherScore'
  | 'margin'
  | 'halfTimeFullTime';
