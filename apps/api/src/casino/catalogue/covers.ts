import { hash32, rng } from '../../line';

/**
 * Game covers and provider logos drawn as SVG on the server, so lobby tiles look like a casino without external
 * images. Everything is a function of the id (colours, shapes) and the names: the same game always gets the same
 * picture, so answers are cacheable.
 */

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** `hsl(h, s%, l%)` as `#rrggbb` (some SVG renderers read only hex colours). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Words in lines of at most `maxChars` (a longer word keeps a line of its own), at most `maxLines` (the rest joins the last). */
export function wrapTitle(title: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 1 + word.length <= maxChars || lines.length === maxLines)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The cover of a game tile, 320×240. */
export function gameCoverSvg(game: { readonly id: number; readonly name: string; readonly providerName: string }): string {
  const next = rng(hash32('cover', game.id));
  const hue = Math.floor(next() * 360);
  const second = (hue + 40 + Math.floor(next() * 80)) % 360;
  const light = hslHex(hue, 70, 42);
  const dark = hslHex(second, 70, 20);
  const accent = hslHex((hue + 180) % 360, 90, 65);
  const circles = Array.from({ length: 6 }, () => {
    const cx = Math.round(next() * 320);
    const cy = Math.round(next() * 240);
    const r = Math.round(18 + next() * 70);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.04 + next() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const lines = wrapTitle(game.name, 13);
  const longest = Math.max(...lines.map((line) => line.length));
  // Bold glyphs run about 0.62 em wide: the longest line fits 270 of the 320 px.
  const size = Math.min(36, Math.floor(270 / (0.62 * longest)));
  const top = 112 - ((lines.length - 1) * size * 1.1) / 2;
  const title = lines.map((line, index) => `<tspan x="160" y="${Math.round(top + index * size * 1.1)}">${escapeXml(line)}</tspan>`).join('');
  const initial = escapeXml(game.name.trim().charAt(0).toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(`${game.name} · ${game.providerName}`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="320" height="240" fill="url(#bg)"/>${circles}<rect width="320" height="240" fill="url(#glow)"/>`,
    `<text x="300" y="228" text-anchor="end" font-family="${FONT}" font-size="170" font-weight="900" fill="#fff" fill-opacity="0.1">${initial}</text>`,
    `<rect x="24" y="194" width="40" height="4" rx="2" fill="${accent}"/>`,
    `<text text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="3" paint-order="stroke">${title}</text>`,
    `<text x="24" y="220" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="1.5" fill="#fff" fill-opacity="0.85">${escapeXml(game.providerName.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

/** Initials of a studio: the first letters of its first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A provider's logo, 240×96: a monogram and the name. */
export function providerLogoSvg(provider: { readonly slug: string; readonly name: string }): string {
  const hue = hash32('logo', provider.slug) % 360;
  const lines = wrapTitle(provider.name, 12, 2);
  const longest = Math.max(...lines.map((line) => line.length));
  // The name has 136 px beside the monogram.
  const size = Math.min(20, Math.floor(136 / (0.62 * longest)));
  const top = 48 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const name = lines.map((line, index) => `<tspan x="92" y="${Math.round(top + index * size * 1.15)}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(provider.name)}">`,
    `<rect width="240" height="96" rx="14" fill="${hslHex(hue, 35, 16)}"/>`,
    `<circle cx="48" cy="48" r="30" fill="${hslHex(hue, 75, 50)}"/>`,
    `<text x="48" y="56" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff">${escapeXml(initialsOf(provider.name))}</text>`,
    `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${name}</text>`,
    '</svg>',
  ].join('');
}

/** A strong validator for an SVG answer (the content is a function of the id and names). */
export const svgEtag = (svg: string): string => `"${hash32(svg).toString(16)}-${svg.length.toString(16)}"`;
