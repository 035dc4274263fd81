import type { Queryable } from '../database';

/** Starting jackpots (minor units) the house guarantees for the first toto and lotto draws, per currency. */
const TOTO_JACKPOTS: readonly [string, number][] = [
  ['RUB', 50_000_000],
  ['USD', 500_000],
  ['EUR', 500_000],
];
const LOTTO_JACKPOTS: readonly [string, number][] = [
  ['RUB', 100_000_000],
  ['USD', 1_000_000],
  ['EUR', 1_000_000],
];

/**
 * Toto and lotto demo data: the jackpots waiting for the first draws (the draws themselves are made by the pools'
 * timer from the line, as the clock goes). Paid like any win, from the house through the ledger.
 */
export const casinoPoolsSeed = {
  id: '0031_casino_pools',
  async run(tx: Queryable) {
    const at = new Date(Date.UTC(2026, 0, 1));
    for (const [currency, amount] of TOTO_JACKPOTS) {
      await tx.query('insert into toto_jackpots (currency, amount, updated_at) values ($1, $2, $3) on conflict (currency) do nothing', [currency, amount, at]);
    }
    for (const [currency, amount] of LOTTO_JACKPOTS) {
      await tx.query('insert into lotto_jackpots (currency, amount, updated_at) values ($1, $2, $3) on conflict (currency) do nothing', [currency, amount, at]);
    }
  },
};
