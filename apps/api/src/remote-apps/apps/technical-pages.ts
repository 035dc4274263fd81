import { RemoteAppErrorCode } from '@betting/contracts';
import { readBlocks, renderBlocks } from '../blocks';
import { languagePreference, loadPage, loadStrings } from '../content.repository';
import { attrs, escapeHtml } from '../html';
import type { PagePath } from '../page-path';
import type { RenderEnv, RenderOutcome, RenderRequest } from '../render-types';
import { REMOTE_APP_STYLES } from '../styles';
import { assemble } from './assemble';
import { placeholdersFor } from '../placeholders';
import { withPlaceholders } from './page-app';

const STATUS_QUERY = 'statusCode';

/**
 * The status a technical page shows for a path (spec §8: the server error page shows the status code, default 500):
 * `?statusCode=NNN` (400–599) when the host names it; else 404 when no route of the site has the path, 500 otherwise
 * (the host asks for a known page only when that page failed).
 */
export function technicalStatus(page: PagePath): number {
  const asked = page.query.get(STATUS_QUERY);
  if (asked !== null && /^[45]\d\d$/.test(asked)) return Number(asked);
  return page.route ? 500 : 404;
}

/** The stored page that shows a status: 404 and 410 the not-found page, every other code the server-error page. */
function pageKeyFor(status: number): '404' | '500' {
  return status === 404 || status === 410 ? '404' : '500';
}

/** `technical-pages`: the 404 and 500 pages with the status code. Component: `page`. */
export async function renderTechnicalPages(env: RenderEnv, request: RenderRequest & { readonly status?: number }): Promise<RenderOutcome> {
  const status = request.status ?? technicalStatus(request.page);
  const lang = request.page.lang && env.languages.some((language) => language.code === request.page.lang) ? request.page.lang : env.siteConfig.lng;
  const languages = languagePreference(lang, env.siteConfig.lng);
  const [found, strings] = await Promise.all([loadPage(env.db, 'technical-pages', pageKeyFor(status), languages), loadStrings(env.db, 'technical-pages', languages)]);
  if (!found) return { kind: 'error', status: 500, code: RemoteAppErrorCode.renderFailed, message: `No technical page ${pageKeyFor(status)} is stored` };

  const placeholders = placeholdersFor(env, lang);
  const stored = withPlaceholders(found, placeholders);
  const blocks = readBlocks(stored.blocks, (index, problem) => env.warn?.(`technical page ${stored.pageKey} block ${index} skipped: ${problem}`));
  const html =
    `<main${attrs({ class: 'ra-technical', lang: stored.lang, 'data-status': status })}>` +
    `<p${attrs({ class: 'ra-technical__code', 'aria-label': (strings.get('status.label') ?? 'Status {code}').replace('{code}', String(status)) })}>${status}</p>` +
    `<h1>${escapeHtml(stored.title)}</h1>` +
    (stored.summary ? `<p>${escapeHtml(stored.summary)}</p>` : '') +
    renderBlocks(blocks, { placeholders, text: (key) => strings.get(key) ?? key, pagePath: request.page.pathname, query: request.page.query }) +
    `</main>`;
  return assemble({
    appName: 'technical-pages',
    env,
    request,
    components: [['page', () => html]],
    wrap: (inner) => inner,
    style: REMOTE_APP_STYLES['technical-pages'],
    defaultTitle: `${stored.title} · ${env.siteConfig.companyName}`,
    pageStatus: status,
  });
}
