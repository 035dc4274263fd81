import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parsePrefetchedInSlices, prefetchedAnswer, takePrefetchedData } from './first-view-data';
import { pageDataJson, parsePageDataJson, peekPrefetched, providePrefetched, requestKey, takePrefetched } from './prefetched';

describe('prefetched answers', () => {
  it('keys a request by its path and its parameters in name order', () => {
    expect(requestKey('/line?section=live&lng=en&limit=8')).toBe(requestKey('/line?limit=8&lng=en&section=live'));
    expect(requestKey('/line?lng=en')).not.toBe(requestKey('/line?lng=ru'));
    expect(requestKey('/maintenance')).toBe('/maintenance');
  });

  it('answers a GET the page carried once, then leaves it to the API', async () => {
    providePrefetched({ '/top?lng=en&section=line': { games: [1] } });
    expect(peekPrefetched('/top?section=line&lng=en')).toEqual({ games: [1] });
    expect(takePrefetched('/top?section=line&lng=en', 'POST')).toBeUndefined();
    const answer = takePrefetched('/top?section=line&lng=en');
    expect(await answer?.json()).toEqual({ games: [1] });
    expect(takePrefetched('/top?section=line&lng=en')).toBeUndefined();
    expect(peekPrefetched('/top?section=line&lng=en')).toBeUndefined();
  });

  it('gives the first view and the first request for its data the same parsed object, once', () => {
    const schema = z.object({ games: z.array(z.number()) });
    const other = z.object({ games: z.array(z.number()) });
    providePrefetched({ '/top?lng=en&section=line': { games: [1] } });
    const shown = prefetchedAnswer('/top?section=line&lng=en', schema);
    expect(shown).toEqual({ games: [1] });
    expect(prefetchedAnswer('/top?lng=en&section=line', schema)).toBe(shown);
    // Another contract's parse is not that object: the request then goes the usual way.
    expect(takePrefetchedData('/top?lng=en&section=line', other)).toBeUndefined();
    expect(takePrefetchedData('/top?lng=en&section=line', schema)?.data).toBe(shown);
    expect(takePrefetchedData('/top?lng=en&section=line', schema)).toBeUndefined();
    expect(takePrefetched('/top?lng=en&section=line')).toBeUndefined();
  });

  it('takes the answer once whichever way it is taken', () => {
    const schema = z.object({ games: z.array(z.number()) });
    providePrefetched({ '/top?lng=en': { games: [2] } });
    prefetchedAnswer('/top?lng=en', schema);
    expect(takePrefetched('/top?lng=en')).toBeDefined();
    expect(takePrefetchedData('/top?lng=en', schema)).toBeUndefined();
    // A new page's answers forget the objects parsed for the last one.
    providePrefetched({ '/top?lng=en': { games: [2] } });
    expect(takePrefetchedData('/top?lng=en', schema)).toBeUndefined();
  });

  it('carries the answers in JSON that cannot close its script tag', () => {
    const answers = { '/x': { text: '</script><script>alert(1)</script>' } };
    const json = pageDataJson(answers);
    expect(json).not.toContain('</script>');
    expect(parsePageDataJson(json)).toEqual(answers);
    expect(parsePageDataJson('not json')).toEqual({});
    expect(parsePageDataJson('[1]')).toEqual({});
  });

  const list = z.object({ now: z.int(), games: z.array(z.object({ id: z.int(), name: z.string() })) });
  const game = fc.record({ id: fc.integer(), name: fc.string(), extra: fc.option(fc.boolean(), { nil: undefined }) });

  test.prop([fc.array(game, { maxLength: 90 }), fc.option(fc.nat(), { nil: undefined })])('parses a long list a slice at a time into what one parse would give, and a broken item breaks the answer', async (games, brokenAt) => {
    const broken = brokenAt === undefined || games.length === 0 ? undefined : brokenAt % games.length;
    const answer = { now: 1, games: games.map((item, index) => (index === broken ? { ...item, id: 'one' } : item)) };
    providePrefetched({ '/events?lng=en': answer });
    await parsePrefetchedInSlices('/events?lng=en', list);
    const sliced = prefetchedAnswer('/events?lng=en', list);
    const whole = list.safeParse(answer);
    expect(sliced).toEqual(whole.success ? whole.data : undefined);
    expect(sliced === undefined).toBe(broken !== undefined);
    providePrefetched({});
  });
});
