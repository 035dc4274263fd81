/**
 * A password sign-in of a bettor with a security question waits for its answer: one row per question asked, bound
 * to the browser by the hash of an httpOnly cookie's token, with the tries spent on it and whether to remember the
 * session it opens.
 */
export const securityQuestionSignInMigration = {
  id: '0059_security_question_sign_in',
  sql: /* sql */ `
    create table security_question_challenges (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      remember boolean not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index security_question_challenges_user on security_question_challenges (user_id);
  `,
};
