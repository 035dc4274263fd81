import { manualClock } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { createCacheBus } from './cache-bus';
import { createReadCache } from './read-cache';

/** A load that counts its calls and answers `value-N`, or waits for `release` when gated. */
function counter() {
  let calls = 0;
  return {
    calls: () => calls,
    load: async () => `value-${++calls}`,
  };
}

function gate<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('read cache', () => {
  const setup = (ttlMs = 1000, maxEntries?: number) => {
    const clock = manualClock(10_000);
    const bus = createCacheBus();
    const cache = createReadCache<string>({ clock, ttlMs, bus, channels: ['site_settings', 'languages'], ...(maxEntries ? { maxEntries } : {}) });
    return { clock, bus, cache };
  };

  it('answers a second read from memory, and reads again once the time to live has passed (by the injected clock)', async () => {
    const { clock, cache } = setup();
    const { calls, load } = counter();
    expect(await cache.get('k', load)).toBe('value-1');
    clock.advance(999);
    expect(await cache.get('k', load)).toBe('value-1');
    clock.advance(1);
    expect(await cache.get('k', load)).toBe('value-2');
    expect(await cache.get('other', load)).toBe('value-3');
    expect(calls()).toBe(3);
  });

  it('reads again when the clock went back (a kept value of unknown age is not trusted)', async () => {
    const { clock, cache } = setup();
    const { load } = counter();
    await cache.get('k', load);
    clock.advance(-1);
    expect(await cache.get('k', load)).toBe('value-2');
  });

  it('forgets everything on a publish of any of its channels, and nothing on another channel', async () => {
    const { bus, cache } = setup();
    const { load } = counter();
    await cache.get('a', load);
    await cache.get('b', load);
    bus.publish('maintenance');
    expect([await cache.get('a', load), await cache.get('b', load)]).toEqual(['value-1', 'value-2']);
    bus.publish('languages');
    expect([await cache.get('a', load), await cache.get('b', load)]).toEqual(['value-3', 'value-4']);
    bus.publish('site_settings');
    expect(await cache.get('a', load)).toBe('value-5');
  });

  it('makes one query for concurrent misses of a key', async () => {
    const { cache } = setup();
    const { calls, load } = counter();
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual(['value-1', 'value-1', 'value-1']);
    expect(calls()).toBe(1);
  });

  it('does not keep what a load under way at a publish read: the next read asks again', async () => {
    const { bus, cache } = setup();
    const slow = gate<string>();
    const before = cache.get('k', () => slow.promise);
    bus.publish('site_settings');
    const after = cache.get('k', async () => 'after the write');
    slow.release('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.get('k', async () => 'not asked')).toBe('after the write');
  });

  it('keeps no failed load, and no value `keep` refuses (though its waiters get it)', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    expect(await cache.get('stopgap', async () => 'degraded', (value) => value !== 'degraded')).toBe('degraded');
    expect(await cache.get('stopgap', async () => 'whole', (value) => value !== 'degraded')).toBe('whole');
    expect(await cache.get('stopgap', async () => 'not asked')).toBe('whole');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const { cache } = setup(1000, 2);
    const { load } = counter();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe('value-2');
    expect(await cache.get('a', load)).toBe('value-4');
  });

  it('reads the database every time with a time to live of 0', async () => {
    const { cache } = setup(0);
    const { calls, load } = counter();
    await cache.get('k', load);
    await cache.get('k', load);
    expect(calls()).toBe(2);
  });

  it('shares a frozen value: a request cannot change what the next one reads', async () => {
    const clock = manualClock(0);
    const cache = createReadCache<{ list: number[]; nested: { flag: boolean } }>({ clock, ttlMs: 1000, bus: createCacheBus(), channels: ['site_settings'] });
    const value = await cache.get('k', async () => ({ list: [1], nested: { flag: true } }));
    expect(() => value.list.push(2)).toThrow(TypeError);
    expect(() => {
      (value.nested as { flag: boolean }).flag = false;
    }).toThrow(TypeError);
    expect(await cache.get('k', async () => ({ list: [], nested: { flag: false } }))).toEqual({ list: [1], nested: { flag: true } });
  });

  it('stops listening once closed', async () => {
    const { bus, cache } = setup();
    const { load } = counter();
    cache.close();
    await cache.get('k', load);
    bus.publish('site_settings');
    expect(await cache.get('k', load)).toBe('value-1');
  });
});

describe('cache bus', () => {
  it('tells the listeners of a channel, before publish returns, until they unsubscribe', () => {
    const bus = createCacheBus();
    const heard: string[] = [];
    const stop = bus.subscribe('maintenance', () => heard.push('maintenance'));
    bus.subscribe('line', () => heard.push('line'));
    bus.publish('maintenance');
    expect(heard).toEqual(['maintenance']);
    stop();
    bus.publish('maintenance');
    bus.publish('line');
    expect(heard).toEqual(['maintenance', 'line']);
  });
});
