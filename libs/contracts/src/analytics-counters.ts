import * as z from 'zod/mini';
import { SameOriginPathSchema } from './navigation/same-origin-schema';

/**
 * The analytics counters of a site (spec §1, §7 "Analytics counters fetch"; the path is ours, the spec does not
 * show it):
 *
 * - `GET /web-api/analytics/counters?domain=bet.example.com&projectId=1` → `AnalyticsCountersResponse`: the
 *   enabled counters for the domain (the domain's own rows, else the rows for every domain) of the project.
 * - `GET /web-api/analytics/counter/{type}.js`: the script of a counter type, served by the site itself.
 *
 * What a counter records is not product behaviour (spec §1); when it may load is (libs/settings
 * `counterLoadPlan`). Refusals answer `ApiError` `invalid_request` (400).
 */
export const AnalyticsCountersPath = '/web-api/analytics/counters';
export const AnalyticsCounterScriptBase = '/web-api/analytics/counter';

/** The counter types of spec §1, by number. Types 2, 3 and 4 are all pixels (of different networks). */
export const ANALYTICS_COUNTER_KINDS = {
  1: 'tag-manager-events',
  2: 'pixel',
  3: 'pixel',
  4: 'pixel',
  5: 'heatmap',
  6: 'site-control',
  7: 'push',
  8: 'metrica',
  9: 'tag-manager',
  10: 'sport-data',
  11: 'amplitude',
} as const;
export type AnalyticsCounterType = keyof typeof ANALYTICS_COUNTER_KINDS;
export const ANALYTICS_COUNTER_TYPES: readonly AnalyticsCounterType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export function isAnalyticsCounterType(value: unknown): value is AnalyticsCounterType {
  return typeof value === 'number' && (ANALYTICS_COUNTER_TYPES as readonly number[]).includes(value);
}

/** `/web-api/analytics/counter/9.js`: where the site serves a counter type's script. */
export function analyticsCounterScriptPath(type: AnalyticsCounterType): string {
  return `${AnalyticsCounterScriptBase}/${type}.js`;
}

export const AnalyticsCounterTypeSchema = z.literal(ANALYTICS_COUNTER_TYPES);

/** A counter's id at its provider: `GTM-APEX01`, `98765432`. */
export const AnalyticsCounterIdSchema = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'a counter id'));

export const AnalyticsCountersQuerySchema = z.object({
  /** The host the page is read on: `bet.example.com` (`location.hostname`). */
  domain: z.string().check(z.regex(/^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i, 'a domain name')),
  /** The project (site) id, digits: the site config's `ref_id`. */
  projectId: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'a project id')),
});
export type AnalyticsCountersQuery = z.infer<typeof AnalyticsCountersQuerySchema>;

export const AnalyticsCounterSchema = z.object({
  type: AnalyticsCounterTypeSchema,
  id: AnalyticsCounterIdSchema,
  /** The script to load, on this site (no external host is ever injected). */
  scriptUrl: SameOriginPathSchema,
  /** The counter's own settings, handed to its script as `data-counter-params` (JSON). */
  params: z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)), z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()])),
});
export type AnalyticsCounter = z.infer<typeof AnalyticsCounterSchema>;

export const AnalyticsCountersResponseSchema = z.object({ counters: z.array(AnalyticsCounterSchema).check(z.maxLength(100)) });
export type AnalyticsCountersResponse = z.infer<typeof AnalyticsCountersResponseSchema>;
