/**
 * A bet builder: several markets of one game in one coupon, priced on the joint probability of the game's model
 * (line/bet-builder.ts), not on the product of its legs. The coupon's `coef` is that price (the legs keep their own
 * coefficients for show); settlement pays `coef` when every leg won, nothing when one lost, the stake back otherwise.
 */
export const betBuilderMigration = {
  id: '0044_bet_builder',
  sql: /* sql */ `
    alter table bet_coupons add column bet_builder boolean not null default false;
  `,
};
