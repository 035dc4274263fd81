import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomDigits, renderCaptchaSvg, svgDataUrl } from './render';

/** A repeatable source of integers (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

describe('captcha image', () => {
  it('is an SVG of paths only: no text, font or script, for any answer', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,6}$/), fc.integer(), (answer, seed) => {
        const svg = renderCaptchaSvg(answer, seeded(seed));
        return svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && !/<text|font|<script|<foreignObject/i.test(svg) && (svg.match(/<path /g) ?? []).length >= answer.length;
      }),
      { numRuns: 200 },
    );
  });

  it('draws differently for different answers and for the same answer twice', () => {
    expect(renderCaptchaSvg('1234', seeded(1))).not.toBe(renderCaptchaSvg('1235', seeded(1)));
    expect(renderCaptchaSvg('1234', seeded(1))).not.toBe(renderCaptchaSvg('1234', seeded(2)));
    expect(renderCaptchaSvg('1234', seeded(1))).toBe(renderCaptchaSvg('1234', seeded(1)));
  });

  it('refuses anything but digits', () => {
    expect(() => renderCaptchaSvg('12a4', seeded(1))).toThrow(/digits/);
  });

  it('draws answers of the asked length and wraps the image as a data URL', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.integer(), (count, seed) => new RegExp(`^\\d{${count}}$`).test(randomDigits(count, seeded(seed)))));
    expect(svgDataUrl('<svg/>')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });
});
