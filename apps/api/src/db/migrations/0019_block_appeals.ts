/** A restricted user's appeals against the restriction, with the operator's answer (block-appeal-history). */
export const blockAppealsMigration = {
  id: '0019_block_appeals',
  sql: /* sql */ `
    create table block_appeals (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      message text not null check (char_length(message) between 1 and 2000),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      answer text,
      created_at timestamptz not null,
      answered_at timestamptz,
      check ((status = 'answered') = (answer is not null)),
      check ((answer is null) = (answered_at is null))
    );
    create index block_appeals_user on block_appeals (user_id, created_at desc, id desc);
  `,
};
