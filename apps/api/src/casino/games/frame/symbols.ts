/**
 * The symbols' pictures: small inline SVGs (64 × 64), so the games look the same with or without an emoji font. Each
 * is decorative inside its cell, which carries the symbol's name (`role="img"` + `aria-label`).
 */
const svg = (body: string) => `<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">${body}</svg>`;

export const SYMBOL_PICTURES: Readonly<Record<string, string>> = {
  cherry: svg('<path d="M22 40 C26 24 34 14 46 10 M42 40 C40 28 42 18 46 10" stroke="#3f7d20" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="22" cy="44" r="11" fill="#d62839"/><circle cx="42" cy="44" r="11" fill="#b01b2e"/><circle cx="18" cy="40" r="3" fill="#fff" opacity=".6"/>'),
  lemon: svg('<ellipse cx="32" cy="34" rx="22" ry="17" fill="#f7d038"/><ellipse cx="32" cy="34" rx="22" ry="17" fill="none" stroke="#c9a21a" stroke-width="2"/><circle cx="25" cy="28" r="4" fill="#fff" opacity=".5"/>'),
  grapes: svg('<path d="M32 8 v10" stroke="#3f7d20" stroke-width="4" stroke-linecap="round"/><g fill="#7b3fa0"><circle cx="22" cy="24" r="8"/><circle cx="38" cy="24" r="8"/><circle cx="30" cy="36" r="8"/><circle cx="46" cy="34" r="7"/><circle cx="18" cy="38" r="7"/><circle cx="34" cy="49" r="8"/><circle cx="24" cy="50" r="6"/></g>'),
  bell: svg('<path d="M32 10 C20 10 16 22 16 34 L12 46 H52 L48 34 C48 22 44 10 32 10 Z" fill="#f2b705" stroke="#b07f00" stroke-width="2"/><circle cx="32" cy="51" r="5" fill="#b07f00"/>'),
  clover: svg('<g fill="#2f9e44"><circle cx="24" cy="24" r="10"/><circle cx="40" cy="24" r="10"/><circle cx="24" cy="40" r="10"/><circle cx="40" cy="40" r="10"/></g><path d="M32 32 L42 56" stroke="#1e6b2e" stroke-width="4" stroke-linecap="round"/>'),
  seven: svg('<text x="32" y="50" text-anchor="middle" font-family="Georgia, serif" font-size="50" font-weight="700" fill="#d62839" stroke="#7a0f1b" stroke-width="2">7</text>'),
  wild: svg('<rect x="4" y="4" width="56" height="56" rx="12" fill="#5b21b6"/><text x="32" y="40" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="800" fill="#fde68a">WILD</text>'),
  scatter: svg('<polygon points="32,4 58,28 32,60 6,28" fill="#22b8cf" stroke="#0b7285" stroke-width="2"/><polygon points="32,4 44,28 32,60 20,28" fill="#99e9f2" opacity=".7"/>'),
  star: svg('<polygon points="32,5 40,24 60,25 44,38 50,58 32,47 14,58 20,38 4,25 24,24" fill="#fab005" stroke="#e67700" stroke-width="2"/>'),
  diamond: svg('<polygon points="14,22 24,10 40,10 50,22 32,56" fill="#4dabf7" stroke="#1864ab" stroke-width="2"/><polygon points="14,22 50,22 32,56" fill="#a5d8ff" opacity=".7"/>'),
  crown: svg('<polygon points="8,48 12,18 24,32 32,12 40,32 52,18 56,48" fill="#fcc419" stroke="#e67700" stroke-width="2"/><rect x="8" y="48" width="48" height="8" rx="2" fill="#e67700"/>'),
};
