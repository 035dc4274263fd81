/** The game frames' styles: the site's dark palette (casino games play in the dark), large touch targets, visible focus, contrast ≥ 4.5:1 for text. */
export const FRAME_STYLE = `
:root { color-scheme: dark; --bg: #0f1720; --card: #16202b; --text: #e6edf3; --muted: #a3b1bf; --line: #273544; --accent: #1f6fdc; --accent-text: #ffffff; --link: #6aa5f5;
  --win: #bbf7d0; --win-bg: #14532d; --error: #fecaca; --error-bg: #7f1d1d; --focus: #f59e0b; --cell: #1d2935; --sky1: #0b1d3a; --sky2: #1e3a8a; --cash: #22c55e; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 720px; margin: 0 auto; padding: 16px; display: grid; gap: 14px; }
h1 { margin: 0; font-size: 1.5rem; }
h2 { margin: 0 0 8px; font-size: 1.125rem; }
.top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; }
.top h1 { flex: 1 1 auto; }
.mode { margin: 0; padding: 2px 10px; border-radius: 999px; font-size: 0.875rem; font-weight: 600; border: 1px solid var(--line); }
.mode.demo { background: var(--win-bg); color: var(--win); border-color: transparent; }
.balance { margin: 0; width: 100%; font-size: 1.0625rem; }
.stage { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 12px; }
.board { display: grid; gap: 8px; }
.slot-board { grid-template-columns: repeat(5, 1fr); }
.scratch-board { grid-template-columns: repeat(3, 1fr); max-width: 360px; margin: 0 auto; }
.cell { aspect-ratio: 1; background: var(--cell); border: 2px solid var(--line); border-radius: 12px; padding: 10%; display: grid; place-items: center; animation: drop 0.35s ease-out both; }
.cell.blank { animation: none; }
.cell.hit { border-color: var(--win); box-shadow: 0 0 0 3px var(--win-bg); }
.scratch-board .cell { background: linear-gradient(135deg, var(--cell), var(--bg)); animation-name: reveal; }
.board .cell:nth-child(3n+2) { animation-delay: 0.06s; } .board .cell:nth-child(3n) { animation-delay: 0.12s; }
@keyframes drop { from { transform: translateY(-14px); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes reveal { from { filter: grayscale(1) blur(3px); opacity: 0.3; } to { filter: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .cell { animation: none; } }
.sky { position: relative; min-height: 220px; border-radius: 12px; background: linear-gradient(180deg, var(--sky1), var(--sky2)); color: #ffffff; display: grid; place-items: center; text-align: center; overflow: hidden; }
.rocket { width: 64px; height: 64px; }
.multiplier-label { margin: 0; font-size: 0.875rem; color: #dbeafe; }
.multiplier { display: block; font-size: clamp(2.5rem, 10vw, 4rem); font-weight: 800; font-variant-numeric: tabular-nums; }
.outcome { margin: 0; min-height: 1.5em; font-size: 1.25rem; font-weight: 700; }
.error { margin: 0; padding: 10px 12px; border-radius: 10px; background: var(--error-bg); color: var(--error); font-weight: 600; }
.error[hidden] { display: none; }
.controls { display: grid; gap: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 12px; }
.field { display: grid; gap: 4px; }
label { font-weight: 600; }
small { color: var(--muted); }
input { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; min-height: 44px; width: 100%; }
.money-input { display: flex; align-items: center; gap: 8px; }
.money-input input { flex: 1; }
.currency { font-weight: 600; color: var(--muted); min-width: 3ch; }
.buttons { display: flex; flex-wrap: wrap; gap: 8px; }
button { font: inherit; font-weight: 700; min-height: 44px; padding: 10px 20px; border-radius: 10px; border: 1px solid var(--line); background: transparent; color: var(--text); cursor: pointer; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); flex: 1 1 140px; }
button.cash-out { background: var(--cash); border-color: var(--cash); color: #052e16; flex: 1 1 140px; }
button:disabled { opacity: 0.55; cursor: not-allowed; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: var(--link); font-weight: 600; }
.note { margin: 0; color: var(--muted); font-size: 0.9375rem; }
.fair { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 12px; display: grid; gap: 8px; }
.fair p { margin: 0; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: 0.9375rem; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; }
.hash { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.8125rem; overflow-wrap: anywhere; }
.seed-form { display: grid; gap: 4px; }
.seed-form .row { display: flex; flex-wrap: wrap; gap: 8px; }
.seed-form input { flex: 1 1 200px; width: auto; }
/* A phone's frame (390 × 844 leaves it about 640 px under the site's header) keeps the game and its play button in
   sight: name, mode and balance share the top rows and the boxes are tighter. */
@media (max-width: 759px) {
  main { padding: 10px; gap: 10px; }
  h1 { font-size: 1.125rem; }
  .top { align-items: center; gap: 4px 10px; }
  .top h1 { flex: 0 1 auto; }
  .mode { font-size: 0.75rem; padding: 1px 8px; }
  .balance { width: auto; font-size: 0.9375rem; }
  .stage, .controls { padding: 10px; border-radius: 12px; }
  .controls { gap: 8px; }
}
body.unavailable main { min-height: 100vh; place-items: center; }
.unavailable-card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; text-align: center; max-width: 440px; }
.unavailable-card p { margin: 8px 0 0; color: var(--muted); }
`;
