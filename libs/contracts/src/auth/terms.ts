import * as z from 'zod/mini';

/**
 * The user agreement (spec §2 confirm-terms, §7): whether the signed-in person must accept changed terms, and the
 * acceptance. `result` is true when the terms changed after the person last accepted them.
 */
export const TermsPaths = {
  status: '/web-api/api-v3/v2/user/agreement-rules/status',
  accept: '/web-api/api-v3/v2/user/agreement-rules/accept',
} as const;
export const TermsStatusResponseSchema = z.object({
  result: z.boolean(),
  /** When the terms last changed (ISO 8601), or '' when they never did. */
  updatedAt: z.string(),
});
export type TermsStatusResponse = z.infer<typeof TermsStatusResponseSchema>;
export const TermsAcceptBodySchema = z.object({ updatedAt: z.string().check(z.minLength(1)) });
/** HTTP 451 with this exception code: the call needs the changed terms accepted first (spec §7). */
export const TERMS_CHANGED_EXCEPTION_CODE = 1;
