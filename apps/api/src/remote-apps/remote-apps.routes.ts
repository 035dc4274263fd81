import {
  isSameOriginPath,
  parseRemoteAppUrl,
  RemoteAppErrorCode,
  RemoteAppPostBodySchema,
  RemoteAppRequestHeadersSchema,
  RemoteAppResponseSchema,
  RemoteAppRoute,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConfigReads } from '../config/config.cache';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { requestOrigin } from './seo/origin';
import { EMAIL_SUBSCRIPTION_PATH, FOOTER_SCRIPT_PATH, POLICY_LOGO_PATH, SUBSCRIBED_QUERY, SUBSCRIPTION_ERROR_QUERY } from './apps/footer';
import { subscribeEmail } from './content.repository';
import { COVER_FILE, COVER_ROUTE, coverSvg } from './content/covers';
import { remoteAppEnv } from './env';
import { FOOTER_SCRIPT, policyLogoSvg } from './footer-assets';
import { parsePagePath } from './page-path';
import { renderRemoteApp } from './render';

export interface RemoteAppsRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly overridesFor: OverridesFor;
  readonly config: ConfigReads;
}

/** The subscription form's fields, as JSON (footer.js) or as a posted form (no JavaScript). */
const SubscriptionBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
  returnTo: z.string().max(2048).optional(),
});
export const SubscriptionResponseSchema = z.object({ status: z.literal('subscribed') });

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The remote apps (spec §7 "Remote app fetch"): `GET /remote-apps/{appName}{fullPath}` renders an app for a page,
 * `POST` with `{ components }` renders some of its parts, both with the headers `mf-render-mode: json` and
 * `mf-api-version: v2` (libs/contracts remote-apps.ts). Beside them the footer's assets: its script, the policy
 * logo and the e-mail subscription endpoint.
 */
export const remoteAppsRoutes: FastifyPluginAsyncZod<RemoteAppsRoutesOptions> = async (app, { db, clock, overridesFor, config: configReads }) => {
  // Only this plugin reads posted forms (the subscription form without JavaScript).
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });

  async function answer(request: FastifyRequest, reply: FastifyReply, components: readonly string[] | undefined) {
    const headers = RemoteAppRequestHeadersSchema.safeParse(request.headers);
    if (!headers.success) {
      return refuse(reply, 400, RemoteAppErrorCode.unsupportedVersion, 'Send mf-render-mode: json and mf-api-version: v2');
    }
    const target = parseRemoteAppUrl(request.url);
    if (!target) return refuse(reply, 400, RemoteAppErrorCode.badRequest, 'Malformed remote app URL');
    const page = parsePagePath(target.fullPath);
    const config = await configReads.configAll(page.lang, await overridesFor(request));
    const env = remoteAppEnv({ db, clock, warn: (message) => request.log.warn(message) }, request, config, requestOrigin(request));
    const outcome = await renderRemoteApp(target.appName, env, { page, fullPath: target.fullPath, ...(components ? { components } : {}) });
    if (outcome.kind === 'error') return refuse(reply, outcome.status, outcome.code, outcome.message);
    // Per page, language and visitor country: a browser may keep it but asks again each time.
    return reply.code(200).header('cache-control', 'no-cache').header('vary', 'x-country-id, cookie').send(outcome.response);
  }

  app.get(RemoteAppRoute, { schema: { response: { 200: RemoteAppResponseSchema } } }, (request, reply) => answer(request, reply, undefined));

  app.post(RemoteAppRoute, { schema: { response: { 200: RemoteAppResponseSchema } } }, async (request, reply) => {
    const body = RemoteAppPostBodySchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, RemoteAppErrorCode.badRequest, 'The body must be { components: [name, …] } with 1 to 32 component names');
    return answer(request, reply, body.data.components);
  });

  // Static routes win over `/remote-apps/:appName/*` in Fastify's router.
  app.get(FOOTER_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(FOOTER_SCRIPT),
  );

  app.get(POLICY_LOGO_PATH, async (request, reply) => {
    const config = await configReads.configAll(undefined, await overridesFor(request));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(policyLogoSvg(config.siteConfig.companyName));
  });

  app.get(COVER_ROUTE, async (request, reply) => {
    const file = COVER_FILE.exec((request.params as { file?: string }).file ?? '');
    if (!file?.[1]) return refuse(reply, 404, RemoteAppErrorCode.pageNotFound, 'No such cover');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(coverSvg(file[1]));
  });

  app.post(EMAIL_SUBSCRIPTION_PATH, async (request, reply) => {
    const isForm = (request.headers['content-type'] ?? '').startsWith(FORM_CONTENT_TYPE);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const config = await configReads.configAll(undefined, await overridesFor(request));
    const requestedLang = typeof raw['lang'] === 'string' ? raw['lang'] : undefined;
    const lang = config.languages.some((language) => language.code === requestedLang) ? (requestedLang as string) : config.siteConfig.lng;
    const returnTo = typeof raw['returnTo'] === 'string' && isSameOriginPath(raw['returnTo']) ? raw['returnTo'] : `/${lang}`;
    const back = (key: string, value: string) => {
      const url = new URL(returnTo, 'http://site.invalid');
      url.searchParams.delete(SUBSCRIBED_QUERY);
      url.searchParams.delete(SUBSCRIPTION_ERROR_QUERY);
      url.searchParams.set(key, value);
      return reply.redirect(`${url.pathname}${url.search}#footer-subscription`, 303);
    };

    const body = SubscriptionBodySchema.safeParse(raw);
    if (!body.success) {
      if (isForm) return back(SUBSCRIPTION_ERROR_QUERY, 'invalid_email');
      return refuse(reply, 400, 'invalid_email', 'Enter an e-mail address such as name@example.com');
    }
    await subscribeEmail(db, clock, { email: body.data.email, lang, source: 'footer' });
    if (isForm) return back(SUBSCRIBED_QUERY, '1');
    return reply.code(200).header('cache-control', 'no-store').send(SubscriptionResponseSchema.parse({ status: 'subscribed' }));
  });
};
