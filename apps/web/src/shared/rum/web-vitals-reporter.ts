import { RumPath, type RumReport, type WebVital } from '@betting/contracts';

function send(report: RumReport): void {
  const body = JSON.stringify(report);
  if (!navigator.sendBeacon?.(RumPath, body)) void fetch(RumPath, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } });
}

/**
 * Measures the page's Core Web Vitals (this module and the web-vitals library load only then, outside the first
 * JavaScript) and reports them to our own server: what is known after 10 s, and the rest when the page is hidden.
 */
export async function startWebVitals(version: string): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const pending = new Map<string, WebVital>();
  const collect = (metric: WebVital) => pending.set(metric.name, { name: metric.name, value: Math.max(0, metric.value), rating: metric.rating });
  const flush = () => {
    if (pending.size === 0) return;
    send({ path: window.location.pathname, version, metrics: [...pending.values()] });
    pending.clear();
  };
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(collect);
  // Buffered entries (FCP, TTFB) arrive a moment after subscribing.
  window.setTimeout(flush, 500);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
