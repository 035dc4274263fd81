import {
  AuthPaths,
  CheckSessionResponseSchema,
  DisconnectResponseSchema,
  GetTokenQuerySchema,
  GetTokenResponseSchema,
  LoginBodySchema,
  PhoneLoginBodySchema,
  RegistrationBodySchema,
  RegistrationResponseSchema,
  RightsResponseSchema,
  SESSION_COOKIE,
  SignInResponseSchema,
  decodeCredential,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OverridesFor } from '../config/site-config.repository';
import { readSettings } from '../config/site-config.repository';
import type { AppContext } from '../platform/app-context';
import { findActiveSession, revokeSession, signUserToken } from '../sessions';
import { cookieAgreementRoutes } from './cookie-agreement.routes';
import { termsRoutes } from './terms/terms.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import type { RandomInt } from './captcha/render';
import { codeRoutes } from './codes.routes';
import { accountLinksRoutes } from './account-links/account-links.routes';
import type { AccountLinksOptions } from './account-links/env';
import { clearIdentityCookies, setSessionCookie, setUserTokenCookie } from './cookies';
import { refuse } from './errors';
import { loginKeyOf } from './login-attempts.repository';
import { argon2idHasher, dummyHashOf, type PasswordHasher } from './passwords';
import { phoneListRoutes } from './phone.routes';
import { register } from './registration';
import { rightsOf } from './rights';
import { signInWithPassword, type SignInDeps } from './sign-in';
import type { PersonClock } from '../limits';
import { limitByAddress, type AddressLimited, type ProtectionSettings, type RequestLimiter } from '../security/request-limits';
import { twoStepStarter } from './two-step';
import { securityQuestionStarter } from './security-question-step';
import { securityQuestionSignInRoutes } from './security-question-sign-in.routes';
import { userConfigRoutes } from './user-config.routes';
import { sportsPreferencesRoutes } from './sports-preferences.routes';
import { findPhoneCountry, findUserById, findUserByLogin, findUserByPhone } from './users.repository';

/** What tests may replace: the password hasher (to watch it) and the random source (to make draws repeatable). */
export interface IdentityOverrides {
  readonly hasher?: PasswordHasher;
  readonly random?: RandomInt;
  /** One-click credentials by e-mail and auth by token: their window and signers (env.ts reads them). */
  readonly accountLinks?: AccountLinksOptions;
}

export interface IdentityOptions extends IdentityOverrides {
  readonly context: AppContext;
  readonly overridesFor: OverridesFor;
  /** Each person's clock for the self-exclusion check at sign-in (the test-control build's); the server's when absent. */
  readonly personClock?: PersonClock | undefined;
  /** The account protection and the per-address limits (configuration, see security/request-limits.ts). */
  readonly protection: ProtectionSettings;
  /** Counts calls against the per-address limits (shared by every process through the database). */
  readonly hitLimit: RequestLimiter;
  /** PUBLIC_URL and ALLOWED_HOSTS: the site's address in the e-mails these calls send. */
  readonly publicUrl?: string | undefined;
  readonly allowedHosts?: readonly string[] | undefined;
}

/** Registration, sign-in, sessions, user tokens, the captcha API, one-time codes, phone lists and user config. */
export const identityRoutes: FastifyPluginAsyncZod<IdentityOptions> = async (app, options) => {
  const { db, clock, userTokenKey: key } = options.context;
  const { overridesFor } = options;
  const hasher = options.hasher ?? argon2idHasher;
  const deps: SignInDeps = { db, clock, hasher, dummyHash: dummyHashOf(hasher), startTwoStep: twoStepStarter(db, clock), askSecurityQuestion: securityQuestionStarter(db, clock), personClock: options.personClock, account: options.protection.account };
  const limited = (...buckets: AddressLimited[]) => limitByAddress(options.hitLimit, options.protection, () => buckets);
  // A one-click registration counts against both the registration limit and its own.
  const registrationLimits = limitByAddress(options.hitLimit, options.protection, (request) => {
    const body = request.body as { type?: unknown } | null | undefined;
    return typeof body === 'object' && body !== null && body.type === 'fast_reg' ? ['registration', 'oneClickRegistration'] : ['registration'];
  });

  // Identity answers are personal: never cached, unless a route says otherwise (the phone lists).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/web-api/user/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(captchaRoutes, { db, clock, ...(options.random ? { random: options.random } : {}) });
  await app.register(codeRoutes, { deps, limited, ...(options.random ? { random: options.random } : {}) });
  await app.register(securityQuestionSignInRoutes, { deps, limited });
  await app.register(phoneListRoutes, { db });
  await app.register(userConfigRoutes, { db, clock });
  await app.register(sportsPreferencesRoutes, { db });
  await app.register(cookieAgreementRoutes, { db, clock });
  await app.register(termsRoutes, { db, clock });
  await app.register(accountLinksRoutes, { deps, key, limited, origins: { publicUrl: options.publicUrl, allowedHosts: options.allowedHosts }, ...options.accountLinks });

  app.post(AuthPaths.register, { preValidation: registrationLimits, schema: { body: RegistrationBodySchema, response: { 201: RegistrationResponseSchema } } }, async (request, reply) => {
    const settings = await readSettings(db, undefined, await overridesFor(request));
    if (settings['registration_enabled'] !== true) return refuse(reply, 403, 'registration_disabled');
    const outcome = await register({ db, hasher, ...(options.random ? { random: options.random } : {}) }, request.body, clock.now());
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.code);
    setSessionCookie(request, reply, outcome.sessionToken, outcome.remember);
    return reply.code(201).send({ user_id: outcome.userId, password: outcome.password, account_id: outcome.account.id, currency_id: outcome.account.currencyId });
  });

  app.post(AuthPaths.loginByLogin, { preValidation: limited('signIn'), schema: { body: LoginBodySchema, response: { 200: SignInResponseSchema } } }, async (request, reply) => {
    const login = decodeCredential(request.body.uLogin);
    const password = decodeCredential(request.body.uPassword);
    if (login === null || password === null || login.trim() === '') return refuse(reply, 400, 'invalid_request');
    return signInWithPassword(deps, request, reply, { loginKey: loginKeyOf.login(login), findUser: () => findUserByLogin(db, login), password, remember: request.body.save });
  });

  app.post(AuthPaths.loginByPhone, { preValidation: limited('signIn'), schema: { body: PhoneLoginBodySchema, response: { 200: SignInResponseSchema } } }, async (request, reply) => {
    const password = decodeCredential(request.body.uPassword);
    if (password === null) return refuse(reply, 400, 'invalid_request');
    const { phone_number: phoneNumber, country_code: countryCode } = request.body;
    const country = await findPhoneCountry(db, countryCode);
    // An unknown country is an unknown user: the same answer after the same work.
    const loginKey = country ? loginKeyOf.phone(country.telCode, phoneNumber) : `phone:${countryCode.toUpperCase()}:${phoneNumber}`;
    const findUser = async () => (country ? findUserByPhone(db, country.telCode, phoneNumber) : undefined);
    return signInWithPassword(deps, request, reply, { loginKey, findUser, password, remember: request.body.save });
  });

  app.post(AuthPaths.disconnect, { schema: { response: { 200: DisconnectResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(db, token, clock.now());
    clearIdentityCookies(request, reply);
    return { success: true as const };
  });

  app.get(AuthPaths.checkSession, { schema: { response: { 200: CheckSessionResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findActiveSession(db, token, clock.now()) : undefined;
    if (token && !session) clearIdentityCookies(request, reply);
    return { user_id: session?.userId ?? null };
  });

  app.get(AuthPaths.rights, { schema: { response: { 200: RightsResponseSchema } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    const user = caller.kind === 'user' ? await findUserById(db, caller.userId) : undefined;
    if (!user) return refuse(reply, 401, 'not_signed_in');
    return { user_id: user.id, ban_level: user.banLevel, rights: rightsOf(user) };
  });

  // Refreshing uses the session cookie only: the expired bearer token the client may still hold is beside the point.
  app.get(AuthPaths.getToken, { schema: { querystring: GetTokenQuerySchema, response: { 200: GetTokenResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findActiveSession(db, token, clock.now()) : undefined;
    if (!session) return refuse(reply, 401, 'not_signed_in');
    const userToken = await signUserToken(key, clock, { userId: session.userId, sessionId: session.id });
    setUserTokenCookie(request, reply, userToken);
    return { token: userToken };
  });
};
