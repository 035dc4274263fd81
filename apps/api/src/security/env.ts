import { z } from 'zod';
import type { AppOptions } from '../app';
import { DEFAULT_PROTECTION, type AddressLimit, type AddressLimited, type ProtectionSettings } from './request-limits';
import { DEFAULT_TIMEOUTS } from './timeouts';

/** A comma-separated list, blanks dropped. */
const list = z.string().default('').transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item.length > 0));
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);
const ms = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);
/** `max/seconds`: at most `max` calls per address in each window of `seconds`. */
const addressLimit = (fallback: AddressLimit) =>
  z.string().regex(/^\d+\/\d+$/, 'max/seconds, e.g. 30/3600').default(`${fallback.max}/${fallback.windowSeconds}`).transform((value): AddressLimit => {
    const [max, windowSeconds] = value.split('/').map(Number);
    return { max: max ?? fallback.max, windowSeconds: Math.max(1, windowSeconds ?? fallback.windowSeconds) };
  });

const { account, addresses } = DEFAULT_PROTECTION;

/** The security settings of the environment (README, "Configuration"); spread into env.ts's schema. */
export const securityEnvShape = {
  /** Proxies whose X-Forwarded-For/-Host/-Proto are believed: addresses or CIDRs, comma-separated, or `loopback`. Unset: none. */
  TRUST_PROXY: list,
  /** Host names (with port if not the default) links may be built for when PUBLIC_URL is unset: the site's mirrors. */
  ALLOWED_HOSTS: list,
  /** Origins besides the site whose scripts pages may run and which they may call (CSP script-src, connect-src). */
  REMOTE_APP_ORIGINS: list,
  ACCOUNT_FREE_FAILURES: count(account.freeFailures),
  ACCOUNT_DELAY_BASE_SECONDS: count(account.delayBaseSeconds),
  ACCOUNT_LOCK_FAILURES: count(account.lockFailures),
  ACCOUNT_LOCK_SECONDS: count(account.lockSeconds),
  ACCOUNT_FAILURE_WINDOW_SECONDS: count(account.windowSeconds),
  LIMIT_SIGN_IN: addressLimit(addresses.signIn),
  LIMIT_REGISTRATION: addressLimit(addresses.registration),
  LIMIT_ONE_CLICK_REGISTRATION: addressLimit(addresses.oneClickRegistration),
  LIMIT_CODE_SENDING: addressLimit(addresses.codeSending),
  LIMIT_PASSWORD_RESET: addressLimit(addresses.passwordReset),
  /** The longest a client may take to send a whole request (headers and body), in ms. */
  REQUEST_TIMEOUT_MS: ms(DEFAULT_TIMEOUTS.requestMs),
  /** The longest a client may take to send a request's headers, in ms (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: ms(DEFAULT_TIMEOUTS.headersMs),
  /** How long an idle keep-alive connection stays open, in ms. */
  KEEP_ALIVE_TIMEOUT_MS: ms(DEFAULT_TIMEOUTS.keepAliveMs),
};

type SecurityEnv = { [K in keyof typeof securityEnvShape]: z.infer<(typeof securityEnvShape)[K]> };

export function securityOptionsFromEnv(env: SecurityEnv): Required<Pick<AppOptions, 'protection' | 'trustProxy' | 'allowedHosts' | 'timeouts' | 'remoteAppOrigins'>> {
  const limits: Record<AddressLimited, AddressLimit> = {
    signIn: env.LIMIT_SIGN_IN,
    registration: env.LIMIT_REGISTRATION,
    oneClickRegistration: env.LIMIT_ONE_CLICK_REGISTRATION,
    codeSending: env.LIMIT_CODE_SENDING,
    passwordReset: env.LIMIT_PASSWORD_RESET,
  };
  const protection: ProtectionSettings = {
    account: {
      freeFailures: env.ACCOUNT_FREE_FAILURES,
      delayBaseSeconds: env.ACCOUNT_DELAY_BASE_SECONDS,
      lockFailures: Math.max(env.ACCOUNT_LOCK_FAILURES, env.ACCOUNT_FREE_FAILURES),
      lockSeconds: env.ACCOUNT_LOCK_SECONDS,
      windowSeconds: env.ACCOUNT_FAILURE_WINDOW_SECONDS,
    },
    addresses: limits,
  };
  return {
    protection,
    trustProxy: env.TRUST_PROXY,
    allowedHosts: env.ALLOWED_HOSTS,
    remoteAppOrigins: env.REMOTE_APP_ORIGINS,
    timeouts: { requestMs: env.REQUEST_TIMEOUT_MS, headersMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS), keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS },
  };
}
