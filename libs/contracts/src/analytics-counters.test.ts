import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COUNTER_KINDS,
  ANALYTICS_COUNTER_TYPES,
  AnalyticsCounterSchema,
  AnalyticsCountersQuerySchema,
  AnalyticsCountersResponseSchema,
  analyticsCounterScriptPath,
  isAnalyticsCounterType,
  type AnalyticsCounter,
} from './analytics-counters';

const counter: AnalyticsCounter = { type: 9, id: 'GTM-APEX01', scriptUrl: '/web-api/analytics/counter/9.js', params: { layer: 'dataLayer', debug: false } };

describe('analytics counters contract', () => {
  it('knows the eleven counter types of the spec and where their scripts are served', () => {
    expect(ANALYTICS_COUNTER_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(Object.keys(ANALYTICS_COUNTER_KINDS).map(Number)).toEqual([...ANALYTICS_COUNTER_TYPES]);
    expect(analyticsCounterScriptPath(8)).toBe('/web-api/analytics/counter/8.js');
    expect([0, 12, 1.5, '9', null].some(isAnalyticsCounterType)).toBe(false);
  });

  it('accepts a counter list', () => {
    expect(AnalyticsCountersResponseSchema.parse({ counters: [counter] })).toEqual({ counters: [counter] });
  });

  it.each([
    ['type 0', { ...counter, type: 0 }],
    ['type 12', { ...counter, type: 12 }],
    ['a type as text', { ...counter, type: '9' }],
    ['a script on another host', { ...counter, scriptUrl: 'https://tags.example.com/gtm.js' }],
    ['a protocol-relative script', { ...counter, scriptUrl: '//tags.example.com/gtm.js' }],
    ['an id with markup', { ...counter, id: '"><script>' }],
    ['a nested param', { ...counter, params: { nested: { a: 1 } } }],
  ])('refuses a counter with %s', (_label, value) => {
    expect(AnalyticsCounterSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    [{ domain: 'localhost', projectId: '1' }, true],
    [{ domain: 'bet.example.com:3000', projectId: '42' }, true],
    [{ domain: 'bet example.com', projectId: '1' }, false],
    [{ domain: 'localhost', projectId: '0' }, false],
    [{ domain: 'localhost' }, false],
  ])('query %j valid: %s', (query, valid) => {
    expect(AnalyticsCountersQuerySchema.safeParse(query).success).toBe(valid);
  });
});
