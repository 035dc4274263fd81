import type { BlockCheckBody, BlockResult, RedirectLightResponse } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { checkBlock } from './blocks.repository';
import { redirectLight } from './redirects.repository';
import { BLOCK_CHECK_RETRY, REDIRECT_CHECK_RETRY, withRetries, type FailedAttempt, type RetryPolicy } from './retry';
import { blockingReason } from '@betting/routing';

export interface ClientOptions {
  /** Defaults to the spec's policy for the call; tests pass short delays. */
  readonly retry?: RetryPolicy;
  /** Told about every failed try, e.g. to log it with the request. */
  readonly onFailedAttempt?: (failure: FailedAttempt) => void;
}

export interface RedirectsClient {
  /** The redirects service's answer for `url`; rejects with RetriesExhaustedError once all 1 + 5 tries failed. */
  redirectLight(url: string): Promise<RedirectLightResponse>;
}

export interface BlocksClient {
  /** The blocks service's answer; rejects with RetriesExhaustedError once all 1 + 2 tries failed. */
  check(request: BlockCheckBody): Promise<BlockResult>;
}

/**
 * The redirects service for the page server, in process: the same module as `POST /redirects-api/api/v1/redirect-light`,
 * retried 5 times 1 s apart (spec §9). A URL that is not a same-origin path answers "no redirect" without a query.
 */
export function createRedirectsClient(db: Queryable, options: ClientOptions = {}): RedirectsClient {
  return redirectsClientOver((url) => redirectLight(db, url), options);
}

/** As createRedirectsClient, over any source of the service's answer (the page server's: the cached rules). */
export function redirectsClientOver(answer: (url: string) => Promise<RedirectLightResponse>, options: ClientOptions = {}): RedirectsClient {
  const policy = options.retry ?? REDIRECT_CHECK_RETRY;
  return {
    redirectLight: (url) => withRetries('redirect check', policy, () => answer(url), options.onFailedAttempt),
  };
}

/** The blocks service for the page server, in process: the same module as `POST /blocks-api/api/v2/block`, retried 2 times 100 ms apart (spec §9). */
export function createBlocksClient(db: Queryable, options: ClientOptions = {}): BlocksClient {
  return blocksClientOver((request) => checkBlock(db, request), options);
}

/** As createBlocksClient, over any source of the service's answer (the page server's: the cached rules). */
export function blocksClientOver(answer: (request: BlockCheckBody) => Promise<BlockResult>, options: ClientOptions = {}): BlocksClient {
  const policy = options.retry ?? BLOCK_CHECK_RETRY;
  return {
    check: (request) => withRetries('block check', policy, () => answer(request), options.onFailedAttempt),
  };
}

export interface BlockingCheck {
  /** The blocking reason for the navigation decision, or null. */
  readonly reason: number | null;
  /** The block check failed after its retries: spec §4 raises maintenance. */
  readonly maintenanceBecauseBlockCheckFailed: boolean;
}

export interface BlockingCheckRequest extends BlockCheckBody {
  /** The request's force-geo-off cookie (FORCE_GEO_OFF_COOKIE). */
  readonly forceGeoOffCookie: string | undefined;
}

/**
 * What the page server needs from the blocks service for one request. Never rejects: when the check still fails
 * after its retries, there is no reason and maintenance is raised (spec §4 Maintenance).
 */
export async function checkBlocking(client: BlocksClient, { forceGeoOffCookie, ...request }: BlockingCheckRequest): Promise<BlockingCheck> {
  try {
    const result = await client.check(request);
    return { reason: blockingReason(result, forceGeoOffCookie), maintenanceBecauseBlockCheckFailed: false };
  } catch {
    return { reason: null, maintenanceBecauseBlockCheckFailed: true };
  }
}
