/**
 * A cheap test for the common case of {@link safeReturnPath}: a path-and-query that the WHATWG URL parser would hand
 * back exactly as it is, so that `new URL` (the costly half of a navigation decision) can be skipped. It lives with
 * the one same-origin path rule in `@betting/contracts`; a property test here holds it to `new URL`.
 */
export { isPlainPath } from '@betting/contracts';
