import type { Queryable } from '../database';
import { insertBlockRule, type BlockRuleInput, insertRedirectRule, type RedirectRuleInput } from '../../navigation';

/**
 * The routing settings (navigation/routing-config.ts reads them; `registration_enabled` comes from 0001_site).
 * The same values as libs/routing's defaultRoutingConfig, so the lib's tests describe the demo site.
 */
const settings: Record<string, unknown> = {
  statistics_enabled: true,
  identification_enabled: false,
  confirm_terms_enabled: true,
  promo_bonus_to_offer: false,
  third_party_has_first_deposit_redirect: false,
  use_recharge_modal: false,
  payment_only_for_authorized: false,
  // Route-availability ids that are on: 72 the login page, 47 the rules section of the bonuses page, 48 information/payment
  // (libs/routing's ROUTE_AVAILABILITY).
  available_routes: [72, 47, 48],
  not_found_fragments: ['wp-admin', 'wp-login', '.php.bak', '.env'],
  // afterRegistrationAndLoginRedirectRoutesV2 (route id → route id): none for the demo.
  after_sign_in_redirects: {},
  mobile_host: null,
};

const redirectRules: RedirectRuleInput[] = [
  { fromPath: '/{lng}/promo/welcome-2023', toPath: '/{lng}/promotions/welcome', code: 301, reason: 'The 2023 welcome offer moved to promotions' },
  { fromPath: '/{lng}/old-news', match: 'prefix', toPath: '/{lng}/news', code: 301, reason: 'The old news section moved to news' },
  { fromPath: '/{lng}/promo/summer-cup', toPath: '/{lng}/promotions/summer-cup', code: 302, reason: 'Summer cup (switched off until the next season)', active: false },
];

/** One example of each kind, all switched off so the demo site blocks no one; an operator turns one on to try it. */
const blockRules: BlockRuleInput[] = [
  { urlPrefix: null, appliesTo: 'all', displayTypeId: 1, templateTypeId: 4, note: 'Site-wide: site updates (reason 4)' },
  { urlPrefix: '/{lng}/casino', appliesTo: 'guests', displayTypeId: 1, templateTypeId: 1, note: 'Casino for guests: geo block (reason 1; the force-geo-off cookie lifts it)' },
  { urlPrefix: '/{lng}/office', appliesTo: 'users', displayTypeId: 1, templateTypeId: 16, note: 'Office for signed-in users: suspension (reason 16)' },
  { urlPrefix: '/{lng}/information', appliesTo: 'all', displayTypeId: 0, templateTypeId: 0, note: 'Information stays open under a site-wide block' },
];

export const navigationSeed = {
  id: '0002_navigation',
  async run(tx: Queryable) {
    for (const [key, value] of Object.entries(settings)) {
      await tx.query('insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, JSON.stringify(value)]);
    }
    for (const rule of redirectRules) await insertRedirectRule(tx, rule);
    for (const rule of blockRules) await insertBlockRule(tx, { ...rule, active: false });
    // Maintenance stays off; a past window shows the shape of a planned one.
    await tx.query(
      `update maintenance set started_at = $1, ended_at = $2, notify_started_at = $3, notify_ended_at = $4, is_active = false, web_state = null where id = 1`,
      ['2025-06-01T02:00:00Z', '2025-06-01T04:00:00Z', '2025-05-31T02:00:00Z', '2025-06-01T04:00:00Z'],
    );
  },
};
