/**
 * The operator's betting settings as a site setting: `betting` holds the stake limits by currency, the
 * coupon types they apply to and the vip and bonus-bet switches (`@betting/contracts`' `BettingConfigSchema`).
 * They were module options of the API; here an operator changes them with one `update site_settings` and no deploy.
 * The site config serves them to the page (`siteConfig.betting`) and the placement reads them on every call.
 * This row is configuration, not demo data, so a migration writes the defaults (`DEFAULT_BETTING_CONFIG`); a value an
 * operator already stored is kept.
 */
export const bettingSettingsMigration = {
  id: '0035_betting_settings',
  sql: `
    insert into site_settings (key, value)
    values ('betting', '{"minBetAmountByCurrency":{},"maxBetAmountByCurrency":{},"amountLimitTypes":[0,1,2,4,10001],"isVipBetEnabled":true,"isBonusBetEnabled":true}'::jsonb)
    on conflict (key) do nothing;
  `,
};
