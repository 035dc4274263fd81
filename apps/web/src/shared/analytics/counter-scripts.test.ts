import type { AnalyticsCounter } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { counterScriptTag, injectCounterScripts, type CounterScriptTag, type ScriptHost } from './counter-scripts';

function memoryHost(): ScriptHost & { readonly tags: CounterScriptTag[] } {
  const tags: CounterScriptTag[] = [];
  return { tags, injectedKeys: () => new Set(tags.map((tag) => tag.dataset.counterKey)), append: (tag) => void tags.push(tag) };
}

const gtm: AnalyticsCounter = { type: 9, id: 'GTM-A', scriptUrl: '/web-api/analytics/counter/9.js', params: { layer: 'dataLayer' } };
const metrica: AnalyticsCounter = { type: 8, id: '987', scriptUrl: '/web-api/analytics/counter/8.js', params: {} };

describe('counter scripts', () => {
  it('describes a counter as a script tag with its type, id and params', () => {
    expect(counterScriptTag(gtm)).toEqual({
      src: '/web-api/analytics/counter/9.js',
      dataset: { counterKey: '9:GTM-A', counterType: '9', counterId: 'GTM-A', counterParams: '{"layer":"dataLayer"}' },
    });
  });

  it('adds each counter once, however often and in whatever batches it is asked', () => {
    const host = memoryHost();
    expect(injectCounterScripts(host, [gtm, gtm])).toEqual([gtm]);
    expect(injectCounterScripts(host, [metrica, gtm])).toEqual([metrica]);
    expect(injectCounterScripts(host, [gtm, metrica])).toEqual([]);
    expect(host.tags.map((tag) => tag.dataset.counterKey)).toEqual(['9:GTM-A', '8:987']);
  });
});
