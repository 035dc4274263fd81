import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attrs, escapeHtml, fillPlaceholders, inlineHtml, safeCss, safeHref } from './html';

/** What is left of HTML once the only tags inlineHtml may write (`<a href="…">`, `</a>`) are taken out. */
const withoutOwnLinks = (html: string) => html.replace(/<a href="[^"<>]*">/g, '').replace(/<\/a>/g, '');

describe('html', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });

  it('writes attributes escaped, bare for true and not at all for false or undefined', () => {
    expect(attrs({ href: '/en?a=1&b="2"', required: true, hidden: false, title: undefined, width: 96 })).toBe(' href="/en?a=1&amp;b=&quot;2&quot;" required width="96"');
  });

  it.each([
    ['/en/information/about', '/en/information/about'],
    ['/en/information?x=1#top', '/en/information?x=1#top'],
    ['mailto:support@apexbet.example', 'mailto:support@apexbet.example'],
    ['tel:+44 20 7946 0321', 'tel:+442079460321'],
  ])('accepts the link target %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'https://evil.example', '/\\evil.example', 'mailto:x"onmouseover=1@a.b', 'tel:abc', 'data:text/html,<b>', ''])(
    'refuses the link target %s',
    (href) => {
      expect(safeHref(href)).toBeUndefined();
    },
  );

  it('turns [label](target) into a link only for a safe target, and fills placeholders first', () => {
    expect(inlineHtml('See [the rules](/{lng}/information/rules/1) at {companyName}.', { lng: 'en', companyName: 'Apex & Co' })).toBe(
      'See <a href="/en/information/rules/1">the rules</a> at Apex &amp; Co.',
    );
    expect(inlineHtml('[click](javascript:alert(1))', {})).toBe('click)');
    expect(inlineHtml('[x](//evil.example)', {})).toBe('x');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillPlaceholders('{companyName} {unknown}', { companyName: 'A' })).toBe('A {unknown}');
  });

  it('never lets stored text write a tag of its own', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', '[', ']', '(', ')', '/', 'a', 'j', ':', ' ', '{', '}', 'e', 'n') }), (text) => {
        const html = withoutOwnLinks(inlineHtml(text, { lng: 'en' }));
        expect(html).not.toMatch(/[<>]/);
      }),
    );
  });

  it('keeps CSS from closing its style element', () => {
    expect(safeCss('a{color:red}</style><script>x</script>')).not.toContain('<');
  });
});
