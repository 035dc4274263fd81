import { ApiErrorSchema, BackofficePaths, RiskLiabilityResponseSchema, type RiskOutcomeLiability } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import type { BackofficeDeps } from './deps';
import { DEFAULT_LIABILITY_ALERT_ABOVE } from './env';
import { access } from './guard';
import { bettorsByProfit, openGameStakes, outcomeExposure } from './liability.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const LIST_LIMIT = 50;
const byNumericCode = new Map(currencies.map((currency) => [currency.numericCode, currency]));
const currencyOf = (id: number) => {
  const currency = byNumericCode.get(id);
  return { currency: currency?.iso ?? String(id), minor_digits: currency?.exponent ?? 2 };
};

/**
 * What the house stands to pay from open coupons, in minor units of each coupon's currency. Every open coupon holding
 * an undecided outcome counts at its whole potential payout (stake × the coupon's price; an express as if its other
 * legs win too, the worst case), times the share its owner still holds after a partial cash out. An outcome's
 * liability: those payouts minus those coupons' stakes. A game's: its worst outcome's payouts minus the stakes of
 * every open coupon on the game.
 */
export async function liabilityOf(db: Queryable, thresholdOf: (currency: string) => number) {
  const rows = await outcomeExposure(db);
  const outcomes: RiskOutcomeLiability[] = rows.map((row) => {
    const money = currencyOf(row.currency_id);
    const liability = Number(row.payouts) - Number(row.stakes);
    return {
      outcome_id: Number(row.outcome_id),
      game_id: Number(row.game_id),
      game: row.game_name,
      market: row.market_name,
      outcome: row.outcome_name,
      ...money,
      coupons: Number(row.coupons),
      stakes: Number(row.stakes),
      liability,
      alert: liability > thresholdOf(money.currency),
    };
  });
  outcomes.sort((a, b) => b.liability - a.liability || a.outcome_id - b.outcome_id);

  const gameStakes = await openGameStakes(db);
  const games = gameStakes.map((row) => {
    const money = currencyOf(row.currency_id);
    const own = outcomes.filter((outcome) => outcome.game_id === Number(row.game_id) && outcome.currency === money.currency);
    const stakes = Number(row.stakes);
    const worst = Math.max(0, ...own.map((outcome) => outcome.liability + outcome.stakes)) - stakes;
    return { game_id: Number(row.game_id), game: own[0]?.game ?? '', ...money, stakes, worst_liability: worst, alert: worst > thresholdOf(money.currency) };
  });
  games.sort((a, b) => b.worst_liability - a.worst_liability || a.game_id - b.game_id);

  const bettors = await bettorsByProfit(db, LIST_LIMIT);
  return {
    outcomes: outcomes.slice(0, LIST_LIMIT),
    games: games.slice(0, LIST_LIMIT),
    bettors: bettors.map((row) => ({
      user_id: row.user_id,
      ...currencyOf(row.currency_id),
      coupons: Number(row.coupons),
      staked: Number(row.staked),
      returned: Number(row.returned),
      profit: Number(row.returned) - Number(row.staked),
    })),
    alerts: outcomes.filter((outcome) => outcome.alert),
  };
}

/** The risk desk: liability per outcome and per game from open coupons, bettors by profit, and the alerts above the threshold. */
export const backofficeRiskRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const thresholdOf = (currency: string) => deps.liabilityAlertAbove[currency] ?? DEFAULT_LIABILITY_ALERT_ABOVE;
  app.get(BackofficePaths.riskLiability, { config: access('risk.read'), schema: { response: { 200: RiskLiabilityResponseSchema, ...errors } } }, async () => {
    const liability = await liabilityOf(deps.db, thresholdOf);
    const thresholds: Record<string, number> = {};
    for (const currency of new Set([...liability.outcomes.map((item) => item.currency), ...Object.keys(deps.liabilityAlertAbove), 'RUB'])) thresholds[currency] = thresholdOf(currency);
    return { thresholds, ...liability };
  });
};
