/** Minimal types for `oddslib` 2.1 (it ships none); only what bench/coupon.ts calls. */
declare module 'oddslib' {
  export type OddsFormat = 'decimal' | 'fractional' | 'moneyline' | 'hongKong' | 'malay' | 'indonesian' | 'impliedProbability';
  export interface Odds {
    to(format: OddsFormat, options?: { precision?: number | null; percentage?: boolean }): number | string;
  }
  export function from(format: OddsFormat, odds: number | string): Odds;
}
