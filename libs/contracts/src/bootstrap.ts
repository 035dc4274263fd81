import * as z from 'zod/mini';

/**
 * What the server tells the page before any script runs, in `<script id="bootstrap-data" type="application/json">`:
 * facts the browser cannot read itself (the session cookie is httpOnly) or needs before the site config arrives.
 */
export const BootstrapDataSchema = z.object({
  /** The site shows a cookie popup (site config), so consent starts as the stored answer, not ALL. */
  showsCookiePopup: z.boolean(),
  /** The visitor has a session cookie (`ua`); hidden languages are shown to them. */
  hasSession: z.boolean(),
  /** The visitor's country (ISO 3166-1 alpha-2) as the edge reported it, for the 12-hour clock rule. */
  countryCode: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** The signed-in visitor must accept changed terms (the browser decides its first navigations as the server did). */
  termsChanged: z.boolean(),
  /** The signed-in visitor's ban level and version (0 when not restricted), for the same reason. */
  banLevel: z.int().check(z.gte(0)),
  banVersion: z.int().check(z.gte(0)),
});
export type BootstrapData = z.infer<typeof BootstrapDataSchema>;

/** The bootstrap element's text, safe inside a script element (no `</script>` or `<!--` can close or confuse it). */
export function bootstrapJson(data: BootstrapData): string {
  return JSON.stringify(BootstrapDataSchema.parse(data)).replace(/</g, '\\u003c');
}
