import type { Database, Queryable } from '../db/database';

let savepoints = 0;

/**
 * The caller's open transaction as the `Database` the ledger's operations take, so that a stake joins the coupon's
 * transaction (one commit for both). A nested `transaction` is a savepoint: on an error it rolls back to it and
 * rethrows, so the ledger's own retry of a lost unique race starts clean inside the outer transaction.
 */
export function joinTransaction(tx: Queryable, engine: Database['engine']): Database {
  return {
    engine,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    async transaction(work) {
      savepoints += 1;
      const name = `betting_nested_${savepoints}`;
      await tx.exec(`savepoint ${name}`);
      try {
        const result = await work(tx);
        await tx.exec(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await tx.exec(`rollback to savepoint ${name}`);
        throw error;
      }
    },
    close: () => Promise.resolve(),
  };
}
