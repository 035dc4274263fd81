import * as z from 'zod/mini';

/**
 * Remote-app fetch protocol (spec §7 "Remote app fetch", §4 loader, §8 errors).
 *
 * The page is a host shell; some sections (footer, technical pages, content pages, partner pages) are remote
 * applications that our API renders on the server and answers as JSON.
 *
 * - URL: `{appUrl}{currentFullPath}`, where `appUrl` is `/remote-apps/{appName}` and `currentFullPath` is the
 *   page's path with its query (`/en/information/about?x=1`), so the whole URL is
 *   `/remote-apps/content/en/information/about?x=1`. Build it with `remoteAppUrl`, read it with `parseRemoteAppUrl`.
 * - `GET` renders the whole app for that page. `POST` with body `{ components }` renders only the named parts of the
 *   app (the answer has the same shape).
 * - Request headers: `mf-render-mode: json` and `mf-api-version: v2` always; `force-spa: 1` optionally (see
 *   `RemoteAppRequestHeadersSchema`).
 * - `200` with `RemoteAppResponse` as `application/json`. Refusals answer `ApiError` (see `RemoteAppErrorCode`).
 */

/** Where our API serves remote apps: `/remote-apps/{appName}{fullPath}`. */
export const RemoteAppsBasePath = '/remote-apps';

/** Fastify-style route of the remote-app endpoint (GET and POST): `appName` then the page's full path as the wildcard. */
export const RemoteAppRoute = '/remote-apps/:appName/*';

/** The remote apps our API serves. The schema accepts any well-formed name; unknown ones answer 404. */
export const KNOWN_REMOTE_APPS = ['footer', 'technical-pages', 'content', 'partners'] as const;
export type KnownRemoteApp = (typeof KNOWN_REMOTE_APPS)[number];

/** `footer`, `technical-pages`: lower-case letters, digits and inner dashes, at most 64 characters. */
export const RemoteAppNameSchema = z.string().check(z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/), z.maxLength(64));
export type RemoteAppName = z.infer<typeof RemoteAppNameSchema>;

/** Header names, lower case as Node hands them over. */
export const RemoteAppHeaderNames = {
  renderMode: 'mf-render-mode',
  apiVersion: 'mf-api-version',
  forceSpa: 'force-spa',
} as const;

/** The headers every remote-app fetch sends (spread them into the request). */
export const REMOTE_APP_REQUEST_HEADERS = {
  'mf-render-mode': 'json',
  'mf-api-version': 'v2',
} as const;

/**
 * Request headers as the server checks them (unknown headers are ignored).
 * - `mf-render-mode` must be `json` (the only mode: the answer is `RemoteAppResponse`).
 * - `mf-api-version` must be `v2`; anything else answers 400 `remote_app_unsupported_version`.
 * - `force-spa`, optional, `1` (or `true`): the host will render the app in the browser; the server may skip
 *   work that only matters for a first HTML response (it still answers the full `RemoteAppResponse`).
 *   Absent, `0` or `false` mean "not forced".
 */
export const RemoteAppRequestHeadersSchema = z.object({
  'mf-render-mode': z.literal('json'),
  'mf-api-version': z.literal('v2'),
  'force-spa': z.optional(z.enum(['1', 'true', '0', 'false'])),
});
export type RemoteAppRequestHeaders = z.infer<typeof RemoteAppRequestHeadersSchema>;

/** True when the `force-spa` header asks for SPA rendering. */
export function isForceSpa(headers: Pick<RemoteAppRequestHeaders, 'force-spa'>): boolean {
  return headers['force-spa'] === '1' || headers['force-spa'] === 'true';
}

/** One part of an app to render by POST, by its name (`subscription`, `menu`). */
export const RemoteAppComponentNameSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/), z.maxLength(64));

/** POST body: render only these components of the app (at least one, at most 32, names as above). */
export const RemoteAppPostBodySchema = z.object({
  components: z.array(RemoteAppComponentNameSchema).check(z.minLength(1), z.maxLength(32)),
});
export type RemoteAppPostBody = z.infer<typeof RemoteAppPostBodySchema>;

const EmptyString = z._default(z.string(), '');
const EmptyList = z._default(z.array(z.string()), () => []);

/**
 * The rendered app. The API always sends every field (use `''` and `[]` for "nothing"); the parser also accepts
 * a missing field and fills the empty value, so `RemoteAppResponse` (the parsed type) always has them all.
 * - `body`: the app's HTML, sanitized by our server; the host puts it inside `<div data-remote-app="{appName}">`.
 * - `style`: inline CSS for a `<style>` tag (`''` when none).
 * - `cssToLoad`: stylesheet URLs for `<link rel="stylesheet">`, each injected once per page life.
 * - `appName`: the app that answered (equals the `{appName}` asked for).
 * - `title`: the document title for this page (`''`: leave the title alone).
 * - `codeToEval`: script text the host runs once per page life, only when the app's origin is allowed (`''` when none).
 * - `scriptsToLoad`: script URLs for `<script src>`, each injected once per page life.
 * - `head`: HTML for the document head (meta tags), `''` when none; the server-rendered page puts it in `<head>`.
 */
export const RemoteAppResponseSchema = z.object({
  body: EmptyString,
  style: EmptyString,
  cssToLoad: EmptyList,
  appName: RemoteAppNameSchema,
  title: EmptyString,
  codeToEval: EmptyString,
  scriptsToLoad: EmptyList,
  head: EmptyString,
});
export type RemoteAppResponse = z.infer<typeof RemoteAppResponseSchema>;
/** What a sender may omit (every field but `appName` has an empty default). */
export type RemoteAppResponseInput = z.input<typeof RemoteAppResponseSchema>;

/**
 * `ApiError.error.code` values of the remote-app endpoint:
 * - `remote_app_unknown` (404): no app by this name.
 * - `remote_app_page_not_found` (404): the app has nothing at this path (the host then shows the technical 404 page).
 * - `remote_app_unsupported_version` (400): missing or wrong `mf-render-mode` / `mf-api-version`.
 * - `remote_app_bad_request` (400): bad POST body or malformed path.
 * - `remote_app_render_failed` (500): the app failed to render.
 */
export const RemoteAppErrorCode = {
  unknown: 'remote_app_unknown',
  pageNotFound: 'remote_app_page_not_found',
  unsupportedVersion: 'remote_app_unsupported_version',
  badRequest: 'remote_app_bad_request',
  renderFailed: 'remote_app_render_failed',
} as const;
export type RemoteAppErrorCode = (typeof RemoteAppErrorCode)[keyof typeof RemoteAppErrorCode];

/** Normalizes a page's full path: must start with one `/` (a bare `''` becomes `/`). */
function normalizeFullPath(fullPath: string): string {
  if (fullPath === '') return '/';
  if (!fullPath.startsWith('/') || fullPath.startsWith('//')) throw new Error(`remote app path must start with a single "/": ${fullPath}`);
  return fullPath;
}

/** `appUrl` of spec §7: `/remote-apps/{appName}`. */
export function remoteAppBaseUrl(appName: RemoteAppName): string {
  return `${RemoteAppsBasePath}/${appName}`;
}

/** `{appUrl}{currentFullPath}`: `remoteAppUrl('content', '/en/information/about')` → `/remote-apps/content/en/information/about`. */
export function remoteAppUrl(appName: RemoteAppName, fullPath: string): string {
  return `${remoteAppBaseUrl(appName)}${normalizeFullPath(fullPath)}`;
}

export interface ParsedRemoteAppUrl {
  readonly appName: RemoteAppName;
  /** The page's full path with its query: `/en/information/about?x=1` (`/` when the URL ends at the app name). */
  readonly fullPath: string;
}

/** Reverse of `remoteAppUrl`; null for a URL outside `/remote-apps/` or with a malformed app name. */
export function parseRemoteAppUrl(url: string): ParsedRemoteAppUrl | null {
  const prefix = `${RemoteAppsBasePath}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  const cut = rest.search(/[/?#]/);
  const appName = cut === -1 ? rest : rest.slice(0, cut);
  if (!RemoteAppNameSchema.safeParse(appName).success) return null;
  const tail = cut === -1 ? '' : rest.slice(cut);
  const fullPath = tail === '' ? '/' : tail.startsWith('/') ? tail : `/${tail}`;
  if (fullPath.startsWith('//')) return null;
  return { appName, fullPath };
}
