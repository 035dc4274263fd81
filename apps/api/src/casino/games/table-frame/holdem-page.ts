import { CasinoGamePaths } from '@betting/contracts';
import { casinoHoldemEngine, rtpMilliPercent } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { BLACKJACK_STYLE } from './blackjack-page';
import { blackjackTexts } from './blackjack-texts';
import { holdemClientSource, type HoldemConfig } from './holdem-client';
import { holdemTexts } from './holdem-texts';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';

export interface HoldemPageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  /** A live tile's RNG table (`rng-table`): the frame says so. */
  readonly variant?: string | null | undefined;
}

/* The dealer's and your cards side by side above the board, so the table fits the frame (1366 × 768 and 390 × 844);
   a phone also leaves the rules line out (the fairness section publishes the return). */
const HOLDEM_STYLE = `
body.game-holdem .bj-table { grid-template-columns: 1fr 1fr; }
body.game-holdem .bj-row:has(#board-cards) { grid-column: 1 / -1; grid-row: 2; }
@media (max-width: 759px) {
  body.game-holdem .bj-table { gap: 8px; }
  body.game-holdem .stage > .hint:not(#hand-facts), body.game-holdem #hand-facts:empty { display: none; }
}
`;

/** Casino Hold'em's page: dealer, board and your cards drawn face down at once, Call and Fold beside them. */
export function holdemPage(input: HoldemPageInput): string {
  const texts = frameTexts(input.lng);
  const words = holdemTexts(input.lng);
  const cards = blackjackTexts(input.lng);
  const params = casinoHoldemEngine.defaultParams;
  const rtp = `${(rtpMilliPercent(casinoHoldemEngine.rtp(params)) / 1000).toFixed(3)} %`;
  const backs = (n: number) => `<li class="bj-card back" aria-label="${escapeHtml(cards.cardBack)}"></li>`.repeat(n);
  const row = (id: string, title: string, n: number) => `<div class="bj-row"><h2>${title}</h2><ul id="${id}" class="bj-cards">${backs(n)}</ul></div>`;
  const stage = `<div class="bj-table">${row('dealer-cards', words.dealer, 2)}${row('board-cards', words.board, 5)}${row('player-cards', words.you, 2)}</div>
<p id="hand-facts" class="hint"></p><p class="hint">${escapeHtml(words.rules)}</p>
<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">${rtp}</dd><dt>${words.maxWin}</dt><dd id="max-win">×${(casinoHoldemEngine.maxMultiplier(params) / 1000).toFixed(2)}</dd></dl>`;
  const config: HoldemConfig = {
    demo: input.demo,
    texts,
    words,
    cards: { card: cards.card, cardBack: cards.cardBack, ranks: cards.ranks, suits: cards.suits },
    paths: {
      state: CasinoGamePaths.state('casino-holdem'),
      rounds: CasinoGamePaths.rounds('casino-holdem'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('casino-holdem'),
      rotate: CasinoGamePaths.rotateSeed('casino-holdem'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${input.demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${input.lng}/provably-fair`,
  };
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'casino-holdem',
    name: "Casino Hold'em",
    game: 'fast game-holdem',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    notices: [rngTableNotice(input.lng, input.variant)],
    stage,
    fields: [
      `<div class="bj-moves" role="group" aria-label="Casino Hold'em"><button type="button" id="move-call" disabled>${words.call}</button><button type="button" id="move-fold" disabled>${words.fold}</button></div>`,
    ],
    play: words.ante,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${rtp} · ${escapeHtml(words.rtpNote)}`,
    script: holdemClientSource(config),
    style: FAST_STYLE + BLACKJACK_STYLE + RNG_TABLE_STYLE + HOLDEM_STYLE,
  });
}
