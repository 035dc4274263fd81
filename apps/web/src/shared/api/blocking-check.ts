import { BlockCheckPath, FORCE_GEO_OFF_COOKIE, type BlockResult } from '@betting/contracts';
import { blockingReason } from '@betting/routing';
import { readCookie } from '../lib/cookies';

/** Spec §9: the block check is retried 2 times, 100 ms apart. */
const BLOCK_CHECK_ATTEMPTS = 3;
const BLOCK_CHECK_DELAY_MS = 100;

async function requestBlock(url: string, auth: boolean): Promise<BlockResult> {
  // The answer's contract comes in a chunk of its own, fetched alongside the check (zod is not in the first JavaScript).
  const [response, { BlockResultSchema }] = await Promise.all([
    fetch(BlockCheckPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth, url }) }),
    import('./first-load-schemas'),
  ]);
  if (!response.ok) throw new Error(`block check answered ${response.status}`);
  return BlockResultSchema.parse(await response.json());
}

export interface BlockingCheck {
  readonly reason: number | null;
  /** Spec §4: when the block check fails after its retries, maintenance is raised. */
  readonly failed: boolean;
}

/** Asks the blocks service about one page before the browser shows it. */
export async function checkBlocking(url: string, auth: boolean): Promise<BlockingCheck> {
  // Offline, the block service cannot answer; that is no reason to raise maintenance (pages come from the cache).
  if (!navigator.onLine) return { reason: null, failed: false };
  for (let attempt = 1; attempt <= BLOCK_CHECK_ATTEMPTS; attempt += 1) {
    try {
      return { reason: blockingReason(await requestBlock(url, auth), readCookie(FORCE_GEO_OFF_COOKIE)), failed: false };
    } catch (error) {
      if (attempt === BLOCK_CHECK_ATTEMPTS) {
        console.error('block check failed after retries', error);
        return { reason: null, failed: true };
      }
      await new Promise((resolve) => setTimeout(resolve, BLOCK_CHECK_DELAY_MS));
    }
  }
  return { reason: null, failed: true };
}
