import type { CouponStatus } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { queueEmailIfSwitchedOn } from './outbox.repository';

/** "Deposit credited": the deposit's amount is on the account. */
export function queueDepositMail(tx: Queryable, deposit: { readonly userId: number; readonly paymentId: number; readonly amount: number; readonly currency: string }): Promise<void> {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return queueEmailIfSwitchedOn(tx, {
    userId: deposit.userId,
    mailing: 'enable_mail_deposit',
    subject: `Deposit of ${amount} credited`,
    body: `Your deposit No. ${deposit.paymentId} of ${amount} is on your account.\n\nYou receive this e-mail because deposit notices are on in your account's mailing settings.`,
  });
}

const OUTCOME: Readonly<Record<Exclude<CouponStatus, 'open'>, string>> = { won: 'won', lost: 'lost', partly: 'partly won', void: 'void', cashed_out: 'cashed out' };

/** "Bet settled": the coupon's outcome and what it paid. */
export function queueBetSettledMail(
  tx: Queryable,
  bet: { readonly userId: number; readonly couponId: number; readonly status: Exclude<CouponStatus, 'open'>; readonly amount: number; readonly payout: number; readonly currency: string },
): Promise<void> {
  const outcome = OUTCOME[bet.status];
  const paid = bet.payout > 0 ? ` ${formatMoney(bet.payout, bet.currency)} ${bet.status === 'void' ? 'was returned' : 'was paid'} to your account.` : '';
  return queueEmailIfSwitchedOn(tx, {
    userId: bet.userId,
    mailing: 'enable_mail_bets',
    subject: `Bet No. ${bet.couponId} settled: ${outcome}`,
    body: `Your bet No. ${bet.couponId} of ${formatMoney(bet.amount, bet.currency)} is settled: ${outcome}.${paid}\n\nYou receive this e-mail because bet notices are on in your account's mailing settings.`,
  });
}
