import { analyticsCounterScriptPath, type AnalyticsCounterType } from '@betting/contracts';
import type { Queryable } from '../database';

interface CounterSeed {
  readonly domain: string | null;
  readonly type: AnalyticsCounterType;
  readonly id: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Demo counters of project 1 (the site config's ref_id). Every script is served by the site itself
 * (`/web-api/analytics/counter/{type}.js`): no external host is reachable, and what a counter records is out of
 * scope (spec §1). `localhost` has counters of its own; any other domain gets one counter of every type.
 */
const PROJECT_ID = 1;
const counters: readonly CounterSeed[] = [
  { domain: 'localhost', type: 1, id: 'APEX-EVENTS-LOCAL', params: { layer: 'dataLayer' } },
  { domain: 'localhost', type: 2, id: 'PX-LOCAL-2', params: {} },
  { domain: 'localhost', type: 5, id: 'HEAT-LOCAL', params: { sampleRate: 0.1 } },
  { domain: 'localhost', type: 8, id: '98765401', params: { webvisor: false } },
  { domain: 'localhost', type: 9, id: 'GTM-APEXLOC', params: { layer: 'dataLayer' } },
  { domain: 'localhost', type: 11, id: 'AMP-LOCAL', params: {} },
  { domain: null, type: 1, id: 'APEX-EVENTS', params: { layer: 'dataLayer' } },
  { domain: null, type: 2, id: 'PX-APEX-2', params: {} },
  { domain: null, type: 3, id: 'PX-APEX-3', params: {} },
  { domain: null, type: 4, id: 'PX-APEX-4', params: {} },
  { domain: null, type: 5, id: 'HEAT-APEX', params: { sampleRate: 0.1 } },
  { domain: null, type: 6, id: 'SITE-CONTROL-APEX', params: {} },
  { domain: null, type: 7, id: 'PUSH-APEX', params: { prompt: false } },
  { domain: null, type: 8, id: '98765432', params: { webvisor: false } },
  { domain: null, type: 9, id: 'GTM-APEX01', params: { layer: 'dataLayer' } },
  { domain: null, type: 10, id: 'SPORT-DATA-APEX', params: {} },
  { domain: null, type: 11, id: 'AMP-APEX', params: {} },
];

export const analyticsCountersSeed = {
  id: '0005_analytics_counters',
  async run(tx: Queryable) {
    for (const [position, counter] of counters.entries()) {
      await tx.query(
        `insert into analytics_counters (project_id, domain, counter_type, counter_id, script_url, params, position)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict do nothing`,
        [PROJECT_ID, counter.domain, counter.type, counter.id, analyticsCounterScriptPath(counter.type), JSON.stringify(counter.params), position],
      );
    }
  },
};
