import { KNOWN_REMOTE_APPS, RemoteAppErrorCode, type KnownRemoteApp } from '@betting/contracts';
import { renderFooter } from './apps/footer';
import { renderPageApp } from './apps/page-app';
import { renderTechnicalPages } from './apps/technical-pages';
import { renderContentApp } from './content/app';
import { isContentRoute } from './content/routes';
import type { RenderEnv, RenderOutcome, RenderRequest } from './render-types';
import { match } from 'ts-pattern';

export function isKnownRemoteApp(name: string): name is KnownRemoteApp {
  return (KNOWN_REMOTE_APPS as readonly string[]).includes(name);
}

/**
 * Renders one of our remote apps for a page, from the database, in the page's language. The HTTP endpoint and the
 * page server (which inlines the HTML into the first response) both come here. `status` (in process only) names
 * the technical page to show; over HTTP it comes from the path (see `technicalStatus`).
 */
export async function renderRemoteApp(appName: string, env: RenderEnv, request: RenderRequest & { readonly status?: number }): Promise<RenderOutcome> {
  if (!isKnownRemoteApp(appName)) return { kind: 'error', status: 404, code: RemoteAppErrorCode.unknown, message: `No remote app named ${appName}` };
  return match(appName)
    .with('footer', () => renderFooter(env, request))
    .with('technical-pages', () => renderTechnicalPages(env, request))
    .with('content', (name) => (request.page.route && isContentRoute(request.page.route.id) ? renderContentApp(env, request) : renderPageApp(name, env, request)))
    .with('partners', (name) => renderPageApp(name, env, request))
    .exhaustive();
}
