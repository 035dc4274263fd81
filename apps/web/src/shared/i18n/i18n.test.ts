import { hasPage, routeTable } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const languages = Object.keys(dictionaries) as (keyof typeof dictionaries)[];

describe('dictionaries', () => {
  it.each(languages.filter((code) => code !== 'en'))('%s has exactly the texts en has', (code) => {
    expect(keysOf(dictionaries[code].translation)).toEqual(keysOf(dictionaries.en.translation));
    expect(Object.keys(dictionaries[code].routes).sort()).toEqual(Object.keys(dictionaries.en.routes).sort());
  });

  it.each(languages)('%s names every page of the routing table', (code) => {
    const titled = new Set(Object.keys(dictionaries[code].routes));
    expect(routeTable.filter((route) => hasPage(route) && !titled.has(route.id)).map((route) => route.id)).toEqual([]);
  });
});
