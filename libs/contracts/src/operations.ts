import * as z from 'zod/mini';

/** For balancers and orchestrators, not for browsers. */
export const OperationsPaths = {
  /** GET: the process is up (200 as long as it answers at all). */
  health: '/healthz',
  /** GET: 200 while the process takes requests; 503 once it drains (SIGTERM) or cannot reach its database. */
  ready: '/readyz',
} as const;

export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'draining', 'database_unreachable']),
  /** Whether this process runs the site's periodic jobs now (the elected one of several). */
  jobs: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
