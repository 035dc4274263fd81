/**
 * Pure rules of the casino landings: the SEO texts a landing derives when the operator set none, and the order of
 * languages its texts are read in. No I/O: the routes and the seed call them, the tests check them as properties.
 */

/** The longest meta description derived from a summary (search engines show about this much). */
export const DERIVED_DESCRIPTION_MAX = 160;

export interface LandingSeoInput {
  readonly title: string;
  readonly summary: string;
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
}

/** Puts the company name where an operator's text says `{companyName}` (taken as it is: no `$` patterns). */
export function fillCompanyName(text: string, companyName: string): string {
  return text.replaceAll('{companyName}', () => companyName);
}

/** `{title} · {companyName}` (the title alone without a company name); the stored title wins. */
export function landingSeoTitle(input: Pick<LandingSeoInput, 'title' | 'seoTitle'>, companyName: string): string {
  if (input.seoTitle !== null && input.seoTitle.trim() !== '') return fillCompanyName(input.seoTitle, companyName);
  const name = companyName.trim();
  return name === '' ? input.title : `${input.title} · ${name}`;
}

/**
 * The stored description, else the summary cut to at most DERIVED_DESCRIPTION_MAX characters at a word boundary
 * with an ellipsis (a summary that fits is kept whole). Whitespace runs read as one space.
 */
export function landingSeoDescription(input: Pick<LandingSeoInput, 'summary' | 'seoDescription'>, companyName: string): string {
  if (input.seoDescription !== null && input.seoDescription.trim() !== '') return fillCompanyName(input.seoDescription, companyName);
  const summary = input.summary.replace(/\s+/g, ' ').trim();
  if (summary.length <= DERIVED_DESCRIPTION_MAX) return summary;
  const room = summary.slice(0, DERIVED_DESCRIPTION_MAX - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > DERIVED_DESCRIPTION_MAX / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.–-]+$/, '');
  return `${cut}…`;
}

/** The languages a landing's texts are read in, best first: the asked one, the site's default, then English. */
export function landingLanguages(asked: string, siteDefault: string): string[] {
  return [...new Set([asked, siteDefault, 'en'])];
}

/** A landing's id or route as a page path holds it: lower-case words joined by `-`. Anything else names no landing. */
export function isLandingSlug(value: string): boolean {
  return value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
