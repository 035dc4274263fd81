import type { AnalyticsCounter } from '@betting/contracts';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAnalyticsCounter, arbCookiesAgreeType } from '../testing';
import { counterKey, counterLoadPlan, countersByType, countersDue, isRegistrationPath } from './analytics-counters';
import { MARKETING_LOAD_DELAY_MS, mayLoadMarketing } from './consent';

const counter = (type: AnalyticsCounter['type'], id: string, params: AnalyticsCounter['params'] = {}): AnalyticsCounter => ({ type, id, scriptUrl: `/web-api/analytics/counter/${type}.js`, params });
const arbCounters = fc.array(arbAnalyticsCounter, { maxLength: 30 });

describe('countersByType', () => {
  test.prop([arbCounters])('keys are counter types in ascending order, each holding its own type', (list) => {
    const byType = countersByType(list);
    const keys = [...byType.keys()];
    expect(keys.every((type) => type >= 1 && type <= 11 && Number.isInteger(type))).toBe(true);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    for (const [type, counters] of byType) {
      expect(counters.length).toBeGreaterThan(0);
      expect(counters.every((item) => item.type === type)).toBe(true);
    }
  });

  test.prop([arbCounters])('every distinct type and id appears exactly once, as its first occurrence', (list) => {
    const grouped = [...countersByType(list).values()].flat();
    const firsts = new Map<string, AnalyticsCounter>();
    for (const item of list) if (!firsts.has(counterKey(item))) firsts.set(counterKey(item), item);
    expect(grouped.map(counterKey).sort()).toEqual([...firsts.keys()].sort());
    for (const item of grouped) expect(item).toBe(firsts.get(counterKey(item)));
  });

  it('drops a later duplicate, keeps the server order within a type, and drops an unknown type', () => {
    const first = counter(9, 'GTM-A', { layer: 'dataLayer' });
    const list = [counter(8, 'M1'), first, counter(2, 'P1'), counter(9, 'GTM-A', { layer: 'other' }), counter(2, 'P0'), { ...counter(9, 'X'), type: 12 } as unknown as AnalyticsCounter];
    expect([...countersByType(list)]).toEqual([
      [2, [counter(2, 'P1'), counter(2, 'P0')]],
      [8, [counter(8, 'M1')]],
      [9, [first]],
    ]);
  });
});

describe('counterLoadPlan', () => {
  test.prop([arbCookiesAgreeType, fc.boolean(), arbCounters])('nothing loads without marketing consent', (consent, onRegistrationRoute, counters) => {
    const plan = counterLoadPlan({ consent, onRegistrationRoute, counters });
    expect(plan === null).toBe(!mayLoadMarketing(consent));
  });

  test.prop([fc.constantFrom(3 as const, 4 as const), fc.boolean(), arbCounters])('the delay is 0 exactly on registration routes, else 10000 ms', (consent, onRegistrationRoute, counters) => {
    expect(counterLoadPlan({ consent, onRegistrationRoute, counters })?.delayMs).toBe(onRegistrationRoute ? 0 : 10_000);
  });

  test.prop([fc.constantFrom(3 as const, 4 as const), fc.boolean(), arbCounters])('every counter appears once', (consent, onRegistrationRoute, counters) => {
    const scripts = counterLoadPlan({ consent, onRegistrationRoute, counters })?.scripts ?? [];
    const keys = scripts.map(counterKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(counters.map(counterKey)));
  });

  const list = [counter(9, 'GTM-A'), counter(8, 'M1'), counter(9, 'GTM-A')];
  it.each([
    ['no answer yet', 0, false, null],
    ['necessary only', 1, true, null],
    ['functional only, on registration', 2, true, null],
    ['marketing, on the home page', 3, false, { delayMs: 10_000, scripts: [counter(8, 'M1'), counter(9, 'GTM-A')] }],
    ['all, on registration', 4, true, { delayMs: 0, scripts: [counter(8, 'M1'), counter(9, 'GTM-A')] }],
  ] as const)('%s (consent %s, registration route %s) → %j', (_label, consent, onRegistrationRoute, expected) => {
    expect(counterLoadPlan({ consent, onRegistrationRoute, counters: list })).toEqual(expected);
  });
});

describe('countersDue', () => {
  const arbElapsed = fc.integer({ min: 0, max: 3 * MARKETING_LOAD_DELAY_MS });

  test.prop([arbCookiesAgreeType, fc.boolean(), arbCounters, arbElapsed, fc.subarray(['1:A1', '9:GTM-X', '8:98765', '2:B2'])])(
    'only planned counters not injected yet, and only once the delay has passed',
    (consent, onRegistrationRoute, counters, elapsedMs, injectedKeys) => {
      const plan = counterLoadPlan({ consent, onRegistrationRoute, counters });
      const injected = new Set(injectedKeys);
      const due = countersDue({ plan, elapsedMs, injected });
      if (plan === null || elapsedMs < plan.delayMs) expect(due).toEqual([]);
      else expect(due).toEqual(plan.scripts.filter((item) => !injected.has(counterKey(item))));
    },
  );

  it.each([
    [false, 0, 0],
    [false, 9_999, 0],
    [false, 10_000, 2],
    [true, 0, 2],
  ])('registration route %s, %s ms after start → %s counters', (onRegistrationRoute, elapsedMs, count) => {
    const plan = counterLoadPlan({ consent: 4, onRegistrationRoute, counters: [counter(1, 'E'), counter(5, 'H')] });
    expect(countersDue({ plan, elapsedMs, injected: new Set() })).toHaveLength(count);
  });
});

describe('isRegistrationPath', () => {
  it.each([
    ['/en/registration', true],
    ['/ru/registration/socialregistration?x=1', true],
    ['/en/registration-fast#top', true],
    ['/EN/registration', true],
    ['/en', false],
    ['/en/casino/registration', false],
    ['/registration', false],
    ['/en/user/registration.php', false],
    ['', false],
  ])('%s → %s', (path, expected) => {
    expect(isRegistrationPath(path)).toBe(expected);
  });

  test.prop([fc.stringMatching(/^[a-z]{2}$/), fc.string(), fc.string()])('a registration segment after any language counts, whatever follows', (lng, rest, query) => {
    expect(isRegistrationPath(`/${lng}/registration${rest.replace(/[/?#]/g, '')}/x?${query}`)).toBe(true);
  });
});
