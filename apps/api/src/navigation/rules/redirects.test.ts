import { RedirectLightResponseSchema, isSameOriginPath } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_HOPS, resolveRedirect, type RedirectRule } from './redirects';

let nextId = 1;
const rule = (fromPath: string, toPath: string, options: Partial<Omit<RedirectRule, 'fromPath' | 'toPath'>> = {}): RedirectRule => ({
  id: nextId++,
  fromPath,
  toPath,
  match: 'exact',
  code: 301,
  reason: `${fromPath} → ${toPath}`,
  ...options,
});

const rules: RedirectRule[] = [
  rule('/{lng}/promo/welcome-2023', '/{lng}/promotions/welcome', { reason: 'old promo page' }),
  rule('/{lng}/old-news', '/{lng}/news', { match: 'prefix', reason: 'news moved' }),
  rule('/en/special', '/en/promotions/special?from=special', { code: 302, reason: 'english special' }),
  rule('/{lng}/a', '/{lng}/b', { reason: 'a→b' }),
  rule('/{lng}/b', '/{lng}/c', { code: 302, reason: 'b→c' }),
  rule('/{lng}/loop1', '/{lng}/loop2', { reason: 'loop 1→2' }),
  rule('/{lng}/loop2', '/{lng}/loop1', { reason: 'loop 2→1' }),
  rule('/{lng}/casino', '/{lng}/slots', { match: 'prefix', reason: 'casino → slots' }),
  rule('/{lng}/casino/vip', '/{lng}/vip', { reason: 'vip page' }),
  rule('/legacy', '/{lng}/nowhere', { reason: 'broken: {lng} without a source language' }),
  rule('/{lng}/no-reason', '/{lng}', { reason: '' }),
];

describe('resolveRedirect', () => {
  it.each([
    ['/en/promo/welcome-2023', 301, '/en/promotions/welcome', ['old promo page']],
    ['/ru/promo/welcome-2023?utm_source=mail', 301, '/ru/promotions/welcome?utm_source=mail', ['old promo page']],
    ['/en/promo/welcome-2023/', 301, '/en/promotions/welcome', ['old promo page']],
    ['/en/old-news/2020/item?x=1', 301, '/en/news/2020/item?x=1', ['news moved']],
    ['/en/special?a=1', 302, '/en/promotions/special?from=special&a=1', ['english special']],
    ['/en/a', 302, '/en/c', ['a→b', 'b→c']],
    ['/en/loop1', 301, '/en/loop2', ['loop 1→2']],
    ['/en/casino/vip', 301, '/en/vip', ['vip page']],
    ['/en/casino/slots/book', 301, '/en/slots/slots/book', ['casino → slots']],
    ['/en/no-reason#top', 301, '/en#top', [`redirect rule ${rules[10]?.id}`]],
  ])('%s → %i %s', (url, code, target, reasons) => {
    const result = resolveRedirect(rules, url);
    expect(result).toMatchObject({ redirect: true, code, url: target, reasons });
    expect(result.breadcrumbs.at(-1)?.url).toBe(target);
  });

  it.each(['/en/promo/welcome-2024', '/eng/promo/welcome-2023', '/en/old-newsletter', '/ru/special', '/legacy', '/', '//evil.com', 'https://evil.com/en/a'])(
    '%s does not redirect',
    (url) => {
      expect(resolveRedirect(rules, url)).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
    },
  );

  it('lists every hop as a breadcrumb', () => {
    expect(resolveRedirect(rules, '/en/a').breadcrumbs).toEqual([
      { title: 'a→b', url: '/en/b' },
      { title: 'b→c', url: '/en/c' },
    ]);
  });

  it(`follows at most ${MAX_REDIRECT_HOPS} hops`, () => {
    const chain = Array.from({ length: 8 }, (_, index) => rule(`/{lng}/step${index}`, `/{lng}/step${index + 1}`));
    const result = resolveRedirect(chain, '/en/step0');
    expect(result.url).toBe(`/en/step${MAX_REDIRECT_HOPS}`);
    expect(result.reasons).toHaveLength(MAX_REDIRECT_HOPS);
  });

  // Rule sets drawn from a small vocabulary so that rules chain, overlap and loop.
  const arbSegment = fc.constantFrom('a', 'b', 'c', 'promo', '{lng}', 'en', '..', '%2F', '.');
  const arbPattern = fc.array(arbSegment, { maxLength: 3 }).map((segments) => `/${segments.join('/')}`);
  const arbRules = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      fromPath: arbPattern,
      toPath: fc.tuple(arbPattern, fc.constantFrom('', '?x=1', '#h')).map(([path, tail]) => `${path}${tail}`),
      match: fc.constantFrom('exact' as const, 'prefix' as const),
      code: fc.constantFrom(301 as const, 302 as const),
      reason: fc.string({ maxLength: 5 }),
    }),
    { selector: (generated) => generated.id, maxLength: 8 },
  );
  const arbUrl = fc.oneof(
    fc.tuple(fc.array(fc.constantFrom('a', 'b', 'c', 'promo', 'en', 'ru'), { maxLength: 4 }), fc.constantFrom('', '?q=1')).map(([segments, query]) => `/${segments.join('/')}${query}`),
    fc.string(),
  );

  it('always answers a valid redirect result with a same-origin target, within the hop limit', () => {
    fc.assert(
      fc.property(arbRules, arbUrl, (generated, url) => {
        const result = resolveRedirect(generated, url);
        expect(RedirectLightResponseSchema.safeParse(result).success).toBe(true);
        expect(result.reasons.length).toBeLessThanOrEqual(MAX_REDIRECT_HOPS);
        if (result.url !== null) expect(isSameOriginPath(result.url)).toBe(true);
      }),
    );
  });

  it('does not depend on the order the rules were read in', () => {
    const arbRulesTwice = arbRules.chain((generated) => fc.tuple(fc.constant(generated), fc.shuffledSubarray(generated, { minLength: generated.length })));
    fc.assert(
      fc.property(arbRulesTwice, arbUrl, ([generated, shuffled], url) => {
        expect(resolveRedirect(shuffled, url)).toEqual(resolveRedirect(generated, url));
      }),
    );
  });
});
