import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DERIVED_DESCRIPTION_MAX, isLandingSlug, landingLanguages, landingSeoDescription, landingSeoTitle } from './rules';

const text = fc.string({ maxLength: 400 });
const company = fc.string({ maxLength: 40 });

describe('landing SEO rules', () => {
  test.prop([text, company])('a derived description never exceeds the limit and starts as the summary does', (summary, companyName) => {
    const description = landingSeoDescription({ summary, seoDescription: null }, companyName);
    const normalized = summary.replace(/\s+/g, ' ').trim();
    expect(description.length).toBeLessThanOrEqual(DERIVED_DESCRIPTION_MAX);
    if (normalized.length <= DERIVED_DESCRIPTION_MAX) expect(description).toBe(normalized);
    else {
      expect(description.endsWith('…')).toBe(true);
      expect(normalized.startsWith(description.slice(0, -1))).toBe(true);
    }
  });

  test.prop([fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim() !== ''), text, company])('a stored description or title wins, with the company name filled in', (stored, summary, companyName) => {
    expect(landingSeoDescription({ summary, seoDescription: stored }, companyName)).toBe(stored.split('{companyName}').join(companyName));
    expect(landingSeoTitle({ title: 'x', seoTitle: `${stored} {companyName}` }, companyName)).toBe(`${stored.split('{companyName}').join(companyName)} ${companyName}`);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 200 }), company])('a derived title is the title, then the company name when there is one', (title, companyName) => {
    const derived = landingSeoTitle({ title, seoTitle: null }, companyName);
    expect(derived.startsWith(title)).toBe(true);
    expect(derived).toBe(companyName.trim() === '' ? title : `${title} · ${companyName.trim()}`);
  });

  test.prop([fc.constantFrom('en', 'ru', 'es', 'pt', 'tr', 'uk', 'de'), fc.constantFrom('en', 'ru', 'es', 'pt', 'tr', 'uk')])(
    'languages: the asked one first, each once, English always among them',
    (asked, siteDefault) => {
      const languages = landingLanguages(asked, siteDefault);
      expect(languages[0]).toBe(asked);
      expect(new Set(languages).size).toBe(languages.length);
      expect(languages).toContain('en');
      expect(languages).toContain(siteDefault);
    },
  );

  test.prop([fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,4}$/)])('every slug a route can hold is a landing slug', (slug) => {
    expect(isLandingSlug(slug)).toBe(true);
  });

  it.each([
    ['welcome-package', true],
    ['Welcome', false],
    ['-x', false],
    ['a--b', false],
    ['a/b', false],
    ['', false],
    ['x'.repeat(121), false],
  ])('isLandingSlug(%j) is %s', (slug, expected) => {
    expect(isLandingSlug(slug)).toBe(expected);
  });

  it('cuts a long summary at a word boundary', () => {
    const summary = `${'word '.repeat(40)}end`;
    const description = landingSeoDescription({ summary, seoDescription: null }, 'Site');
    expect(description).toMatch(/^(word )+word…$/);
  });
});
