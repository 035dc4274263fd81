import { CAPTCHA_ANSWER_HEADER, CAPTCHA_ID_HEADER, CaptchaRequiredErrorSchema, FINGERPRINT_HEADER, type CaptchaCode } from '@betting/contracts';
import * as z from 'zod/mini';
import { CANCELLED_STATUS, httpFailure, type ApiFailure } from './failures';
import type { TokenSource } from './token';

export interface ApiCall<Schema extends z.ZodMiniType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** A JSON body, or a FormData sent as multipart. */
  readonly body?: unknown;
  /** The zod contract the answer must meet (from libs/contracts). */
  readonly schema: Schema;
  /** Send the bearer `user_token` (and refresh it once on 401). Session-cookie calls leave it off. */
  readonly bearer?: boolean;
  /** The header that carries `Bearer <token>` (default `authorization`; the limit service reads `x-auth`). */
  readonly bearerHeader?: string;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** The request outlives the page (a small save sent as the bettor leaves or reloads). */
  readonly keepalive?: boolean;
}

/** A solved captcha the retried request carries; null when the visitor gave up. */
export type CaptchaSolver = (code: CaptchaCode) => Promise<{ readonly captchaId: string; readonly answer: string } | null>;

export interface ApiClientDeps {
  readonly fetchImpl: typeof fetch;
  readonly tokens: TokenSource;
  /** Spec §7: the fingerprint header, when one is known. */
  readonly fingerprint?: () => string | undefined;
  /** Shows the captcha of the code and resolves with the visitor's answer (the web app registers its dialog). */
  readonly solveCaptcha?: CaptchaSolver;
  /** 451 with exception_code 1: the terms changed (spec §7); the app goes to confirm-terms when enabled. */
  readonly onTermsChanged?: () => void;
  /** A token refresh failed after a 401: the session is gone (spec: sign out, no loop). */
  readonly onSessionLost?: () => void;
  /** A GET already answered and parsed with this contract (the first view's data): returned as it is, unsent. */
  readonly answered?: (url: string, schema: z.ZodMiniType) => { readonly data: unknown } | undefined;
}

function urlOf(call: ApiCall<z.ZodMiniType>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return search ? `${call.path}?${search}` : call.path;
}

/**
 * The one request pipeline of the web app (spec §7 "Global request behaviour"): bearer token when asked, one shared
 * refresh and one retry on 401, fingerprint header, captcha on 400 with a captcha code then one retry with the captcha
 * headers, 451 → confirm-terms, network failure and cancellation as typed failures, and every answer parsed with its
 * contract. Throws an {@link ApiFailure}.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function send(call: ApiCall<z.ZodMiniType>, extraHeaders: Record<string, string>, token: string | undefined): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers, ...extraHeaders };
    const fingerprint = deps.fingerprint?.();
    if (fingerprint) headers[FINGERPRINT_HEADER] = fingerprint;
    if (token) headers[call.bearerHeader ?? 'authorization'] = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    try {
      return await deps.fetchImpl(urlOf(call), { method: call.method, headers, body, credentials: 'same-origin', signal: call.signal, ...(call.keepalive ? { keepalive: true } : {}) });
    } catch (error) {
      if (call.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw { kind: 'cancelled', status: CANCELLED_STATUS } satisfies ApiFailure;
      throw { kind: 'network', status: 0, message: String(error) } satisfies ApiFailure;
    }
  }

  async function bearerToken(call: ApiCall<z.ZodMiniType>): Promise<string | undefined> {
    if (!call.bearer) return undefined;
    try {
      return await deps.tokens.current();
    } catch {
      deps.onSessionLost?.();
      throw { kind: 'http', status: 401, error: { code: 'not_signed_in', message: 'No session' } } satisfies ApiFailure;
    }
  }

  return async function apiRequest<Schema extends z.ZodMiniType>(call: ApiCall<Schema>): Promise<z.infer<Schema>> {
    const known = call.method === 'GET' ? deps.answered?.(urlOf(call), call.schema) : undefined;
    if (known) return known.data as z.infer<Schema>;
    let token = await bearerToken(call);
    let captchaHeaders: Record<string, string> = {};
    let refreshed = false;
    let captchaAsked = false;
    for (;;) {
      const response = await send(call, captchaHeaders, token);
      if (response.status === 401 && call.bearer && !refreshed) {
        refreshed = true;
        try {
          token = await deps.tokens.refreshed(token);
        } catch {
          deps.tokens.clear();
          deps.onSessionLost?.();
          throw await httpFailure(response);
        }
        continue;
      }
      if (response.status === 400 && deps.solveCaptcha && !captchaAsked) {
        const body = await response.clone().json().catch(() => undefined);
        const captcha = z.safeParse(CaptchaRequiredErrorSchema, body);
        if (captcha.success) {
          captchaAsked = true;
          const solved = await deps.solveCaptcha(captcha.data.error.captcha_code);
          if (!solved) throw await httpFailure(response);
          captchaHeaders = { [CAPTCHA_ID_HEADER]: solved.captchaId, [CAPTCHA_ANSWER_HEADER]: solved.answer };
          continue;
        }
      }
      if (response.status === 451) {
        const body = (await response.clone().json().catch(() => undefined)) as { exception_code?: unknown; error?: { exception_code?: unknown } } | undefined;
        if (body?.exception_code === 1 || body?.error?.exception_code === 1) deps.onTermsChanged?.();
      }
      if (!response.ok) throw await httpFailure(response);
      const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
      const parsed = z.safeParse(call.schema, data);
      if (!parsed.success) {
        throw { kind: 'invalid-data', status: response.status, messages: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) } satisfies ApiFailure;
      }
      return parsed.data;
    }
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;
