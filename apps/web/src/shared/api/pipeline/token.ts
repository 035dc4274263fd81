import { AuthPaths, GetTokenResponseSchema } from '@betting/contracts';
import { cachedTokenUsable, type CachedToken } from '@betting/auth';
import * as z from 'zod/mini';

export interface TokenSource {
  /** A usable bearer token: the cached one (kept 60 s, never past its `exp`), else a fresh one. */
  current(): Promise<string>;
  /** After a 401: one refresh shared by every request waiting at that moment. */
  refreshed(staleToken: string | undefined): Promise<string>;
  clear(): void;
}

/**
 * The `user_token` of spec §7: `GET /web-api/user/gettoken?force_refresh=true`, cached 60 s on the client. Concurrent
 * callers share one request, so 20 parallel 401s cause exactly one refresh.
 */
export function createTokenSource({ fetchImpl, now }: { readonly fetchImpl: typeof fetch; readonly now: () => number }): TokenSource {
  let cached: CachedToken | undefined;
  let inFlight: Promise<string> | undefined;

  const fetchToken = () =>
    (inFlight ??= (async () => {
      try {
        const response = await fetchImpl(`${AuthPaths.getToken}?force_refresh=true`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`token refresh answered ${response.status}`);
        const { token } = z.parse(GetTokenResponseSchema, await response.json());
        cached = { token, fetchedAt: now() };
        return token;
      } finally {
        inFlight = undefined;
      }
    })());

  return {
    current: () => (cached && cachedTokenUsable(cached, now()) ? Promise.resolve(cached.token) : fetchToken()),
    refreshed: (staleToken) => {
      // Someone already refreshed since this request was sent: use theirs.
      if (cached && cached.token !== staleToken && cachedTokenUsable(cached, now())) return Promise.resolve(cached.token);
      cached = undefined;
      return fetchToken();
    },
    clear: () => {
      cached = undefined;
    },
  };
}
