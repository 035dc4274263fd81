import type { SeoContent } from '@betting/contracts';

let serverRendered: { readonly path: string; readonly content: SeoContent } | undefined;

/**
 * Keeps the search-engine text the server put in the first HTML (inside `#root`, which React replaces, or after a
 * server-rendered view), so the first page shows it without asking again. Call once, before the first render. No
 * schema here: this runs in the first JavaScript, the fetching half loads with the widget.
 */
export function captureServerSeoText(doc: Document = document): void {
  const element = doc.querySelector<HTMLElement>('section[data-seo-content]');
  const style = doc.querySelector<HTMLStyleElement>('style[data-seo-content]')?.textContent ?? '';
  if (!element) return;
  serverRendered = { path: doc.location.pathname, content: { style, styles: [], content: element.innerHTML } };
  // After a server-rendered view (outside `#root`, which React takes over) it would show twice: the widget shows it.
  if (!element.closest('#root')) element.remove();
}

export function capturedSeoText(path: string): SeoContent | undefined {
  return serverRendered?.path === path ? serverRendered.content : undefined;
}
