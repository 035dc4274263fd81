import * as z from 'zod/mini';

/**
 * Our own fingerprint (spec §3, §5): the browser posts the components it gathered, the API keeps their hash and issues
 * a random token with an expiry. The client sends the token as the `x-fingerprint` header; a sign-in that carries a
 * live one is recorded with the session it opens.
 */
export const FingerprintPaths = { issue: '/web-api/user/fingerprint' } as const;
export const FINGERPRINT_HEADER = 'x-fingerprint';
export const FINGERPRINT_TTL_SECONDS = 86_400;

const ComponentValueSchema = z.union([z.string().check(z.maxLength(2048)), z.number(), z.boolean(), z.null()]);
/** Component name → value (screen, time zone, languages, canvas hash, …): at most 64 of them. */
export const FingerprintComponentsSchema = z.record(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/)), ComponentValueSchema).check(
  z.refine((components) => Object.keys(components).length >= 1 && Object.keys(components).length <= 64, 'between 1 and 64 components'),
);
export type FingerprintComponents = z.infer<typeof FingerprintComponentsSchema>;
export const FingerprintBodySchema = z.object({ components: FingerprintComponentsSchema });
export type FingerprintBody = z.infer<typeof FingerprintBodySchema>;

/** `expiresAt` in ms since the epoch; `componentsData` the SHA-256 (hex) of the components as the server keeps them. */
export const FingerprintResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.int(),
  componentsData: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type FingerprintResponse = z.infer<typeof FingerprintResponseSchema>;
