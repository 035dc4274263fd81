import type { LimitUsage, MoneyEvent } from '@betting/limits';
import { DEFAULT_CURRENCY, convertMinorUnits, type MinorUnits } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode, isoOfNumericCode } from '../platform/currency-codes';
import { sessionSecondsOn } from './session-time';
import { countedMovementsAfter, countedMovementsSince, depositsSettledAfter, mainAccountCurrencyId, type CountedMovementRow } from './usage.repository';

/** The longest window a limit counts (30 days), seconds. */
const LONGEST_WINDOW_SECONDS = 30 * 86_400;

/** An amount of money in a currency: minor units of `currency` (an ISO code of the kernel's table). */
export interface CurrencyAmount {
  readonly amount: MinorUnits;
  readonly currency: string;
}

/**
 * What an amount counts toward the person's limits: minor units of the main account's currency (`main`). The one
 * conversion of the limits: the kernel's `convertMinorUnits` at its reference rates, rounded half-up to a minor unit
 * of the main currency (so the same currency counts whole). Every money path (stakes of bets, casino rounds, keno and
 * bingo tickets, toto coupons, lotto tickets; deposits; returns) is counted through here, the new stake by
 * `checkStake` / `checkDeposit` and the past ones by `usageOf` — one event, one rounding, so a stake counts the same
 * before and after it is placed. An amount too large for the main currency's safe range counts as the largest safe
 * integer (any limit refuses it).
 */
export function countedInMain(money: CurrencyAmount, main: string): MinorUnits {
  const converted = convertMinorUnits(money.amount, money.currency, main);
  if (converted.ok) return converted.value;
  if (converted.error.code === 'money.out_of_range') return money.amount < 0 ? Number.MIN_SAFE_INTEGER : Number.MAX_SAFE_INTEGER;
  throw new Error(`cannot count ${money.amount} ${money.currency} in ${main}: ${converted.error.code}`);
}

/** The person's main account: its currency decides what limit values mean (major units of it). */
export async function mainCurrencyOf(db: Queryable, userId: number): Promise<{ iso: string; numericCode: number | null }> {
  const currencyId = await mainAccountCurrencyId(db, userId);
  const currency = currencyId !== undefined ? currencyByNumericCode(currencyId) : undefined;
  return currency ? { iso: currency.iso, numericCode: currency.numericCode } : { iso: DEFAULT_CURRENCY, numericCode: null };
}

/**
 * A counted movement in minor units of the main currency, signed as the limits add it: a stake or a return positive, a
 * reversal of one negative. The size is converted before the sign is put on, so a reversal takes away exactly what
 * its original counted (the same half-up rounding).
 */
function signedCount(row: CountedMovementRow, main: string): MinorUnits {
  const posting = Number(row.amount);
  const size = countedInMain({ amount: Math.abs(posting), currency: isoOfNumericCode(row.currency_id) }, main);
  const counts = row.kind === 'bet_stake' ? posting < 0 : posting > 0;
  return counts ? size : -size;
}

/**
 * What the limits count for the person (libs/limits README "What counts"), minor units of the main currency:
 *
 * - deposits: gross successful deposits (`payments`, kind deposit, status success) at `settled_at`;
 * - stakes: ledger `bet_stake` transactions out of the person's accounts, at their time;
 * - returns: ledger `bet_win` and `bet_refund` transactions into them, at their time;
 * - reversals of any of those (an operator's resettlement, any back-office reversal) take their original back out,
 *   under its kind and at its time (`COUNTED_MOVEMENTS` in usage.repository.ts).
 *
 * The ledger kinds are the money paths' common ground: sports bets (`bet:…`), casino rounds (`casino:…`), keno and
 * bingo tickets (`draw-ticket:…`), toto coupons (`toto-coupon:…`) and lotto tickets (`lotto-ticket:…`) all stake with
 * `placeStake` and pay back with `payWin` / `refundStake`, so no reference is filtered and a new path that moves money
 * through those operations is counted as it is.
 *
 * - sessionSeconds: the session time of the person's current day (`sessionSecondsOn`, counted from the pings).
 *
 * Movements in any of the person's currencies count, each converted to the main currency on its own
 * (`countedInMain`). Times are the server's clock shifted by `offsetSeconds`, the person's test-control clock offset
 * (0 in production), so the rolling windows measure real elapsed server time while limit ends follow the person's
 * clock.
 */
export async function usageOf(db: Queryable, userId: number, serverNowMs: number, offsetSeconds: number): Promise<LimitUsage> {
  const { iso, numericCode } = await mainCurrencyOf(db, userId);
  const since = new Date(serverNowMs - LONGEST_WINDOW_SECONDS * 1000);
  const at = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000) + offsetSeconds;
  const counted = (amount: string | number, currencyId: number) => countedInMain({ amount: Math.abs(Number(amount)), currency: isoOfNumericCode(currencyId) }, iso);
  const sessionSeconds = await sessionSecondsOn(db, userId, Math.floor(serverNowMs / 1000) + offsetSeconds);
  if (numericCode === null) return { currency: iso, deposits: [], stakes: [], returns: [], sessionSeconds };

  const depositRows = await depositsSettledAfter(db, userId, since);
  const ledgerRows = await countedMovementsAfter(db, userId, since);
  const deposits: MoneyEvent[] = depositRows.map((row) => ({ at: at(row.settled_at), amount: counted(row.amount, row.currency_id) }));
  const stakes: MoneyEvent[] = [];
  const returns: MoneyEvent[] = [];
  for (const row of ledgerRows) {
    const event = { at: at(row.at), amount: signedCount(row, iso) };
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
 * `bet_stake` out of, `bet_win` and `bet_refund` into the person's accounts, every money path alike — each converted
 * to the main currency on its own (`countedInMain`, as `usageOf` does), with no 30-day bound, so a long remembered
 * session counts whole.
 */
export async function moneySince(db: Queryable, userId: number, since: Date): Promise<SessionMoney> {
  const { iso, numericCode } = await mainCurrencyOf(db, userId);
  if (numericCode === null) return { currency: iso, stakes: 0n, returns: 0n };
  const rows = await countedMovementsSince(db, userId, since);
  let stakes = 0n;
  let returns = 0n;
  for (const row of rows) {
    const amount = BigInt(signedCount(row, iso));
    if (row.kind === 'bet_stake') stakes += amount;
    else returns += amount;
  }
  return { currency: iso, stakes, returns };
}
