/**
 * A cheap test for the common case of {@link safeReturnPath}: a path-and-query that the WHATWG URL parser
 * would hand back exactly as it is, so that `new URL` (the costly half of a navigation decision) can be skipped.
 * Anything unusual answers false and takes the parser's way; a property test holds this to `new URL`.
 *
 * One regular expression (compiled to machine code; a character loop in JavaScript was several times slower):
 *  - one leading `/`, never `//`;
 *  - path segments of characters the parser leaves alone, none of them a dot segment (`.`, `..`, `%2e`, …);
 *    `'` passes in the path only (the parser escapes it in the query of an http URL);
 *  - an optional query and fragment, not empty (the parser drops an empty `?` or `#`), of the same characters
 *    plus `/` and `?`.
 * Not listed, so never plain: `\` (a slash for http), space and the characters the parser escapes (`"` `<` `>`
 * `` ` `` `{` `}` `^` `|`), `[` `]`, `#` inside the fragment, controls and anything beyond ASCII.
 */
const PLAIN =
  /^(?!\/\/)(?:\/(?!(?:\.|%2[eE]){1,2}(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)+(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?(?:#[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?$/;

/** True when `new URL(url, origin)` keeps the origin and its `pathname + search + hash` is `url` itself. */
export function isPlainPath(url: string): boolean {
  return PLAIN.test(url);
}
