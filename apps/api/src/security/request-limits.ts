import { TOO_MANY_REQUESTS_CODE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { countHit, deleteWindowsBefore } from './request-limits.repository';

/** At most `max` calls per client address in each window of `windowSeconds`. */
export interface AddressLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/** The calls limited per address; the one-click registration also counts as a registration. */
export const ADDRESS_LIMITED = ['signIn', 'registration', 'oneClickRegistration', 'codeSending', 'passwordReset'] as const;
export type AddressLimited = (typeof ADDRESS_LIMITED)[number];

/** Failures of one account (across its ID, e-mail and phone): free tries, then a growing wait, then a lock. */
export interface AccountProtection {
  /** Failures answered without a wait. */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  readonly delayBaseSeconds: number;
  /** Failures (within the window) that lock the account. */
  readonly lockFailures: number;
  readonly lockSeconds: number;
  /** How far back failures count. */
  readonly windowSeconds: number;
}

export interface ProtectionSettings {
  readonly account: AccountProtection;
  readonly addresses: Readonly<Record<AddressLimited, AddressLimit>>;
}

/** Production defaults (the environment overrides each, see env.ts and the README). */
export const DEFAULT_PROTECTION: ProtectionSettings = {
  account: { freeFailures: 5, delayBaseSeconds: 2, lockFailures: 10, lockSeconds: 900, windowSeconds: 3600 },
  addresses: {
    signIn: { max: 60, windowSeconds: 600 },
    registration: { max: 20, windowSeconds: 3600 },
    oneClickRegistration: { max: 30, windowSeconds: 3600 },
    codeSending: { max: 10, windowSeconds: 600 },
    passwordReset: { max: 10, windowSeconds: 3600 },
  },
};

export type LimitVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Counts one call of `client` against the limit: fixed windows in `request_limit_hits`, one upsert per call, so
 * every process of the site shares the count. Old windows are deleted now and then by the calls themselves.
 */
export function createRequestLimiter(db: Queryable, clock: Clock) {
  let calls = 0;
  return async function hit(bucket: string, client: string, limit: AddressLimit): Promise<LimitVerdict> {
    const now = clock.now();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const hits = await countHit(db, bucket, client, new Date(windowStart));
    calls += 1;
    if (calls % 500 === 0) await deleteWindowsBefore(db, new Date(now - 86_400_000));
    if (hits <= limit.max) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
  };
}
export type RequestLimiter = ReturnType<typeof createRequestLimiter>;

export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ error: { code: TOO_MANY_REQUESTS_CODE, message: 'Too many requests from this address: please try again later', params: { retry_after: retryAfterSeconds } } });
}

/**
 * A preValidation hook counting the call against the address limits `bucketsOf` names for it (none: not limited);
 * over any of them, 429 `too_many_requests` with Retry-After.
 */
export function limitByAddress(hit: RequestLimiter, settings: ProtectionSettings, bucketsOf: (request: FastifyRequest) => readonly AddressLimited[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const bucket of bucketsOf(request)) {
      const verdict = await hit(bucket, request.ip, settings.addresses[bucket]);
      if (!verdict.ok) return refuseTooMany(reply, verdict.retryAfterSeconds);
    }
    return undefined;
  };
}
