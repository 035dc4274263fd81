/**
 * How a line market settles on a finished game's scores — one rule for the API (odds.ts settles every outcome with it)
 * and for the bettor's verifier (verify.ts settles every published market again on the replayed scores).
 */

/** The scores a market settles on: goals (poisson) or maps/sets (elo), and per period goals or points of the map. */
export interface SettleState {
  readonly home: number;
  readonly away: number;
  readonly periodScores: readonly (readonly [number, number])[];
}

/** What settling needs of a market: its type, period (0 the whole game), line in thousandths and outcome codes. */
export interface SettleMarket {
  readonly typeId: number;
  readonly period: number;
  readonly param: number | null;
  readonly outcomes: readonly { readonly code: string }[];
}

export type MarketResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/**
 * The lines a stake is on: a half or whole line is itself; a quarter line (x.25, x.75) is half the stake on each
 * neighbouring line (2.25 → 2 and 2.5).
 */
export function lineParts(param: number): number[] {
  return Math.abs(param) % 500 === 250 ? [(param - 250) / 1000, (param + 250) / 1000] : [param / 1000];
}

/** Side one's result from its margin over each part of the line (> 0 wins, 0 is void, < 0 loses). */
export function asianResult(margins: readonly number[]): MarketResult {
  const score = margins.reduce((sum, m) => sum + Math.sign(m), 0) * (2 / margins.length);
  return score >= 2 ? 'won' : score >= 1 ? 'half_won' : score <= -2 ? 'lost' : score <= -1 ? 'half_lost' : 'void';
}

const MIRROR: Record<MarketResult, MarketResult> = { won: 'lost', half_won: 'half_lost', void: 'void', half_lost: 'half_won', lost: 'won' };

/** Both sides of a line: side one's result and its mirror. */
function twoWay(margins: readonly number[]): [MarketResult, MarketResult] {
  const one = asianResult(margins);
  return [one, MIRROR[one]];
}

export const handicapMargin = (d: number, x: number) => d + x;
export const overMargin = (t: number, x: number) => t - x;

/** Market types (LineMarketSchema.typeId). */
export const MARKET_TYPE = {
  result: 1,
  winner: 2,
  /** Over/under; a quarter or whole line is an Asian total. Elo: maps (whole game) or points of a map (period > 0). */
  total: 3,
  /** Home line; a quarter or whole line is an Asian handicap. Elo: maps (whole game) or points of a map (period > 0). */
  handicap: 4,
  bothScore: 5,
  doubleChance: 6,
  periodResult: 7,
  exactScore: 8,
  drawNoBet: 9,
  homeTotal: 10,
  awayTotal: 11,
  halfTimeFullTime: 12,
  winningMargin: 13,
  oddEven: 14,
  /** Elo: points (games, rounds) of the whole match over/under. */
  pointsTotal: 15,
  /** Elo: points (games, rounds) of the whole match, home line. */
  pointsHandicap: 16,
} as const;
/** `H:1-5`, `A:3-`: which side wins by how many (inclusive; no upper end = or more); `X` a draw. */
export function parseMargin(code: string): { side: 1 | -1 | 0; from: number; to: number } {
  if (code === 'X') return { side: 0, from: 0, to: 0 };
  const [side, range] = code.split(':') as [string, string];
  const [from, to] = range.split('-');
  return { side: side === 'H' ? 1 : -1, from: Number(from), to: to ? Number(to) : Number.POSITIVE_INFINITY };
}

export function inMargin(code: string, d: number): boolean {
  const m = parseMargin(code);
  if (m.side === 0) return d === 0;
  const by = d * m.side;
  return by >= m.from && by <= m.to;
}

export const SIDE = (d: number) => (d > 0 ? '1' : d < 0 ? '2' : 'X');

export function settleMarket(final: SettleState, market: SettleMarket): MarketResult[] {
  const mark = (won: readonly boolean[]): MarketResult[] => won.map((w) => (w ? 'won' : 'lost'));
  const voided = (): MarketResult[] => market.outcomes.map(() => 'void');
  const parts = lineParts(market.param ?? 0);
  if (market.period > 0) {
    const scored = final.periodScores[market.period - 1];
    if (!scored) return voided();
    const [h, a] = scored;
    switch (market.typeId) {
      case MARKET_TYPE.total:
        return twoWay(parts.map((x) => overMargin(h + a, x)));
      case MARKET_TYPE.handicap:
        return twoWay(parts.map((x) => handicapMargin(h - a, x)));
      default:
        if (market.outcomes.length === 3) return mark([h > a, h === a, h < a]);
        if (h === a) return voided();
        return mark([h > a, h < a]);
    }
  }
  const { home: h, away: a } = final;
  switch (market.typeId) {
    case MARKET_TYPE.result:
      return mark([h > a, h === a, h < a]);
    case MARKET_TYPE.doubleChance:
      return mark([h >= a, h !== a, h <= a]);
    case MARKET_TYPE.winner:
    case MARKET_TYPE.drawNoBet:
      if (h === a) return voided();
      return mark([h > a, h < a]);
    case MARKET_TYPE.total:
      return twoWay(parts.map((x) => overMargin(h + a, x)));
    case MARKET_TYPE.handicap:
      return twoWay(parts.map((x) => handicapMargin(h - a, x)));
    case MARKET_TYPE.homeTotal:
      return twoWay(parts.map((x) => overMargin(h, x)));
    case MARKET_TYPE.awayTotal:
      return twoWay(parts.map((x) => overMargin(a, x)));
    case MARKET_TYPE.pointsTotal: {
      const points = final.periodScores.reduce((sum, [ph, pa]) => sum + ph + pa, 0);
      return twoWay(parts.map((x) => overMargin(points, x)));
    }
    case MARKET_TYPE.pointsHandicap: {
      const d = final.periodScores.reduce((sum, [ph, pa]) => sum + ph - pa, 0);
      return twoWay(parts.map((x) => handicapMargin(d, x)));
    }
    case MARKET_TYPE.bothScore:
      return mark([h > 0 && a > 0, !(h > 0 && a > 0)]);
    case MARKET_TYPE.oddEven:
      return mark([(h + a) % 2 !== 0, (h + a) % 2 === 0]);
    case MARKET_TYPE.winningMargin:
      return mark(market.outcomes.map((o) => inMargin(o.code, h - a)));
    case MARKET_TYPE.exactScore: {
      const listed = market.outcomes.some((o) => o.code === `${h}:${a}`);
      return mark(market.outcomes.map((o) => (o.code.startsWith('OTH') ? !listed && o.code === `OTH${SIDE(h - a)}` : o.code === `${h}:${a}`)));
    }
    case MARKET_TYPE.halfTimeFullTime: {
      const first = final.periodScores[0];
      if (!first) return voided();
      const code = `${SIDE(first[0] - first[1])}/${SIDE(h - a)}`;
      return mark(market.outcomes.map((o) => o.code === code));
    }
    default:
      return voided();
  }
}
