/**
 * The back office's reports read the ledger's transactions by time range (turnover, GGR, bonus cost per day); without
 * an index on `created_at` each report scanned the whole journal.
 */
export const ledgerTransactionsTimeMigration = {
  id: '0057_ledger_transactions_time',
  sql: /* sql */ `
    create index ledger_transactions_created_at on ledger_transactions (created_at);
  `,
};
