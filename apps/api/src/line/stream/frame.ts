import type { LineStreamEvent } from '@betting/contracts';

/**
 * One Server-Sent Events message: `id:`, `event:` (the type) and `data:` (the JSON). A change is encoded once, as a
 * Buffer every stream writes as it is (a string would be encoded again on each write).
 */
export function encodeEventFrame(id: number, event: LineStreamEvent): Buffer {
  return Buffer.from(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** The comment that keeps an idle line open through proxies. */
export const PING_FRAME = Buffer.from(': ping\n\n');

/** How long a browser's EventSource waits before it reconnects. */
export function retryFrame(ms: number): Buffer {
  return Buffer.from(`retry: ${ms}\n\n`);
}
