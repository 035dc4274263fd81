import { CasinoGamePaths } from '@betting/contracts';
import { rtpMilliPercent, slotEngine, slotMachineSheet, slotReelWindow, variantParams, type SlotMachine } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { slotsClientSource, type SlotsConfig } from './slots-client';
import { slotsTexts } from './slots-texts';

const LOW = ['10', 'J', 'Q', 'K', 'A', '9', '8', '7'];
const HIGH = ['♦', '★', '♥', '♣', '♠', '●', '▲', '■'];

/** Each symbol of the machine as the reels draw it: card ranks for the low ones, suits and shapes for the high ones. */
export function slotGlyphs(machine: SlotMachine): { text: string; className: string }[] {
  return machine.symbols.map((symbol) => {
    if (symbol.kind === 'wild') return { text: 'W', className: 'sym-wild' };
    if (symbol.kind === 'scatter') return { text: '✦', className: 'sym-scatter' };
    const match = /^(low|high)(\d+)$/.exec(symbol.id);
    const n = match ? Number(match[2]) - 1 : 0;
    return match?.[1] === 'high' ? { text: HIGH[n % HIGH.length] ?? '◆', className: `sym-high h${n % 8}` } : { text: LOW[n % LOW.length] ?? '?', className: 'sym-low' };
  });
}

const STYLE = `
.reels { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 6px; padding: 10px; border-radius: 16px; background: linear-gradient(180deg, #1e1b4b, #0f172a); }
.reel { display: grid; gap: 6px; }
.sym { display: grid; place-items: center; aspect-ratio: 1; max-height: 84px; border-radius: 10px; background: #f8fafc; color: #1e293b; font-size: clamp(1.125rem, 3.2vw, 2rem); font-weight: 800; }
.sym-low { color: #334155; }
.sym-high.h0 { color: #b91c1c; } .sym-high.h1 { color: #a16207; } .sym-high.h2 { color: #be185d; } .sym-high.h3 { color: #15803d; }
.sym-high.h4 { color: #1e3a8a; } .sym-high.h5 { color: #7c3aed; } .sym-high.h6 { color: #c2410c; } .sym-high.h7 { color: #0e7490; }
.sym-wild { background: #facc15; color: #422006; } .sym-scatter { background: #7c3aed; color: #fef9c3; }
`;

export interface SlotsPageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  readonly variant?: string | undefined;
}

/** A reel game's page: the machine the tile's variant names, its reels drawn at once, its exact return and largest win. */
export function slotsPage(input: SlotsPageInput): string {
  const texts = frameTexts(input.lng);
  const words = slotsTexts(input.lng);
  const params = variantParams(slotEngine, input.variant) ?? slotEngine.defaultParams;
  const sheet = slotMachineSheet(params);
  const machine = sheet.machine;
  const glyphs = slotGlyphs(machine);
  const rtp = `${(rtpMilliPercent(slotEngine.rtp(params)) / 1000).toFixed(3)} %`;
  const reels = Array.from(
    { length: machine.reels },
    (_, reel) =>
      `<div class="reel">${slotReelWindow(machine, reel, 0)
        .map((symbol) => `<span class="sym ${glyphs[symbol]?.className ?? ''}">${glyphs[symbol]?.text ?? '?'}</span>`)
        .join('')}</div>`
  ).join('');
  const layout = (machine.mode === 'lines' ? words.lines : words.ways)
    .replace('{reels}', String(machine.reels))
    .replace('{rows}', String(machine.rows))
    .replace('{n}', String(machine.mode === 'lines' ? machine.lines.length : machine.rows ** machine.reels));
  const stage = `<div id="reels" class="reels" role="img" aria-label="${escapeHtml(words.reels)}">${reels}</div>
<p id="free-spins" class="hint"></p>
<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">${rtp}</dd><dt>${words.maxWin}</dt><dd id="max-win">×${(sheet.maxMultiplier / 1000).toFixed(2)}</dd><dt>${words.volatility}</dt><dd>${
    words.volatilities[sheet.volatility]
  }</dd><dt>${words.layout}</dt><dd>${escapeHtml(layout)}</dd></dl>`;
  const config: SlotsConfig = {
    demo: input.demo,
    texts,
    words,
    paths: {
      state: CasinoGamePaths.state('slots'),
      rounds: CasinoGamePaths.rounds('slots'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('slots'),
      rotate: CasinoGamePaths.rotateSeed('slots'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${input.demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${input.lng}/provably-fair`,
    params: { ...params },
    glyphs,
  };
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'slots',
    name: 'Slots',
    game: 'fast game-slots',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    stage,
    play: texts.spin,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${rtp} · ${escapeHtml(words.rtpNote)}`,
    script: slotsClientSource(config),
    style: FAST_STYLE + STYLE,
  });
}
