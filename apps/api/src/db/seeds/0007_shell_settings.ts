import type { Queryable } from '../database';

/**
 * Host-shell switches of the site config: the cookie popup (off: consent is ALL, spec §4), the support chat
 * provider (none: signed-in visitors get the site's own support request form), the idle auto logoff and the guests'
 * registration reminder. Operators turn them on in
 * `site_settings`; journeys do it per test scope through the test-control API.
 */
const settings: Record<string, unknown> = {
  show_cookie_popup: false,
  support_chat: null,
  /** Signed-in visitors are disconnected after this many idle minutes (spec §4 auto logoff). */
  idle_logoff_minutes: 30,
  /** Guests are invited to register 90 s into a visit, then at most once an hour (spec §4 registration reminder). */
  registration_reminder: { delay: 90, interval: 60 },
};

export const shellSettingsSeed = {
  id: '0007_shell_settings',
  async run(tx: Queryable) {
    for (const [key, value] of Object.entries(settings)) {
      await tx.query('insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, JSON.stringify(value)]);
    }
  },
};
