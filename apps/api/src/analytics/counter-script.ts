import { ANALYTICS_COUNTER_KINDS, type AnalyticsCounterType } from '@betting/contracts';

/**
 * The script the site serves for a counter type. A counter's content is out of scope (spec §1): this one only
 * records that it loaded, in `window.__analyticsCounters` and the standard `window.dataLayer`, with the id and
 * params the page put on its `<script>` tag (`data-counter-id`, `data-counter-params`).
 */
export function counterScript(type: AnalyticsCounterType): string {
  const kind = JSON.stringify(ANALYTICS_COUNTER_KINDS[type]);
  return `(function () {
  var script = document.currentScript;
  var data = (script && script.dataset) || {};
  var params = {};
  try { params = JSON.parse(data.counterParams || '{}'); } catch (error) { params = {}; }
  var entry = { counterType: ${type}, kind: ${kind}, id: data.counterId || null, params: params };
  (window.__analyticsCounters = window.__analyticsCounters || []).push(entry);
  (window.dataLayer = window.dataLayer || []).push({ event: 'analytics_counter_loaded', counterType: ${type}, counterId: entry.id });
})();
`;
}
