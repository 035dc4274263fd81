import { CasinoGamePaths, type CasinoLaunchKind } from '@betting/contracts';
import { CRASH_GROWTH_PER_MS, CRASH_MAX_MULTIPLIER, CRASH_MIN_CASH_OUT, SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, SCRATCH_CELLS } from '@betting/games';
import { currencies } from '@betting/kernel';
import { frameClientSource, type FrameConfig } from './client';
import { FRAME_STYLE } from './styles';
import { SYMBOL_PICTURES } from './symbols';
import { frameTexts, type FrameLanguage, type FrameTexts } from './texts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The games' names (brands, the same in every language) and returns to player (the lib's exact figures). */
/** The demo games this page plays (the wheel games have their own page, `../wheel-frame`). */
export type DemoLaunchKind = Extract<CasinoLaunchKind, 'slot' | 'crash' | 'scratch'>;

const GAMES: Readonly<Record<DemoLaunchKind, { readonly name: string; readonly rtp: string }>> = {
  slot: { name: 'Fruit Five', rtp: '96.23 %' },
  crash: { name: 'Rocket', rtp: '99 %' },
  scratch: { name: 'Lucky Nine', rtp: '95 %' },
};

const EXPONENTS: Readonly<Record<string, number>> = Object.fromEntries(currencies.filter((currency) => currency.exponent !== 2).map((currency) => [currency.iso, currency.exponent]));

function document(lng: FrameLanguage, title: string, bodyClass: string, content: string, script = ''): string {
  return `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${FRAME_STYLE}</style>
</head>
<body class="${bodyClass}">
<main>
${content}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

function stage(kind: DemoLaunchKind, texts: FrameTexts): string {
  if (kind === 'crash') {
    return `<div class="sky">
<svg class="rocket" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><path d="M32 4 C44 14 46 30 42 44 H22 C18 30 20 14 32 4 Z" fill="#e9ecef" stroke="#495057" stroke-width="2"/><circle cx="32" cy="24" r="6" fill="#4dabf7" stroke="#1864ab" stroke-width="2"/><path d="M22 36 L12 50 L22 46 Z M42 36 L52 50 L42 46 Z" fill="#fa5252"/><path d="M26 46 L32 60 L38 46 Z" fill="#fab005"/></svg>
<p class="multiplier-label" id="multiplier-label">${texts.multiplier}</p>
<output id="multiplier" class="multiplier" aria-labelledby="multiplier-label" aria-live="off">1.00×</output>
</div>`;
  }
  const cells = kind === 'slot' ? SLOT_REELS * SLOT_ROWS : SCRATCH_CELLS;
  return `<div id="board" class="board ${kind}-board">${'<div class="cell blank"></div>'.repeat(cells)}</div>`;
}

function controls(kind: DemoLaunchKind, demo: boolean, texts: FrameTexts): string {
  const play = { slot: texts.spin, crash: texts.bet, scratch: texts.buyCard }[kind];
  const auto =
    kind === 'crash'
      ? `<div class="field"><label for="auto-cash-out">${texts.autoCashOut}</label><input id="auto-cash-out" inputmode="decimal" autocomplete="off" placeholder="2.00" aria-describedby="auto-hint"><small id="auto-hint">${texts.autoCashOutHint}</small></div>`
      : '';
  return `<div class="controls">
<div class="field"><label for="stake">${texts.stake}</label><div class="money-input"><input id="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-currency"><span id="stake-currency" class="currency"></span></div></div>
${auto}
<div class="buttons">
<button type="button" id="play" class="primary" disabled>${play}</button>
${kind === 'crash' ? `<button type="button" id="cash-out" class="cash-out" disabled>${texts.cashOut}</button>` : ''}
${demo ? `<button type="button" id="refill">${texts.refill}</button>` : ''}
</div>
</div>`;
}

function fairness(kind: DemoLaunchKind, texts: FrameTexts): string {
  return `<section class="fair" aria-labelledby="fair-title">
<h2 id="fair-title">${texts.fairTitle}</h2>
<p class="note">${texts.fairNote}</p>
<dl class="facts">
<dt>${texts.round}</dt><dd id="round-id">—</dd>
<dt>${texts.nonce}</dt><dd id="round-nonce">—</dd>
<dt>${texts.serverSeedHash}</dt><dd id="round-hash" class="hash">—</dd>
</dl>
<p><a id="verify-link" href="#" target="_top" hidden>${texts.verify}</a></p>
<dl class="facts">
<dt>${texts.serverSeedHash}</dt><dd id="seed-hash" class="hash">—</dd>
<dt>${texts.nextNonce}</dt><dd id="next-nonce">—</dd>
<dt>${texts.rtp}</dt><dd>${GAMES[kind].rtp}</dd>
</dl>
<form id="seed-form" class="seed-form">
<label for="client-seed">${texts.clientSeed}</label>
<div class="row"><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"><button type="submit">${texts.saveClientSeed}</button></div>
</form>
<p><button type="button" id="rotate">${texts.rotateSeeds}</button></p>
<p id="revealed" hidden>${texts.revealedSeed}: <code id="revealed-seed" class="hash"></code></p>
</section>`;
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
    exponents: EXPONENTS,
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
  const demoLink = input.demo ? '' : `<p class="note"><a href="${escapeHtml(CasinoGamePaths.frame(input.kind, { lng: input.lng, demo: true }))}">${texts.playDemo}</a></p>`;
  const content = `<header class="top">
<h1>${game.name}</h1>
<p class="mode ${input.demo ? 'demo' : 'real'}">${input.demo ? texts.modeDemo : texts.modeReal}</p>
<p class="balance">${texts.balance}: <strong id="balance">${texts.loading}</strong></p>
</header>
<section class="stage" aria-label="${game.name}">
${stage(input.kind, texts)}
</section>
<p id="outcome" class="outcome" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert" hidden></p>
${controls(input.kind, input.demo, texts)}
${demoLink}
${fairness(input.kind, texts)}`;
  return document(input.lng, `${game.name} · ${input.demo ? texts.modeDemo : texts.modeReal}`, `game game-${input.kind}`, content, frameClientSource(frameConfig(input)));
}

/** A catalogue game the game server cannot play: a clear page in the frame instead of a broken one. */
export function unavailablePage(lng: FrameLanguage): string {
  const texts = frameTexts(lng);
  return document(lng, texts.unavailableTitle, 'unavailable', `<div class="unavailable-card"><h1>${texts.unavailableTitle}</h1><p>${texts.unavailableText}</p></div>`);
}
