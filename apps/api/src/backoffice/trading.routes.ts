import {
  ApiErrorSchema,
  BackofficePaths,
  TradingCorrectionBodySchema,
  TradingGameDetailSchema,
  TradingGamesQuerySchema,
  TradingGamesResponseSchema,
  TradingMarketStateBodySchema,
  TradingPriceBodySchema,
  TradingResultBodySchema,
  TradingSettledResponseSchema,
  type TradingGame,
  type TradingGameDetail,
  type TradingMarket,
} from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { LineControlError } from '../line';
import { reopenForCorrection } from '../betting';
import { audited, insertAudit } from './audit.repository';
import type { BackofficeDeps, BackofficeLine } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 503: ApiErrorSchema };
const params = z.object({ id: z.coerce.number().int().positive() });
const GAMES_LIMIT = 200;

interface GameRow {
  id: number;
  sport_id: number;
  sport: string;
  champ_id: number;
  champ: string;
  home_name: string;
  away_name: string;
  start_at: Date | string;
  status: TradingGame['status'];
  home_score: number | null;
  away_score: number | null;
  game_seconds: number;
  markets: string | number;
  suspended_markets: string | number;
  blocked_markets: string | number;
}

const GAME_SELECT = `select g.id, g.sport_id, s.name as sport, g.champ_id, c.name as champ, g.home_name, g.away_name, g.start_at, g.status,
       g.home_score, g.away_score, g.game_seconds,
       (select count(*) from line_markets m where m.game_id = g.id) as markets,
       (select count(*) from line_markets m where m.game_id = g.id and m.is_suspended) as suspended_markets,
       (select count(*) from line_markets m where m.game_id = g.id and m.is_blocked) as blocked_markets
  from line_games g join line_sports s on s.id = g.sport_id join line_champs c on c.id = g.champ_id`;

const gameOf = (row: GameRow): TradingGame => ({
  id: row.id,
  sport_id: row.sport_id,
  sport: row.sport,
  champ_id: row.champ_id,
  champ: row.champ,
  home: row.home_name,
  away: row.away_name,
  start_at: new Date(row.start_at).toISOString(),
  status: row.status,
  score: row.home_score === null || row.away_score === null ? null : [row.home_score, row.away_score],
  game_seconds: row.game_seconds,
  markets: Number(row.markets),
  suspended_markets: Number(row.suspended_markets),
  blocked_markets: Number(row.blocked_markets),
});

/** The bookmaker's margin in thousandths: the sum of the implied probabilities minus one (rounded). */
export function marginOf(coefs: readonly number[]): number {
  return Math.round(coefs.reduce((sum, coef) => sum + 1_000_000 / coef, 0) - 1000);
}

export async function tradingGame(db: Queryable, gameId: number): Promise<TradingGameDetail | undefined> {
  const [row] = await db.query<GameRow>(`${GAME_SELECT} where g.id = $1`, [gameId]);
  if (!row) return undefined;
  const markets = await db.query<{ id: number; name: string; period: number; param: number | null; is_suspended: boolean; is_blocked: boolean; blocked_by: TradingMarket['blocked_by'] }>(
    'select id, name, period, param, is_suspended, is_blocked, blocked_by from line_markets where game_id = $1 order by sort, id',
    [gameId]
  );
  const outcomes = await db.query<{ id: number; market_id: number; code: string; name: string; coef: number; pinned: boolean; result: 'won' | 'lost' | 'void' | null }>(
    'select id, market_id, code, name, coef, pinned, result from line_outcomes where game_id = $1 order by sort, id',
    [gameId]
  );
  return {
    game: gameOf(row),
    markets: markets.map((market) => {
      const own = outcomes.filter((outcome) => outcome.market_id === market.id);
      return {
        ...market,
        margin: own.length > 1 && own.every((outcome) => outcome.result === null) ? marginOf(own.map((outcome) => outcome.coef)) : null,
        outcomes: own.map(({ market_id: _market, ...outcome }) => outcome),
      };
    }),
  };
}

const marketSummary = (detail: TradingGameDetail | undefined, marketId: number) => {
  const market = detail?.markets.find((item) => item.id === marketId);
  return (
    market && {
      game_id: detail?.game.id,
      name: market.name,
      is_suspended: market.is_suspended,
      is_blocked: market.is_blocked,
      outcomes: market.outcomes.map(({ id, coef, pinned, result }) => ({ id, coef, pinned, result })),
    }
  );
};

const LINE_STATUS: Record<LineControlError, number> = { line_game_not_found: 404, line_market_not_found: 404, line_outcome_not_found: 404, line_game_finished: 409 };

/**
 * The trading desk: the line by sport, competition and game with its live state; a market suspended or blocked (and
 * back), a price pinned (the simulator leaves it alone), a game resulted with its final score, a market voided. Each
 * acts through the line's own operator functions (the ones test control drives), so the change reaches the site's
 * stream and caches as the simulator's own do; results settle through the betting module's exactly-once settlement.
 * Every action's audit record holds the market or game before and after.
 */
export const backofficeTradingRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const lineOf = (reply: FastifyReply): BackofficeLine | undefined => {
    if (!deps.line) void refuseStaff(reply, 503, 'line_unavailable', 'The line is not part of this server');
    return deps.line;
  };

  app.get(
    BackofficePaths.tradingGames,
    { config: access('trading.read'), schema: { querystring: TradingGamesQuerySchema, response: { 200: TradingGamesResponseSchema, ...errors } } },
    async (request) => {
      const conditions: string[] = [];
      const values: unknown[] = [];
      const add = (sql: (param: string) => string, value: unknown) => {
        values.push(value);
        conditions.push(sql(`$${values.length}`));
      };
      const q = request.query.q?.trim();
      const byId = q !== undefined && /^\d{1,9}$/.test(q);
      if (request.query.status) add((p) => `g.status = ${p}`, request.query.status);
      // A game asked for by its id is found whatever its state.
      else if (!byId) conditions.push("g.status <> 'finished'");
      if (request.query.sport_id) add((p) => `g.sport_id = ${p}`, request.query.sport_id);
      if (byId) add((p) => `g.id = ${p}`, Number(q));
      else if (q) add((p) => `(strpos(lower(g.home_name), lower(${p})) > 0 or strpos(lower(g.away_name), lower(${p})) > 0 or strpos(lower(c.name), lower(${p})) > 0)`, q);
      values.push(GAMES_LIMIT);
      const order = request.query.status === 'finished' ? 'g.finished_at desc nulls last, g.id desc' : "case g.status when 'live' then 0 else 1 end, g.start_at, g.id";
      const rows = await db.query<GameRow>(`${GAME_SELECT} where ${conditions.join(' and ')} order by s.name, ${order} limit $${values.length}`, values);
      return { entities: rows.map(gameOf) };
    }
  );

  app.get(BackofficePaths.tradingGame(':id'), { config: access('trading.read'), schema: { params, response: { 200: TradingGameDetailSchema, ...errors } } }, async (request, reply) => {
    const detail = await tradingGame(db, request.params.id);
    return detail ?? refuseStaff(reply, 404, 'not_found', 'No such game');
  });

  app.post(
    BackofficePaths.tradingMarketState(':id'),
    { config: access('trading.manage'), schema: { params, body: TradingMarketStateBodySchema, response: { 200: TradingGameDetailSchema, ...errors } } },
    async (request, reply) => {
      const line = lineOf(reply);
      if (!line) return reply;
      const marketId = request.params.id;
      const [market] = await db.query<{ game_id: number }>('select game_id from line_markets where id = $1', [marketId]);
      if (!market) return refuseStaff(reply, 404, 'not_found', 'No such market');
      const { flag, on } = request.body;
      const action = `trading.market.${on ? '' : 'un'}${flag}`;
      const before = marketSummary(await tradingGame(db, market.game_id), marketId);
      // The line's own function (its queue, caches and stream); the audit record follows what it wrote.
      const result = await line.simulator.setMarketState(marketId, flag, on);
      if (!result.ok) return refuseStaff(reply, LINE_STATUS[result.error], 'not_found', result.error);
      const after = (await tradingGame(db, market.game_id)) as TradingGameDetail;
      await insertAudit(db, { staffId: staffSessionOf(request).staff.id, action, target: `market:${marketId}`, before, after: marketSummary(after, marketId) }, clock.now());
      return after;
    }
  );

  app.post(
    BackofficePaths.tradingOutcomePrice(':id'),
    { config: access('trading.manage'), schema: { params, body: TradingPriceBodySchema, response: { 200: TradingGameDetailSchema, ...errors } } },
    async (request, reply) => {
      const line = lineOf(reply);
      if (!line) return reply;
      const outcomeId = request.params.id;
      const [outcome] = await db.query<{ game_id: number; market_id: number; result: string | null }>('select game_id, market_id, result from line_outcomes where id = $1', [outcomeId]);
      if (!outcome) return refuseStaff(reply, 404, 'not_found', 'No such outcome');
      if (outcome.result !== null) return refuseStaff(reply, 409, 'already_decided', 'The outcome is decided');
      const before = marketSummary(await tradingGame(db, outcome.game_id), outcome.market_id);
      const result = await line.simulator.setCoef(outcomeId, request.body.coef);
      if (!result.ok) return refuseStaff(reply, LINE_STATUS[result.error], 'not_found', result.error);
      const after = (await tradingGame(db, outcome.game_id)) as TradingGameDetail;
      const market = after.markets.find((item) => item.id === outcome.market_id);
      await insertAudit(
        db,
        {
          staffId: staffSessionOf(request).staff.id,
          action: 'trading.price.pin',
          target: `outcome:${outcomeId}`,
          before,
          after: { ...marketSummary(after, outcome.market_id), margin: market?.margin ?? null },
        },
        clock.now()
      );
      return after;
    }
  );

  app.post(
    BackofficePaths.tradingGameResult(':id'),
    { config: access('trading.manage'), schema: { params, body: TradingResultBodySchema, response: { 200: TradingSettledResponseSchema, ...errors } } },
    async (request, reply) => {
      const line = lineOf(reply);
      if (!line) return reply;
      const gameId = request.params.id;
      const current = await tradingGame(db, gameId);
      if (!current) return refuseStaff(reply, 404, 'not_found', 'No such game');
      if (current.game.status === 'finished') return refuseStaff(reply, 409, 'already_decided', 'The game has its result already');
      const summary = (detail: TradingGameDetail | undefined) => detail && { status: detail.game.status, score: detail.game.score };
      // The line finishes the game with this score and decides every market from it, as a game played out would.
      const result = await line.simulator.finishGame(gameId, request.body.score);
      if (!result.ok) return refuseStaff(reply, LINE_STATUS[result.error], result.error === 'line_game_finished' ? 'already_decided' : 'not_found', result.error);
      const after = (await tradingGame(db, gameId)) as TradingGameDetail;
      await insertAudit(db, { staffId: staffSessionOf(request).staff.id, action: 'trading.game.result', target: `game:${gameId}`, before: summary(current), after: summary(after) }, clock.now());
      // The betting module's settlement: each coupon once, whoever (this call, the finished-games hook, the sweep) gets there first.
      const settled = await line.settle([gameId]);
      return { detail: (await tradingGame(db, gameId)) as TradingGameDetail, settled_coupons: settled.couponIds };
    }
  );

  app.post(
    BackofficePaths.tradingGameCorrection(':id'),
    { config: access('trading.manage'), schema: { params, body: TradingCorrectionBodySchema, response: { 200: TradingSettledResponseSchema, ...errors } } },
    async (request, reply) => {
      const line = lineOf(reply);
      if (!line) return reply;
      const gameId = request.params.id;
      const current = await tradingGame(db, gameId);
      if (!current) return refuseStaff(reply, 404, 'not_found', 'No such game');
      if (current.game.status !== 'finished') return refuseStaff(reply, 409, 'game_not_finished', 'Only a finished game’s result can be corrected');
      const outcomes = new Map(current.markets.flatMap((market) => market.outcomes.map((outcome) => [outcome.id, outcome.result] as const)));
      if (request.body.results.some((item) => !outcomes.has(item.outcome_id))) return refuseStaff(reply, 404, 'not_found', 'An outcome is not of this game');
      const changes = request.body.results.filter((item) => outcomes.get(item.outcome_id) !== item.result);
      // No early return when nothing changes: a correction stopped half way (a refused reversal) is finished by asking again.
      const staffId = staffSessionOf(request).staff.id;
      for (const change of changes) await db.query('update line_outcomes set result = $2 where id = $1 and game_id = $3', [change.outcome_id, change.result, gameId]);
      // Each settled coupon on the game whose legs no longer match is reopened once (its credit reversed), then settled again.
      const reopened = await reopenForCorrection({ db, clock }, gameId, `staff:${staffId}`);
      const settled = await line.settle([gameId]);
      // Recorded when something happened (results changed, coupons reopened, or a reversal refused).
      if (changes.length > 0 || !reopened.ok || reopened.reopened.length > 0)
        await insertAudit(
          db,
          {
            staffId,
            action: 'trading.game.correct',
            target: `game:${gameId}`,
            before: { results: changes.map((change) => ({ outcome_id: change.outcome_id, result: outcomes.get(change.outcome_id) ?? null })) },
            after: { results: changes, reopened_coupons: reopened.ok ? reopened.reopened : [], refused: reopened.ok ? null : { coupon_id: reopened.couponId, error: reopened.error } },
          },
          clock.now()
        );
      if (!reopened.ok) return refuseStaff(reply, 409, 'ledger_refused', `Coupon ${reopened.couponId} could not be reopened: ${reopened.error}`);
      return { detail: (await tradingGame(db, gameId)) as TradingGameDetail, settled_coupons: settled.couponIds, reopened_coupons: reopened.reopened };
    }
  );

  app.post(BackofficePaths.tradingMarketVoid(':id'), { config: access('trading.manage'), schema: { params, response: { 200: TradingSettledResponseSchema, ...errors } } }, async (request, reply) => {
    const line = lineOf(reply);
    if (!line) return reply;
    const marketId = request.params.id;
    const [market] = await db.query<{ game_id: number }>('select game_id from line_markets where id = $1', [marketId]);
    if (!market) return refuseStaff(reply, 404, 'not_found', 'No such market');
    const voided = await audited(db, { staffId: staffSessionOf(request).staff.id, action: 'trading.market.void', target: `market:${marketId}`, now: clock.now() }, async (tx) => {
      const before = marketSummary(await tradingGame(tx, market.game_id), marketId);
      if (before?.outcomes.some((outcome) => outcome.result !== null)) return undefined;
      await tx.query("update line_outcomes set result = 'void' where market_id = $1 and result is null", [marketId]);
      await tx.query("update line_markets set is_blocked = true, blocked_by = 'manual', settled = true where id = $1", [marketId]);
      return { result: true, before, after: marketSummary(await tradingGame(tx, market.game_id), marketId) };
    });
    if (!voided) return refuseStaff(reply, 409, 'already_decided', 'The market is decided already');
    // Stakes on a void leg come back (a single) or the leg counts at 1.00 (an express): the settlement's own rules.
    const settled = await line.settle([market.game_id]);
    return { detail: (await tradingGame(db, market.game_id)) as TradingGameDetail, settled_coupons: settled.couponIds };
  });
};
