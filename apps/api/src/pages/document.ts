import { BOOTSTRAP_ELEMENT_ID, bootstrapJson, brandBookCss, type BootstrapData, type ConfigAllResponse, type RemoteAppResponse } from '@betting/contracts';
import { maintenanceMessageLanguage } from '@betting/routing';
import { attrs, escapeHtml, safeCss } from '../remote-apps/html';

export { escapeHtml };

export interface DocumentParts {
  readonly lng: string;
  readonly title: string;
  readonly config: ConfigAllResponse;
  /** Server-rendered markup placed inside `#root` until the React app takes over. */
  readonly body?: string;
  /** Tags for the end of `<head>`: the SEO tags and the inlined remote apps' styles (already escaped). */
  readonly head?: string;
  /** The visitor's stored theme and font size (cookies), so the first paint is already in them. */
  readonly appearance?: { readonly theme: 'light' | 'dark'; readonly rootFontSizePx: number };
  readonly bootstrap?: BootstrapData;
}

/**
 * Fills the web app's built `index.html` with what the server knows before any script runs:
 * the language, the title, the brand-book variables, the page's SEO tags and, for pages that have one, a readable body.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const brandCss = brandBookCss(parts.config.siteConfig.brandBook);
  // Replacer functions, not replacement strings: stored text may hold `$&` or `$'`, which a string would expand.
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, (_whole, before: string) => `<html${before} lang="${escapeHtml(parts.lng)}"`)
    .replace(/<html([^>]*)\sdata-theme="[^"]*"/, (_whole, before: string) => (parts.appearance ? `<html${before} data-theme="${parts.appearance.theme}" style="color-scheme: ${parts.appearance.theme}; font-size: ${parts.appearance.rootFontSizePx}px"` : _whole))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', () => `${brandCss ? `<style id="brand-book">${brandCss}</style>` : ''}<meta name="theme-color" content="${escapeHtml(parts.config.siteConfig.pwa.themeColor)}">${parts.head ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body ?? ''}</div>${parts.bootstrap ? `<script${attrs({ id: BOOTSTRAP_ELEMENT_ID, type: 'application/json' })}>${bootstrapJson(parts.bootstrap)}</script>` : ''}`);
}

/** Readable without JavaScript; the React app replaces it with the localized page. */
export function notFoundBody(lng: string): string {
  return `<main class="not-found" lang="${escapeHtml(lng)}"><h1>This page could not be found</h1><p><a href="/${escapeHtml(lng)}">Home</a></p></main>`;
}

/** The server error page's readable body; the status code is shown as the technical pages show it. */
export function errorBody(status: number): string {
  return `<main class="server-error"><p>${status}</p><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p></main>`;
}

/** While maintenance is on, readable without JavaScript, in the language the spec asks for (see the web page). */
export function maintenanceBody(lng: string): string {
  return maintenanceMessageLanguage(lng) === 'ru'
    ? '<main class="maintenance" lang="ru"><h1>Технические работы</h1><p>На сайте идут технические работы.</p></main>'
    : '<main class="maintenance" lang="en"><h1>Technical maintenance</h1><p>The site is down for maintenance.</p></main>';
}

/**
 * A remote app's body as the host shows it: inside `<div data-remote-app="{appName}">` (the body is HTML our API
 * rendered and escaped). The web app's RemoteApp widget wraps a fetched app the same way.
 */
export function remoteAppHtml(app: Pick<RemoteAppResponse, 'appName' | 'body'>): string {
  return `<div${attrs({ 'data-remote-app': app.appName })}>${app.body}</div>`;
}

/** A remote app's `style` for the head, marked with its app so the host can tell it is already there. */
export function remoteAppStyleHtml(app: Pick<RemoteAppResponse, 'appName' | 'style'>): string {
  return app.style ? `<style${attrs({ 'data-remote-app-style': app.appName })}>${safeCss(app.style)}</style>` : '';
}
