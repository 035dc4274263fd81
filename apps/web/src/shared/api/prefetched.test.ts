import { describe, expect, it } from 'vitest';
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

  it('carries the answers in JSON that cannot close its script tag', () => {
    const answers = { '/x': { text: '</script><script>alert(1)</script>' } };
    const json = pageDataJson(answers);
    expect(json).not.toContain('</script>');
    expect(parsePageDataJson(json)).toEqual(answers);
    expect(parsePageDataJson('not json')).toEqual({});
    expect(parsePageDataJson('[1]')).toEqual({});
  });
});
