/**
 * The fast games' styles on top of the frames' (`../frame/styles`). Wide frames put the controls beside the stage so
 * the game and its Bet button fit a 1366 × 768 window; narrow ones stack them with a compact stage (390 × 844).
 */
export const FAST_STYLE = `
body.game-fast main { max-width: 1040px; gap: 12px; }
@media (min-width: 760px) {
  body.game-fast main { grid-template-columns: minmax(0, 1fr) 320px; align-items: start; }
  body.game-fast main > .top, body.game-fast main > .fair, body.game-fast main > .note { grid-column: 1 / -1; }
  body.game-fast main > .stage { grid-column: 1; grid-row: 2 / span 4; }
  body.game-fast main > .outcome, body.game-fast main > .error, body.game-fast main > .controls { grid-column: 2; }
}
body.game-fast .stage { display: grid; gap: 10px; padding: 14px; }
.hint { margin: 0; color: var(--muted); font-size: 0.9375rem; }
.game-facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: 0.875rem; border-top: 1px solid var(--line); padding-top: 8px; }
.game-facts dt, .pair dt { color: var(--muted); }
/* On a phone the facts read as one line of pairs ("Return to player 97.3 % · Largest win ×36"). */
@media (max-width: 759px) {
  .game-facts { display: flex; flex-wrap: wrap; gap: 0 6px; font-size: 0.8125rem; padding-top: 6px; }
  .game-facts dd:not(:last-child)::after { content: ' ·'; color: var(--muted); font-weight: 400; }
}
.game-facts dd, .pair dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; margin: 0; }
.pair dt { grid-row: 1; font-size: 0.875rem; }
.pair dd { grid-row: 2; font-size: 1.125rem; }
.label { font-weight: 600; }
select { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 10px; padding: 8px 12px; min-height: 44px; width: 100%; }
select:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.field-row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.toggle { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.toggle button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
input[type="range"] { padding: 0; min-height: 44px; accent-color: var(--accent); background: transparent; border: 0; }
.multiplier-row { margin: 0; display: flex; justify-content: space-between; gap: 8px; font-weight: 600; }
.multiplier-now { font-size: 1.25rem; font-weight: 800; font-variant-numeric: tabular-nums; color: #fde68a; }
/* dice */
.dice-stage { display: grid; gap: 12px; padding: 18px 8px 8px; }
.dice-roll { display: block; text-align: center; font-size: clamp(2.5rem, 9vw, 4rem); font-weight: 800; font-variant-numeric: tabular-nums; }
.dice-roll.win { color: #4ade80; } .dice-roll.lose { color: #fca5a5; }
.dice-bar { position: relative; height: 18px; border-radius: 999px; background: #7f1d1d; overflow: visible; }
.dice-win-zone { position: absolute; top: 0; bottom: 0; background: #16a34a; border-radius: 999px; }
.dice-marker { position: absolute; top: -10px; width: 6px; height: 38px; margin-left: -3px; border-radius: 3px; background: #f8fafc; box-shadow: 0 0 0 2px #0f1720; transition: left 0.4s ease-out; }
.dice-marker[hidden] { display: none; }
.dice-scale { display: flex; justify-content: space-between; color: var(--muted); font-size: 0.8125rem; font-variant-numeric: tabular-nums; }
/* plinko */
.plinko-board { display: grid; place-items: center; }
.plinko-svg { width: 100%; max-height: 380px; }
.plinko-svg .pins circle { fill: #cbd5e1; }
.plinko-svg .slot rect { stroke: none; }
.plinko-svg .slot text { text-anchor: middle; font-weight: 800; fill: #111827; font-family: system-ui, sans-serif; }
.plinko-svg .slot.hot rect { fill: #f87171; } .plinko-svg .slot.warm rect { fill: #fb923c; } .plinko-svg .slot.even rect { fill: #fcd34d; } .plinko-svg .slot.cold rect { fill: #fde68a; }
.plinko-svg .slot.landed rect { stroke: #ffffff; stroke-width: 6; }
.plinko-svg .ball-path { fill: none; stroke: #f472b6; stroke-width: 5; stroke-linejoin: round; stroke-dasharray: 4000; stroke-dashoffset: 4000; animation: path 0.9s ease-in forwards; opacity: 0.8; }
.plinko-svg .ball { fill: #ec4899; stroke: #ffffff; stroke-width: 3; }
@keyframes path { to { stroke-dashoffset: 0; } }
/* mines */
.mines-grid { display: grid; grid-template-columns: repeat(5, 1fr); gap: 8px; width: min(100%, 400px); margin: 0 auto; }
.mine-cell { aspect-ratio: 1; min-height: 44px; padding: 14%; border-radius: 12px; border: 2px solid var(--line); background: radial-gradient(circle at 30% 20%, #2b3d52, var(--cell)); display: grid; place-items: center; }
.mine-cell:not(:disabled):hover { border-color: #3b82f6; transform: translateY(-1px); }
.mine-cell:disabled { opacity: 1; cursor: default; }
.mine-cell.open { background: #0b1118; animation: flip 0.3s ease-out both; }
.mine-cell.gem { border-color: #34d399; }
.mine-cell.mine { border-color: #f87171; }
.mine-cell.hit { background: #7f1d1d; }
.mine-cell svg { width: 100%; height: 100%; }
@keyframes flip { from { transform: rotateY(90deg); } to { transform: none; } }
/* hi-lo */
.hilo-table { display: flex; align-items: center; justify-content: center; gap: 18px; flex-wrap: wrap; }
.playing-card { width: 120px; height: 168px; border-radius: 14px; background: #f8fafc; color: #111827; display: grid; place-items: center; align-content: center; gap: 0; box-shadow: 0 10px 24px rgba(0, 0, 0, 0.45); border: 2px solid #cbd5e1; }
.playing-card.red { color: #b91c1c; }
.playing-card.back { background: repeating-linear-gradient(45deg, #1e3a8a 0 10px, #1d4ed8 10px 20px); border-color: #93c5fd; }
.playing-card .rank { font-size: 3rem; font-weight: 800; line-height: 1; }
.playing-card .suit { font-size: 2.25rem; line-height: 1; }
.guesses { display: grid; gap: 8px; min-width: 180px; }
.guess { display: grid; gap: 0; text-align: left; padding: 8px 14px; }
.guess small { color: var(--muted); font-weight: 600; }
.hilo-history { list-style: none; display: flex; gap: 6px; margin: 0; padding: 0; overflow-x: auto; min-height: 58px; }
.mini-card { flex: 0 0 auto; width: 40px; height: 56px; border-radius: 6px; background: #f8fafc; color: #111827; display: grid; place-items: center; align-content: center; font-weight: 800; font-size: 0.875rem; line-height: 1.1; border: 2px solid #cbd5e1; }
.mini-card.red { color: #b91c1c; }
.mini-card.win { border-color: #22c55e; } .mini-card.lose { border-color: #ef4444; }
.mini-card .suit { font-size: 1rem; }
@media (max-width: 759px) {
  body.game-fast main { gap: 10px; }
  .plinko-svg { max-height: 260px; }
  .playing-card { width: 96px; height: 134px; }
  .mines-grid { width: min(100%, 230px); gap: 6px; }
  body.game-fast .outcome:empty { display: none; }
  .dice-stage { padding-top: 8px; gap: 8px; }
  .dice-roll { font-size: 2.25rem; line-height: 1.2; }
  /* The win chance and the pay beside the target say what the facts would. */
  body.game-dice .game-facts { display: none; }
  body.game-fast .stage { gap: 8px; }
  body.game-mines .hint, body.game-hilo .hint { display: none; }
  body.game-mines .controls, body.game-hilo .controls { grid-template-columns: 1fr 1fr; align-items: end; }
  body.game-mines .controls > .buttons, body.game-hilo .controls > .buttons { grid-column: 1 / -1; }
  body.game-mines .multiplier-row, body.game-hilo .multiplier-row { grid-column: 1 / -1; }
  .hilo-history { min-height: 44px; }
  .mini-card { width: 32px; height: 44px; font-size: 0.75rem; }
}
@media (prefers-reduced-motion: reduce) { .plinko-svg .ball-path { animation: none; stroke-dashoffset: 0; } .mine-cell.open { animation: none; } .dice-marker { transition: none; } }
`;
