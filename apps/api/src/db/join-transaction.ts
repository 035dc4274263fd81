import type { Database, Queryable } from './database';
import { preparingEach } from './prepared-statements';

let savepoints = 0;

/**
 * The caller's open transaction as the `Database` the ledger's operations take, so that a stake joins the coupon's
 * transaction (one commit for both). A nested `transaction` is a savepoint: on an error it rolls back to it and
 * rethrows, so the ledger's own retry of a lost unique race starts clean inside the outer transaction.
 */
export function joinTransaction(tx: Queryable, engine: Database['engine']): Database {
  return {
    engine,
    query: (sql, params, name) => tx.query(sql, params, name),
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

/**
 * The caller's open transaction as a `Database` whose nested `transaction` runs in place, for work the caller guards
 * with a savepoint of its own: on an error the caller rolls back to it (nothing inside retries on its own). Its
 * statements (another module's, with fixed texts: bonus wagering on every placement) are prepared.
 */
export function inPlace(tx: Queryable, engine: Database['engine']): Database {
  const prepared = preparingEach(tx);
  return {
    engine,
    query: (sql, params, name) => prepared.query(sql, params, name),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    close: () => Promise.resolve(),
  };
}
