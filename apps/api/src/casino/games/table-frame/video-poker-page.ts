import { CasinoGamePaths } from '@betting/contracts';
import { VIDEO_POKER_PAYS, rtpMilliPercent, variantParams, videoPokerEngine } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { BLACKJACK_STYLE } from './blackjack-page';
import { blackjackTexts } from './blackjack-texts';
import { videoPokerClientSource, type VideoPokerConfig } from './video-poker-client';
import { videoPokerTexts } from './video-poker-texts';

const NAMES: Readonly<Record<string, string>> = { 'jacks-or-better': 'Jacks or Better', 'deuces-wild': 'Deuces Wild', 'deuces-wild-nsud': 'Deuces Wild' };

const STYLE = `
.vp-holds { display: grid; grid-template-columns: repeat(5, 68px); gap: 6px; }
.vp-holds button { min-width: 0; padding: 6px 0; font-size: 0.8125rem; }
.vp-holds button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.vp-pays { display: grid; grid-template-columns: 1fr max-content; gap: 0 12px; margin: 0; font-size: 0.8125rem; }
.vp-pays dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
/* A phone (390 × 844, the site's frame about 640 px high) keeps Deal in sight: the pay table in two columns, the hint
   left out (the Hold buttons say it), the stake and Draw side by side above Deal. */
@media (max-width: 759px) {
  .vp-holds { grid-template-columns: repeat(5, 52px); }
  .vp-holds button { padding: 4px 0; min-height: 36px; }
  body.game-video-poker .bj-table { gap: 8px; }
  body.game-video-poker #vp-hand:empty, body.game-video-poker #vp-hint { display: none; }
  .vp-pays { grid-template-columns: 1fr max-content 1fr max-content; font-size: 0.75rem; }
  body.game-video-poker h2.hint { font-size: 0.8125rem; }
  body.game-video-poker .controls { grid-template-columns: 1fr 1fr; align-items: end; }
  body.game-video-poker .controls > .buttons { grid-column: 1 / -1; }
  body.game-video-poker .bj-moves { grid-template-columns: 1fr; }
}
`;

export interface VideoPokerPageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  readonly variant?: string | undefined;
}

/** Video poker's page: the variant's pay table, five cards face down at once, Hold under each card and Draw. */
export function videoPokerPage(input: VideoPokerPageInput): string {
  const texts = frameTexts(input.lng);
  const words = videoPokerTexts(input.lng);
  const cards = blackjackTexts(input.lng);
  const params = variantParams(videoPokerEngine, input.variant) ?? videoPokerEngine.defaultParams;
  const rtp = `${(rtpMilliPercent(videoPokerEngine.rtp(params)) / 1000).toFixed(3)} %`;
  const back = `<li class="bj-card back" aria-label="${escapeHtml(cards.cardBack)}"></li>`;
  const pays = Object.entries(VIDEO_POKER_PAYS[params.variant] ?? {})
    .filter(([, pay]) => pay > 0)
    .map(([hand, pay]) => `<dt>${escapeHtml(words.hands[hand] ?? hand)}</dt><dd>${pay}</dd>`)
    .join('');
  const holds = Array.from(
    { length: 5 },
    (_, i) => `<button type="button" id="hold-${i}" aria-pressed="false" aria-label="${escapeHtml(`${words.hold} ${i + 1}`)}" disabled>${words.hold}</button>`
  ).join('');
  const stage = `<div class="bj-table"><ul id="vp-cards" class="bj-cards">${back.repeat(
    5
  )}</ul><div class="vp-holds" role="group" aria-describedby="vp-hint">${holds}</div><p id="vp-hand" class="bj-total"></p></div>
<p id="vp-hint" class="hint">${escapeHtml(words.hint)}</p>
<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">${rtp}</dd><dt>${words.maxWin}</dt><dd id="max-win">×${(videoPokerEngine.maxMultiplier(params) / 1000).toFixed(2)}</dd></dl>
<h2 class="hint">${escapeHtml(words.paytable)}</h2><dl class="vp-pays">${pays}</dl>`;
  const config: VideoPokerConfig = {
    demo: input.demo,
    texts,
    words,
    cards: { card: cards.card, cardBack: cards.cardBack, ranks: cards.ranks, suits: cards.suits },
    paths: {
      state: CasinoGamePaths.state('video-poker'),
      rounds: CasinoGamePaths.rounds('video-poker'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('video-poker'),
      rotate: CasinoGamePaths.rotateSeed('video-poker'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${input.demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${input.lng}/provably-fair`,
    params: { ...params },
  };
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'video-poker',
    name: NAMES[params.variant] ?? 'Video Poker',
    game: 'fast game-video-poker',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    stage,
    fields: [`<div class="bj-moves" role="group" aria-label="${escapeHtml(words.draw)}"><button type="button" id="move-draw" disabled>${words.draw}</button></div>`],
    play: words.deal,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${rtp} · ${escapeHtml(words.rtpNote)}`,
    script: videoPokerClientSource(config),
    style: FAST_STYLE + BLACKJACK_STYLE + STYLE,
  });
}
