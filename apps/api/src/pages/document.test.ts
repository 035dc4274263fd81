import { DEFAULT_BOOTSTRAP_DATA, type ConfigAllResponse } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { TEMPLATE } from '../testing/app.fixture';
import { bootAfterFirstPaint, documentRenderer, renderDocument, type DocumentParts } from './document';

/** The web build's index.html as Vite writes it (the parts the server fills in, between the rest). */
const BUILT = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Sportsbook</title>
    <script type="module" crossorigin src="/assets/index-DEsM6yo2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/C-4ZDDTS.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const text = fc.string({ unit: fc.constantFrom('a', '<', '>', '&', '"', "'", '$&', "$'", '$1', '</head>', '<div id="root"></div>', 'я'), maxLength: 8 });
const config = (brandBook: { css_prop: string; css_value: string }[], themeColor: string) =>
  ({ siteConfig: { brandBook, pwa: { enabled: true, themeColor } } }) as unknown as ConfigAllResponse;

const parts: fc.Arbitrary<DocumentParts> = fc.record(
  {
    lng: fc.constantFrom('en', 'ru', 'x"y'),
    title: text,
    config: fc.tuple(fc.array(fc.record({ css_prop: fc.constantFrom('--brand-a', '--brand-b'), css_value: text }), { maxLength: 2 }), text).map(([brandBook, themeColor]) => config(brandBook, themeColor)),
    body: text,
    // Tags for the head never hold the root's markup (they are escaped); renderDocument would fill that one instead.
    head: text.filter((head) => !head.includes('<div id="root"></div>')),
    appearance: fc.record({ theme: fc.constantFrom('light' as const, 'dark' as const), rootFontSizePx: fc.integer({ min: 10, max: 24 }) }),
    bootstrap: fc.record({ hasSession: fc.boolean(), termsChanged: fc.boolean() }).map((flags) => ({ ...DEFAULT_BOOTSTRAP_DATA, ...flags })),
  },
  { requiredKeys: ['lng', 'title', 'config'] },
);

describe('the document renderer made once per template', () => {
  test.prop([fc.constantFrom(BUILT, TEMPLATE, '<html><body>no markers</body></html>'), parts])('writes what renderDocument writes', (template, page) => {
    expect(documentRenderer(template)(page)).toBe(renderDocument(template, page));
  });
});

describe('a server-rendered page boots after its first paint', () => {
  const page = renderDocument(BUILT.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head>'), {
    lng: 'en',
    title: 'Home',
    config: config([], '#000'),
    body: '<main><h1>Top matches</h1></main>',
    head: '<link rel="stylesheet" crossorigin href="/assets/home.css"><link rel="modulepreload" crossorigin href="/assets/home.js">',
  });

  it('fetches no script before the view has painted, and then the entry with every chunk it was to preload', () => {
    const booted = bootAfterFirstPaint(page);
    const head = booted.slice(0, booted.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/C-4ZDDTS.css">');
    expect(head).toContain('/assets/home.css');
    expect(booted).toContain('<main><h1>Top matches</h1></main>');
    const loader = /<script type="module">(.*?)<\/script>\s*<\/body>/s.exec(booted)?.[1] ?? '';
    expect(loader).toContain('["/assets/vendor.js","/assets/home.js"]');
    expect(loader).toContain('import("/assets/index-DEsM6yo2.js")');
    // After the first contentful paint is recorded; the next frame where the paint timing is not reported.
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain('requestAnimationFrame');
  });

  it('leaves a page alone that has no single entry script', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(bootAfterFirstPaint(plain)).toBe(plain);
  });
});
