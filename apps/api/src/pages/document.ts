import { BOOTSTRAP_ELEMENT_ID, bootstrapJson, brandBookCss, type BootstrapData, type ConfigAllResponse, type RemoteAppResponse } from '@betting/contracts';
import { maintenanceMessageLanguage } from '@betting/routing';
import { attrs, escapeHtml, safeCss } from '../remote-apps';

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
  /** After `#root`: the server-rendered view's data script, and what the view leaves out (the SEO text). */
  readonly afterRoot?: string;
}

/** What a request writes into the template, escaped where it must be. */
interface Fill {
  readonly lang: string;
  readonly theme?: string;
  readonly fontSize?: string;
  readonly title: string;
  /** Before `</head>`. */
  readonly headEnd: string;
  /** In place of `<div id="root"></div>`. */
  readonly root: string;
}

function fillOf(parts: DocumentParts): Fill {
  const brandCss = brandBookCss(parts.config.siteConfig.brandBook);
  return {
    lang: escapeHtml(parts.lng),
    ...(parts.appearance ? { theme: parts.appearance.theme, fontSize: String(parts.appearance.rootFontSizePx) } : {}),
    title: escapeHtml(parts.title),
    headEnd: `${brandCss ? `<style id="brand-book">${brandCss}</style>` : ''}<meta name="theme-color" content="${escapeHtml(parts.config.siteConfig.pwa.themeColor)}">${parts.head ?? ''}`,
    root: `<div id="root">${parts.body ?? ''}</div>${parts.bootstrap ? `<script${attrs({ id: BOOTSTRAP_ELEMENT_ID, type: 'application/json' })}>${bootstrapJson(parts.bootstrap)}</script>` : ''}${parts.afterRoot ?? ''}`,
  };
}

function fillTemplate(template: string, fill: Fill): string {
  // Replacer functions, not replacement strings: stored text may hold `$&` or `$'`, which a string would expand.
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, (_whole, before: string) => `<html${before} lang="${fill.lang}"`)
    .replace(/<html([^>]*)\sdata-theme="[^"]*"/, (whole, before: string) => (fill.theme === undefined ? whole : `<html${before} data-theme="${fill.theme}" style="color-scheme: ${fill.theme}; font-size: ${fill.fontSize}px"`))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${fill.title}</title>`)
    .replace('</head>', () => `${fill.headEnd}</head>`)
    .replace('<div id="root"></div>', () => fill.root);
}

/**
 * Fills the web app's built `index.html` with what the server knows before any script runs:
 * the language, the title, the brand-book variables, the page's SEO tags and, for pages that have one, a readable body.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  return fillTemplate(template, fillOf(parts));
}

type Slot = keyof Fill;
const SLOT = /\uE000(lang|theme|fontSize|title|headEnd|root)\uE000/;

/**
 * renderDocument for one template, found once: every page then joins the template's fixed text with its own
 * values instead of searching the template again. The same fill, so the same document, except that a head holding
 * the root's markup (never: its tags are escaped) cannot take the root's place.
 */
export function documentRenderer(template: string): (parts: DocumentParts) => string {
  if (template.includes('\uE000')) return (parts) => renderDocument(template, parts);
  const slot = (name: Slot) => `\uE000${name}\uE000`;
  const split = (withAppearance: boolean) => {
    const marked = fillTemplate(template, { lang: slot('lang'), ...(withAppearance ? { theme: slot('theme'), fontSize: slot('fontSize') } : {}), title: slot('title'), headEnd: slot('headEnd'), root: slot('root') });
    // Odd indexes are the slots' names, even ones the template's text around them.
    return marked.split(SLOT) as [string, ...string[]];
  };
  const shells = { plain: split(false), themed: split(true) };
  return (parts) => {
    const fill = fillOf(parts);
    const pieces = fill.theme === undefined ? shells.plain : shells.themed;
    let html = pieces[0];
    for (let index = 1; index < pieces.length; index += 2) html += (fill[pieces[index] as Slot] ?? '') + (pieces[index + 1] ?? '');
    return html;
  };
}

const MODULE_SCRIPT = /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
/** A phone's main thread spends about a millisecond starting each request: preloads are started a few per task. */
const PRELOADS_PER_TASK = 4;
const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * A page whose first view the server rendered paints without any script: its module script and modulepreloads move
 * from the head into one loader at the end of the body, which fetches them once the browser has painted that view.
 * On a phone's network the HTML and the styles then have the bandwidth to themselves until the view shows, and the
 * app takes the view over (hydrates it) right after. A page in a background tab paints nothing: it loads them at once;
 * a page that never reports its first contentful paint loads them after 3 s.
 */
export function bootAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (!entry || entries.length > 1 || !html.includes('</body>')) return html;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''))].filter((href) => href !== entry);
  // The names come from the built index.html and the web build's manifest; `<` is escaped all the same.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    // The chunks to preload a few per task, as each request costs the main thread a moment: the entry's own first
    // (index.html lists them before the page's), then the entry, then the page's.
    `<script type="module">const go=()=>{const rest=${json(preloads)};const some=()=>{for(const href of rest.splice(0,${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}if(rest.length)setTimeout(some)};some();import(${json(entry)});some()};` +
    // Started once the first contentful paint is recorded (not merely scheduled): a busy phone may present the frame
    // well after its animation frame, and a script fetched before it competes with the view for the network.
    'let started=false;const once=()=>{if(!started){started=true;go()}};const P=window.PerformanceObserver;' +
    'if(document.visibilityState!=="visible")once();' +
    'else if(P&&(P.supportedEntryTypes||[]).includes("paint")){new P((list)=>{if(list.getEntriesByName("first-contentful-paint").length)setTimeout(once)}).observe({type:"paint",buffered:true});setTimeout(once,3000)}' +
    'else requestAnimationFrame(()=>setTimeout(once))</script>';
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const at = stripped.lastIndexOf('</body>');
  return `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`;
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
