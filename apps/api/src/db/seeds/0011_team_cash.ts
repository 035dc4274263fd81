import { recordTeamCashPayment, TEAM_CASH_STATUS } from '../../wallet';
import type { Database, Queryable } from '../database';
import { DEMO_USER } from './0006_identity';

/**
 * The seed step's transaction as the `Database` the wallet's calls take: their transactions join this one (the
 * ledger's savepoints work inside it). `engine` is not read on that path.
 */
function withinTransaction(tx: Queryable): Database {
  return {
    engine: 'pglite',
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    close: () => Promise.resolve(),
  };
}

/** Two cash-agent payments of the demo bettor, both paid (so one more paid payment brings the team-cash modal). */
const DEMO_PAYMENTS = [
  { amount: 150_000, paidAt: Date.UTC(2026, 0, 20, 14, 5), skksHash: '5e1f0c2a9b7d4e63a1c8f0d2b4e6a8c1', message: 'Cash desk 12, Tverskaya 7' },
  { amount: 250_000, paidAt: Date.UTC(2026, 1, 3, 18, 40), skksHash: '9a3c5e7f1b2d4f6a8c0e2a4c6e8f0b1d', message: 'Cash desk 4, Arbat 21' },
] as const;

/**
 * The demo bettor's team-cash payments (spec §3), credited through the ledger like any paid one. Only when their
 * wallet exists (the identity seed opened it); a data folder whose demo bettor has no main account keeps none.
 */
export const teamCashSeed = {
  id: '0011_team_cash',
  async run(tx: Queryable) {
    const [main] = await tx.query<{ id: unknown }>('select id from wallet_accounts where user_id = $1 and type = 0', [DEMO_USER.id]);
    if (!main) return;
    const db = withinTransaction(tx);
    for (const payment of DEMO_PAYMENTS) {
      const paidAt = new Date(payment.paidAt);
      const recorded = await recordTeamCashPayment(db, {
        userId: DEMO_USER.id,
        amount: payment.amount,
        statusId: TEAM_CASH_STATUS.paid,
        skksHash: payment.skksHash,
        message: payment.message,
        datePayment: paidAt,
        now: paidAt,
      });
      if (!recorded.ok) throw new Error(`the demo team-cash payment was refused: ${recorded.error.code}`);
    }
  },
};
