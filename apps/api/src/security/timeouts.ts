/** How long a client may take, in ms: the whole request (headers and body), its headers, an idle keep-alive connection. */
export interface Timeouts {
  readonly requestMs: number;
  readonly headersMs: number;
  readonly keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 15_000, keepAliveMs: 72_000 };

/**
 * Fastify's server options for the timeouts. Node checks them every `connectionsCheckingInterval` (30 s by default):
 * a quarter of the shortest timeout here, so a slow client is cut close to its deadline.
 */
export function serverTimeoutOptions(timeouts: Timeouts) {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: headersMs, requestTimeout: timeouts.requestMs, keepAliveTimeout: timeouts.keepAliveMs, connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersMs / 4))) },
  };
}
