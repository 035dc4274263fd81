import { CasinoGamePaths, casinoLaunchGame, isBonusLaunch, type CasinoLaunchKind, type CasinoWheelGame } from '@betting/contracts';
import { PICK_TABLES, boardSize } from '@betting/games';
import { currencies } from '@betting/kernel';
import { FRAME_STYLE } from '../frame/styles';
import { frameTexts, type FrameLanguage, type FrameTexts } from '../frame/texts';
import { wheelClientSource, type WheelConfig } from './wheel-client';
import { CARD_BACK_PICTURE, CHEST_PICTURE, EGG_PICTURE, MEMORY_PICTURES, SAFE_PICTURE, fortunaCentres, fortunaWheel } from './wheel-pictures';
import { WHEEL_STYLE } from './wheel-styles';
import { wheelTexts, type WheelTexts } from './wheel-texts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const EXPONENTS: Readonly<Record<string, number>> = Object.fromEntries(currencies.filter((currency) => currency.exponent !== 2).map((currency) => [currency.iso, currency.exponent]));
const RTP: Readonly<Record<CasinoWheelGame, string>> = { fortuna: '96.00 %', chest: '96.00 %', safe: '96.00 %', dragon: '96.00 %', memory: '96.00 %', lottery: '95.46 %' };
const SPIN_MS = 3300;

function document(lng: FrameLanguage, title: string, bodyClass: string, content: string, script = ''): string {
  return `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${FRAME_STYLE}${WHEEL_STYLE}</style>
</head>
<body class="${bodyClass}">
<main>
${content}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

/** A pick game's hidden cell faces. */
function facesOf(game: Exclude<CasinoWheelGame, 'fortuna'>): string[] {
  const size = boardSize(PICK_TABLES[game]);
  const picture = { chest: CHEST_PICTURE, safe: SAFE_PICTURE, dragon: EGG_PICTURE, memory: CARD_BACK_PICTURE, lottery: '' }[game];
  return Array.from({ length: size }, (_, index) => (game === 'lottery' ? `<span class="number">${index + 1}</span>` : `<span class="picture">${picture}</span>`));
}

function stage(game: CasinoWheelGame, texts: WheelTexts): string {
  if (game === 'fortuna') return `<p class="hint">${texts.hint.fortuna}</p>\n${fortunaWheel(texts.wheel)}`;
  const cells = facesOf(game)
    .map((face, index) => `<button type="button" id="cell-${index}" class="tile" aria-pressed="false" aria-label="${escapeHtml(fill(texts.cell[game], { n: String(index + 1) }))}">${face}</button>`)
    .join('');
  return `<p class="hint" id="pick-hint">${texts.hint[game]}</p>\n<div id="board" class="pick-board pick-${game}" role="group" aria-labelledby="pick-hint">${cells}</div>`;
}

function fairness(game: CasinoWheelGame, texts: FrameTexts): string {
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
<dt>${texts.rtp}</dt><dd>${RTP[game]}</dd>
</dl>
<form id="seed-form" class="seed-form">
<label for="client-seed">${texts.clientSeed}</label>
<div class="row"><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"><button type="submit">${texts.saveClientSeed}</button></div>
</form>
<p><button type="button" id="rotate">${texts.rotateSeeds}</button></p>
<p id="revealed" hidden>${texts.revealedSeed}: <code id="revealed-seed" class="hash"></code></p>
</section>`;
}

export interface WheelPageInput {
  readonly kind: CasinoLaunchKind;
  readonly lng: FrameLanguage;
  readonly demo: boolean;
}

const gameOf = (kind: CasinoLaunchKind) => casinoLaunchGame(kind) as CasinoWheelGame;

export function wheelConfig({ kind, lng, demo }: WheelPageInput): WheelConfig {
  const game = gameOf(kind);
  const table = game === 'fortuna' ? null : PICK_TABLES[game];
  return {
    game,
    demo,
    bonus: isBonusLaunch(kind),
    texts: frameTexts(lng),
    wheel: wheelTexts(lng),
    paths: { state: CasinoGamePaths.state(kind), rounds: CasinoGamePaths.rounds(kind), clientSeed: CasinoGamePaths.clientSeed(kind), rotate: CasinoGamePaths.rotateSeed(kind), refill: CasinoGamePaths.demoRefill },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: EXPONENTS,
    centres: game === 'fortuna' ? fortunaCentres() : [],
    cells: table ? boardSize(table) : 0,
    picks: table?.picks ?? 0,
    faces: game === 'fortuna' ? [] : facesOf(game),
    pictures: MEMORY_PICTURES,
    spinMs: SPIN_MS,
    verifyUrl: `/${lng}/provably-fair`,
  };
}

/**
 * A wheel game's page for the game page's iframe. A `-bonus` game plays the casino bonus balance: a guest gets a
 * sign-in notice instead of the game (no demo), a person with an empty balance a notice the script shows.
 */
export function wheelGamePage(input: WheelPageInput): string {
  const texts = frameTexts(input.lng);
  const words = wheelTexts(input.lng);
  const game = gameOf(input.kind);
  const bonus = isBonusLaunch(input.kind);
  const name = bonus ? `${words.names[game]} Bonus` : words.names[game];
  if (bonus && input.demo) {
    return document(
      input.lng,
      name,
      'unavailable',
      `<div class="unavailable-card"><h1>${escapeHtml(name)}</h1><p>${words.bonusSignInText}</p><p><a href="/${input.lng}/user/login" target="_top">${words.signIn}</a></p></div>`,
    );
  }
  const mode = bonus ? `<p class="mode bonus">${words.modeBonus}</p>` : `<p class="mode ${input.demo ? 'demo' : 'real'}">${input.demo ? texts.modeDemo : texts.modeReal}</p>`;
  const quick = game !== 'fortuna' && (PICK_TABLES[game]?.picks ?? 1) > 1 ? `<button type="button" id="quick-pick" class="secondary">${words.quickPick}</button>` : '';
  const content = `<header class="top">
<h1>${escapeHtml(name)}</h1>
${mode}
<p class="balance">${bonus ? words.modeBonus : texts.balance}: <strong id="balance">${texts.loading}</strong></p>
</header>
${bonus ? `<div id="bonus-empty" class="notice" role="status" hidden><h2>${words.bonusEmptyTitle}</h2><p>${words.bonusEmptyText}</p><p><a href="/${input.lng}/bonus/casino" target="_top">${words.bonusLink}</a></p></div>` : ''}
<section class="stage" aria-label="${escapeHtml(name)}">
${stage(game, words)}
</section>
<p id="outcome" class="outcome" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert" hidden></p>
<div class="controls">
<div class="field"><label for="stake">${texts.stake}</label><div class="money-input"><input id="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-currency"><span id="stake-currency" class="currency"></span></div></div>
<div class="buttons">
<button type="button" id="play" class="primary" disabled>${words.play[game]}</button>
${quick}
${input.demo ? `<button type="button" id="refill">${texts.refill}</button>` : ''}
</div>
</div>
${input.demo || bonus ? '' : `<p class="note"><a href="${escapeHtml(CasinoGamePaths.frame(input.kind, { lng: input.lng, demo: true }))}">${texts.playDemo}</a></p>`}
${fairness(game, texts)}`;
  return document(input.lng, `${name} · ${bonus ? words.modeBonus : input.demo ? texts.modeDemo : texts.modeReal}`, `game game-${game}`, content, wheelClientSource(wheelConfig(input)));
}
