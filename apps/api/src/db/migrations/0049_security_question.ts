/**
 * The security question, a protection method of the security page (spec §3 user config: enable_security_question,
 * is_active_secure_question): the bettor's own question in clear, the answer only as an Argon2id hash of its
 * normalised form (trimmed, inner spaces collapsed, lower case). Both null: no question.
 */
export const securityQuestionMigration = {
  id: '0049_security_question',
  sql: /* sql */ `
    alter table users add column security_question text;
    alter table users add column security_answer_hash text;
    alter table users add constraint users_security_question_pair check ((security_question is null) = (security_answer_hash is null));
  `,
};
