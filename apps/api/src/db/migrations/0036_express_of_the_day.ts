/**
 * The express of the day (spec §3 coupon `expressId`): once a UTC day the betting module picks an express of
 * prematch favourites from the line (`betting/express-selection.ts`) at the first request of that day and keeps it
 * here, so it stays the same all day on every server (`insert … on conflict (day) do nothing`, then read).
 *
 * - `bet_express_of_the_day`: one row a day with its outcome ids in slip order (line_outcomes ids; no foreign key, as
 *   in `bet_coupon_legs`, so the offer's history outlives the line's data). A day without enough candidates has no row.
 * - `bet_coupons.express_id`: the express of the day a coupon was placed as (exactly as offered, type express); its
 *   boost is stored in `bonus_bet_coef`, where the bonus bet's coefficient goes, so settlement pays it unchanged.
 */
export const expressOfTheDayMigration = {
  id: '0036_express_of_the_day',
  sql: /* sql */ `
    create table bet_express_of_the_day (
      id integer generated always as identity primary key,
      day date not null unique,
      outcome_ids integer[] not null check (cardinality(outcome_ids) between 3 and 5),
      created_at timestamptz not null
    );

    alter table bet_coupons add column express_id integer references bet_express_of_the_day (id);
    alter table bet_coupons add constraint bet_coupons_express_is_express check (express_id is null or type_id = 1);
  `,
};
