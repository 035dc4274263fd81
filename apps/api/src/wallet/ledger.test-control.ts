import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { auditLedger } from './ledger';

export const LEDGER_AUDIT_PATH = '/__test/ledger/audit';
const LedgerAuditSchema = z.object({ lost: z.number(), doubled: z.number(), negative: z.number(), mismatched: z.number(), transactions: z.number() });

/** Non-production only: the ledger's audit counts, for the wallet benchmark (`npm run bench -- wallet`). */
export const ledgerTestControlRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(LEDGER_AUDIT_PATH, { schema: { response: { 200: LedgerAuditSchema } } }, async () => auditLedger(db));
};
