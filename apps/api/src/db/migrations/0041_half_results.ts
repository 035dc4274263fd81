/**
 * Half results: an Asian quarter line (±0.25, ±0.75) is half the stake on each neighbouring line, so an
 * outcome — and a coupon leg on it — can end half won or half lost (the coupon library counts (c + 1) / 2 and 0.5).
 */
export const halfResultsMigration = {
  id: '0041_half_results',
  sql: /* sql */ `
    alter table line_outcomes drop constraint line_outcomes_result_check;
    alter table line_outcomes add constraint line_outcomes_result_check check (result in ('won', 'lost', 'void', 'half_won', 'half_lost'));
    alter table bet_coupon_legs drop constraint bet_coupon_legs_result_check;
    alter table bet_coupon_legs add constraint bet_coupon_legs_result_check check (result in ('won', 'lost', 'void', 'half_won', 'half_lost'));
  `,
};
