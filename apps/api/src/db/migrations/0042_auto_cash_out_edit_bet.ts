/**
 * Automatic cash out and edit bet.
 * - `auto_cash_out_target`: the offer (minor units) at which the house cashes the coupon out whole, once; null when
 *   none is armed. The partial index keeps the search for armed open coupons small on every price change.
 * - `edited_from_id`: the coupon an edit replaced (cashed out whole, its offer staked on this one).
 */
export const autoCashOutEditBetMigration = {
  id: '0042_auto_cash_out_edit_bet',
  sql: /* sql */ `
    alter table bet_coupons
      add column auto_cash_out_target bigint check (auto_cash_out_target > 0),
      add column edited_from_id bigint references bet_coupons (id);
    create index bet_coupons_auto_cash_out on bet_coupons (id) where auto_cash_out_target is not null and status = 'open';
    create unique index bet_coupons_edited_from on bet_coupons (edited_from_id) where edited_from_id is not null;
  `,
};
