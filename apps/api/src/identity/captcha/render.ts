import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

type Point = readonly [number, number];

/** Each digit as strokes in a 10 × 16 box, drawn into pixels (renderCaptchaPixels). */
const GLYPHS: Readonly<Record<string, readonly (readonly Point[])[]>> = {
  '0': [[[2, 1], [8, 1], [9, 4], [9, 12], [8, 15], [2, 15], [1, 12], [1, 4], [2, 1]]],
  '1': [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  '2': [[[1, 4], [3, 1], [7, 1], [9, 4], [9, 6], [1, 15], [9, 15]]],
  '3': [[[1, 2], [9, 2], [5, 7], [8, 9], [9, 12], [7, 15], [3, 15], [1, 13]]],
  '4': [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  '5': [[[9, 1], [2, 1], [1, 7], [6, 6], [9, 9], [9, 12], [7, 15], [1, 14]]],
  '6': [[[8, 1], [4, 2], [1, 8], [1, 13], [3, 15], [7, 15], [9, 12], [8, 9], [5, 8], [1, 10]]],
  '7': [[[1, 1], [9, 1], [4, 15]]],
  '8': [[[5, 8], [2, 6], [2, 3], [4, 1], [6, 1], [8, 3], [8, 6], [5, 8], [1, 11], [2, 14], [4, 15], [6, 15], [8, 14], [9, 11], [5, 8]]],
  '9': [[[9, 6], [6, 8], [3, 7], [1, 4], [3, 1], [7, 1], [9, 4], [9, 10], [6, 15], [2, 15]]],
};

/** A source of integers in [0, max): crypto by default; tests pass a seeded one. */
export type RandomInt = (maxExclusive: number) => number;

export function randomDigits(count: number, random: RandomInt = randomInt): string {
  let digits = '';
  for (let index = 0; index < count; index += 1) digits += String(random(10));
  return digits;
}

const CELL = 36;
const HEIGHT = 64;
/** Ink and paper: digits and noise strokes share one ink, so no colour tells them apart. */
const PAPER = 236;
const INK = 40;

/** Distance from (px, py) to the segment a–b. */
function segmentDistance(px: number, py: number, a: Point, b: Point): number {
  const [ax, ay] = a;
  const dx = b[0] - ax;
  const dy = b[1] - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  const cx = ax + t * dx - px;
  const cy = ay + t * dy - py;
  return Math.sqrt(cx * cx + cy * cy);
}

/** A grey-level canvas: strokes are drawn with a soft edge (coverage by distance), darkest wins. */
class Canvas {
  readonly pixels: Float32Array;
  constructor(readonly width: number, readonly height: number) {
    this.pixels = new Float32Array(width * height).fill(PAPER);
  }

  stroke(points: readonly Point[], thickness: number, ink: number): void {
    const half = thickness / 2;
    for (let index = 1; index < points.length; index += 1) {
      const a = points[index - 1] as Point;
      const b = points[index] as Point;
      const left = Math.max(0, Math.floor(Math.min(a[0], b[0]) - half - 1));
      const right = Math.min(this.width - 1, Math.ceil(Math.max(a[0], b[0]) + half + 1));
      const top = Math.max(0, Math.floor(Math.min(a[1], b[1]) - half - 1));
      const bottom = Math.min(this.height - 1, Math.ceil(Math.max(a[1], b[1]) + half + 1));
      for (let y = top; y <= bottom; y += 1) {
        for (let x = left; x <= right; x += 1) {
          const coverage = Math.max(0, Math.min(1, half + 0.5 - segmentDistance(x + 0.5, y + 0.5, a, b)));
          if (coverage === 0) continue;
          const at = y * this.width + x;
          const value = PAPER - (PAPER - ink) * coverage;
          if (value < (this.pixels[at] as number)) this.pixels[at] = value;
        }
      }
    }
  }
}

/**
 * The captcha as a picture: `answer`'s digits, each rotated, scaled, skewed and shifted at random with jittered
 * points, crossed by noise curves of the same ink and thickness, then the whole image waved (a sine warp in both
 * directions) and speckled. Only pixels leave the server: the markup says nothing of the answer.
 */
export function renderCaptchaPixels(answer: string, random: RandomInt = randomInt): { width: number; height: number; pixels: Uint8Array } {
  const between = (min: number, max: number) => min + (random(1001) / 1000) * (max - min);
  const width = CELL * answer.length + 24;
  const canvas = new Canvas(width, HEIGHT);

  // Noise first and last: strokes under and over the digits.
  const curve = () => {
    const start: Point = [between(0, width / 3), between(4, HEIGHT - 4)];
    const control: Point = [between(0, width), between(0, HEIGHT)];
    const end: Point = [between((2 * width) / 3, width), between(4, HEIGHT - 4)];
    const points: Point[] = [];
    for (let step = 0; step <= 24; step += 1) {
      const t = step / 24;
      points.push([(1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0], (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1]]);
    }
    canvas.stroke(points, between(1.3, 2.1), INK + between(20, 70));
  };
  const curves = 1 + Math.ceil(answer.length / 2);
  for (let index = 0; index < Math.ceil(curves / 2); index += 1) curve();

  [...answer].forEach((digit, position) => {
    const glyph = GLYPHS[digit];
    if (!glyph) throw new Error('captcha answers are digits only');
    const angle = (between(-22, 22) * Math.PI) / 180;
    const scale = between(2.1, 2.7);
    const skew = between(-0.35, 0.35);
    const originX = 12 + position * CELL + between(2, 8);
    const originY = between(4, 12);
    const thickness = between(2.6, 3.4);
    const place = ([x, y]: Point): Point => {
      const jx = x + between(-0.5, 0.5) - 5 + skew * (y - 8);
      const jy = y + between(-0.5, 0.5) - 8;
      const rx = jx * Math.cos(angle) - jy * Math.sin(angle);
      const ry = jx * Math.sin(angle) + jy * Math.cos(angle);
      return [originX + 12 + rx * scale, originY + 20 + ry * scale];
    };
    for (const stroke of glyph) canvas.stroke(stroke.map(place), thickness, INK + between(0, 40));
  });
  for (let index = Math.ceil(curves / 2); index < curves; index += 1) curve();

  // The wave: each pixel is read from a place moved along two sine waves of random phase.
  const waveX = { amplitude: between(1, 2), period: between(24, 36), phase: between(0, 2 * Math.PI) };
  const waveY = { amplitude: between(1, 2.5), period: between(40, 70), phase: between(0, 2 * Math.PI) };
  const out = new Uint8Array(width * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = Math.round(x + waveX.amplitude * Math.sin((2 * Math.PI * y) / waveX.period + waveX.phase));
      const sy = Math.round(y + waveY.amplitude * Math.sin((2 * Math.PI * x) / waveY.period + waveY.phase));
      const source = sx >= 0 && sx < width && sy >= 0 && sy < HEIGHT ? (canvas.pixels[sy * width + sx] as number) : PAPER;
      // Grain over everything, and a few specks of ink.
      const grain = source + between(-18, 18);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(random(100) < 2 ? INK + between(0, 60) : grain)));
    }
  }
  return { width, height: HEIGHT, pixels: out };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit greyscale PNG of the pixels (filter 0 on every row, deflated). */
export function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) Buffer.from(pixels.buffer, pixels.byteOffset + y * width, width).copy(rows, y * (width + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array(0))]);
}

/** The captcha image as a PNG. */
export function renderCaptchaPng(answer: string, random: RandomInt = randomInt): Buffer {
  const { width, height, pixels } = renderCaptchaPixels(answer, random);
  return encodeGreyPng(width, height, pixels);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
