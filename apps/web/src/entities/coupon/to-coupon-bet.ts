import type { LineBet, LineGame, LineMarket, LineOutcome } from '@betting/contracts';
import { defaultCouponBet, type CouponBet } from '@betting/coupon';

/** What the slip shows of a pick beside the coupon's own fields: the game, the market and the outcome by name. */
export interface BetLabel {
  /** The outcome's market: the live feed locks markets, not outcomes. */
  readonly marketId: number;
  readonly gameName: string;
  readonly marketName: string;
  readonly outcomeName: string;
}

/** The fields of a pick the coupon keeps: the line's `bets` answer has them all; a list row builds them. */
type LinePick = Omit<LineBet, 'outcomeName' | 'marketId' | 'marketName' | 'champId' | 'gameNumber' | 'result' | 'isSportDisallowed'>;

/** A pick as a coupon bet (spec §3 fields); the bet id is the outcome id, the block is the game. */
export function couponBetFromLine(pick: LinePick): CouponBet {
  const [home, away] = pick.opponents;
  const score = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return defaultCouponBet({
    id: String(pick.outcomeId),
    gameId: pick.gameId,
    blockId: pick.blockId,
    statusId: pick.statusId,
    typeId: pick.typeId,
    sportNameEn: pick.sportName,
    champNameEn: pick.champName,
    isFinished: pick.isFinished,
    isLiveInLive: pick.isLiveInLive,
    permanentId: String(pick.outcomeId),
    startTime: pick.startAt,
    gameSeconds: pick.isLive ? pick.gameSeconds : null,
    opponent1NameEn: home?.name ?? '',
    opponent2NameEn: away?.name ?? '',
    opponent1FullScore: score(home?.score),
    opponent2FullScore: score(away?.score),
    formattedScore: pick.score || null,
    isBlocked: pick.isBlocked || pick.isSuspended,
    isDepend: pick.isDepend,
    isBannedExpress: pick.isBannedExpress,
    statisticId: pick.statisticId,
    market: {
      id: String(pick.outcomeId),
      coef: pick.coef,
      sportId: pick.sportId,
      typeId: pick.typeId,
      kind: pick.kind,
      isLive: pick.isLive,
      champName: pick.champName,
      sportName: pick.sportName,
      isCombinable: pick.isCombinable,
    },
  });
}

/** A coefficient button's pick (a list row or a game page market). */
export function toCouponBet(game: LineGame, market: LineMarket, outcome: LineOutcome): CouponBet {
  return couponBetFromLine({
    outcomeId: outcome.id,
    coef: outcome.coef,
    sportId: game.sportId,
    typeId: market.typeId,
    kind: market.kind,
    isLive: game.isLive,
    champName: game.champName,
    sportName: game.sportName,
    blockId: game.id,
    gameId: game.id,
    statusId: game.statusId,
    isFinished: game.isFinished,
    isLiveInLive: game.isLiveInLive,
    startAt: game.startAt,
    gameSeconds: game.gameSeconds,
    opponents: game.opponents,
    score: game.score,
    isBlocked: outcome.isBlocked || market.isBlocked,
    isSuspended: market.isSuspended,
    isDepend: false,
    isBannedExpress: false,
    isCombinable: market.isCombinable,
    statisticId: game.statisticId,
  });
}

export function gameName(game: Pick<LineGame, 'opponents'>): string {
  return game.opponents.map((opponent) => opponent.name).join(' – ');
}

export function betLabel(game: LineGame, market: LineMarket, outcome: LineOutcome): BetLabel {
  return { marketId: market.id, gameName: gameName(game), marketName: market.name, outcomeName: outcome.name };
}

export function betLabelFromLine(bet: LineBet): BetLabel {
  return { marketId: bet.marketId, gameName: gameName(bet), marketName: bet.marketName, outcomeName: bet.outcomeName };
}
