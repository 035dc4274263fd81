import { CasinoGamePaths } from '@betting/contracts';
import { BLACKJACK_MAX_HANDS, blackjackEngine, rtpMilliPercent } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { blackjackClientSource, type BlackjackConfig } from './blackjack-client';
import { blackjackTexts } from './blackjack-texts';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';

/** The exact return of basic strategy (combinatorial, computed once) and the largest win, as the page prints them. */
const rtpMilli = () => rtpMilliPercent(blackjackEngine.rtp(blackjackEngine.defaultParams));
const MAX_MULTIPLIER = blackjackEngine.maxMultiplier(blackjackEngine.defaultParams);
const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;

export const BLACKJACK_STYLE = `
.bj-table { display: grid; gap: 12px; padding: 6px; border-radius: 16px; background: radial-gradient(ellipse at top, #14532d, #052e16); }
.bj-row { display: grid; gap: 6px; }
.bj-row h2, .bj-hand h3 { margin: 0; font-size: 0.9375rem; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.bj-total { color: #bbf7d0; font-weight: 600; font-variant-numeric: tabular-nums; }
.bj-hands { display: flex; gap: 12px; flex-wrap: wrap; }
.bj-hand { padding: 6px 8px; border-radius: 12px; border: 2px solid transparent; }
.bj-hand.active { border-color: #fde68a; }
.bj-cards { list-style: none; margin: 0; padding: 0; display: flex; gap: 6px; min-height: 98px; }
.bj-card { width: 68px; height: 96px; border-radius: 10px; background: #f8fafc; color: #111827; display: grid; place-items: center; align-content: center; border: 2px solid #cbd5e1; box-shadow: 0 6px 14px rgba(0, 0, 0, 0.4); }
.bj-card.red { color: #b91c1c; }
.bj-card.back { background: repeating-linear-gradient(45deg, #1e3a8a 0 8px, #1d4ed8 8px 16px); border-color: #93c5fd; }
.bj-card .rank { font-size: 1.75rem; font-weight: 800; line-height: 1; }
.bj-card .suit { font-size: 1.375rem; line-height: 1; }
.bj-result { padding: 2px 8px; border-radius: 999px; font-size: 0.8125rem; background: #334155; color: #f8fafc; }
.bj-result.win, .bj-result.blackjack { background: #15803d; } .bj-result.lose { background: #991b1b; }
.bj-moves { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; min-width: 0; }
.bj-moves button, .bj-insurance button { min-width: 0; }
.bj-insurance { display: grid; gap: 6px; }
.bj-insurance[hidden] { display: none; }
.bj-insurance div { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
/* A phone (390 × 844, the site's frame about 640 px high) keeps Deal in sight: smaller cards, the rules line and the
   facts give way (the return is published under the fairness section). */
@media (max-width: 759px) {
  .bj-card { width: 52px; height: 74px; } .bj-cards { min-height: 76px; } .bj-card .rank { font-size: 1.375rem; }
  body.game-blackjack .stage > .hint, body.game-blackjack .stage > .game-facts { display: none; }
}
`;

export interface BlackjackPageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  /** A live tile's RNG table (`rng-table`): the frame says so. */
  readonly variant?: string | null | undefined;
}

export function blackjackConfig({ lng, demo }: BlackjackPageInput): BlackjackConfig {
  return {
    demo,
    texts: frameTexts(lng),
    words: blackjackTexts(lng),
    paths: {
      state: CasinoGamePaths.state('blackjack'),
      rounds: CasinoGamePaths.rounds('blackjack'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('blackjack'),
      rotate: CasinoGamePaths.rotateSeed('blackjack'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${lng}/provably-fair`,
    splitLimit: BLACKJACK_MAX_HANDS,
  };
}

/** Blackjack's page for the game page's iframe: the table drawn at once (cards face down), moves beside it. */
export function blackjackPage(input: BlackjackPageInput): string {
  const texts = frameTexts(input.lng);
  const words = blackjackTexts(input.lng);
  const back = `<li class="bj-card back" aria-label="${escapeHtml(words.cardBack)}"></li>`;
  const stage = `<div class="bj-table">
<div class="bj-row"><h2>${words.dealer} <span id="dealer-total" class="bj-total"></span></h2><ul id="dealer-cards" class="bj-cards">${back}${back}</ul></div>
<div id="hands" class="bj-hands"><section class="bj-hand" aria-label="${escapeHtml(words.hand.replace('{n}', '1'))}"><h3>${escapeHtml(
    words.hand.replace('{n}', '1')
  )}</h3><ul class="bj-cards">${back}${back}</ul></section></div>
</div>
<p class="hint">${escapeHtml(words.rules)}</p>
<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">${percent(rtpMilli())}</dd><dt>${words.maxWin}</dt><dd id="max-win">×${(MAX_MULTIPLIER / 1000).toFixed(2)}</dd><dt>${
    words.wagered
  }</dt><dd id="wagered">—</dd></dl>`;
  const moves = (['hit', 'stand', 'double', 'split'] as const).map((move) => `<button type="button" id="move-${move}" disabled>${words[move]}</button>`).join('');
  const insurance = `<div id="insurance-offer" class="bj-insurance" hidden><p class="hint">${escapeHtml(words.insuranceOffer)}</p><div><button type="button" id="insure-yes" disabled>${
    words.insure
  }</button><button type="button" id="insure-no" disabled>${words.noInsurance}</button></div></div>`;
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'blackjack',
    name: 'Blackjack',
    game: 'fast game-blackjack',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    notices: [rngTableNotice(input.lng, input.variant)],
    stage,
    fields: [`<div class="bj-moves" role="group" aria-label="Blackjack">${moves}</div>`, insurance],
    play: words.deal,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${percent(rtpMilli())} · ${escapeHtml(words.rtpNote)}`,
    script: blackjackClientSource(blackjackConfig(input)),
    style: FAST_STYLE + BLACKJACK_STYLE + RNG_TABLE_STYLE,
  });
}
