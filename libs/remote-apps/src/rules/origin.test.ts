import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAllowList, mayEvaluate, normalizeOrigin, originOf } from './origin';

describe('mayEvaluate', () => {
  it.each([
    ['same origin by default', 'https://bet.example', defaultAllowList('https://bet.example'), true],
    ['another origin by default', 'https://evil.example', defaultAllowList('https://bet.example'), false],
    ['case and default port do not matter', 'HTTPS://Bet.Example:443', ['https://bet.example'], true],
    ['another port does', 'https://bet.example:8443', ['https://bet.example'], false],
    ['another scheme does', 'http://bet.example', ['https://bet.example'], false],
    ['an allow-listed partner', 'https://apps.partner.example', ['https://bet.example', 'https://apps.partner.example/'], true],
    ['a look-alike host', 'https://bet.example.evil.com', ['https://bet.example'], false],
    ['credentials in the URL', 'https://bet.example@evil.com', ['https://bet.example'], false],
    ['an opaque origin', 'null', ['null'], false],
    ['an empty allow-list', 'https://bet.example', [], false],
  ])('%s', (_label, appOrigin, allowList, expected) => {
    expect(mayEvaluate(appOrigin, allowList)).toBe(expected);
  });

  it('allows exactly the listed origins', () => {
    const arbOrigin = fc.tuple(fc.constantFrom('http', 'https'), fc.stringMatching(/^[a-z]{1,6}\.example$/)).map(([scheme, host]) => `${scheme}://${host}`);
    fc.assert(
      fc.property(arbOrigin, fc.array(arbOrigin, { maxLength: 4 }), (origin, list) => {
        expect(mayEvaluate(origin, list)).toBe(list.includes(origin));
      }),
    );
  });
});

describe('originOf', () => {
  it.each([
    ['/remote-apps/content/en', 'https://bet.example', 'https://bet.example'],
    ['https://cdn.example/app/en', 'https://bet.example', 'https://cdn.example'],
    ['//cdn.example/app', 'https://bet.example', 'https://cdn.example'],
    ['/remote-apps/footer/en', '', null],
  ])('%s from %s', (url, page, expected) => {
    expect(originOf(url, page)).toBe(expected);
  });

  it('normalises origins', () => {
    expect(normalizeOrigin('http://A.example:80/x')).toBe('http://a.example');
    expect(normalizeOrigin('https://a.example:444')).toBe('https://a.example:444');
    expect(normalizeOrigin('/relative')).toBeNull();
  });
});
