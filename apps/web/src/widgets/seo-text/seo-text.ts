import { SeoContentSchema, SeoPaths, type SeoContent } from '@betting/contracts';
import { fetchJson } from '../../shared/api/fetch-json';
import { capturedSeoText } from './captured-seo-text';

/** The page's SEO text block (spec §2 default layout, §3 Seo content): the captured one for the first page, else the API's. */
export async function loadSeoText(path: string): Promise<SeoContent> {
  return capturedSeoText(path) ?? fetchJson(`${SeoPaths.content}?${new URLSearchParams({ path })}`, SeoContentSchema);
}
