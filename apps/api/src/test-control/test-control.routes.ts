import {
  ClockAdvanceBodySchema,
  ClockReadingSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
  SettingOverrideBodySchema,
  TEST_SCOPE_COOKIE,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { CacheBus } from '../cache/cache-bus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OverrideScopeRequest } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { maintenanceTestControlRoutes } from '../navigation/test-control';
import { publishTerms } from '../identity';
import { identityTestControlRoutes, documentsTestControlRoutes, verificationTestControlRoutes } from '../identity/test-control';
import { clockOffset } from './subject-clock';
import { supportChatDoubleRoutes } from './support-chat-double';
import type { PaymentsTestControl } from '../payments';
import { paymentsTestControlRoutes } from '../payments/test-control';
import { ledgerTestControlRoutes, teamCashTestControlRoutes } from '../wallet/test-control';
import type { BettingModule } from '../betting';
import { bettingTestControlRoutes } from '../betting/test-control';
import type { LineModule } from '../line';
import { lineTestControlRoutes } from '../line/test-control';
import { casinoGamesTestControlRoutes, casinoDrawsTestControlRoutes, casinoPoolsTestControlRoutes, casinoTournamentsTestControlRoutes } from '../casino/test-control';

export interface TestControlOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** Told of every write to rows the read caches keep. */
  readonly cacheBus: CacheBus;
  readonly payments: PaymentsTestControl;
  readonly betting?: Pick<BettingModule, 'settle'>;
  readonly line?: Pick<LineModule, 'simulator' | 'events' | 'stream'>;
}

function scopeOf(request: OverrideScopeRequest): string {
  return request.cookies[TEST_SCOPE_COOKIE] ?? String(request.headers['x-test-scope'] ?? 'default');
}

/**
 * Non-production only: the build that `npm start` serves does not contain this module.
 * Browser journeys flip settings within their own scope and move a subject's clock without touching anyone else's.
 */
export const testControlRoutes: FastifyPluginAsyncZod<TestControlOptions> = async (app, { db, clock, cacheBus, payments, betting, line }) => {
  const KeyParams = z.object({ key: z.string().min(1) });

  // PUT/DELETE /__test/maintenance: the real maintenance row (global; see the module).
  await app.register(maintenanceTestControlRoutes, { db, cacheBus });
  await app.register(supportChatDoubleRoutes);

  // New terms published now (global, like the real table): every person who accepted older ones is asked again.
  app.post('/__test/terms', async (_request, reply) => {
    await publishTerms(db, new Date(clock.now()), 'Updated terms (test control)');
    return reply.code(204).send();
  });
  // GET /__test/captcha/:id, PUT /__test/users/:id/ban, POST /__test/block-appeals/:id/answer.
  await app.register(identityTestControlRoutes, { db, clock });
  // POST /__test/documents/:id/review: the operator's decision on a verification document.
  await app.register(documentsTestControlRoutes, { db, clock });
  // POST /__test/newsletter-token: a newsletter stop link for a user.
  await app.register(verificationTestControlRoutes, { db, clock });
  // POST /__test/demo-pay/run-jobs: the demo payment provider's scheduled job, now.
  await app.register(paymentsTestControlRoutes, { payments });
  // POST /__test/team-cash/payments, POST /__test/team-cash/payments/:id/status: the cash agents' reports.
  await app.register(teamCashTestControlRoutes, { db, clock });
  // GET /__test/ledger/audit: the ledger's audit counts (the wallet benchmark ends with them).
  await app.register(ledgerTestControlRoutes, { db });
  // POST /__test/line/tick, /__test/line/games/:id/finish|start, /__test/line/outcomes/:id/coef, /__test/line/markets/:id/suspend|block.
  if (line) await app.register(lineTestControlRoutes, { line });
  // POST /__test/betting/settle: the settlement sweep, now.
  if (betting) await app.register(bettingTestControlRoutes, { betting });
  // PUT /__test/casino/seeds: a user's next server seed of a house game (a known crash point).
  await app.register(casinoGamesTestControlRoutes, { db, clock });
  // POST /__test/casino/draws/run, /:game/settle, /:drawId/cancel; PUT /:game/seed: keno and bingo draws.
  await app.register(casinoDrawsTestControlRoutes, { db, clock });
  // POST /__test/casino/pools/tick, …/toto/draws/:id/settle, …/lotto/draws/:id/settle: toto and lotto draws now.
  await app.register(casinoPoolsTestControlRoutes, { db, clock, line: line?.simulator });
  // POST /__test/casino/tournaments/:tournament/end: a tournament ends now and its prizes are paid.
  await app.register(casinoTournamentsTestControlRoutes, { db, clock });
  const SubjectParams = z.object({ subject: z.string().min(1) });

  app.put('/__test/settings/:key', { schema: { params: KeyParams, body: SettingOverrideBodySchema } }, async (request, reply) => {
    await db.query(
      'insert into test_setting_overrides (scope, key, value) values ($1, $2, $3) on conflict (scope, key) do update set value = excluded.value',
      [scopeOf(request), request.params.key, JSON.stringify(request.body.value)],
    );
    return reply.code(204).send();
  });

  app.delete('/__test/settings', async (request, reply) => {
    await db.query('delete from test_setting_overrides where scope = $1', [scopeOf(request)]);
    return reply.code(204).send();
  });

  app.post('/__test/clock/:subject/advance', { schema: { params: SubjectParams, body: ClockAdvanceBodySchema, response: { 200: ClockReadingSchema } } }, async (request) => {
    const rows = await db.query<{ offset_ms: string }>(
      'insert into test_clock_offsets (subject, offset_ms) values ($1, $2) on conflict (subject) do update set offset_ms = test_clock_offsets.offset_ms + excluded.offset_ms returning offset_ms',
      [request.params.subject, request.body.ms],
    );
    const offsetMs = Number(rows[0]?.offset_ms ?? 0);
    return { subject: request.params.subject, offsetMs, now: clock.now() + offsetMs };
  });

  app.get('/__test/clock/:subject', { schema: { params: SubjectParams, response: { 200: ClockReadingSchema } } }, async (request) => {
    const offsetMs = await clockOffset(db, request.params.subject);
    return { subject: request.params.subject, offsetMs, now: clock.now() + offsetMs };
  });

  app.get('/__test/outbox', { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } } }, async (request) => {
    const rows = await db.query<{ id: string; channel: 'sms' | 'email'; recipient: string; subject: string; body: string; created_at: Date | string }>(
      'select id, channel, recipient, subject, body, created_at from outbox_messages where ($1::text is null or recipient = $1) order by id desc limit $2',
      [request.query.recipient ?? null, request.query.limit],
    );
    return { messages: rows.map((row) => ({ ...row, id: Number(row.id), createdAt: new Date(row.created_at).toISOString() })) };
  });
};

/** Settings overrides of the request's test scope. */
export async function testScopeOverrides(db: Database, request: OverrideScopeRequest): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from test_setting_overrides where scope = $1', [scopeOf(request)]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
