import * as z from 'zod/mini';
import { SameOriginPathSchema } from './same-origin-schema';

/** POST /redirects-api/api/v1/redirect-light: does this URL move elsewhere (operator-edited redirect rules)? */
export const RedirectLightPath = '/redirects-api/api/v1/redirect-light';

export const RedirectCodeSchema = z.literal([301, 302]);
export type RedirectCode = z.infer<typeof RedirectCodeSchema>;

export const RedirectLightBodySchema = z.object({
  /** The path and query asked for: `/en/promo/welcome-2023?utm=x`. */
  url: SameOriginPathSchema,
});
export type RedirectLightBody = z.infer<typeof RedirectLightBodySchema>;

export const BreadcrumbSchema = z.object({ title: z.string(), url: SameOriginPathSchema });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

/** Redirect result (spec §3): `code` and `url` are set exactly when `redirect` is true; `url` is always on this site. */
export const RedirectLightResponseSchema = z
  .object({
    redirect: z.boolean(),
    code: z.nullable(RedirectCodeSchema),
    url: z.nullable(SameOriginPathSchema),
    /** Why, one entry per rule that fired, in order. */
    reasons: z.array(z.string()),
    /** The trail of redirects followed: one entry per hop, titled by its rule's reason. */
    breadcrumbs: z.array(BreadcrumbSchema),
  })
  .check(z.refine((result) => result.redirect === (result.code !== null && result.url !== null), 'code and url are set exactly when redirect is true'));
export type RedirectLightResponse = z.infer<typeof RedirectLightResponseSchema>;

export const NO_REDIRECT: RedirectLightResponse = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };
