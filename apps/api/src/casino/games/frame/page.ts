import { CasinoGamePaths, type CasinoLaunchKind } from '@betting/contracts';
import { CRASH_GROWTH_PER_MS, CRASH_MAX_MULTIPLIER, CRASH_MIN_CASH_OUT, SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, SLOT_STRIP, SCRATCH_CELLS } from '@betting/games';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { frameClientSource, type FrameConfig } from './client';
import { escapeHtml, FRAME_EXPONENTS, frameDocument, gameDocument, moneyMode } from './kit/kit-page';
import { SYMBOL_PICTURES } from './symbols';
import { frameTexts, type FrameLanguage, type FrameTexts } from './texts';

/** The games' names (brands, the same in every language) and returns to player (the lib's exact figures). */
/** The demo games this page plays (the wheel games have their own page, `../wheel-frame`). */
export type DemoLaunchKind = Extract<CasinoLaunchKind, 'slot' | 'crash' | 'scratch'>;

const GAMES: Readonly<Record<DemoLaunchKind, { readonly name: string; readonly rtp: string }>> = {
  slot: { name: 'Fruit Five', rtp: '96.23 %' },
  crash: { name: 'Rocket', rtp: '99 %' },
  scratch: { name: 'Lucky Nine', rtp: '95 %' },
};

function stage(kind: DemoLaunchKind, texts: FrameTexts): string {
  if (kind === 'crash') {
    return `<div class="sky">
<svg class="rocket" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><path d="M32 4 C44 14 46 30 42 44 H22 C18 30 20 14 32 4 Z" fill="#e9ecef" stroke="#495057" stroke-width="2"/><circle cx="32" cy="24" r="6" fill="#4dabf7" stroke="#1864ab" stroke-width="2"/><path d="M22 36 L12 50 L22 46 Z M42 36 L52 50 L42 46 Z" fill="#fa5252"/><path d="M26 46 L32 60 L38 46 Z" fill="#fab005"/></svg>
<p class="multiplier-label" id="multiplier-label">${texts.multiplier}</p>
<output id="multiplier" class="multiplier" aria-labelledby="multiplier-label" aria-live="off">1.00×</output>
</div>`;
  }
  if (kind === 'scratch') return `<div id="board" class="board scratch-board">${'<div class="cell blank"></div>'.repeat(SCRATCH_CELLS)}</div>`;
  return `<div id="board" class="board slot-board">${restingReels(texts)}</div>`;
}

/** Where the reels rest before the first spin (a stop a third of the strip apart per reel): symbols, not empty cells. */
const RESTING_STOPS = Array.from({ length: SLOT_REELS }, (_, reel) => (reel * 7 + 1) % SLOT_STRIP.length);

function restingReels(texts: FrameTexts): string {
  const cells: string[] = [];
  for (let row = 0; row < SLOT_ROWS; row += 1) {
    for (const stop of RESTING_STOPS) {
      const symbol = SLOT_STRIP[(stop + row) % SLOT_STRIP.length] ?? 'cherry';
      cells.push(`<div class="cell blank" role="img" aria-label="${escapeHtml(texts.symbols[symbol] ?? symbol)}">${SYMBOL_PICTURES[symbol] ?? ''}</div>`);
    }
  }
  return cells.join('');
}

/** The crash game's auto cash-out field and cash-out button (an empty line each for the other games). */
function crashControls(kind: DemoLaunchKind, texts: FrameTexts): { fields: string[]; buttons: string[] } {
  if (kind !== 'crash') return { fields: [''], buttons: [''] };
  return {
    fields: [
      `<div class="field"><label for="auto-cash-out">${texts.autoCashOut}</label><input id="auto-cash-out" inputmode="decimal" autocomplete="off" placeholder="2.00" aria-describedby="auto-hint"><small id="auto-hint">${texts.autoCashOutHint}</small></div>`,
    ],
    buttons: [`<button type="button" id="cash-out" class="cash-out" disabled>${texts.cashOut}</button>`],
  };
}

export interface GamePageInput {
  readonly kind: DemoLaunchKind;
  readonly lng: FrameLanguage;
  readonly demo: boolean;
}

/** The config the page's script gets: texts, the calls' paths, the symbols' pictures and the crash curve. */
export function frameConfig({ kind, lng, demo }: GamePageInput): FrameConfig {
  const roundPrefix = CasinoGamePaths.round(0).replace(/0$/, '');
  return {
    kind,
    demo,
    texts: frameTexts(lng),
    paths: { state: CasinoGamePaths.state(kind), rounds: CasinoGamePaths.rounds(kind), roundPrefix, clientSeed: CasinoGamePaths.clientSeed(kind), rotate: CasinoGamePaths.rotateSeed(kind), refill: CasinoGamePaths.demoRefill },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    symbols: SYMBOL_PICTURES,
    paylines: SLOT_PAYLINES,
    crash: { growthPerMs: CRASH_GROWTH_PER_MS, maxMultiplier: CRASH_MAX_MULTIPLIER, minCashOut: CRASH_MIN_CASH_OUT },
    verifyUrl: `/${lng}/provably-fair`,
  };
}

/** A playable game's page for the game page's iframe: stage, stake and buttons, outcome, seeds; the script drives it. */
export function gamePage(input: GamePageInput): string {
  const texts = frameTexts(input.lng);
  const game = GAMES[input.kind];
  return gameDocument({
    lng: input.lng,
    texts,
    kind: input.kind,
    name: game.name,
    game: `fast game-${input.kind}`,
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    stage: stage(input.kind, texts),
    ...crashControls(input.kind, texts),
    play: { slot: texts.spin, crash: texts.bet, scratch: texts.buyCard }[input.kind],
    demoLink: !input.demo,
    rtp: game.rtp,
    script: frameClientSource(frameConfig(input)),
    style: FAST_STYLE,
  });
}

/** A catalogue game the game server cannot play: a clear page in the frame instead of a broken one. */
export function unavailablePage(lng: FrameLanguage): string {
  const texts = frameTexts(lng);
  return frameDocument({ lng, title: texts.unavailableTitle, bodyClass: 'unavailable', content: `<div class="unavailable-card"><h1>${texts.unavailableTitle}</h1><p>${texts.unavailableText}</p></div>` });
}
