import { describe, expect, it } from 'vitest';
import { ConfigAllQuerySchema, ConfigAllResponseSchema } from './site-config';
import { configAllFixture, siteConfigFixture } from '../testing';

describe('config/all.json contract', () => {
  it('accepts a complete response', () => {
    expect(ConfigAllResponseSchema.safeParse(configAllFixture()).success).toBe(true);
  });

  it.each([
    ['no languages', { languages: [] }],
    ['a three-letter language', { languages: [{ id: 1, code: 'eng', name: 'English', nativeName: 'English', hiddenForGuests: false }] }],
    ['a site config without a company name', { siteConfig: siteConfigFixture({ companyName: '' }) }],
    ['a brand-book entry that is not a custom property', { siteConfig: siteConfigFixture({ brandBook: [{ css_prop: 'color', css_value: 'red' }] }) }],
  ])('rejects %s', (_label, overrides) => {
    expect(ConfigAllResponseSchema.safeParse({ ...configAllFixture(), ...overrides }).success).toBe(false);
  });

  it.each([
    [{ lang: 'ru' }, true],
    [{}, true],
    [{ lang: 'RU' }, false],
    [{ lang: 'rus' }, false],
  ])('query %j valid: %s', (query, valid) => {
    expect(ConfigAllQuerySchema.safeParse(query).success).toBe(valid);
  });
});
