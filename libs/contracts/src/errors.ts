import * as z from 'zod/mini';

/** Every refused call answers with this body: a stable code the web app translates, and a fallback message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1)),
    message: z.string(),
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * 403: a state-changing call carrying the visitor's cookies came from another site (its `Origin` or `Sec-Fetch-Site`
 * says so), or with a body another site could send without a preflight and no `Origin` at all.
 */
export const CROSS_SITE_REQUEST_CODE = 'cross_site_request';
