import { SESSION_COOKIE } from '@betting/contracts';
import { manualClock } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { createCacheBus } from '../cache/cache-bus';
import { bodyEtag } from '../http-transfer/etag';
import { createGuestPagesCache, isGuest } from './guest-pages.cache';
import type { PageAnswer, PageRequest } from './page-request';

const page = (fields: Partial<PageRequest> = {}): PageRequest => ({ url: '/en', origin: 'https://bet.example.com', cookies: {}, headers: {}, overrides: {}, ...fields });

function setup() {
  const clock = manualClock(0);
  const bus = createCacheBus();
  const pages = createGuestPagesCache({ clock, ttlMs: 10_000, bus });
  let made = 0;
  const answer = (extra: Partial<{ status: number; degraded: boolean }> = {}) => async (): Promise<PageAnswer> => ({ kind: 'html', status: 200, degraded: false, ...extra, html: `<p>page ${++made}</p>` });
  return { clock, bus, pages, answer, made: () => made };
}

const bodyOf = (sent: Awaited<ReturnType<ReturnType<typeof createGuestPagesCache>['get']>>) => (sent.kind === 'html' ? sent.body.toString() : sent.location);

describe('guest pages', () => {
  it('a visitor with a session cookie is not a guest', () => {
    expect(isGuest(page())).toBe(true);
    expect(isGuest(page({ cookies: { lng: 'ru' } }))).toBe(true);
    expect(isGuest(page({ cookies: { [SESSION_COOKIE]: 'token' } }))).toBe(false);
  });

  it('answers a request alike in every input from memory, with the tag of its bytes', async () => {
    const { pages, answer, made } = setup();
    const first = await pages.get(page(), answer());
    const again = await pages.get(page(), answer());
    expect(made()).toBe(1);
    expect(bodyOf(again)).toBe('<p>page 1</p>');
    expect(first.kind === 'html' && first.etag).toBe(bodyEtag(Buffer.from('<p>page 1</p>')));
  });

  it.each<[string, Partial<PageRequest>]>([
    ['the path', { url: '/ru' }],
    ['the query', { url: '/en?x=1' }],
    ['the origin', { origin: 'https://mirror.example.com' }],
    ['a cookie', { cookies: { lng: 'ru' } }],
    ['a header', { headers: { 'accept-language': 'ru' } }],
    ['the test scope’s overrides', { overrides: { company_name: 'Other' } }],
  ])('makes the page again when %s differs', async (_name, fields) => {
    const { pages, answer, made } = setup();
    await pages.get(page(), answer());
    await pages.get(page(fields), answer());
    expect(made()).toBe(2);
  });

  it('makes the page again after a change to the site’s rows or the time to live, not after a line change', async () => {
    const { clock, bus, pages, answer, made } = setup();
    await pages.get(page(), answer());
    bus.publish('line');
    await pages.get(page(), answer());
    expect(made()).toBe(1);
    bus.publish('maintenance');
    await pages.get(page(), answer());
    expect(made()).toBe(2);
    clock.advance(10_000);
    await pages.get(page(), answer());
    expect(made()).toBe(3);
  });

  it.each([
    ['answered without a failed part', { degraded: true }],
    ['a 5xx', { status: 503 }],
  ])('does not keep a page %s', async (_name, extra) => {
    const { pages, answer, made } = setup();
    expect(bodyOf(await pages.get(page(), answer(extra)))).toBe('<p>page 1</p>');
    expect(bodyOf(await pages.get(page(), answer()))).toBe('<p>page 2</p>');
    expect(made()).toBe(2);
  });
});
