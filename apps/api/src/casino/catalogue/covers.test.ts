import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, gameCoverSvg, hslHex, initialsOf, providerLogoSvg, svgEtag, wrapTitle } from './covers';

const words = fc.array(fc.stringMatching(/^[A-Za-z0-9'&<>"-]{1,16}$/), { minLength: 1, maxLength: 8 });

describe('covers', () => {
  it('wraps a title without losing, reordering or splitting a word, within the line limit', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 4, max: 20 }), fc.integer({ min: 1, max: 4 }), (parts, maxChars, maxLines) => {
        const lines = wrapTitle(parts.join(' '), maxChars, maxLines);
        expect(lines.join(' ')).toBe(parts.join(' '));
        expect(lines.length).toBeLessThanOrEqual(Math.min(maxLines, parts.length));
        // Only the last line may run long (it takes what did not fit), or a line that is one long word.
        lines.slice(0, -1).forEach((line) => expect(line.length <= maxChars || !line.includes(' ')).toBe(true));
      }),
    );
  });

  it('escapes every character XML gives a meaning', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
      }),
    );
  });

  it('draws the same cover for the same game, another for another id, with the names escaped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), words, (id, parts) => {
        const game = { id, name: parts.join(' '), providerName: 'Red & Fox <Gaming>' };
        const svg = gameCoverSvg(game);
        expect(gameCoverSvg({ ...game })).toBe(svg);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain('RED &amp; FOX &lt;GAMING&gt;');
        expect(svg).not.toContain('<Gaming>');
        expect(svgEtag(svg)).toBe(svgEtag(gameCoverSvg(game)));
      }),
    );
    const first = gameCoverSvg({ id: 1001, name: 'Fruit Five', providerName: 'Apex Originals' });
    const second = gameCoverSvg({ id: 1002, name: 'Fruit Five', providerName: 'Apex Originals' });
    expect(first).not.toBe(second);
    expect(svgEtag(first)).not.toBe(svgEtag(second));
    expect(first).toContain('aria-label="Fruit Five · Apex Originals"');
  });

  it.each([
    [0, 100, 50, '#ff0000'],
    [120, 100, 50, '#00ff00'],
    [240, 100, 50, '#0000ff'],
    [0, 0, 100, '#ffffff'],
    [200, 50, 0, '#000000'],
  ])('hsl(%i, %i%%, %i%%) is %s', (hue, saturation, lightness, hex) => {
    expect(hslHex(hue, saturation, lightness)).toBe(hex);
  });

  it('monograms a provider and draws its logo with the name', () => {
    expect(initialsOf('Northstar Games')).toBe('NG');
    expect(initialsOf('Bingo Hall Co')).toBe('BH');
    const logo = providerLogoSvg({ slug: 'bingo-hall', name: 'Bingo Hall Co' });
    expect(logo).toContain('>BH</text>');
    expect(logo).toContain('Bingo Hall Co');
    expect(providerLogoSvg({ slug: 'bingo-hall', name: 'Bingo Hall Co' })).toBe(logo);
  });
});
