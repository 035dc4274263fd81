import { SESSION_COOKIE } from '@betting/contracts';
import { CACHE_CHANNELS } from '../cache/cache-bus';
import { createReadCache, type ReadCacheSettings } from '../cache/read-cache';
import { bodyEtag } from '../http-transfer/etag';
import type { PageAnswer, PageRequest } from './page-request';

/** A page as it is sent: its bytes, and their tag when it is a 200. */
export type SentPage =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'html'; readonly status: number; readonly body: Buffer; readonly etag: string | undefined };

export function sentPageOf(answer: PageAnswer): SentPage {
  if (answer.kind === 'redirect') return { kind: 'redirect', status: answer.status, location: answer.location };
  const body = Buffer.from(answer.html);
  return { kind: 'html', status: answer.status, body, etag: answer.status === 200 ? bodyEtag(body) : undefined };
}

export interface GuestPagesCache {
  /** The page for a visitor without a session: kept, or answered by `answer` and kept unless it is a stopgap. */
  get(page: PageRequest, answer: () => Promise<PageAnswer>): Promise<SentPage>;
  close(): void;
}

/** A visitor without a session: their page is everyone's who asks the same way. */
export function isGuest(page: PageRequest): boolean {
  return page.cookies[SESSION_COOKIE] === undefined;
}

/**
 * The pages of visitors without a session, as sent. A page is made from its PageRequest and the site's shared rows
 * only (a guest has no session to read), so the whole request is the key, and the page is read again after any
 * change to those rows (every cache channel but the line's) or after the time to live, which also bounds how late it
 * follows the clock (a news item's publication, `{year}`). A page answered without a part that failed, or with a 5xx
 * status, is never kept: the next visitor gets a fresh try; nor is one carrying odds (`live`), which move by the second.
 */
export function createGuestPagesCache(settings: ReadCacheSettings): GuestPagesCache {
  const pages = createReadCache<{ readonly sent: SentPage; readonly keep: boolean }>({ ...settings, channels: CACHE_CHANNELS.filter((channel) => channel !== 'line') });
  return {
    async get(page, answer) {
      const key = JSON.stringify([page.url, page.origin, page.cookies, page.headers, page.overrides]);
      const kept = await pages.get(
        key,
        async () => {
          const answered = await answer();
          return { sent: sentPageOf(answered), keep: !answered.degraded && !answered.live && answered.status < 500 };
        },
        (value) => value.keep,
      );
      return kept.sent;
    },
    close: () => pages.close(),
  };
}
