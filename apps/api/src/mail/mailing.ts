import type { CouponStatus } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';

/** The office's mailing switches that stand for messages about the person's own money (spec §3 mailing settings). */
type MoneyMailing = 'enable_mail_deposit' | 'enable_mail_bets';

interface MailingMessage {
  readonly userId: number;
  readonly mailing: MoneyMailing;
  readonly subject: string;
  readonly body: string;
}

const SWITCH_COLUMN: Readonly<Record<MoneyMailing, string>> = { enable_mail_deposit: 'm.enable_mail_deposit', enable_mail_bets: 'm.enable_mail_bets' };

/**
 * Queues an e-mail for the person, in the caller's transaction, when they have the switch on and an e-mail address:
 * one statement, and none is written otherwise. The outbox's dispatcher sends it after the commit.
 */
async function queueMailing(tx: Queryable, message: MailingMessage): Promise<void> {
  await tx.query(
    `insert into outbox_messages (channel, recipient, subject, body)
     select 'email', u.email, $2, $3 from users u join user_mailing_settings m on m.user_id = u.id
      where u.id = $1 and u.email is not null and ${SWITCH_COLUMN[message.mailing]}`,
    [message.userId, message.subject, message.body],
  );
}

/** "Deposit credited": the deposit's amount is on the account. */
export function queueDepositMail(tx: Queryable, deposit: { readonly userId: number; readonly paymentId: number; readonly amount: number; readonly currency: string }): Promise<void> {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return queueMailing(tx, {
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
  return queueMailing(tx, {
    userId: bet.userId,
    mailing: 'enable_mail_bets',
    subject: `Bet No. ${bet.couponId} settled: ${outcome}`,
    body: `Your bet No. ${bet.couponId} of ${formatMoney(bet.amount, bet.currency)} is settled: ${outcome}.${paid}\n\nYou receive this e-mail because bet notices are on in your account's mailing settings.`,
  });
}
