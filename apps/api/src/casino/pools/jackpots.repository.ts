import type { Queryable } from '../../db/database';
import { int } from './rows';

/** The pool games with a jackpot carried on per currency (`toto_jackpots`, `lotto_jackpots`). */
export type JackpotGame = 'toto' | 'lotto';

/** The jackpot waiting in a currency (0 without one), its row locked until the transaction ends. */
export async function lockJackpot(tx: Queryable, game: JackpotGame, currency: string): Promise<number> {
  const [row] = await tx.query<{ amount: unknown }>(`select amount from ${game}_jackpots where currency = $1 for update`, [currency]);
  return int(row?.amount ?? 0);
}

/** The jackpot carried on in a currency. */
export async function saveJackpot(tx: Queryable, game: JackpotGame, currency: string, amount: number, now: Date): Promise<void> {
  await tx.query(`insert into ${game}_jackpots (currency, amount, updated_at) values ($1, $2, $3) on conflict (currency) do update set amount = excluded.amount, updated_at = excluded.updated_at`, [
    currency,
    amount,
    now,
  ]);
}
