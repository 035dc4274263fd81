import { brandBookCss, type ConfigAllResponse } from '@betting/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export interface DocumentParts {
  readonly lng: string;
  readonly title: string;
  readonly config: ConfigAllResponse;
  /** Server-rendered markup placed inside `#root` until the React app takes over. */
  readonly body?: string;
}

/**
 * Fills the web app's built `index.html` with what the server knows before any script runs:
 * the language, the title, the brand-book variables and, for pages that have one, a readable body.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const brandCss = brandBookCss(parts.config.siteConfig.brandBook);
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${escapeHtml(parts.lng)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', `${brandCss ? `<style id="brand-book">${brandCss}</style>` : ''}<meta name="theme-color" content="${escapeHtml(parts.config.siteConfig.pwa.themeColor)}"></head>`)
    .replace('<div id="root"></div>', `<div id="root">${parts.body ?? ''}</div>`);
}

/** Readable without JavaScript; the React app replaces it with the localized page. */
export function notFoundBody(lng: string): string {
  return `<main class="not-found" lang="${escapeHtml(lng)}"><h1>This page could not be found</h1><p><a href="/${escapeHtml(lng)}">Home</a></p></main>`;
}
