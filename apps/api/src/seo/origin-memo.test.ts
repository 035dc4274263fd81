import { manualClock } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { createTtlMemo } from './memo';
import { requestOrigin } from './origin';

describe('request origin', () => {
  it.each([
    [{ protocol: 'https', host: 'bet.example.com' }, 'https://bet.example.com'],
    [{ protocol: 'http', host: 'localhost:3000' }, 'http://localhost:3000'],
    [{ protocol: 'http', host: 'localhost:80' }, 'http://localhost'],
    [{ protocol: 'https', host: 'Mirror-2.Example.COM:443' }, 'https://mirror-2.example.com'],
    [{ protocol: 'http', host: '[::1]:8080' }, 'http://[::1]:8080'],
  ])('%j → %s', (request, origin) => {
    expect(requestOrigin(request)).toBe(origin);
  });

  it.each(['evil.com/path', 'a b', 'x"><script>', '', 'example.com:port', 'user@example.com'])('refuses the host %j', (host) => {
    expect(requestOrigin({ protocol: 'http', host })).toBeUndefined();
  });
});

describe('ttl memo', () => {
  it('keeps a value for its time to live by the injected clock, then loads again', async () => {
    const clock = manualClock(0);
    const memo = createTtlMemo<number>(clock, 1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get('k', load)).toBe(1);
    clock.advance(999);
    expect(await memo.get('k', load)).toBe(1);
    clock.advance(1);
    expect(await memo.get('k', load)).toBe(2);
    expect(await memo.get('other', load)).toBe(3);
  });

  it('shares one load between concurrent asks and forgets a failed one', async () => {
    const memo = createTtlMemo<string>(manualClock(0), 1000);
    let loads = 0;
    const [a, b] = await Promise.all([memo.get('k', async () => `v${++loads}`), memo.get('k', async () => `v${++loads}`)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    await expect(memo.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('bad', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries keys', async () => {
    const memo = createTtlMemo<number>(manualClock(0), 1000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await memo.get('a', load);
    await memo.get('b', load);
    await memo.get('c', load);
    expect(await memo.get('a', load)).toBe(4);
  });
});
