import { isSameOriginPath } from '@betting/contracts';

/**
 * The only way remote apps and the page head write HTML: every piece of stored or requested text goes through
 * `escapeHtml` (text and attribute values alike), and links go through `safeHref`.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** `name="value"` pairs, values escaped; `false`/`undefined` drop the attribute, `true` writes it bare. */
export function attrs(values: Readonly<Record<string, string | number | boolean | undefined>>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

const EMAIL = /^[^@\s<>"'()]+@[^@\s<>"'()]+\.[^@\s<>"'()]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{3,30}$/;

/**
 * A link target a remote app may print: a path on this site (`/en/information/rules/1`), `mailto:` an address or
 * `tel:` a number. Anything else (`javascript:`, `//evil.com`, other sites) gives undefined and the text stays plain.
 */
export function safeHref(href: string): string | undefined {
  if (href.startsWith('mailto:')) return EMAIL.test(href.slice('mailto:'.length)) ? href : undefined;
  if (href.startsWith('tel:')) return PHONE.test(href.slice('tel:'.length)) ? href.replace(/[ ()-]/g, '') : undefined;
  return isSameOriginPath(href) ? href : undefined;
}

/** Values put into stored texts at render time: `{companyName}`, `{lng}`, `{year}`. */
export type Placeholders = Readonly<Record<string, string>>;

export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/**
 * Stored text as HTML: placeholders filled, `[label](href)` turned into a link when `safeHref` accepts the
 * target (into plain text otherwise), everything else escaped.
 */
export function inlineHtml(text: string, values: Placeholders): string {
  const filled = fillPlaceholders(text, values);
  let html = '';
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    html += escapeHtml(filled.slice(last, match.index));
    const href = safeHref(target);
    html += href ? `<a${attrs({ href })}>${escapeHtml(label)}</a>` : escapeHtml(label);
    last = match.index + whole.length;
  }
  return html + escapeHtml(filled.slice(last));
}

/** CSS put inside `<style>`: a `<` could close the element, so it is written as the CSS escape `\3c `. */
export function safeCss(css: string): string {
  return css.replace(/</g, '\\3c ');
}
