import type { Clock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { startOutboxDispatcher, type RunningDispatcher } from './dispatcher';
import { smtpSender, type SmtpConfig } from './smtp-sender';

/** Sends the outbox's e-mail through SMTP for as long as the app runs; closing the app stops it cleanly. */
export function deliverOutboxBySmtp(app: FastifyInstance, options: { readonly db: Queryable; readonly clock: Clock; readonly smtp: SmtpConfig; readonly intervalMs?: number }): void {
  let dispatcher: RunningDispatcher | null = null;
  app.jobs.singleton('outbox delivery', {
    start() {
      dispatcher ??= startOutboxDispatcher({
        db: options.db,
        clock: options.clock,
        sender: smtpSender(options.smtp),
        ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
        onFailure: (error, messageId) => app.log.warn({ err: error, messageId }, 'outbox message not sent; it will be retried'),
        onPassError: (error) => app.log.error({ err: error }, 'outbox pass failed'),
      });
    },
    async stop() {
      await dispatcher?.stop();
      dispatcher = null;
    },
  });
}
