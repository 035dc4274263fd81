/**
 * The wheel games' pictures: inline SVG (decorative inside their cells, which carry the names), the Fortuna wheel
 * drawn from the lib's segments (each arc proportional to its weight).
 */
import { FORTUNA_SEGMENTS, FORTUNA_WEIGHT_TOTAL } from '@betting/games';

const svg = (body: string, view = '0 0 64 64') => `<svg viewBox="${view}" width="100%" height="100%" aria-hidden="true" focusable="false">${body}</svg>`;

export const CHEST_PICTURE = svg(
  '<rect x="8" y="26" width="48" height="30" rx="4" fill="#8b5a2b" stroke="#5c3a17" stroke-width="2"/><path d="M8 30 C8 14 56 14 56 30 Z" fill="#a0692f" stroke="#5c3a17" stroke-width="2"/><rect x="8" y="28" width="48" height="6" fill="#f2b705"/><rect x="27" y="30" width="10" height="12" rx="2" fill="#f2b705" stroke="#8a6500" stroke-width="2"/><rect x="16" y="26" width="4" height="30" fill="#f2b705" opacity=".8"/><rect x="44" y="26" width="4" height="30" fill="#f2b705" opacity=".8"/>',
);
export const SAFE_PICTURE = svg(
  '<rect x="6" y="6" width="52" height="52" rx="6" fill="#64748b" stroke="#334155" stroke-width="3"/><rect x="12" y="12" width="40" height="40" rx="4" fill="#475569"/><circle cx="32" cy="32" r="12" fill="#cbd5e1" stroke="#1e293b" stroke-width="2"/><path d="M32 22 V26 M32 38 V42 M22 32 H26 M38 32 H42" stroke="#1e293b" stroke-width="2"/><circle cx="32" cy="32" r="3" fill="#1e293b"/><rect x="48" y="24" width="6" height="16" rx="2" fill="#94a3b8"/>',
);
export const EGG_PICTURE = svg(
  '<path d="M32 4 C46 4 54 26 54 40 C54 53 44 60 32 60 C20 60 10 53 10 40 C10 26 18 4 32 4 Z" fill="#16a34a" stroke="#14532d" stroke-width="2"/><path d="M18 28 L24 24 L30 28 L36 24 L42 28 L48 24" stroke="#bbf7d0" stroke-width="2" fill="none"/><path d="M14 42 L20 38 L26 42 L32 38 L38 42 L44 38 L50 42" stroke="#bbf7d0" stroke-width="2" fill="none"/><ellipse cx="24" cy="16" rx="4" ry="6" fill="#fff" opacity=".35"/>',
);
export const CARD_BACK_PICTURE = svg(
  '<rect x="6" y="4" width="52" height="56" rx="6" fill="#1e3a8a" stroke="#93c5fd" stroke-width="2"/><rect x="12" y="10" width="40" height="44" rx="4" fill="none" stroke="#60a5fa" stroke-width="2" stroke-dasharray="4 3"/><text x="32" y="42" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="800" fill="#dbeafe">?</text>',
);

export const MEMORY_PICTURES: Readonly<Record<string, string>> = {
  moon: svg('<path d="M40 8 A24 24 0 1 0 56 44 A18 18 0 1 1 40 8 Z" fill="#fde68a" stroke="#ca8a04" stroke-width="2"/>'),
  star: svg('<polygon points="32,5 40,24 60,25 44,38 50,58 32,47 14,58 20,38 4,25 24,24" fill="#fab005" stroke="#e67700" stroke-width="2"/>'),
  clover: svg('<g fill="#2f9e44"><circle cx="24" cy="24" r="10"/><circle cx="40" cy="24" r="10"/><circle cx="24" cy="40" r="10"/><circle cx="40" cy="40" r="10"/></g><path d="M32 32 L42 56" stroke="#1e6b2e" stroke-width="4" stroke-linecap="round"/>'),
  horseshoe: svg('<path d="M16 10 C6 30 10 56 32 56 C54 56 58 30 48 10" stroke="#94a3b8" stroke-width="10" fill="none" stroke-linecap="round"/><g fill="#1e293b"><circle cx="14" cy="26" r="2"/><circle cx="50" cy="26" r="2"/><circle cx="18" cy="42" r="2"/><circle cx="46" cy="42" r="2"/></g>'),
  diamond: svg('<polygon points="14,22 24,10 40,10 50,22 32,56" fill="#4dabf7" stroke="#1864ab" stroke-width="2"/><polygon points="14,22 50,22 32,56" fill="#a5d8ff" opacity=".7"/>'),
  crown: svg('<polygon points="8,48 12,18 24,32 32,12 40,32 52,18 56,48" fill="#fcc419" stroke="#e67700" stroke-width="2"/><rect x="8" y="48" width="48" height="8" rx="2" fill="#e67700"/>'),
};

const COLOURS: Readonly<Record<number, readonly [string, string]>> = {
  0: ['#334155', '#e2e8f0'],
  400: ['#0e7490', '#ffffff'],
  800: ['#0f766e', '#ffffff'],
  1500: ['#1d4ed8', '#ffffff'],
  2000: ['#7c3aed', '#ffffff'],
  3000: ['#a21caf', '#ffffff'],
  5000: ['#be123c', '#ffffff'],
  10000: ['#c2410c', '#ffffff'],
  20000: ['#facc15', '#1c1917'],
};

const point = (radius: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(2)} ${(-radius * Math.cos(radians)).toFixed(2)}`;
};

/** Each segment's centre, degrees clockwise from the top (where the pointer is). */
export function fortunaCentres(): number[] {
  let at = 0;
  return FORTUNA_SEGMENTS.map((segment) => {
    const centre = at + (segment.weight / FORTUNA_WEIGHT_TOTAL) * 180;
    at += (segment.weight / FORTUNA_WEIGHT_TOTAL) * 360;
    return centre;
  });
}

export const multiplierLabel = (thousandths: number): string => `×${(thousandths / 1000).toFixed(thousandths % 100 === 0 ? (thousandths % 1000 === 0 ? 0 : 1) : 2)}`;

/** The wheel: segments in the rotor (`#rotor`, which the script turns), a fixed pointer and hub. */
export function fortunaWheel(label: string): string {
  let at = 0;
  const centres = fortunaCentres();
  const slices = FORTUNA_SEGMENTS.map((segment, index) => {
    const sweep = (segment.weight / FORTUNA_WEIGHT_TOTAL) * 360;
    const [fill, ink] = COLOURS[segment.multiplier] ?? ['#334155', '#ffffff'];
    const path = `<path d="M0 0 L${point(100, at)} A100 100 0 ${sweep > 180 ? 1 : 0} 1 ${point(100, at + sweep)} Z" fill="${fill}" stroke="#0f1720" stroke-width="1.5"/>`;
    at += sweep;
    const centre = centres[index] ?? 0;
    // Slivers (the rarest prizes) stay unlabelled: their colour and the page's paytable tell them.
    const text = sweep < 6 ? '' : `<text transform="rotate(${centre.toFixed(2)}) translate(0 -72) rotate(90)" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="${sweep < 10 ? 8 : 10}" font-weight="800" fill="${ink}">${multiplierLabel(segment.multiplier)}</text>`;
    return path + text;
  }).join('');
  return `<div class="wheel" role="img" aria-label="${label}">
<svg viewBox="-112 -118 224 230" aria-hidden="true" focusable="false">
<circle r="108" fill="#0b1220" stroke="#eab308" stroke-width="4"/>
<g id="rotor" class="rotor">${slices}</g>
<circle r="22" fill="#0f1720" stroke="#eab308" stroke-width="3"/><circle r="9" fill="#eab308"/>
<path d="M0 -92 L-10 -116 L10 -116 Z" fill="#f8fafc" stroke="#0f1720" stroke-width="2"/>
</svg>
</div>`;
}
