/**
 * Why a bettor is banned, and who set it on the back office when. The ban itself stays where the site reads it
 * (`users.ban_level`, `users.ban_version`); this row holds the last change's reason beside it (its whole history is the
 * staff audit trail).
 */
export const bettorBansMigration = {
  id: '0058_bettor_bans',
  sql: /* sql */ `
    create table bettor_bans (
      user_id integer primary key references users (id),
      reason text not null check (length(reason) between 1 and 500),
      set_by integer not null references staff (id),
      set_at timestamptz not null
    );
  `,
};
