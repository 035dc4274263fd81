import { FINGERPRINT_HEADER, FingerprintPaths, FingerprintResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { START, cookieOf, freshAddress, identitySite, registerFast, signIn } from '../identity.fixture';
import { sha256 } from '../../sessions';
import { componentsHash } from './components';

const COMPONENTS = { screen: '1920x1080x24', timezone: 'Europe/Berlin', languages: 'de-DE,en', touch: false, cores: 8 };

describe.each(enginesUnderTest())('fingerprint on $name', (engine) => {
  const site = identitySite(engine);

  const issue = (components: unknown) => site.app.inject({ method: 'POST', url: FingerprintPaths.issue, payload: { components } });
  const recorded = (userId: number) => site.db.query<{ fingerprint_id: string | number }>('select fingerprint_id from session_fingerprints where user_id = $1', [userId]);

  it('issues a token with its expiry and the components hash, keeping only the token hash', async () => {
    const response = await issue(COMPONENTS);
    expect(response.statusCode).toBe(200);
    const fingerprint = FingerprintResponseSchema.parse(response.json());
    expect(fingerprint.expiresAt).toBe(START + 86_400_000);
    expect(fingerprint.componentsData).toBe(componentsHash(COMPONENTS));
    const reordered = FingerprintResponseSchema.parse((await issue(Object.fromEntries(Object.entries(COMPONENTS).reverse()))).json());
    expect(reordered.componentsData).toBe(fingerprint.componentsData);
    expect(reordered.token).not.toBe(fingerprint.token);
    expect(await site.db.query('select 1 from fingerprints where token_hash = $1', [sha256(fingerprint.token)])).toHaveLength(1);
    expect(await site.db.query('select 1 from fingerprints where token_hash = $1', [fingerprint.token])).toHaveLength(0);
  });

  it('refuses bad components', async () => {
    for (const components of [{}, { 'bad name': 1 }, { nested: { a: 1 } }, Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`c${index}`, index]))]) {
      expect((await issue(components)).statusCode).toBe(400);
    }
  });

  it('records a live fingerprint sent with a sign-in against the session it opened, and not an expired or unknown one', async () => {
    const user = await registerFast(site.app);
    const { token } = (await issue(COMPONENTS)).json<{ token: string }>();
    const signedIn = await signIn(site.app, String(user.user_id), user.password, { ip: freshAddress(), headers: { [FINGERPRINT_HEADER]: token } });
    expect(signedIn.json()).toMatchObject({ status: 'signed_in' });
    const sessionToken = cookieOf(signedIn, SESSION_COOKIE)?.value ?? '';
    await vi.waitFor(async () => expect(await recorded(user.user_id)).toHaveLength(1));
    const [row] = await site.db.query<{ session_id: string | number }>('select sf.session_id from session_fingerprints sf join sessions s on s.id = sf.session_id where s.token_hash = $1', [sha256(sessionToken)]);
    expect(row).toBeDefined();

    await signIn(site.app, String(user.user_id), user.password, { ip: freshAddress(), headers: { [FINGERPRINT_HEADER]: 'unknown-token' } });
    site.clock.advance(86_400_000);
    await signIn(site.app, String(user.user_id), user.password, { ip: freshAddress(), headers: { [FINGERPRINT_HEADER]: token } });
    // A call that opens no session records nothing either.
    await site.app.inject({ method: 'GET', url: '/web-api/user/check-session', headers: { [FINGERPRINT_HEADER]: token }, cookies: { [SESSION_COOKIE]: sessionToken } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await recorded(user.user_id)).toHaveLength(1);
  });
});
