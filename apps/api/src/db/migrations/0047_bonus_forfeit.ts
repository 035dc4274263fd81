/**
 * Money left on an expired bonus goes back to bonus funding: a ledger transaction of its own kind
 * (`bonus_forfeit`, the bonus account → `bonus_funding`). The bonus row's `release_*` columns record where a
 * finished bonus's money went, to the main account for a wagered one and back to funding for an expired one: the same
 * amount-fixed-before-the-call and attempt-keyed retries serve both.
 */
export const bonusForfeitMigration = {
  id: '0047_bonus_forfeit',
  sql: /* sql */ `
    alter table ledger_transactions drop constraint ledger_transactions_kind_check;
    alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (
      'deposit', 'withdrawal_request', 'withdrawal_approve', 'withdrawal_reject',
      'bet_stake', 'bet_win', 'bet_refund', 'bonus_grant', 'bonus_forfeit', 'transfer', 'reversal'
    ));
    drop index user_bonuses_unreleased;
    create index user_bonuses_unreleased on user_bonuses (id) where state in ('wagered', 'expired') and released_at is null;
  `,
};
