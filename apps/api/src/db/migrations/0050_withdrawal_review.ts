/**
 * The manual review of large withdrawals (the back office's payments desk): a withdrawal above the operator's review
 * amount holds its money in the ledger and waits (`review` = 'waiting', status still 'pending') before it reaches the
 * provider; a payments officer approves it (then it goes to the provider as any other) or rejects it (the ledger
 * returns the money, status 'cancel'). While it waits, the destination the provider needs and the origins of the
 * return and callback links are kept; they are cleared once it is decided.
 */
export const withdrawalReviewMigration = {
  id: '0050_withdrawal_review',
  sql: /* sql */ `
    alter table payments add column review text check (review in ('waiting', 'approved', 'rejected'));
    alter table payments add column reviewed_by integer;
    alter table payments add column reviewed_at timestamptz;
    alter table payments add column review_destination text;
    alter table payments add column review_links jsonb;
    create index payments_review_waiting on payments (created_at) where review = 'waiting';
  `,
};
