import { describe, expect, it } from 'vitest';
import { loadDictionary, NAMESPACES, SHIPPED_LANGUAGES } from './dictionaries';

/** Every text of a dictionary by its path. */
function texts(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A text that counts (`{{count}}`) is an i18next plural: for its language, one key per plural category the language
 * has (`_one`/`_other` in English, `_one`/`_few`/`_many`/`_other` in Russian…), never a text worded around it.
 */
describe('plurals', () => {
  it.each(SHIPPED_LANGUAGES)('%s has every plural form its language needs for each text with {{count}}', async (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const ns of NAMESPACES) {
      const map = new Map(texts(await loadDictionary(lng, ns)));
      for (const [path, text] of map) {
        if (!String(text).includes('{{count}}')) continue;
        if (!SUFFIX.test(path)) {
          missing.push(`${ns}:${path} (not a plural key)`);
          continue;
        }
        const base = path.replace(SUFFIX, '');
        for (const category of categories) if (!map.has(`${base}_${category}`)) missing.push(`${ns}:${base}_${category}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the forms a language needs (Russian has four, English two)', () => {
    expect(new Intl.PluralRules('ru').resolvedOptions().pluralCategories).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories).toEqual(['one', 'other']);
  });
});
