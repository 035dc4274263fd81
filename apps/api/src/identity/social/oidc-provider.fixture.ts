import { exportJWK, generateKeyPair } from 'jose';
import { createServer, type Server } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestClient {
  readonly client_id: string;
  readonly client_secret: string;
  readonly redirect_uris: string[];
}

export interface RunningProvider {
  readonly issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a random localhost port: its own RSA signing key,
 * PKCE required, any login accepted through its development interactions (the account id is the login), each
 * account with a verified e-mail, and consent given for first-party clients.
 */
export async function startOidcProvider(clients: readonly TestClient[]): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({ ...client, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Like Google's, the ID token itself carries the e-mail claims (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@mail.test`, email_verified: true }) }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))) };
}

/** Cookies of one browser at the provider, by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows the authorization request through the login interaction (signing in
 * as `accountId`) until the provider sends the browser to a URL starting with `redirectPrefix`; returns that URL.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, redirectPrefix: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (location !== null) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectPrefix)) return next;
      url = next.href;
      init = {};
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('name="prompt" value="login"')) throw new Error(`unexpected provider answer ${response.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error('no login form at the provider');
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' }).toString() };
  }
  throw new Error('too many redirects at the provider');
}

/** A real ID token for `accountId`, obtained as any relying party would: the code flow with PKCE and a nonce. */
export async function idTokenFor(issuer: string, client: TestClient, accountId: string): Promise<string> {
  const { allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, calculatePKCECodeChallenge, ClientSecretBasic, discovery, randomNonce, randomPKCECodeVerifier, randomState } = await import('openid-client');
  const config = await discovery(new URL(issuer), client.client_id, client.client_secret, ClientSecretBasic(client.client_secret), { execute: [allowInsecureRequests] });
  const redirectUri = client.redirect_uris[0] ?? '';
  const verifier = randomPKCECodeVerifier();
  const state = randomState();
  const nonce = randomNonce();
  const authorizationUrl = buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid email', state, nonce, code_challenge: await calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
  const callback = await signInAtProvider(authorizationUrl.href, accountId, redirectUri);
  const tokens = await authorizationCodeGrant(config, callback, { expectedState: state, expectedNonce: nonce, pkceCodeVerifier: verifier });
  if (!tokens.id_token) throw new Error('the provider gave no id_token');
  return tokens.id_token;
}
