/**
 * The back office's remaining operator controls.
 *
 * - `bettor_stake_factors`: a trader's or risk officer's factor per bettor (thousandths, 0.010–1.000) that scales the
 *   operator's maximum stake for that bettor's placements; a bettor without a row bets at the normal maximum.
 * - Staff administration: `must_reset` marks an account whose password and authenticator were reset by an admin (its
 *   temporary password only lets it choose a new password and enrol a new authenticator); the TOTP secret is absent
 *   until it does. Secrets are stored sealed (AES-256-GCM, `backoffice/totp-seal.ts`): the server seals rows still in
 *   clear text at start, since the key is configuration, not SQL.
 */
export const backofficeOperatorsMigration = {
  id: '0055_backoffice_operators',
  sql: /* sql */ `
    create table bettor_stake_factors (
      user_id integer primary key references users (id),
      factor integer not null check (factor between 10 and 1000),
      reason text not null,
      updated_by integer not null references staff (id),
      updated_at timestamptz not null
    );

    alter table staff add column must_reset boolean not null default false;
    alter table staff alter column totp_secret drop not null;
    alter table staff add constraint staff_totp_enrolled check (must_reset or totp_secret is not null);
  `,
};
