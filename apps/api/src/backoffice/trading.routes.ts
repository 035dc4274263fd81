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
  type TradingGameDetail,
} from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LineControlError } from '../line';
import { reopenForCorrection } from '../betting';
import { audited, insertAudit } from './audit.repository';
import type { BackofficeDeps, BackofficeLine } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { correctOutcomeResult, gameOfMarket, outcomeOf, tradingGame, tradingGames, voidMarket } from './trading.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 503: ApiErrorSchema };
const params = z.object({ id: z.coerce.number().int().positive() });
const GAMES_LIMIT = 200;

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
    async (request) => ({ entities: await tradingGames(db, request.query, GAMES_LIMIT) })
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
      const gameId = await gameOfMarket(db, marketId);
      if (gameId === undefined) return refuseStaff(reply, 404, 'not_found', 'No such market');
      const { flag, on } = request.body;
      const action = `trading.market.${on ? '' : 'un'}${flag}`;
      const before = marketSummary(await tradingGame(db, gameId), marketId);
      // The line's own function (its queue, caches and stream); the audit record follows what it wrote.
      const result = await line.simulator.setMarketState(marketId, flag, on);
      if (!result.ok) return refuseStaff(reply, LINE_STATUS[result.error], 'not_found', result.error);
      const after = (await tradingGame(db, gameId)) as TradingGameDetail;
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
      const outcome = await outcomeOf(db, outcomeId);
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
      for (const change of changes) await correctOutcomeResult(db, gameId, change.outcome_id, change.result);
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
    const gameId = await gameOfMarket(db, marketId);
    if (gameId === undefined) return refuseStaff(reply, 404, 'not_found', 'No such market');
    const voided = await audited(db, { staffId: staffSessionOf(request).staff.id, action: 'trading.market.void', target: `market:${marketId}`, now: clock.now() }, async (tx) => {
      const before = marketSummary(await tradingGame(tx, gameId), marketId);
      if (before?.outcomes.some((outcome) => outcome.result !== null)) return undefined;
      await voidMarket(tx, marketId);
      return { result: true, before, after: marketSummary(await tradingGame(tx, gameId), marketId) };
    });
    if (!voided) return refuseStaff(reply, 409, 'already_decided', 'The market is decided already');
    // Stakes on a void leg come back (a single) or the leg counts at 1.00 (an express): the settlement's own rules.
    const settled = await line.settle([gameId]);
    return { detail: (await tradingGame(db, gameId)) as TradingGameDetail, settled_coupons: settled.couponIds };
  });
};
