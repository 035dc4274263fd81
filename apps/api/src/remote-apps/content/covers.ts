/**
 * Cover pictures of the seeded content: drawn SVGs (1200 × 630, the Open Graph size) at
 * `/remote-apps/content/covers/{name}.svg`, so the demo site has covers without image files. The name picks the
 * colours and the motif; nothing of it is written into the picture. A stored cover may be any same-origin path.
 */
export const COVER_ROUTE = '/remote-apps/content/covers/:file';
export const COVER_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

export const coverPath = (name: string) => `/remote-apps/content/covers/${name}.svg`;

/** FNV-1a: a stable small hash of the name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const FIRST_PALETTE = ['#0f2742', '#1f6fdc', '#7cc4ff'] as const;
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  FIRST_PALETTE,
  ['#14281d', '#1f9d55', '#9ae6b4'],
  ['#2a1436', '#8e44ad', '#e0b3ff'],
  ['#3a1a0f', '#d35400', '#ffc48a'],
  ['#0e2a2f', '#138d90', '#8ff0ea'],
  ['#2d0f1c', '#c0392b', '#ffb3a7'],
  ['#23220c', '#b7950b', '#fff1a8'],
];

/** Shapes drawn over the gradient: a pitch, a wheel, rising bars, a ball, a court. */
const pitch = (light: string) =>
    `<g fill="none" stroke="${light}" stroke-opacity=".35" stroke-width="6"><rect x="160" y="95" width="880" height="440" rx="8"/><line x1="600" y1="95" x2="600" y2="535"/><circle cx="600" cy="315" r="90"/><rect x="160" y="215" width="120" height="200"/><rect x="920" y="215" width="120" height="200"/></g>`;
const MOTIFS: ReadonlyArray<(light: string) => string> = [
  pitch,
  (light) =>
    `<g fill="none" stroke="${light}" stroke-opacity=".35" stroke-width="6"><circle cx="820" cy="315" r="220"/><circle cx="820" cy="315" r="150"/><circle cx="820" cy="315" r="70"/>${Array.from({ length: 12 }, (_, index) => {
      const angle = (index * Math.PI) / 6;
      return `<line x1="${(820 + 70 * Math.cos(angle)).toFixed(1)}" y1="${(315 + 70 * Math.sin(angle)).toFixed(1)}" x2="${(820 + 220 * Math.cos(angle)).toFixed(1)}" y2="${(315 + 220 * Math.sin(angle)).toFixed(1)}"/>`;
    }).join('')}</g>`,
  (light) =>
    `<g fill="${light}" fill-opacity=".3">${[180, 260, 220, 330, 290, 400, 360, 460]
      .map((height, index) => `<rect x="${170 + index * 112}" y="${560 - height}" width="72" height="${height}" rx="10"/>`)
      .join('')}</g><polyline fill="none" stroke="${light}" stroke-opacity=".6" stroke-width="8" points="206,360 318,300 430,330 542,230 654,260 766,150 878,190 990,90"/>`,
  (light) =>
    `<g fill="none" stroke="${light}" stroke-opacity=".35" stroke-width="6"><circle cx="860" cy="315" r="200"/><path d="M700 195c80 60 80 180 0 240M1020 195c-80 60-80 180 0 240"/></g><g fill="${light}" fill-opacity=".15"><circle cx="260" cy="160" r="40"/><circle cx="360" cy="470" r="26"/></g>`,
  (light) =>
    `<g fill="none" stroke="${light}" stroke-opacity=".35" stroke-width="6"><rect x="240" y="80" width="720" height="470"/><line x1="240" y1="315" x2="960" y2="315"/><line x1="360" y1="80" x2="360" y2="550"/><line x1="840" y1="80" x2="840" y2="550"/><line x1="360" y1="200" x2="840" y2="200"/><line x1="360" y1="430" x2="840" y2="430"/><line x1="600" y1="200" x2="600" y2="430"/></g>`,
];

/** Motifs by a word of the name (index into MOTIFS); a name with none of them gets one by its hash. */
const MOTIF_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/football|goals|handicap|cup/, 0],
  [/casino|slots|crash|fair|poker|drops|wheel|fastgames/, 1],
  [/odds|value|bankroll|accumulator|system|calculator|cashback|reload/, 2],
  [/cricket|ipl|t20|birthday/, 3],
  [/tennis|awards/, 4],
];

export function coverSvg(name: string): string {
  const value = hash(name);
  const [dark, mid, light] = PALETTES[value % PALETTES.length] ?? FIRST_PALETTE;
  const byWord = MOTIF_WORDS.find(([words]) => words.test(name))?.[1];
  const motif = MOTIFS[byWord ?? (value >>> 8) % MOTIFS.length] ?? pitch;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<radialGradient id="r" cx=".85" cy=".1" r=".8"><stop offset="0" stop-color="${light}" stop-opacity=".35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#r)"/>${motif(light)}</svg>`
  );
}
