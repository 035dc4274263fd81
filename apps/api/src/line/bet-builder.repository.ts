/**
 * The bet builder's price for outcomes of the line: reads their game and markets (every outcome of each, by its code,
 * as the model defines them) and prices them with `priceBuilder` and the game's margin (`marginFor`, prematch). Only
 * prematch games of the catalog's sports are built on: a live game's price moves every second and the slip's legs
 * with it.
 */
import type { Queryable } from '../db/database';
import { priceBuilder, type BuilderLeg, type BuilderRefusal } from './bet-builder';
import { SPORT_BY_ID } from './catalog';
import { marginFor, type MarketDef, type ModelState } from './odds';

export type BetBuilderQuoteRefusal =
  | BuilderRefusal
  /** The legs are not all of one game. */
  | 'bet_builder_games'
  /** The game is live, over or not priced by the model; a leg is blocked or suspended. */
  | 'bet_builder_unavailable';

export type BetBuilderQuote =
  | { readonly ok: true; readonly gameId: number; readonly coef: number; readonly probability: number }
  | { readonly ok: false; readonly error: BetBuilderQuoteRefusal }
  /** Some outcome ids are not the line's. */
  | { readonly ok: false; readonly error: 'bet_not_found'; readonly outcomeIds: readonly number[] };

interface LegRow {
  outcome_id: number;
  market_id: number;
  type_id: number;
  kind: number;
  group_id: number;
  name: string;
  period: number;
  param: number | null;
  is_combinable: boolean;
  is_banned_express: boolean;
  unavailable: boolean;
  game_id: number;
  sport_id: number;
  home_strength: number | string;
  away_strength: number | string;
  status: 'prematch' | 'live' | 'finished';
}

/** The builder's coefficient (thousandths) of the outcomes now, or why there is none. */
export async function quoteBetBuilder(db: Queryable, outcomeIds: readonly number[]): Promise<BetBuilderQuote> {
  const ids = [...new Set(outcomeIds)];
  if (ids.length !== outcomeIds.length || ids.length < 2) return { ok: false, error: 'bet_builder_legs' };
  const rows = await db.query<LegRow>(
    `select o.id as outcome_id, m.id as market_id, m.type_id, m.kind, m.group_id, m.name, m.period, m.param, m.is_combinable, m.is_banned_express,
            (m.is_blocked or m.is_suspended or m.settled or o.result is not null) as unavailable,
            g.id as game_id, g.sport_id, g.home_strength, g.away_strength, g.status
       from line_outcomes o join line_markets m on m.id = o.market_id join line_games g on g.id = m.game_id
      where o.id = any($1::int[])`,
    [ids],
  );
  const found = new Set(rows.map((row) => Number(row.outcome_id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) return { ok: false, error: 'bet_not_found', outcomeIds: missing };
  const gameIds = new Set(rows.map((row) => Number(row.game_id)));
  if (gameIds.size !== 1) return { ok: false, error: 'bet_builder_games' };
  const first = rows[0]!;
  const sport = SPORT_BY_ID.get(first.sport_id);
  if (!sport || first.status !== 'prematch' || rows.some((row) => row.unavailable)) return { ok: false, error: 'bet_builder_unavailable' };

  const marketIds = [...new Set(rows.map((row) => Number(row.market_id)))];
  const outcomes = await db.query<{ market_id: number; id: number; code: string; name: string }>(
    'select market_id, id, code, name from line_outcomes where market_id = any($1::int[]) order by market_id, sort, id',
    [marketIds],
  );
  const byMarket = new Map<number, { id: number; code: string; name: string }[]>();
  for (const outcome of outcomes) {
    const list = byMarket.get(Number(outcome.market_id)) ?? [];
    list.push({ id: Number(outcome.id), code: outcome.code, name: outcome.name });
    byMarket.set(Number(outcome.market_id), list);
  }
  const byOutcome = new Map(rows.map((row) => [Number(row.outcome_id), row]));
  const legs: BuilderLeg[] = ids.map((id) => {
    const row = byOutcome.get(id)!;
    const list = byMarket.get(Number(row.market_id)) ?? [];
    const market: MarketDef = {
      typeId: row.type_id,
      kind: row.kind,
      groupId: row.group_id,
      name: row.name,
      period: row.period,
      param: row.param,
      isCombinable: row.is_combinable,
      isBannedExpress: row.is_banned_express,
      outcomes: list.map(({ code, name }) => ({ code, name })),
    };
    return { market, outcomeIndex: list.findIndex((outcome) => outcome.id === id) };
  });
  const state: ModelState = { sport, homeRating: Number(first.home_strength), awayRating: Number(first.away_strength), gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
  const price = priceBuilder(state, legs, marginFor(false, sport.model));
  if (!price.ok) return price;
  return { ok: true, gameId: Number(first.game_id), coef: price.coef, probability: price.probability };
}
