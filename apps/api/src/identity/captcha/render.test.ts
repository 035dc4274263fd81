import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeGreyPng, pngDataUrl, randomDigits, renderCaptchaPixels, renderCaptchaPng } from './render';

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

/** The PNG's chunks by type (each checked against its CRC by decoding it again). */
function chunksOf(png: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Buffer>();
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  return chunks;
}

describe('captcha image', () => {
  it('is a greyscale PNG whose rows are the pixels drawn, for any answer', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,6}$/), fc.integer(), (answer, seed) => {
        const png = renderCaptchaPng(answer, seeded(seed));
        const { width, height, pixels } = renderCaptchaPixels(answer, seeded(seed));
        const chunks = chunksOf(png);
        const header = chunks.get('IHDR') as Buffer;
        const rows = inflateSync(chunks.get('IDAT') as Buffer);
        const unfiltered = Buffer.concat(Array.from({ length: height }, (_, y) => rows.subarray(y * (width + 1) + 1, (y + 1) * (width + 1))));
        return png.subarray(1, 4).toString('latin1') === 'PNG' && header.readUInt32BE(0) === width && header.readUInt32BE(4) === height && header[9] === 0 && unfiltered.equals(Buffer.from(pixels));
      }),
      { numRuns: 30 },
    );
  });

  it('has ink and paper, and no run of pure colour a program could key on', () => {
    const { pixels } = renderCaptchaPixels('2741', seeded(7));
    const dark = pixels.filter((value) => value < 120).length;
    expect(dark / pixels.length).toBeGreaterThan(0.05);
    expect(dark / pixels.length).toBeLessThan(0.6);
    // Grain: the paper is not one value.
    expect(new Set(pixels).size).toBeGreaterThan(40);
  });

  it('draws differently for different answers and for the same answer twice', () => {
    expect(renderCaptchaPng('1234', seeded(1)).equals(renderCaptchaPng('1235', seeded(1)))).toBe(false);
    expect(renderCaptchaPng('1234', seeded(1)).equals(renderCaptchaPng('1234', seeded(2)))).toBe(false);
    expect(renderCaptchaPng('1234', seeded(1)).equals(renderCaptchaPng('1234', seeded(1)))).toBe(true);
  });

  it('refuses anything but digits', () => {
    expect(() => renderCaptchaPng('12a4', seeded(1))).toThrow(/digits/);
  });

  it('draws answers of the asked length and wraps the image as a data URL', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.integer(), (count, seed) => new RegExp(`^\\d{${count}}$`).test(randomDigits(count, seeded(seed)))));
    expect(pngDataUrl(encodeGreyPng(1, 1, new Uint8Array([0])))).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
