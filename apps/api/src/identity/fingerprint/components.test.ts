import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalComponents, componentsHash } from './components';

const name = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null));
const components = fc.dictionary(name, value, { minKeys: 1, maxKeys: 12 });

describe('fingerprint components hash', () => {
  it('does not depend on the order the browser listed the components in', () => {
    fc.assert(
      fc.property(components, (input) => {
        const reversed = Object.fromEntries(Object.entries(input).reverse());
        expect(componentsHash(reversed)).toBe(componentsHash(input));
      }),
    );
  });

  it('changes when a component is added or changes value', () => {
    fc.assert(
      fc.property(components, name, value, (input, key, changed) => {
        fc.pre(!(Object.hasOwn(input, key) && Object.is(input[key], changed)));
        expect(componentsHash({ ...input, [key]: changed })).not.toBe(componentsHash(input));
      }),
    );
  });

  it.each([
    [{ a: 1, b: 'x' }, '[["a",1],["b","x"]]'],
    [{ b: 'x', a: 1 }, '[["a",1],["b","x"]]'],
    [{ tz: null }, '[["tz",null]]'],
    // The string "1" and the number 1 are different components.
    [{ a: '1' }, '[["a","1"]]'],
  ])('canonical form of %o', (input, canonical) => {
    expect(canonicalComponents(input)).toBe(canonical);
  });

  it('is a SHA-256 in hex', () => {
    expect(componentsHash({ screen: '1920x1080' })).toMatch(/^[0-9a-f]{64}$/);
  });
});
