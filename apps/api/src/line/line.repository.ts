/**
 * Reads of the line (menu, events, games, results, champs, esports, coupon bets). Pure SQL over the line tables;
 * `now` is the simulator's clock; `disallowed` the caller's disallowed sports for the section asked.
 */
import type {
  EsportsType,
  GameStatusId,
  LineBet,
  LineChampResponse,
  LineEsportsResponse,
  LineGame,
  LineGameResponse,
  LineMarket,
  LineMenuChamp,
  LineMenuResponse,
  LineMenuSport,
  LineSection,
  LineTimeFilter,
  OutcomeResult,
} from '@betting/contracts';
import type { Queryable } from '../db/database';
import { MARKET_OUTCOME_COLUMNS, MARKET_OUTCOME_ORDER, marketsByGame, type MarketOutcomeRow } from './market-rows';
import { MARKET_GROUPS, formatScore } from './odds';
import type { LineTexts } from './texts/line-texts';
import { localiseGame } from './texts/localise';
import { match } from 'ts-pattern';

const HOUR = 3_600_000;

/** The sports a user may not see or bet on, per section (users.disallow_line_sport / disallow_live_sport). */
export interface DisallowedSports {
  readonly line: readonly number[];
  readonly live: readonly number[];
}
export const NOTHING_DISALLOWED: DisallowedSports = { line: [], live: [] };

export async function disallowedSportsOf(db: Queryable, userId: number | null): Promise<DisallowedSports> {
  if (userId === null) return NOTHING_DISALLOWED;
  const [row] = await db.query<{ line: number[]; live: number[] }>('select disallow_line_sport as line, disallow_live_sport as live from users where id = $1', [userId]);
  return row ? { line: row.line ?? [], live: row.live ?? [] } : NOTHING_DISALLOWED;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The SQL condition on `g` (line_games) and `c` (line_champs) for a section and time filter. */
function sectionCondition(section: LineSection, timeFilter: LineTimeFilter, now: number, p: Params): string {
  const at = (ms: number) => `${p.add(new Date(ms))}::timestamptz`;
  if (section === 'live') {
    const base = "g.status = 'live'";
    return match(timeFilter)
      .with('first_period', () => `${base} and g.period = 1`)
      .with('second_period', () => `${base} and g.period = 2`)
      .with('recommended', () => `${base} and (g.is_top or c.is_top)`)
      // A live game is on now: "the next 24 hours" is all of them.
      .with('all', 'upcoming_events', () => base)
      .exhaustive();
  }
  const base = `g.status = 'prematch' and g.start_at > ${at(now)}`;
  return match(timeFilter)
    .with('upcoming_events', () => `${base} and g.start_at <= ${at(now + 24 * HOUR)}`)
    .with('first_period', () => `${base} and g.start_at <= ${at(now + 3 * HOUR)}`)
    .with('second_period', () => `${base} and g.start_at > ${at(now + 3 * HOUR)} and g.start_at <= ${at(now + 12 * HOUR)}`)
    .with('recommended', () => `${base} and (g.is_top or c.is_top)`)
    .with('all', () => base)
    .exhaustive();
}

function disallowedCondition(section: LineSection, disallowed: DisallowedSports, p: Params): string {
  const list = section === 'live' ? disallowed.live : disallowed.line;
  return list.length > 0 ? `not (g.sport_id = any(${p.add(list)}::int[]))` : 'true';
}

interface GameRow {
  id: number;
  number: number;
  sport_id: number;
  sport_slug: string;
  sport_name: string;
  is_esports: boolean;
  period_count: number;
  champ_id: number;
  champ_name: string;
  country_name: string;
  status: 'prematch' | 'live' | 'finished';
  period: number;
  game_seconds: number;
  home_name: string;
  away_name: string;
  home_score: number | null;
  away_score: number | null;
  period_scores: [number, number][] | string;
  game_points: [number, number] | string | null;
  is_top: boolean;
  has_stream: boolean;
  statistic_id: string | null;
  start_s: number;
  markets_count: number;
  main_suspended: boolean | null;
}

const GAME_SELECT = `
  select g.id, g.number, g.sport_id, s.slug as sport_slug, s.name as sport_name, s.is_esports, s.period_count, g.champ_id, c.name as champ_name,
    co.name as country_name, g.status, g.period, g.game_seconds, g.home_name, g.away_name, g.home_score, g.away_score, g.period_scores,
    g.game_points, g.is_top, g.has_stream, g.statistic_id, floor(extract(epoch from g.start_at))::float8 as start_s,
    (select count(*)::int from line_markets m where m.game_id = g.id and not m.settled) as markets_count,
    (select m.is_suspended from line_markets m where m.game_id = g.id order by m.sort, m.id limit 1) as main_suspended
  from line_games g join line_sports s on s.id = g.sport_id join line_champs c on c.id = g.champ_id join line_countries co on co.id = c.country_id`;

function statusIdOf(row: Pick<GameRow, 'status' | 'main_suspended'>): GameStatusId {
  if (row.status === 'prematch') return 1;
  if (row.status === 'finished') return 4;
  return row.main_suspended ? 3 : 2;
}

function scoresOf(row: Pick<GameRow, 'period_scores'>): [number, number][] {
  return typeof row.period_scores === 'string' ? (JSON.parse(row.period_scores) as [number, number][]) : row.period_scores;
}

/** The points of the game under way inside a set (tennis), only while the match is live. */
function pointsOf(row: Pick<GameRow, 'status' | 'game_points'>): { points?: number[] } {
  if (row.status !== 'live' || row.game_points === null) return {};
  const points = typeof row.game_points === 'string' ? (JSON.parse(row.game_points) as [number, number]) : row.game_points;
  return { points: [points[0], points[1]] };
}

function gameOf(row: GameRow, mainMarket: LineMarket | null): LineGame {
  const started = row.status !== 'prematch';
  const home = row.home_score ?? 0;
  const away = row.away_score ?? 0;
  return {
    id: row.id,
    number: row.number,
    sportId: row.sport_id,
    sportSlug: row.sport_slug,
    sportName: row.sport_name,
    isEsports: row.is_esports,
    champId: row.champ_id,
    champName: row.champ_name,
    countryName: row.country_name,
    status: row.status,
    statusId: statusIdOf(row),
    isLive: row.status === 'live',
    isFinished: row.status === 'finished',
    isLiveInLive: row.status === 'live',
    startAt: Number(row.start_s),
    gameSeconds: row.game_seconds,
    period: row.period,
    periodCount: row.period_count,
    opponents: [
      { name: row.home_name, score: started ? home : null },
      { name: row.away_name, score: started ? away : null },
    ],
    score: formatScore({ period: row.period, home, away, periodScores: scoresOf(row) }, started),
    periodScores: started ? scoresOf(row) : [],
    ...pointsOf(row),
    isTop: row.is_top,
    hasStream: row.has_stream,
    statisticId: row.statistic_id,
    marketsCount: row.markets_count,
    mainMarket,
  };
}

interface MarketRow extends MarketOutcomeRow {
  game_finished: boolean;
  result: OutcomeResult | null;
  /** Read only when the markets are named in another language than the stored English. */
  outcome_code?: string;
  sport_id?: number;
  home_name?: string;
  away_name?: string;
}

/** A market's and its outcomes' names in the caller's language (`texts`, from the outcome codes), else as stored. */
function namesOf(row: MarketRow, texts: LineTexts | null) {
  if (!texts) return null;
  const naming = { sportId: row.sport_id ?? 0, typeId: row.type_id, groupId: row.group_id, period: row.period, param: row.param };
  const home = texts.team(row.home_name ?? '');
  const away = texts.team(row.away_name ?? '');
  return {
    market: texts.market(naming, row.name, home, away),
    outcome: (outcome: MarketRow) => texts.outcome(naming, outcome.outcome_code ?? '', outcome.outcome_name, home, away),
  };
}

async function marketsOf(db: Queryable, gameIds: readonly number[], mainOnly: boolean, texts: LineTexts | null = null): Promise<Map<number, LineMarket[]>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.query<MarketRow>(
    `select ${MARKET_OUTCOME_COLUMNS}, g.status = 'finished' as game_finished, o.result${texts ? ', o.code as outcome_code, g.sport_id, g.home_name, g.away_name' : ''}
       from line_markets m join line_games g on g.id = m.game_id join line_outcomes o on o.market_id = m.id
      where m.game_id = any($1::int[]) ${mainOnly ? 'and m.sort = 0' : ''}
      ${MARKET_OUTCOME_ORDER}`,
    [gameIds],
  );
  // Rows come market by market: the names of the market being read serve its outcomes.
  let names: ReturnType<typeof namesOf> = null;
  return marketsByGame<MarketRow, LineMarket>(
    rows,
    (row) => {
      names = namesOf(row, texts);
      return {
        id: row.id,
        gameId: row.game_id,
        typeId: row.type_id,
        kind: row.kind,
        groupId: row.group_id,
        name: names ? names.market : row.name,
        period: row.period,
        param: row.param,
        isBlocked: row.is_blocked || row.game_finished,
        isSuspended: row.is_suspended,
        isCombinable: row.is_combinable,
        outcomes: [],
      };
    },
    (market, row) => {
      market.outcomes.push({
        id: row.outcome_id,
        marketId: row.id,
        name: names ? names.outcome(row) : row.outcome_name,
        coef: row.coef,
        isBlocked: row.is_blocked || row.is_suspended || row.game_finished || row.settled || row.result !== null,
        result: row.result,
        version: row.version,
      });
    },
  );
}

async function gamesWithMain(db: Queryable, rows: readonly GameRow[], texts: LineTexts | null): Promise<LineGame[]> {
  const main = await marketsOf(db, rows.map((row) => row.id), true, texts);
  return rows.map((row) => {
    const market = main.get(row.id)?.[0] ?? null;
    return localiseGame(gameOf(row, market && !market.isBlocked ? market : row.status === 'finished' ? market : null), texts);
  });
}

export interface EventsFilter {
  readonly section: LineSection;
  readonly timeFilter: LineTimeFilter;
  readonly sportId?: number | undefined;
  readonly champId?: number | undefined;
  readonly esports?: boolean | undefined;
  readonly esportsType?: EsportsType | undefined;
  readonly topOnly?: boolean;
  /** Only these games. */
  readonly gameIds?: readonly number[];
  readonly limit: number;
}

export async function listEvents(db: Queryable, now: number, filter: EventsFilter, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineGame[]> {
  const p = new Params();
  const where = [sectionCondition(filter.section, filter.timeFilter, now, p), disallowedCondition(filter.section, disallowed, p)];
  if (filter.sportId !== undefined) where.push(`g.sport_id = ${p.add(filter.sportId)}`);
  if (filter.champId !== undefined) where.push(`g.champ_id = ${p.add(filter.champId)}`);
  if (filter.esports !== undefined) where.push(filter.esports ? 's.is_esports' : 'not s.is_esports');
  if (filter.esportsType === 'real' || filter.esportsType === 'virtual') where.push(`s.esports_type = ${p.add(filter.esportsType)}`);
  if (filter.esportsType === 'stream') where.push('s.is_esports and g.has_stream');
  if (filter.topOnly) where.push('(g.is_top or c.is_top)');
  if (filter.gameIds !== undefined) where.push(`g.id = any(${p.add(filter.gameIds)}::int[])`);
  const order = filter.section === 'live' ? 's.sort, c.sort, g.start_at, g.id' : 'g.start_at, s.sort, c.sort, g.id';
  const rows = await db.query<GameRow>(`${GAME_SELECT} where ${where.join(' and ')} order by ${order} limit ${p.add(filter.limit)}`, p.values);
  return gamesWithMain(db, rows, texts);
}

export async function topEvents(db: Queryable, now: number, section: LineSection | undefined, limit: number, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineGame[]> {
  const sections: LineSection[] = section ? [section] : ['live', 'line'];
  const games: LineGame[] = [];
  for (const s of sections) {
    if (games.length >= limit) break;
    games.push(...(await listEvents(db, now, { section: s, timeFilter: 'all', topOnly: true, limit: limit - games.length }, disallowed, texts)));
  }
  return games;
}

/**
 * The live and line games with the most open bets on them, most first: a count of the open coupons' undecided legs
 * per game (not amounts: stakes are in several currencies), read from `bets`; no bettor is named. Games nobody bet on
 * are left out.
 */
export async function mostBetEvents(bets: Queryable, db: Queryable, now: number, section: LineSection | undefined, limit: number, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineGame[]> {
  const counts = await bets.query<{ game_id: number | string }>(
    `select l.game_id from bet_coupon_legs l join bet_coupons c on c.id = l.coupon_id
     where c.status = 'open' and l.result is null and l.game_id is not null
     group by l.game_id order by count(*) desc, l.game_id limit 500`,
  );
  const ids = counts.map((row) => Number(row.game_id));
  if (ids.length === 0) return [];
  const rank = new Map(ids.map((id, index) => [id, index]));
  const games: LineGame[] = [];
  for (const s of section ? [section] : (['live', 'line'] as const)) games.push(...(await listEvents(db, now, { section: s, timeFilter: 'all', gameIds: ids, limit: ids.length }, disallowed, texts)));
  return games.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)).slice(0, limit);
}

export async function menu(
  db: Queryable,
  now: number,
  options: { section?: LineSection | undefined; groupByCountry: boolean; esports?: boolean | undefined; timeFilter: LineTimeFilter },
  disallowed: DisallowedSports,
  texts: LineTexts | null = null,
): Promise<LineMenuResponse> {
  const p = new Params();
  const live = `${sectionCondition('live', options.timeFilter, now, p)} and ${disallowedCondition('live', disallowed, p)}`;
  const line = `${sectionCondition('line', options.timeFilter, now, p)} and ${disallowedCondition('line', disallowed, p)}`;
  const rows = await db.query<{
    id: number; name: string; sport_id: number; country_id: number; country_code: string; country_name: string; is_top: boolean;
    live_count: number; line_count: number; slug: string; sport_name: string; is_esports: boolean; esports_type: 'real' | 'virtual' | null; sport_sort: number;
  }>(
    `select c.id, c.name, c.sport_id, c.country_id, co.code as country_code, co.name as country_name, c.is_top,
        count(g.id) filter (where ${live})::int as live_count, count(g.id) filter (where ${line})::int as line_count,
        s.slug, s.name as sport_name, s.is_esports, s.esports_type, s.sort as sport_sort
       from line_champs c join line_sports s on s.id = c.sport_id join line_countries co on co.id = c.country_id
       left join line_games g on g.champ_id = c.id and g.status <> 'finished'
      ${options.esports === undefined ? '' : options.esports ? 'where s.is_esports' : 'where not s.is_esports'}
      group by c.id, co.code, co.name, s.slug, s.name, s.is_esports, s.esports_type, s.sort
      order by s.sort, c.sort, c.id`,
    p.values,
  );
  const sports = new Map<number, LineMenuSport & { countries: LineMenuSport['countries'][number][]; champs: LineMenuChamp[] }>();
  for (const row of rows) {
    const liveCount = options.section === 'line' ? 0 : row.live_count;
    const lineCount = options.section === 'live' ? 0 : row.line_count;
    if (liveCount + lineCount === 0) continue;
    const champ: LineMenuChamp = { id: row.id, name: texts ? texts.champ(row.id, row.name) : row.name, sportId: row.sport_id, countryId: row.country_id, liveCount, lineCount, isTop: row.is_top };
    let sport = sports.get(row.sport_id);
    if (!sport) {
      sport = { id: row.sport_id, slug: row.slug, name: texts ? texts.sport(row.slug, row.sport_name) : row.sport_name, isEsports: row.is_esports, esportsType: row.esports_type, liveCount: 0, lineCount: 0, sort: row.sport_sort, countries: [], champs: [] };
      sports.set(row.sport_id, sport);
    }
    sport.liveCount += liveCount;
    sport.lineCount += lineCount;
    if (options.groupByCountry) {
      let country = sport.countries.find((c) => c.id === row.country_id);
      if (!country) {
        country = { id: row.country_id, code: row.country_code, name: texts ? texts.country(row.country_code, row.country_name) : row.country_name, liveCount: 0, lineCount: 0, champs: [] };
        sport.countries.push(country);
      }
      country.liveCount += liveCount;
      country.lineCount += lineCount;
      country.champs.push(champ);
    } else sport.champs.push(champ);
  }
  return { section: options.section ?? null, groupByCountry: options.groupByCountry, sports: [...sports.values()] };
}

/** One game with all its markets grouped; null when unknown or its sport is disallowed for the caller's section. */
export async function gameDetails(db: Queryable, now: number, gameId: number, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineGameResponse | null> {
  const [row] = await db.query<GameRow>(`${GAME_SELECT} where g.id = $1`, [gameId]);
  if (!row) return null;
  const list = row.status === 'live' ? disallowed.live : disallowed.line;
  if (row.status !== 'finished' && list.includes(row.sport_id)) return null;
  const markets = (await marketsOf(db, [gameId], false, texts)).get(gameId) ?? [];
  const groups = new Map<number, LineMarket[]>();
  for (const market of markets) groups.set(market.groupId, [...(groups.get(market.groupId) ?? []), market]);
  const main = markets[0] ?? null;
  return {
    now: Math.floor(now / 1000),
    game: localiseGame(gameOf(row, main), texts),
    marketGroups: [...groups.entries()].sort(([a], [b]) => a - b).map(([id, list]) => ({ id, name: texts ? texts.group(id) : (MARKET_GROUPS[id] ?? 'Other'), markets: list })),
  };
}

/** A day's bounds in a UTC offset (hours): [start, end) in epoch milliseconds. */
export function dayBounds(day: string, tzo: number): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`) - tzo * HOUR;
  return { from, to: from + 24 * HOUR };
}

/** The calendar day (YYYY-MM-DD) of an instant in a UTC offset (hours). */
export function dayOf(ms: number, tzo: number): string {
  return new Date(ms + tzo * HOUR).toISOString().slice(0, 10);
}

export interface ResultsOptions {
  readonly type: 'live' | 'zone';
  readonly sportId?: number | undefined;
  readonly champId?: number | undefined;
  /** A day in the `tzo` offset: games started that day. */
  readonly date?: string | undefined;
  /** The bettor's UTC offset in hours (default 0). */
  readonly tzo?: number | undefined;
  readonly limit: number;
}

function resultsConditions(now: number, options: Omit<ResultsOptions, 'sportId' | 'limit'>, p: Params): string[] {
  const where = ["g.status = 'finished'"];
  if (options.type === 'live') where.push(`g.finished_at >= ${p.add(new Date(now - 24 * HOUR))}::timestamptz`);
  if (options.champId !== undefined) where.push(`g.champ_id = ${p.add(options.champId)}`);
  if (options.date !== undefined) {
    const { from, to } = dayBounds(options.date, options.tzo ?? 0);
    where.push(`g.start_at >= ${p.add(new Date(from))}::timestamptz and g.start_at < ${p.add(new Date(to))}::timestamptz`);
  }
  return where;
}

export async function results(db: Queryable, now: number, options: ResultsOptions): Promise<LineGame[]> {
  const p = new Params();
  const where = resultsConditions(now, options, p);
  if (options.sportId !== undefined) where.push(`g.sport_id = ${p.add(options.sportId)}`);
  const order = options.date !== undefined ? 'g.start_at desc, g.id desc' : 'g.finished_at desc, g.id desc';
  const rows = await db.query<GameRow>(`${GAME_SELECT} where ${where.join(' and ')} order by ${order} limit ${p.add(options.limit)}`, p.values);
  return rows.map((row) => gameOf(row, null));
}

/** What the results page filters by: the first day still kept (in `tzo`) and the sports with results for the rest of the filter. */
export async function resultsFilters(
  db: Queryable,
  now: number,
  options: Omit<ResultsOptions, 'sportId' | 'limit'>,
): Promise<{ firstDay: string | null; sports: { id: number; slug: string; name: string; count: number }[] }> {
  const p = new Params();
  const where = resultsConditions(now, options, p);
  const [first, sports] = await Promise.all([
    db.query<{ first_ms: number | null }>(`select (extract(epoch from min(start_at)) * 1000)::float8 as first_ms from line_games where status = 'finished'`),
    db.query<{ id: number; slug: string; name: string; count: number }>(
      `select s.id, s.slug, s.name, count(*)::int as count from line_games g join line_sports s on s.id = g.sport_id
        where ${where.join(' and ')} group by s.id, s.slug, s.name, s.sort order by s.sort, s.id`,
      p.values,
    ),
  ]);
  const firstMs = first[0]?.first_ms ?? null;
  return { firstDay: firstMs === null ? null : dayOf(Number(firstMs), options.tzo ?? 0), sports };
}

export async function champDetails(db: Queryable, now: number, champId: number, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineChampResponse | null> {
  const [champ] = await db.query<{ id: number; name: string; sport_id: number; sport_name: string; sport_slug: string; country_id: number; country_code: string; country_name: string; is_top: boolean }>(
    `select c.id, c.name, c.sport_id, s.name as sport_name, s.slug as sport_slug, c.country_id, co.code as country_code, co.name as country_name, c.is_top
       from line_champs c join line_sports s on s.id = c.sport_id join line_countries co on co.id = c.country_id where c.id = $1`,
    [champId],
  );
  if (!champ) return null;
  const [live, line, finished] = await Promise.all([
    listEvents(db, now, { section: 'live', timeFilter: 'all', champId, limit: 100 }, disallowed, texts),
    listEvents(db, now, { section: 'line', timeFilter: 'all', champId, limit: 100 }, disallowed, texts),
    results(db, now, { type: 'zone', champId, limit: 100 }),
  ]);
  return {
    now: Math.floor(now / 1000),
    champ: {
      id: champ.id,
      name: texts ? texts.champ(champ.id, champ.name) : champ.name,
      sportId: champ.sport_id,
      sportName: texts ? texts.sport(champ.sport_slug, champ.sport_name) : champ.sport_name,
      sportSlug: champ.sport_slug,
      countryId: champ.country_id,
      countryName: texts ? texts.country(champ.country_code, champ.country_name) : champ.country_name,
      isTop: champ.is_top,
    },
    live,
    line,
    finished: finished.map((game) => localiseGame(game, texts)),
  };
}

export async function esportsDisciplines(db: Queryable, now: number, type: EsportsType, disallowed: DisallowedSports, texts: LineTexts | null = null): Promise<LineEsportsResponse> {
  const tree = await menu(db, now, { groupByCountry: false, esports: true, timeFilter: 'all' }, disallowed, texts);
  let sports = tree.sports.filter((sport) => (type === 'stream' ? true : sport.esportsType === type));
  if (type === 'stream') {
    const withStream = new Set(
      (await db.query<{ sport_id: number }>(
        "select distinct g.sport_id from line_games g join line_sports s on s.id = g.sport_id where s.is_esports and g.has_stream and g.status <> 'finished'",
      )).map((row) => row.sport_id),
    );
    sports = sports.filter((sport) => withStream.has(sport.id));
  }
  return { type, disciplines: sports.map((sport) => ({ sportId: sport.id, slug: sport.slug, name: sport.name, liveCount: sport.liveCount, lineCount: sport.lineCount, champs: sport.champs })) };
}

interface BetRow {
  outcome_id: number;
  outcome_name: string;
  coef: number;
  result: OutcomeResult | null;
  market_id: number;
  market_name: string;
  type_id: number;
  kind: number;
  is_blocked: boolean;
  is_suspended: boolean;
  is_combinable: boolean;
  is_banned_express: boolean;
  settled: boolean;
  outcome_code: string;
  group_id: number;
  market_period: number;
  param: number | null;
}

/**
 * What the betting module needs to take a bet on each outcome, now (spec §3 coupon bet fields): coefficient in
 * thousandths, market blocked/suspended, game status (statusId 1 prematch, 2 live, 3 live with the main market
 * suspended, 4 finished), isLive, sport and champ, game id (the coupon's blockId), the market's combinable flag and
 * whether the user's config disallows the sport in the game's section (line: disallow_line_sport, live:
 * disallow_live_sport). Outcomes not found are left out (compare ids). `userId` null: a guest (nothing disallowed).
 * `isBlocked` is true whenever no bet may be taken: market blocked or suspended, game finished, outcome settled.
 */
export async function loadOutcomesForBet(db: Queryable, outcomeIds: readonly number[], options: { userId?: number | null; texts?: LineTexts | null } = {}): Promise<LineBet[]> {
  if (outcomeIds.length === 0) return [];
  const disallowed = await disallowedSportsOf(db, options.userId ?? null);
  const rows = await db.query<GameRow & BetRow>(
    `${GAME_SELECT.replace('from line_games g', `, o.id as outcome_id, o.name as outcome_name, o.coef, o.result, m.id as market_id, m.name as market_name,
        m.type_id, m.kind, m.is_blocked, m.is_suspended, m.is_combinable, m.is_banned_express, m.settled, o.code as outcome_code, m.group_id, m.period as market_period, m.param
      from line_outcomes o join line_markets m on m.id = o.market_id join line_games g on g.id = o.game_id`)}
      where o.id = any($1::int[]) order by o.id`,
    [outcomeIds.map(Number)],
  );
  const texts = options.texts ?? null;
  return rows.map((row) => {
    const game = localiseGame(gameOf(row, null), texts);
    const disallowedList = row.status === 'live' ? disallowed.live : disallowed.line;
    // Names in the caller's language (the betting module asks without: English, as stored).
    const naming = { sportId: row.sport_id, typeId: row.type_id, groupId: row.group_id, period: row.market_period, param: row.param };
    const [home, away] = [game.opponents[0]?.name ?? '', game.opponents[1]?.name ?? ''];
    return {
      outcomeId: row.outcome_id,
      outcomeName: texts ? texts.outcome(naming, row.outcome_code, row.outcome_name, home, away) : row.outcome_name,
      marketId: row.market_id,
      marketName: texts ? texts.market(naming, row.market_name, home, away) : row.market_name,
      coef: row.coef,
      sportId: row.sport_id,
      typeId: row.type_id,
      kind: row.kind,
      isLive: row.status === 'live',
      champId: row.champ_id,
      champName: game.champName,
      sportName: game.sportName,
      blockId: row.id,
      gameId: row.id,
      gameNumber: row.number,
      statusId: game.statusId,
      isFinished: row.status === 'finished',
      isLiveInLive: row.status === 'live',
      startAt: game.startAt,
      gameSeconds: row.game_seconds,
      opponents: game.opponents,
      score: game.score,
      isBlocked: row.is_blocked || row.is_suspended || row.status === 'finished' || row.settled || row.result !== null,
      isSuspended: row.is_suspended,
      isDepend: false,
      isBannedExpress: row.is_banned_express,
      isCombinable: row.is_combinable,
      statisticId: row.statistic_id,
      result: row.result,
      isSportDisallowed: disallowedList.includes(row.sport_id),
    };
  });
}
