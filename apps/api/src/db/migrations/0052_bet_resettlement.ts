/**
 * Resettlement of a corrected result: `settle_round` counts how often a coupon was reopened by a correction. The
 * settlement's ledger credit is keyed by it (`bet:{id}:settle`, then `bet:{id}:settle:{round}`; reference `bet:{id}`, then
 * `bet:{id}:{round}`, as the ledger keeps one credit of a kind per reference), and a correction reverses the previous
 * credit once (`bet:{id}:reverse:{round}`), so each round pays at most once.
 */
export const betResettlementMigration = {
  id: '0052_bet_resettlement',
  sql: /* sql */ `
    alter table bet_coupons add column settle_round integer not null default 0 check (settle_round >= 0);
  `,
};
