import fastifyMultipart from '@fastify/multipart';
import {
  GoogleOneTapClientIdResponseSchema,
  GoogleOneTapFormSchema,
  GoogleOneTapResponseSchema,
  SOCIAL_FLOW_COOKIE,
  SOCIAL_FLOW_TTL_SECONDS,
  SocialCallbackQuerySchema,
  SocialNetworkParamsSchema,
  SocialNetworksResponseSchema,
  SocialPaths,
  SocialStartQuerySchema,
  socialCallbackPath,
} from '@betting/contracts';
import { currencyByIso, type Clock } from '@betting/kernel';
import { FALLBACK_LANGUAGE, safeReturnPath } from '@betting/routing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { match } from 'ts-pattern';
import { readSettings, type OverridesFor } from '../../config/site-config.repository';
import type { Database } from '../../db/database';
import { setSessionCookie, setTwoStepCookie } from '../cookies';
import { refuse } from '../errors';
import { argon2idHasher, type PasswordHasher } from '../passwords';
import { newOpaqueToken } from '../../sessions';
import type { SocialNetwork, SocialProviderConfig } from './config';
import { saveFlow, takeFlow, type RegistrationData } from './identities.repository';
import { OidcProvider } from './provider';
import { resolveSocialIdentity, type SocialOutcome } from './resolve';
import type { PersonClock } from '../../limits';

export interface SocialOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly overridesFor: OverridesFor;
  /** Configured providers (SocialProviderConfig from the environment); none → no social sign-in at all. */
  readonly providers: readonly SocialProviderConfig[];
  readonly hasher?: PasswordHasher | undefined;
  readonly random?: ((maxExclusive: number) => number) | undefined;
  /** Each person's clock for the self-exclusion check at sign-in (the test-control build's); the server's when absent. */
  readonly personClock?: PersonClock | undefined;
}

/** Where to land: a safe same-site path, else the home page of the language. */
const landingPath = (returnTo: string | undefined, language: string | undefined) => (returnTo !== undefined ? safeReturnPath(returnTo) : null) ?? `/${language ?? FALLBACK_LANGUAGE}`;
/** The landing path with a fragment (which no server ever sees) replacing any the path had. */
const withFragment = (path: string, fields: Record<string, string>) => `${path.split('#')[0]}#${new URLSearchParams(fields).toString()}`;

const currencyIdOf = (value: string): number | undefined => (/^\d+$/.test(value) ? Number(value) : currencyByIso(value)?.numericCode);

/** A form posted from another site (multipart is a "simple" request) must not sign this browser in: login CSRF. */
function crossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Applies the outcome's cookies and answers where the browser goes next (refusals become a `social_error`). */
function landing(request: FastifyRequest, reply: FastifyReply, outcome: SocialOutcome, path: string, network: SocialNetwork): string {
  return match(outcome)
    .with({ kind: 'signed_in' }, (signedIn) => {
      setSessionCookie(request, reply, signedIn.sessionToken, signedIn.remember);
      return path;
    })
    .with({ kind: 'two_step' }, (twoStep) => {
      setTwoStepCookie(request, reply, twoStep.pendingToken, twoStep.maxAgeSeconds);
      return withFragment(path, { two_step: twoStep.channel });
    })
    .with({ kind: 'register' }, (register) => withFragment(path, { social_token: register.socialToken, social_provider: network }))
    .with({ kind: 'refused' }, (refused) => withFragment(path, { social_error: refused.code }))
    .exhaustive();
}

/**
 * Social sign-in: the networks list, Google one-tap (client id and the ID-token POST), and the authorization-code flow
 * for every configured network (start → provider → callback), all ending in resolveSocialIdentity.
 */
export const socialRoutes: FastifyPluginAsyncZod<SocialOptions> = async (app, options) => {
  const { db, clock, overridesFor } = options;
  const providers = new Map<SocialNetwork, OidcProvider>(options.providers.map((config) => [config.network, new OidcProvider(config, clock)]));
  const userDeps = { hasher: options.hasher ?? argon2idHasher, random: options.random, personClock: options.personClock };
  const registrationEnabled = async (request: FastifyRequest) => (await readSettings(db, undefined, await overridesFor(request)))['registration_enabled'] === true;

  // Text fields only: a file part is refused.
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 16, fieldSize: 16_384, parts: 16 } });

  app.get(SocialPaths.networks, { schema: { response: { 200: SocialNetworksResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { networks: [...providers.keys()] };
  });

  app.get(SocialPaths.googleOneTapClientId, { schema: { response: { 200: GoogleOneTapClientIdResponseSchema } } }, async (_request, reply) => {
    const google = providers.get('google');
    if (!google) return refuse(reply, 404, 'social_unavailable');
    return { clientId: google.config.clientId };
  });

  app.post(SocialPaths.googleOneTap, { schema: { body: GoogleOneTapFormSchema, response: { 200: GoogleOneTapResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const google = providers.get('google');
    if (!google) return refuse(reply, 404, 'social_unavailable');
    if (crossSite(request)) return refuse(reply, 403, 'invalid_request');
    const form = request.body;
    const check = await google.verifyIdToken(form.credential);
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'google one-tap: ID token refused');
      return refuse(reply, 401, 'invalid_token');
    }
    const currencyId = form.currency === undefined ? undefined : currencyIdOf(form.currency);
    if (form.currency !== undefined && currencyId === undefined) return refuse(reply, 400, 'unknown_currency');
    const registration: RegistrationData | null =
      currencyId !== undefined && form.countryId !== undefined
        ? { country_id: form.countryId, currency_id: currencyId, ref_code: form.ref_code ?? null, first_deposit_bonus_choice: form.first_deposit_bonus_choice ?? 0 }
        : null;
    const outcome = await resolveSocialIdentity(db, userDeps, {
      identity: { network: 'google', ...check.identity },
      registration,
      registrationEnabled: await registrationEnabled(request),
      remember: form.remember ?? false,
      now: clock.now(),
    });
    if (outcome.kind === 'refused') return refuse(reply, outcome.status, outcome.code);
    return { redirectUrl: landing(request, reply, outcome, landingPath(form.return_to, form.language), 'google') };
  });

  app.get(SocialPaths.start, { schema: { params: SocialNetworkParamsSchema, querystring: SocialStartQuerySchema } }, async (request, reply) => {
    const provider = providers.get(request.params.network);
    if (!provider) return refuse(reply, 404, 'social_unavailable');
    const query = request.query;
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const binding = newOpaqueToken();
    // The provider only sends the browser back to a redirect URI registered for our client, so a forged Host gains nothing.
    const redirectUri = `${request.protocol}://${request.host}${socialCallbackPath(provider.network)}`;
    const registration: RegistrationData | null =
      query.country_id !== undefined && query.currency_id !== undefined
        ? { country_id: query.country_id, currency_id: query.currency_id, ref_code: query.ref_code ?? null, first_deposit_bonus_choice: query.first_deposit_bonus_choice ?? 0 }
        : null;
    const authorizationUrl = await provider.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
    await saveFlow(
      db,
      { state, binding },
      { network: provider.network, codeVerifier, nonce, redirectUri, returnTo: landingPath(query.return_to, query.lng), remember: query.remember ?? false, registration },
      clock.now(),
    );
    reply.setCookie(SOCIAL_FLOW_COOKIE, binding, { path: '/social-api/oauth', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SOCIAL_FLOW_TTL_SECONDS });
    reply.header('cache-control', 'no-store');
    return reply.redirect(authorizationUrl, 302);
  });

  app.get(SocialPaths.callback, { schema: { params: SocialNetworkParamsSchema, querystring: SocialCallbackQuerySchema } }, async (request, reply) => {
    const provider = providers.get(request.params.network);
    if (!provider) return refuse(reply, 404, 'social_unavailable');
    reply.header('cache-control', 'no-store');
    const binding = request.cookies[SOCIAL_FLOW_COOKIE];
    reply.clearCookie(SOCIAL_FLOW_COOKIE, { path: '/social-api/oauth', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
    const { state } = request.query;
    const flow = state && binding ? await takeFlow(db, provider.network, { state, binding }, clock.now()) : undefined;
    if (!state || !flow) return reply.redirect(withFragment(landingPath(undefined, undefined), { social_error: 'invalid_request' }), 302);
    if (request.query.error !== undefined) return reply.redirect(withFragment(flow.returnTo, { social_error: 'not_signed_in' }), 302);

    const callbackUrl = new URL(flow.redirectUri);
    const queryAt = request.url.indexOf('?');
    callbackUrl.search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const check = await provider.exchangeCode(callbackUrl, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    if (!check.ok) {
      request.log.warn({ network: provider.network, reason: check.reason }, 'social sign-in: code exchange refused');
      return reply.redirect(withFragment(flow.returnTo, { social_error: 'invalid_token' }), 302);
    }
    const outcome = await resolveSocialIdentity(db, userDeps, {
      identity: { network: provider.network, ...check.identity },
      registration: flow.registration,
      registrationEnabled: await registrationEnabled(request),
      remember: flow.remember,
      now: clock.now(),
    });
    return reply.redirect(landing(request, reply, outcome, flow.returnTo, provider.network), 302);
  });
};
