import { REMOTE_APP_REQUEST_HEADERS, RemoteAppHeaderNames, remoteAppBaseUrl, type RemoteAppPostBody } from '@betting/contracts';

/** A view of a remote app: which app, on which page (full path with query), optionally only some components. */
export interface RemoteAppView {
  readonly app: string;
  readonly path: string;
  /** Render only these parts (spec §7 POST `{ components }`); absent: the whole app by GET. */
  readonly components?: readonly string[];
}

/** The request the host sends (spec §7); the fetcher port turns it into HTTP. */
export interface RemoteAppRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: RemoteAppPostBody;
}

export interface RemoteAppRequestOptions {
  /** `appUrl` for an app; default `/remote-apps/{app}` on our own API. */
  readonly appUrl?: (app: string) => string;
  /** Send `force-spa: 1`. */
  readonly forceSpa?: boolean;
}

/** The registry key of a view: one loader per app and page path. */
export function appKey(app: string, path: string): string {
  return `${app} ${path}`;
}

function normalizePath(path: string): string {
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** `{appUrl}{currentFullPath}` by GET, or by POST with `{ components }`, with the protocol headers. */
export function buildRemoteAppRequest(view: RemoteAppView, options: RemoteAppRequestOptions = {}): RemoteAppRequest {
  const base = options.appUrl ? options.appUrl(view.app) : remoteAppBaseUrl(view.app);
  const url = `${base.endsWith('/') ? base.slice(0, -1) : base}${normalizePath(view.path)}`;
  const headers: Record<string, string> = { ...REMOTE_APP_REQUEST_HEADERS };
  if (options.forceSpa) headers[RemoteAppHeaderNames.forceSpa] = '1';
  if (view.components && view.components.length > 0) {
    headers['content-type'] = 'application/json';
    return { url, method: 'POST', headers, body: { components: [...view.components] } };
  }
  return { url, method: 'GET', headers };
}
