import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTitleKey, type NotificationKind } from '@betting/notices';
import { hasPage, routeTable } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { loadDictionary, NAMESPACES, SHIPPED_LANGUAGES, type Namespace, type ShippedLanguage } from './dictionaries';
import { createI18n } from './i18n';

/** Every text of a dictionary by its path (`home.features.sports.title`, `about.paragraphs.0`). */
function texts(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const all = Object.fromEntries(
  await Promise.all(
    SHIPPED_LANGUAGES.map(async (lng) => [lng, { translation: await loadDictionary(lng, 'translation'), routes: await loadDictionary(lng, 'routes'), pages: await loadDictionary(lng, 'pages') }] as const),
  ),
) as Record<ShippedLanguage, Record<Namespace, unknown>>;

const textMap = (lng: ShippedLanguage, ns: Namespace) => new Map(texts(all[lng][ns]));
/** A plural form's key without its suffix (`coupon.coefsChanged_few` → `coupon.coefsChanged`): each language has the forms it needs. */
const pluralBase = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, '');
/** The English text a translated one stands for: the same key, or for a plural form English lacks, English's `_other`. */
const englishOf = (english: Map<string, unknown>, path: string) => english.get(path) ?? english.get(`${pluralBase(path)}_other`);
const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((match) => match[1]).sort();

/**
 * Texts that may read the same as English: nothing to translate once placeholders are gone (numbers and codes
 * like "18+"), or one of these names and words that the shipped languages borrow as they are. Keep it short.
 */
const SAME_AS_ENGLISH = new Set(['ok', 'bingo', 'blog', 'casino', 'keno', 'poker']);
const MAX_UNTRANSLATED_SHARE = 0.05;
const needsTranslation = (text: string) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, '')) && !SAME_AS_ENGLISH.has(text.trim().toLowerCase());

const others = SHIPPED_LANGUAGES.filter((lng) => lng !== 'en');
const cases = others.flatMap((lng) => NAMESPACES.map((ns) => [lng, ns] as const));

describe('dictionaries', () => {
  it('ship at least en, ru and four more languages', () => {
    expect(SHIPPED_LANGUAGES.length).toBeGreaterThanOrEqual(6);
    expect(SHIPPED_LANGUAGES).toEqual(expect.arrayContaining(['en', 'ru']));
  });

  it.each(NAMESPACES)('en %s has only non-empty texts', (ns) => {
    for (const [path, text] of textMap('en', ns)) expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
  });

  it.each(cases)('%s %s has exactly the texts en has, none empty', (lng, ns) => {
    const english = textMap('en', ns);
    const translated = textMap(lng, ns);
    const keys = (map: Map<string, unknown>) => [...new Set([...map.keys()].map(pluralBase))].sort();
    expect(keys(translated)).toEqual(keys(english));
    for (const [path, text] of translated) expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
  });

  it.each(cases)('%s %s keeps every {{placeholder}} of each English text', (lng, ns) => {
    const english = textMap('en', ns);
    const differing = [...textMap(lng, ns)].filter(([path, text]) => placeholders(text).join() !== placeholders(englishOf(english, path)).join()).map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it.each(cases)(`%s %s is translated: at most ${MAX_UNTRANSLATED_SHARE * 100}% of texts equal the English`, (lng, ns) => {
    const english = textMap('en', ns);
    const counted = [...textMap(lng, ns)].filter(([path]) => needsTranslation(String(englishOf(english, path))));
    const same = counted.filter(([path, text]) => String(text).trim().toLowerCase() === String(englishOf(english, path)).trim().toLowerCase());
    expect(same.length / counted.length, `same as English: ${same.map(([path, text]) => `${path}=${String(text)}`).join(', ')}`).toBeLessThanOrEqual(MAX_UNTRANSLATED_SHARE);
  });

  it.each(SHIPPED_LANGUAGES)('%s names every page of the routing table', (lng) => {
    const titled = new Set(Object.keys(all[lng].routes as object));
    expect(routeTable.filter((route) => hasPage(route) && !titled.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it('has every text the app asks for by a literal key, and the notifications\' default titles', () => {
    const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));
    const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    // `t('key')` and fixed-language variants such as `maintenanceT('key')`; keys built at run time are not seen here.
    const literal = sources.flatMap((file) => [...readFileSync(join(sourceRoot, file), 'utf8').matchAll(/\b(?:t|[a-z]\w*T)\(\s*'([^'${}]+)'/g)].map((match) => match[1] ?? ''));
    const kinds: NotificationKind[] = ['error', 'info', 'success', 'warning', 'question'];
    // A view reads the shell's texts (`translation`) or, for later pages and widgets, `pages`.
    const english = new Map([...textMap('en', 'translation'), ...textMap('en', 'pages')]);
    const known = (key: string) => english.has(key) || english.has(`${key}_other`) || [...english.keys()].some((path) => path.startsWith(`${key}.`));
    expect([...new Set([...literal, ...kinds.map(defaultTitleKey)])].filter((key) => !known(key)).sort()).toEqual([]);
  });
});

describe('loading', () => {
  it('keeps every dictionary but English out of the entry chunk: only en.json is imported statically', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const modules = readdirSync(here).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const staticJson = modules.flatMap((file) => [...readFileSync(join(here, file), 'utf8').matchAll(/^import (?!type )[^;]*from '(\.\/[^']+\.json)'/gm)].map((match) => match[1]));
    expect(staticJson).toEqual(['./en.json']);
  });

  it('starts with the language’s texts in, and only that language and the English fallback loaded', async () => {
    const i18n = await createI18n('es');
    expect(i18n.t('nav.home')).toBe('Inicio');
    expect(i18n.t('office.history', { ns: 'routes', keySeparator: false })).toBe('Historial de apuestas');
    expect(i18n.hasResourceBundle('es', 'routes')).toBe(true);
    expect(SHIPPED_LANGUAGES.filter((lng) => i18n.hasResourceBundle(lng, 'translation'))).toEqual(['en', 'es']);
  });

  it('loads a language when it is chosen, switching only once its texts are in, and keeps it', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasResourceBundle('uk', 'translation')).toBe(false);
    const switching = i18n.changeLanguage('uk');
    expect(i18n.t('nav.home')).toBe('Home');
    await switching;
    expect(i18n.t('nav.home')).toBe('Головна');
    expect(i18n.t('notFound.title')).toBe('Сторінку не знайдено');
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('uk', 'translation')).toBe(true);
  });

  it('shows English for a language it has no dictionary for', async () => {
    const i18n = await createI18n('de');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('office.history', { ns: 'routes', keySeparator: false })).toBe('Bet history');
  });
});
