import {
  LimitPaths,
  AuthPaths,
  GoogleOneTapResponseSchema,
  SESSION_COOKIE,
  SOCIAL_FLOW_COOKIE,
  SocialPaths,
  TEST_SCOPE_COOKIE,
  TWO_STEP_COOKIE,
  TestControlPaths,
  socialCallbackPath,
  socialStartPath,
} from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededSite } from '../../testing/app.fixture';
import { checkSession, cookieOf, identityApp, identitySite } from '../identity.fixture';
import { idTokenFor, signInAtProvider, startOidcProvider, type RunningProvider, type TestClient } from './oidc-provider.fixture';

const SITE = 'site.test';
const CALLBACK = `http://${SITE}${socialCallbackPath('google')}`;
const WEB: TestClient = { client_id: 'apex-web', client_secret: 'apex-web-secret', redirect_uris: [CALLBACK] };
const OTHER: TestClient = { client_id: 'other-app', client_secret: 'other-app-secret', redirect_uris: ['http://other.test/cb'] };

/** A multipart form as a browser's FormData would send it. */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://site.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const fragmentOf = (path: string) => new URLSearchParams(path.split('#')[1] ?? '');

let provider: RunningProvider;
beforeAll(async () => {
  provider = await startOidcProvider([WEB, OTHER]);
});
afterAll(() => provider.close());

describe.each(enginesUnderTest())('social sign-in against a real OpenID Connect provider on $name', (engine) => {
  // The provider signs with the real time; the API checks expiry on its own clock, which starts there.
  const site = seededSite(() => identityApp(engine, { social: [{ network: 'google', issuer: provider.issuer, clientId: WEB.client_id, clientSecret: WEB.client_secret }] }, Date.now()));

  const oneTap = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { payload, headers: formHeaders } = await multipart(fields);
    return site.app.inject({ method: 'POST', url: SocialPaths.googleOneTap, headers: { host: SITE, ...formHeaders, ...headers }, payload });
  };
  const usersLinkedTo = (subject: string) => site.db.query<{ user_id: number }>("select user_id from social_identities where provider = 'google' and subject = $1", [subject]);

  it('lists the configured network and answers the one-tap client id', async () => {
    expect((await site.app.inject({ method: 'GET', url: SocialPaths.networks })).json()).toEqual({ networks: ['google'] });
    expect((await site.app.inject({ method: 'GET', url: SocialPaths.googleOneTapClientId })).json()).toEqual({ clientId: 'apex-web' });
  });

  it('one-tap: a verified ID token registers a linked soc_reg user with a main account, then signs the same user in', async () => {
    const credential = await idTokenFor(provider.issuer, WEB, 'alice');
    const first = await oneTap({ credential, language: 'de', currency: 'EUR', countryId: '276', return_to: '/de/casino' });
    expect(first.statusCode).toBe(200);
    expect(GoogleOneTapResponseSchema.parse(first.json())).toEqual({ redirectUrl: '/de/casino' });
    const session = cookieOf(first, SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    const userId = await checkSession(site.app, session?.value);
    expect(userId).not.toBeNull();
    const [user] = await site.db.query<{ registration_type: string; email: string | null; currency_id: number; country_id: number }>('select registration_type, email, currency_id, country_id from users where id = $1', [userId]);
    expect(user).toEqual({ registration_type: 'soc_reg', email: 'alice@mail.test', currency_id: 978, country_id: 276 });
    expect(await site.db.query('select currency_id, type from wallet_accounts where user_id = $1', [userId])).toEqual([{ currency_id: 978, type: 0 }]);

    const again = await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'alice'), language: 'en' });
    expect(again.json()).toEqual({ redirectUrl: '/en' });
    expect(await checkSession(site.app, cookieOf(again, SESSION_COOKIE)?.value)).toBe(userId);
    expect(await usersLinkedTo('alice')).toEqual([{ user_id: userId }]);
  });

  it('one-tap refuses a tampered token, another audience, an expired token and alg none', async () => {
    const credential = await idTokenFor(provider.issuer, WEB, 'mallory');
    const [header = '', payload = '', signature = ''] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'alice' })).toString('base64url');
    const attempts = [
      `${header}.${forged}.${signature}`,
      await idTokenFor(provider.issuer, OTHER, 'mallory'),
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
    ];
    for (const token of attempts) {
      const refused = await oneTap({ credential: token, currency: '643', countryId: '643' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: { code: 'invalid_token' } });
      expect(cookieOf(refused, SESSION_COOKIE)).toBeUndefined();
    }
    const exp = claims['exp'] as number;
    site.clock.set(exp * 1000);
    const expired = await oneTap({ credential, currency: '643', countryId: '643' });
    site.clock.set(Date.now());
    expect(expired.statusCode).toBe(401);
    expect(await usersLinkedTo('mallory')).toEqual([]);
    // The untouched token still works: the refusals were about the tampering, not the token.
    expect((await oneTap({ credential, currency: '643', countryId: '643' })).statusCode).toBe(200);
  });

  it('one-tap refuses a form posted from another site', async () => {
    const credential = await idTokenFor(provider.issuer, WEB, 'carol');
    expect((await oneTap({ credential, currency: '643', countryId: '643' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await oneTap({ credential, currency: '643', countryId: '643' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await usersLinkedTo('carol')).toEqual([]);
  });

  it('an unknown identity without registration data gets a one-time social token that soc_reg registration redeems', async () => {
    const redirect = (await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'dave'), return_to: '//evil.com' })).json<{ redirectUrl: string }>().redirectUrl;
    expect(redirect.startsWith('/en#')).toBe(true);
    const fragment = fragmentOf(redirect);
    expect(fragment.get('social_provider')).toBe('google');
    const socialToken = fragment.get('social_token') ?? '';
    expect(await usersLinkedTo('dave')).toEqual([]);

    const body = { type: 'soc_reg', provider: 'google', social_token: socialToken, country_id: 643, currency_id: 643, ref_code: 'PROMO1', first_deposit_bonus_choice: 2 };
    const registered = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: body });
    expect(registered.statusCode).toBe(201);
    const { user_id: userId, password } = registered.json<{ user_id: number; password: string | null }>();
    expect(password).toBeNull();
    expect(await checkSession(site.app, cookieOf(registered, SESSION_COOKIE)?.value)).toBe(userId);
    expect(await usersLinkedTo('dave')).toEqual([{ user_id: userId }]);
    expect(await site.db.query('select ref_code, first_deposit_bonus_choice from users where id = $1', [userId])).toEqual([{ ref_code: 'PROMO1', first_deposit_bonus_choice: 2 }]);

    const reused = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: body });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('a self-excluded user is refused through the social network too', async () => {
    const first = await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'gina'), currency: '643', countryId: '643' });
    const session = cookieOf(first, SESSION_COOKIE)?.value ?? '';
    const excluded = await site.app.inject({ method: 'POST', url: LimitPaths.limit, cookies: { [SESSION_COOKIE]: session }, payload: { limitType: 30, limitValue: 7 } });
    expect(excluded.statusCode).toBe(200);
    expect(await checkSession(site.app, session)).toBeNull();
    const again = await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'gina') });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: { code: 'self_exclusion_active' } });
  });

  it('a blocked user is refused and a two-factor user gets the second step', async () => {
    await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'erin'), currency: '643', countryId: '643' });
    const [{ user_id: erin } = { user_id: 0 }] = await usersLinkedTo('erin');
    await site.db.query("update users set status = 'blocked' where id = $1", [erin]);
    const blocked = await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'erin') });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'account_blocked' } });

    await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'frank'), currency: '643', countryId: '643' });
    const [{ user_id: frank } = { user_id: 0 }] = await usersLinkedTo('frank');
    await site.db.query('update users set two_factor_enabled = true where id = $1', [frank]);
    const twoStep = await oneTap({ credential: await idTokenFor(provider.issuer, WEB, 'frank'), language: 'en' });
    expect(twoStep.json()).toEqual({ redirectUrl: '/en#two_step=email' });
    expect(cookieOf(twoStep, SESSION_COOKIE)).toBeUndefined();
    expect(cookieOf(twoStep, TWO_STEP_COOKIE)?.httpOnly).toBe(true);
    expect(await site.db.query("select 1 from outbox_messages where recipient = 'frank@mail.test'")).toHaveLength(1);
  });

  describe('the authorization-code flow', () => {
    const start = (query: string) => site.app.inject({ method: 'GET', url: `${socialStartPath('google')}?${query}`, headers: { host: SITE } });
    const callback = (url: URL, binding: string | undefined) =>
      site.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: SITE }, cookies: binding === undefined ? {} : { [SOCIAL_FLOW_COOKIE]: binding } });

    it('goes to the provider with state, nonce and PKCE, and comes back signed in, registered with the start data', async () => {
      const started = await start('return_to=%2Fen%2Fcasino&country_id=643&currency_id=840&remember=true');
      expect(started.statusCode).toBe(302);
      const location = new URL(started.headers.location ?? '');
      expect(location.origin).toBe(provider.issuer);
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
      for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toBeTruthy();
      const binding = cookieOf(started, SOCIAL_FLOW_COOKIE);
      expect(binding?.httpOnly).toBe(true);

      const back = await signInAtProvider(location.href, 'grace', CALLBACK);
      const landed = await callback(back, binding?.value);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe('/en/casino');
      const session = cookieOf(landed, SESSION_COOKIE);
      expect(session?.maxAge).toBe(30 * 86_400);
      const userId = await checkSession(site.app, session?.value);
      expect(await usersLinkedTo('grace')).toEqual([{ user_id: userId }]);
      expect(await site.db.query('select currency_id from wallet_accounts where user_id = $1', [userId])).toEqual([{ currency_id: 840 }]);

      // The flow was spent: the same answer again is refused.
      const replayed = await callback(back, binding?.value);
      expect(replayed.headers.location).toBe('/en#social_error=invalid_request');
    });

    it('refuses an answer without the browser binding, and an unsafe return path falls back home', async () => {
      const started = await start('return_to=%2F%2Fevil.com&lng=ru');
      const back = await signInAtProvider(started.headers.location ?? '', 'heidi', CALLBACK);
      const unbound = await callback(back, 'not-the-cookie');
      expect(unbound.headers.location).toBe('/en#social_error=invalid_request');
      expect(cookieOf(unbound, SESSION_COOKIE)).toBeUndefined();

      const again = await start('return_to=%2F%2Fevil.com&lng=ru');
      const binding = cookieOf(again, SOCIAL_FLOW_COOKIE)?.value;
      const landed = await callback(await signInAtProvider(again.headers.location ?? '', 'heidi', CALLBACK), binding);
      const target = landed.headers.location ?? '';
      expect(target.startsWith('/ru#')).toBe(true);
      expect(fragmentOf(target).get('social_token')).toBeTruthy();
    });

    it('refuses a provider error and a code whose exchange fails', async () => {
      const started = await start('lng=en');
      const state = new URL(started.headers.location ?? '').searchParams.get('state') ?? '';
      const binding = cookieOf(started, SOCIAL_FLOW_COOKIE)?.value;
      const denied = await callback(new URL(`${CALLBACK}?error=access_denied&state=${state}`), binding);
      expect(denied.headers.location).toBe('/en#social_error=not_signed_in');

      const second = await start('lng=en');
      const secondState = new URL(second.headers.location ?? '').searchParams.get('state') ?? '';
      const forged = await callback(new URL(`${CALLBACK}?code=forged-code&state=${secondState}&iss=${encodeURIComponent(provider.issuer)}`), cookieOf(second, SOCIAL_FLOW_COOKIE)?.value);
      expect(forged.headers.location).toBe('/en#social_error=invalid_token');
    });
  });

  it('refuses registration of an unknown identity when registration is switched off, but still signs linked users in', async () => {
    const scope = { [TEST_SCOPE_COOKIE]: 'social-registration-off' };
    expect((await site.app.inject({ method: 'PUT', url: TestControlPaths.setting('registration_enabled'), cookies: scope, payload: { value: false } })).statusCode).toBe(204);
    const { payload, headers } = await multipart({ credential: await idTokenFor(provider.issuer, WEB, 'ivan'), currency: '643', countryId: '643' });
    const refused = await site.app.inject({ method: 'POST', url: SocialPaths.googleOneTap, headers: { host: SITE, ...headers }, cookies: scope, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'registration_disabled' } });
    expect(await usersLinkedTo('ivan')).toEqual([]);
    const alice = await multipart({ credential: await idTokenFor(provider.issuer, WEB, 'alice') });
    expect((await site.app.inject({ method: 'POST', url: SocialPaths.googleOneTap, headers: { host: SITE, ...alice.headers }, cookies: scope, payload: alice.payload })).statusCode).toBe(200);
  });
});

describe.each(enginesUnderTest())('social sign-in with no provider configured on $name', (engine) => {
  const site = identitySite(engine);

  it('lists no network and answers social_unavailable everywhere', async () => {
    expect((await site.app.inject({ method: 'GET', url: SocialPaths.networks })).json()).toEqual({ networks: [] });
    for (const request of [
      { method: 'GET' as const, url: SocialPaths.googleOneTapClientId },
      { method: 'GET' as const, url: socialStartPath('google') },
      { method: 'GET' as const, url: `${socialCallbackPath('google')}?code=x&state=y` },
    ]) {
      const answer = await site.app.inject(request);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: { code: 'social_unavailable' } });
    }
    const { payload, headers } = await multipart({ credential: 'x.y.z' });
    expect((await site.app.inject({ method: 'POST', url: SocialPaths.googleOneTap, headers, payload })).statusCode).toBe(404);
  });
});
