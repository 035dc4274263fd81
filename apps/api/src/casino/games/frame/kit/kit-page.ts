import { CasinoGamePaths, type CasinoLaunchKind } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import { FRAME_STYLE } from '../styles';
import type { FrameLanguage, FrameTexts } from '../texts';

/** What every game frame's page shares: the HTML document, the game's skeleton around its stage, the fairness box. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** Minor-unit exponents of currencies that do not have 2 (the scripts' `config.exponents`). */
export const FRAME_EXPONENTS: Readonly<Record<string, number>> = Object.fromEntries(currencies.filter((currency) => currency.exponent !== 2).map((currency) => [currency.iso, currency.exponent]));

export interface FrameDocumentInput {
  readonly lng: FrameLanguage;
  readonly title: string;
  readonly bodyClass: string;
  /** Trusted markup inside `<main>`. */
  readonly content: string;
  readonly script?: string;
  /** More CSS after the shared frame style. */
  readonly style?: string;
}

export function frameDocument({ lng, title, bodyClass, content, script = '', style = '' }: FrameDocumentInput): string {
  return `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${FRAME_STYLE}${style}</style>
</head>
<body class="${bodyClass}">
<main>
${content}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

/** The round's facts, the verify link, the seed pair, the client seed form and the seeds' rotation. */
function fairness(texts: FrameTexts, rtp: string): string {
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
<dt>${texts.rtp}</dt><dd>${rtp}</dd>
</dl>
<form id="seed-form" class="seed-form">
<label for="client-seed">${texts.clientSeed}</label>
<div class="row"><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"><button type="submit">${texts.saveClientSeed}</button></div>
</form>
<p><button type="button" id="rotate">${texts.rotateSeeds}</button></p>
<p id="revealed" hidden>${texts.revealedSeed}: <code id="revealed-seed" class="hash"></code></p>
</section>`;
}

/** The badge under the game's name: its class (`demo`, `real`, `bonus`) and its words. */
export interface FrameMode {
  readonly name: string;
  readonly label: string;
}

export const moneyMode = (demo: boolean, texts: FrameTexts): FrameMode => (demo ? { name: 'demo', label: texts.modeDemo } : { name: 'real', label: texts.modeReal });

export interface GameDocumentInput {
  readonly lng: FrameLanguage;
  readonly texts: FrameTexts;
  readonly kind: CasinoLaunchKind;
  /** The game's name (a brand, the same in every language). */
  readonly name: string;
  /** The body's `game-…` class. */
  readonly game: string;
  readonly demo: boolean;
  readonly mode: FrameMode;
  readonly balanceLabel: string;
  /** Lines between the header and the stage. */
  readonly notices?: readonly string[];
  /** Trusted markup of the stage. */
  readonly stage: string;
  /** The stake field's label when it is not the stake itself (a table's chip value); `texts.stake` else. */
  readonly stakeLabel?: string;
  /** Lines after the stake field. */
  readonly fields?: readonly string[];
  /** The play button's words. */
  readonly play: string;
  /** Buttons after the play button (demo pages add the refill button). */
  readonly buttons?: readonly string[];
  /** A link to the game's demo under the controls (real-money pages). */
  readonly demoLink: boolean;
  /** The tile's variant (a machine, a pay table, an RNG table): the demo link opens the same one. */
  readonly variant?: string | null | undefined;
  readonly rtp: string;
  readonly script: string;
  readonly style?: string;
}

/** A playable game's page: name, mode and balance; the stage; outcome and errors; stake and buttons; fairness. */
export function gameDocument(input: GameDocumentInput): string {
  const { texts, lng } = input;
  const name = escapeHtml(input.name);
  const demoLink = input.demoLink ? `<p class="note"><a href="${escapeHtml(CasinoGamePaths.frame(input.kind, { lng, demo: true, variant: input.variant }))}">${texts.playDemo}</a></p>` : '';
  const refill = input.demo ? `<button type="button" id="refill">${texts.refill}</button>` : '';
  const content = [
    '<header class="top">',
    `<h1>${name}</h1>`,
    `<p class="mode ${input.mode.name}">${input.mode.label}</p>`,
    `<p class="balance">${input.balanceLabel}: <strong id="balance">${texts.loading}</strong></p>`,
    '</header>',
    ...(input.notices ?? []),
    `<section class="stage" aria-label="${name}">`,
    input.stage,
    '</section>',
    '<p id="outcome" class="outcome" role="status" aria-live="polite"></p>',
    '<p id="error" class="error" role="alert" hidden></p>',
    '<div class="controls">',
    `<div class="field"><label for="stake">${input.stakeLabel ?? texts.stake}</label><div class="money-input"><input id="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-currency"><span id="stake-currency" class="currency"></span></div></div>`,
    ...(input.fields ?? []),
    '<div class="buttons">',
    `<button type="button" id="play" class="primary" disabled>${input.play}</button>`,
    ...(input.buttons ?? []),
    refill,
    '</div>',
    '</div>',
    demoLink,
    fairness(texts, input.rtp),
  ].join('\n');
  return frameDocument({ lng, title: `${input.name} · ${input.mode.label}`, bodyClass: `game game-${input.game}`, content, script: input.script, style: input.style ?? '' });
}
