import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BootstrapDataSchema, bootstrapJson, type BootstrapData } from './bootstrap';
import { DEFAULT_BOOTSTRAP_DATA, parseBootstrapJson } from './bootstrap-read';

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

  // Anything JSON can carry in each field, the contract's values more often than not.
  const arbField = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.jsonValue() });
  const arbObject = fc.record(
    {
      showsCookiePopup: arbField(fc.boolean()),
      hasSession: arbField(fc.boolean()),
      countryCode: arbField(fc.option(fc.oneof(fc.stringMatching(/^[A-Z]{2}$/), fc.string({ maxLength: 3 })), { nil: null })),
      termsChanged: arbField(fc.boolean()),
      banLevel: arbField(fc.oneof(fc.integer({ min: -3, max: 100 }), fc.double())),
      banVersion: arbField(fc.nat(3)),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );
  test.prop([fc.oneof({ weight: 4, arbitrary: arbObject }, { weight: 1, arbitrary: fc.jsonValue() })])('reads exactly what the schema accepts, as the schema parses it', (value) => {
    const parsed = BootstrapDataSchema.safeParse(value);
    expect(parseBootstrapJson(JSON.stringify(value))).toEqual(parsed.success ? parsed.data : DEFAULT_BOOTSTRAP_DATA);
  });

  it('refuses to write data outside its contract', () => {
    expect(() => bootstrapJson({ ...DEFAULT_BOOTSTRAP_DATA, countryCode: 'russia' })).toThrow();
  });
});
