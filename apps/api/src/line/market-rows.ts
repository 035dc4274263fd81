/**
 * The rows both the line's reads (line.repository.ts) and the simulator (simulator.ts) read of a game's markets:
 * one row a market and outcome (`m` line_markets, `o` line_outcomes), in the line's order, grouped back per game.
 */

/** The columns of MARKET_OUTCOME_COLUMNS; each reader adds its own. */
export interface MarketOutcomeRow {
  id: number;
  game_id: number;
  type_id: number;
  kind: number;
  group_id: number;
  name: string;
  period: number;
  param: number | null;
  is_blocked: boolean;
  is_suspended: boolean;
  is_combinable: boolean;
  settled: boolean;
  outcome_id: number;
  outcome_name: string;
  coef: number;
  version: number;
}

export const MARKET_OUTCOME_COLUMNS = `m.id, m.game_id, m.type_id, m.kind, m.group_id, m.name, m.period, m.param, m.is_blocked, m.is_suspended, m.is_combinable,
  m.settled, o.id as outcome_id, o.name as outcome_name, o.coef, o.version`;

/** The line's order: games, then markets by their sort and id, then outcomes by their sort. */
export const MARKET_OUTCOME_ORDER = 'order by m.game_id, m.sort, m.id, o.sort';

/**
 * Groups rows in MARKET_OUTCOME_ORDER into markets per game id: `open` makes a market from its first row, `addOutcome`
 * adds each row's outcome to the market it belongs to.
 */
export function marketsByGame<R extends MarketOutcomeRow, M>(rows: readonly R[], open: (row: R) => M, addOutcome: (market: M, row: R) => void): Map<number, M[]> {
  const byGame = new Map<number, M[]>();
  let current: { readonly id: number; readonly market: M } | null = null;
  for (const row of rows) {
    if (!current || current.id !== row.id) {
      current = { id: row.id, market: open(row) };
      const list = byGame.get(row.game_id) ?? [];
      list.push(current.market);
      byGame.set(row.game_id, list);
    }
    addOutcome(current.market, row);
  }
  return byGame;
}
