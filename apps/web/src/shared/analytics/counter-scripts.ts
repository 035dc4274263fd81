import type { AnalyticsCounter } from '@betting/contracts';
import { counterKey } from '@betting/settings/analytics-counters';

/** The `<script>` a counter loads by: async, on this site, its type, id and params as data attributes. */
export interface CounterScriptTag {
  readonly src: string;
  readonly dataset: { readonly counterKey: string; readonly counterType: string; readonly counterId: string; readonly counterParams: string };
}

/** Where counter scripts go: the page's `<head>` (`documentScriptHost`), or a list in tests. */
export interface ScriptHost {
  /** The keys (`counterKey`) of the counter scripts already on the page. */
  injectedKeys(): ReadonlySet<string>;
  append(tag: CounterScriptTag): void;
}

export function counterScriptTag(counter: AnalyticsCounter): CounterScriptTag {
  return {
    src: counter.scriptUrl,
    dataset: { counterKey: counterKey(counter), counterType: String(counter.type), counterId: counter.id, counterParams: JSON.stringify(counter.params) },
  };
}

/** Adds each counter's script once, however often it is asked. Returns the counters added now. */
export function injectCounterScripts(host: ScriptHost, counters: readonly AnalyticsCounter[]): AnalyticsCounter[] {
  const present = new Set(host.injectedKeys());
  const added: AnalyticsCounter[] = [];
  for (const counter of counters) {
    const tag = counterScriptTag(counter);
    if (present.has(tag.dataset.counterKey)) continue;
    host.append(tag);
    present.add(tag.dataset.counterKey);
    added.push(counter);
  }
  return added;
}

/** `<script async src data-counter-type …>` elements in the document's head. */
export function documentScriptHost(document: Document): ScriptHost {
  return {
    injectedKeys: () => new Set([...document.querySelectorAll<HTMLScriptElement>('script[data-counter-key]')].map((script) => script.dataset['counterKey'] ?? '')),
    append: (tag) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = tag.src;
      Object.assign(script.dataset, tag.dataset);
      document.head.append(script);
    },
  };
}
