import { SESSION_COOKIE, SESSION_TTL_SECONDS, TWO_STEP_COOKIE, USER_TOKEN_COOKIE, USER_TOKEN_TTL_SECONDS } from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Secure whenever the visitor reached us over HTTPS (`x-forwarded-proto` counts from a proxy in TRUST_PROXY only). */
const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' });

/** `ua`: httpOnly; persistent for `remember`, else a browser-session cookie (no Max-Age). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...base(request), httpOnly: true, ...(remember ? { maxAge: SESSION_TTL_SECONDS.remember } : {}) });
}

/** `user_token`: readable by the client, which sends it back as a bearer token; lives as long as the token. */
export function setUserTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(USER_TOKEN_COOKIE, token, { ...base(request), httpOnly: false, maxAge: USER_TOKEN_TTL_SECONDS });
}

export function setTwoStepCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(TWO_STEP_COOKIE, token, { ...base(request), httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearIdentityCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...base(request), httpOnly: true });
  reply.clearCookie(USER_TOKEN_COOKIE, { ...base(request), httpOnly: false });
}

export function clearTwoStepCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TWO_STEP_COOKIE, { ...base(request), httpOnly: true });
}
