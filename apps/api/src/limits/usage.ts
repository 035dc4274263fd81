import type { LimitUsage, MoneyEvent } from '@betting/limits';
import { DEFAULT_CURRENCY } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode } from '../wallet/ledger/currency-codes';
import { sessionSecondsOn } from './session-time';

/** The longest window a limit counts (30 days), seconds. */
const LONGEST_WINDOW_SECONDS = 30 * 86_400;

/** The person's main account: its currency decides what limit values mean (major units of it). */
export async function mainCurrencyOf(db: Queryable, userId: number): Promise<{ iso: string; numericCode: number | null }> {
  const [row] = await db.query<{ currency_id: number }>('select currency_id from wallet_accounts where user_id = $1 and type = 0 order by id limit 1', [userId]);
  const currency = row ? currencyByNumericCode(row.currency_id) : undefined;
  return currency ? { iso: currency.iso, numericCode: currency.numericCode } : { iso: DEFAULT_CURRENCY, numericCode: null };
}

/**
 * What the limits count for the person (libs/limits README "What counts"), minor units of the main currency:
 *
 * - deposits: gross successful deposits (`payments`, kind deposit, status success) at `settled_at`;
 * - stakes: ledger `bet_stake` transactions out of the person's accounts, at their time;
 * - returns: ledger `bet_win` and `bet_refund` transactions into them, at their time.
 *
 * - sessionSeconds: the session time of the person's current day (`sessionSecondsOn`, counted from the pings).
 *
 * Only movements in the main account's currency count (no exchange rates exist yet). Times are the server's clock
 * shifted by `offsetSeconds`, the person's test-control clock offset (0 in production), so the rolling windows
 * measure real elapsed server time while limit ends follow the person's clock.
 */
export async function usageOf(db: Queryable, userId: number, serverNowMs: number, offsetSeconds: number): Promise<LimitUsage> {
  const { iso, numericCode } = await mainCurrencyOf(db, userId);
  const since = new Date(serverNowMs - LONGEST_WINDOW_SECONDS * 1000);
  const at = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000) + offsetSeconds;
  const sessionSeconds = await sessionSecondsOn(db, userId, Math.floor(serverNowMs / 1000) + offsetSeconds);
  if (numericCode === null) return { currency: iso, deposits: [], stakes: [], returns: [], sessionSeconds };

  const depositRows = await db.query<{ amount: string | number; settled_at: Date | string }>(
    `select amount, settled_at from payments
      where user_id = $1 and kind = 'deposit' and status = 'success' and settled_at > $2 and currency_id = $3`,
    [userId, since, numericCode],
  );
  const ledgerRows = await db.query<{ kind: string; amount: string | number; created_at: Date | string }>(
    `select t.kind, p.amount, t.created_at
       from ledger_postings p
       join ledger_transactions t on t.id = p.transaction_id
       join ledger_accounts a on a.id = p.account_id
       join wallet_accounts w on w.id = a.wallet_account_id
      where w.user_id = $1 and p.currency_id = $3 and t.created_at > $2 and t.kind in ('bet_stake', 'bet_win', 'bet_refund')`,
    [userId, since, numericCode],
  );
  const deposits: MoneyEvent[] = depositRows.map((row) => ({ at: at(row.settled_at), amount: Number(row.amount) }));
  const stakes: MoneyEvent[] = [];
  const returns: MoneyEvent[] = [];
  for (const row of ledgerRows) {
    const event = { at: at(row.created_at), amount: Math.abs(Number(row.amount)) };
    (row.kind === 'bet_stake' ? stakes : returns).push(event);
  }
  return { currency: iso, deposits, stakes, returns, sessionSeconds };
}

/** What the person staked and got back since a moment, minor units of the main account's currency. */
export interface SessionMoney {
  readonly currency: string;
  readonly stakes: bigint;
  readonly returns: bigint;
}

/**
 * The reality check's money since `since` (the server's clock): the same ledger movements as `usageOf` counts —
 * `bet_stake` out of, `bet_win` and `bet_refund` into the person's accounts in the main currency, sports bets and
 * casino rounds (reference `casino:…`) alike — with no 30-day bound, so a long remembered session counts whole.
 */
export async function moneySince(db: Queryable, userId: number, since: Date): Promise<SessionMoney> {
  const { iso, numericCode } = await mainCurrencyOf(db, userId);
  if (numericCode === null) return { currency: iso, stakes: 0n, returns: 0n };
  const [row] = await db.query<{ stakes: string; returns: string }>(
    `select coalesce(sum(-p.amount) filter (where t.kind = 'bet_stake'), 0)::text as stakes,
            coalesce(sum(p.amount) filter (where t.kind in ('bet_win', 'bet_refund')), 0)::text as returns
       from ledger_postings p
       join ledger_transactions t on t.id = p.transaction_id
       join ledger_accounts a on a.id = p.account_id
       join wallet_accounts w on w.id = a.wallet_account_id
      where w.user_id = $1 and p.currency_id = $3 and t.created_at >= $2 and t.kind in ('bet_stake', 'bet_win', 'bet_refund')`,
    [userId, since, numericCode],
  );
  return { currency: iso, stakes: BigInt(row?.stakes ?? '0'), returns: BigInt(row?.returns ?? '0') };
}
