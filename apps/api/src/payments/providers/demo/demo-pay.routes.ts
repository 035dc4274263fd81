import { DemoPayChoiceBodySchema, DemoPayPaths, DemoPayTokenParamsSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { chooseOutcome, type AcquirerDeps } from './acquirer';
import { runDemoPayJobs, type DemoPayJobSettings } from './jobs';
import { demoPayNotFoundPage, demoPayPage } from './pages';
import { demoSessionByToken, type DemoSessionKind } from './sessions.repository';

export interface DemoPaySchedule extends DemoPayJobSettings {
  /** How often the job runs. */
  readonly intervalMs: number;
}

export interface DemoPayRoutesOptions {
  readonly deps: AcquirerDeps;
  /** The provider's scheduled job; off when absent (tests run it through test control). */
  readonly schedule?: DemoPaySchedule | undefined;
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const AnyTokenParams = z.object({ token: z.string().max(200) });

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const languageOf = (acceptLanguage: string | undefined): string => (acceptLanguage?.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en');

/**
 * The demo provider's own web pages, served by this server as if from another company's: the hosted checkout and
 * payout pages (GET shows, POST takes the person's choice and sends the browser back to the site), and its
 * scheduled job.
 */
export const demoPayRoutes: FastifyPluginAsyncZod<DemoPayRoutesOptions> = async (app, { deps, schedule }) => {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const page = (kind: DemoSessionKind, path: string) => {
    app.get(path, { schema: { params: AnyTokenParams } }, async (request, reply) => {
      const token = DemoPayTokenParamsSchema.safeParse(request.params);
      const session = token.success ? await demoSessionByToken(deps.db, kind, token.data.token) : undefined;
      if (!session) return sendHtml(reply, 404, demoPayNotFoundPage(languageOf(request.headers['accept-language'])));
      return sendHtml(reply, 200, demoPayPage(session, request.url.split('?')[0] ?? path));
    });
    app.post(path, { schema: { params: AnyTokenParams, body: DemoPayChoiceBodySchema } }, async (request, reply) => {
      const token = DemoPayTokenParamsSchema.safeParse(request.params);
      const session = token.success ? await chooseOutcome(deps, kind, token.data.token, request.body.outcome) : undefined;
      if (!session) return sendHtml(reply, 404, demoPayNotFoundPage(languageOf(request.headers['accept-language'])));
      const back = session.status === 'open' ? session.returnUrls.pending : session.returnUrls[session.status];
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  };
  page('checkout', DemoPayPaths.checkout);
  page('payout', DemoPayPaths.payout);

  if (schedule) app.jobs.every('demo provider job', schedule.intervalMs, () => runDemoPayJobs(deps, schedule));
};
