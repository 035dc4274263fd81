/** When and how a signed-in person answered the cookie popup (spec §4: the agreement time is sent to the server). */
export const cookieAgreementMigration = {
  id: '0012_cookie_agreement',
  sql: /* sql */ `
    alter table users add column cookies_agreed_at timestamptz;
    alter table users add column cookies_agree_type smallint check (cookies_agree_type between 0 and 4);
  `,
};
