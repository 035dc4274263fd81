/** The wheel games' styles on top of the frames' (`../frame/styles`): the wheel, the pick boards, the bonus notice. */
export const WHEEL_STYLE = `
.hint { margin: 0 0 10px; color: var(--muted); text-align: center; }
.mode.bonus { background: #3b2f0b; color: #fde68a; border-color: transparent; }
.wheel { position: relative; width: min(100%, 380px, calc(100vh - 230px)); margin: 0 auto; }
.wheel svg { display: block; width: 100%; height: auto; filter: drop-shadow(0 10px 24px rgba(0, 0, 0, 0.45)); }
.rotor { transform-origin: 0 0; transition: transform 3.2s cubic-bezier(0.12, 0.8, 0.18, 1); }
.pick-board { display: grid; gap: 10px; margin: 0 auto; }
.pick-chest { grid-template-columns: repeat(3, 1fr); max-width: 480px; }
.pick-safe { grid-template-columns: repeat(5, 1fr); max-width: 620px; }
.pick-dragon { grid-template-columns: repeat(4, 1fr); max-width: 560px; }
.pick-memory { grid-template-columns: repeat(4, 1fr); max-width: 440px; }
.pick-lottery { grid-template-columns: repeat(5, 1fr); max-width: 440px; }
.tile { position: relative; aspect-ratio: 1; min-height: 44px; padding: 8%; border-radius: 14px; border: 2px solid var(--line); background: radial-gradient(circle at 30% 20%, #243447, var(--cell)); display: grid; place-items: center; font-weight: 800; color: var(--text); transition: transform 0.15s ease, border-color 0.15s ease; }
.tile:hover:not(:disabled) { transform: translateY(-2px); border-color: #3b82f6; }
.tile.chosen { border-color: #facc15; box-shadow: 0 0 0 3px rgba(250, 204, 21, 0.35); }
.tile.open { animation: flip 0.35s ease-out both; }
.tile.hit { border-color: var(--cash); box-shadow: 0 0 0 3px var(--win-bg), 0 0 18px rgba(34, 197, 94, 0.45); }
.tile.drawn { background: radial-gradient(circle at 30% 20%, #1e3a8a, #172554); }
.tile .prize { font-size: clamp(1rem, 4.5vw, 1.6rem); color: #fde68a; font-variant-numeric: tabular-nums; }
.tile .prize.empty { color: var(--muted); }
.tile .number { font-size: clamp(1rem, 4vw, 1.4rem); font-variant-numeric: tabular-nums; }
.tile .tag { position: absolute; bottom: 4px; left: 0; right: 0; text-align: center; font-size: 0.6875rem; font-weight: 700; color: #bfdbfe; text-transform: uppercase; letter-spacing: 0.04em; }
.tile .picture { width: 80%; height: 80%; display: grid; place-items: center; }
.pick-lottery .tile { aspect-ratio: auto; min-height: 52px; border-radius: 999px; }
@keyframes flip { from { transform: rotateY(90deg); opacity: 0.4; } to { transform: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .rotor, .tile { transition: none; } .tile.open { animation: none; } }
/* A phone keeps the play button in sight under the wheel. */
@media (max-width: 759px) { .wheel { width: min(100%, 240px); } .hint { margin-bottom: 4px; font-size: 0.875rem; } }
.notice { background: #2a2108; border: 1px solid #854d0e; color: #fef3c7; border-radius: 16px; padding: 14px 16px; display: grid; gap: 6px; }
.notice[hidden] { display: none; }
.notice h2 { margin: 0; font-size: 1.125rem; }
.notice p { margin: 0; }
.notice a { color: #fde68a; }
button.secondary { flex: 0 1 auto; }
`;
