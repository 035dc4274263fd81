import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/** Each digit as strokes in a 10 × 16 box. Drawn as paths, so the SVG's source never contains the digits as text. */
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

/**
 * An SVG of `answer`'s digits, each rotated, scaled, skewed and shifted at random, its points jittered, under noise
 * curves and dots. Coordinates are rounded to one decimal.
 */
export function renderCaptchaSvg(answer: string, random: RandomInt = randomInt): string {
  const between = (min: number, max: number) => min + (random(1001) / 1000) * (max - min);
  const width = CELL * answer.length + 24;
  const fmt = (value: number) => (Math.round(value * 10) / 10).toString();
  const paths: string[] = [];

  [...answer].forEach((digit, position) => {
    const glyph = GLYPHS[digit];
    if (!glyph) throw new Error('captcha answers are digits only');
    const angle = (between(-22, 22) * Math.PI) / 180;
    const scale = between(2.1, 2.7);
    const skew = between(-0.35, 0.35);
    const originX = 12 + position * CELL + between(2, 8);
    const originY = between(4, 12);
    const place = ([x, y]: Point): Point => {
      const jx = x + between(-0.5, 0.5) - 5 + skew * (y - 8);
      const jy = y + between(-0.5, 0.5) - 8;
      const rx = jx * Math.cos(angle) - jy * Math.sin(angle);
      const ry = jx * Math.sin(angle) + jy * Math.cos(angle);
      return [originX + 12 + rx * scale, originY + 20 + ry * scale];
    };
    for (const stroke of glyph) {
      const [first, ...rest] = stroke.map(place);
      if (!first) continue;
      const d = `M${fmt(first[0])} ${fmt(first[1])}` + rest.map(([x, y]) => ` L${fmt(x)} ${fmt(y)}`).join('');
      paths.push(`<path d="${d}" stroke="#1f2937" stroke-width="${fmt(between(2.2, 3.4))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  });

  const noise: string[] = [];
  const curves = 3 + answer.length;
  for (let index = 0; index < curves; index += 1) {
    noise.push(
      `<path d="M${fmt(between(0, width / 3))} ${fmt(between(0, HEIGHT))} Q${fmt(between(0, width))} ${fmt(between(0, HEIGHT))} ${fmt(between((2 * width) / 3, width))} ${fmt(between(0, HEIGHT))}" stroke="#6b7280" stroke-width="${fmt(between(1, 2))}" fill="none"/>`,
    );
  }
  for (let index = 0; index < answer.length * 8; index += 1) {
    noise.push(`<circle cx="${fmt(between(0, width))}" cy="${fmt(between(0, HEIGHT))}" r="${fmt(between(0.6, 1.6))}" fill="#4b5563"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f4f6"/>${paths.join('')}${noise.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
