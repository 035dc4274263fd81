import { AGE_ACCEPTANCE_SECONDS, AGE_ACCEPTED_COOKIE } from '@betting/settings';
import type { FastifyPluginAsync } from 'fastify';

/** Where the no-script age notice's form posts (the web app's AgeNotice names the same path). */
export const AGE_NOTICE_ACCEPT_PATH = '/web-api/age-notice/accept';

/** A path on this site to go back to: one leading slash (not `//host`, not `/\host`); anything else is the home. */
export function safeBackPath(back: unknown): string {
  return typeof back === 'string' && /^\/(?![/\\])[^\s]*$/.test(back) && back.length <= 2048 ? back : '/';
}

/**
 * The age notice accepted without JavaScript: the server's notice in the first HTML posts its form here. The answer
 * keeps the acceptance in the strictly necessary cookie the settings library also sets (3 days; the browser reads it,
 * so not httpOnly) and sends the visitor back to the page, now drawn without the notice (303: the page is a GET).
 */
export const ageNoticeRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin reads posted forms here; the form has no fields, its target is in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.post(AGE_NOTICE_ACCEPT_PATH, async (request, reply) => {
    const { back } = (request.query ?? {}) as Record<string, unknown>;
    reply.setCookie(AGE_ACCEPTED_COOKIE, '1', { path: '/', sameSite: 'lax', secure: request.protocol === 'https', maxAge: AGE_ACCEPTANCE_SECONDS });
    return reply.header('cache-control', 'no-store').redirect(safeBackPath(back), 303);
  });
};
