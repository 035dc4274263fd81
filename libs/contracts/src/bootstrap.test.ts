import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapJson, DEFAULT_BOOTSTRAP_DATA, parseBootstrapJson, type BootstrapData } from './bootstrap';

const arbBootstrap: fc.Arbitrary<BootstrapData> = fc.record({
  showsCookiePopup: fc.boolean(),
  hasSession: fc.boolean(),
  countryCode: fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: null }),
  termsChanged: fc.boolean(),
  banLevel: fc.nat(100),
  banVersion: fc.nat(3),
});

describe('bootstrap data', () => {
  test.prop([arbBootstrap])('reads back what the server wrote, and the text never holds "<"', (data) => {
    const text = bootstrapJson(data);
    expect(text).not.toContain('<');
    expect(parseBootstrapJson(text)).toEqual(data);
  });

  it.each([null, undefined, '', 'not json', '{"hasSession":"yes"}', '[]'])('reads %j as the defaults (a guest)', (text) => {
    expect(parseBootstrapJson(text)).toEqual(DEFAULT_BOOTSTRAP_DATA);
  });

  it('refuses to write data outside its contract', () => {
    expect(() => bootstrapJson({ ...DEFAULT_BOOTSTRAP_DATA, countryCode: 'russia' })).toThrow();
  });
});
