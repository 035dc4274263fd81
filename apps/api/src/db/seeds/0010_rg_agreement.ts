import type { Queryable } from '../database';

/**
 * Whether registration first shows the responsible-gaming agreement (spec §4 registration flow). Off by default;
 * operators turn it on in `site_settings`, journeys per test scope through the test-control API.
 */
export const rgAgreementSeed = {
  id: '0010_rg_agreement',
  async run(tx: Queryable) {
    await tx.query("insert into site_settings (key, value) values ('responsible_gaming_agreement_required', 'false') on conflict (key) do nothing");
  },
};
