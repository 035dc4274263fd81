import { describe, expect, it } from 'vitest';
import { maintenanceMessageLanguage } from './maintenance-language';

describe('maintenanceMessageLanguage', () => {
  it.each([
    ['az', 'ru'],
    ['kk', 'ru'],
    ['uk', 'ru'],
    ['ru', 'ru'],
    ['en', 'en'],
    ['de', 'en'],
    ['tr', 'en'],
  ])('%s → %s', (lng, expected) => {
    expect(maintenanceMessageLanguage(lng)).toBe(expected);
  });
});
