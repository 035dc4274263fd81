import * as z from 'zod/mini';

/** POST /web-api/rum: the site's own real-user monitoring — Core Web Vitals of one page view (spec §9: sent after 10 s). */
export const RumPath = '/web-api/rum';

export const WebVitalNameSchema = z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
export const WebVitalSchema = z.object({
  name: WebVitalNameSchema,
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: z.number().check(z.gte(0), z.lte(600_000)),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
});
export const RumReportSchema = z.object({
  /** The page path without query (queries may carry personal data). */
  path: z.string().check(z.regex(/^\/[^?#]*$/), z.maxLength(512)),
  version: z.string().check(z.maxLength(64)),
  metrics: z.array(WebVitalSchema).check(z.minLength(1), z.maxLength(10)),
});
export type RumReport = z.infer<typeof RumReportSchema>;
export type WebVital = z.infer<typeof WebVitalSchema>;
