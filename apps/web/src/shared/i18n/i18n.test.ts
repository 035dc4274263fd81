import { describe, expect, it } from 'vitest';
import { dictionaries } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

describe('dictionaries', () => {
  it.each(Object.keys(dictionaries).filter((code) => code !== 'en'))('%s has exactly the texts en has', (code) => {
    expect(keysOf(dictionaries[code as keyof typeof dictionaries])).toEqual(keysOf(dictionaries.en));
  });
});
