import { CasinoGamePaths } from '@betting/contracts';
import { BACCARAT_BETS, baccaratBetRtp, baccaratEngine, rtpMilliPercent } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { baccaratClientSource, type BaccaratConfig } from './baccarat-client';
import { baccaratTexts, type BaccaratBetName } from './baccarat-texts';
import { BLACKJACK_STYLE } from './blackjack-page';
import { blackjackTexts } from './blackjack-texts';
import { ROULETTE_STYLE } from './roulette-page';

const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;
/** Each bet's exact return (counted over the shoe once, `baccaratBetRtp`) as the page prints it. */
const betRtp = (): Record<BaccaratBetName, string> =>
  Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, percent(rtpMilliPercent(baccaratBetRtp(bet)))])) as Record<BaccaratBetName, string>;
/** The most one coup returns on a chip: a pair's ×12. */
const MAX_MULTIPLIER = baccaratEngine.maxMultiplier({ bets: [{ type: 'player-pair', chips: 1 }] });

export const BACCARAT_STYLE = `
.bc-hands { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.bc-side { display: grid; gap: 6px; }
.bc-side h2 { margin: 0; font-size: 0.9375rem; display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.bc-winner { margin: 0; min-height: 1.5em; text-align: center; font-weight: 800; font-size: 1.125rem; }
.bc-winner.player { color: #93c5fd; } .bc-winner.banker { color: #fca5a5; } .bc-winner.tie { color: #86efac; }
.bc-bets { display: grid; grid-template-columns: repeat(6, 1fr); gap: 6px; }
.bc-bet { position: relative; display: grid; gap: 0; padding: 6px 8px; text-align: center; grid-column: span 2; border-width: 2px; }
.bc-bet.bc-player, .bc-bet.bc-banker { grid-column: span 3; }
.bc-bet small { color: var(--muted); font-weight: 600; font-size: 0.75rem; }
.bc-bet.bc-player { border-color: #3b82f6; } .bc-bet.bc-banker { border-color: #ef4444; } .bc-bet.bc-tie { border-color: #22c55e; }
.bc-bet.won { background: #14532d; }
.bc-history { display: grid; gap: 2px; }
.bc-history span { color: var(--muted); font-size: 0.875rem; }
.bc-history ol { list-style: none; margin: 0; padding: 0; display: flex; gap: 4px; min-height: 26px; overflow: hidden; }
.bc-history li.empty { color: var(--muted); font-size: 0.875rem; }
.bc-dot { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: 0.75rem; font-weight: 800; color: #ffffff; }
.bc-dot.player { background: #1d4ed8; } .bc-dot.banker { background: #b91c1c; } .bc-dot.tie { background: #15803d; }
/* A phone (390 × 844) keeps Deal in sight: the rules line, the largest win and each bet's return give way (the bets
   say what they pay; the fairness section publishes the return), the total sits beside the chip value. */
@media (max-width: 759px) {
  .bc-bet small { font-size: 0.6875rem; }
  .bc-bet .bc-name { font-size: 0.875rem; }
  .bc-rtp, #bc-winner:empty { display: none; }
  body.game-baccarat .controls { grid-template-columns: 1fr 1fr; align-items: end; }
  body.game-baccarat .controls > :not(.field:first-child, .rl-total) { grid-column: 1 / -1; }
  body.game-baccarat .controls > .rl-total { align-self: center; }
  .bc-bets { gap: 4px; }
  body.game-baccarat .hint, body.game-baccarat .game-facts { display: none; }
  body.game-baccarat .bc-history { grid-template-columns: max-content 1fr; align-items: center; gap: 8px; }
}
`;

export interface BaccaratPageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  readonly variant?: string | null | undefined;
}

export function baccaratConfig({ lng, demo }: BaccaratPageInput): BaccaratConfig {
  const cards = blackjackTexts(lng);
  return {
    demo,
    texts: frameTexts(lng),
    words: baccaratTexts(lng),
    cards: { card: cards.card, cardBack: cards.cardBack, ranks: cards.ranks, suits: cards.suits },
    paths: {
      state: CasinoGamePaths.state('baccarat'),
      rounds: CasinoGamePaths.rounds('baccarat'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('baccarat'),
      rotate: CasinoGamePaths.rotateSeed('baccarat'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${lng}/provably-fair`,
    betNames: BACCARAT_BETS,
    rtp: betRtp(),
  };
}

/** Baccarat's page: both hands face down at once, the five bets with what they pay and their exact returns, chips beside. */
export function baccaratPage(input: BaccaratPageInput): string {
  const texts = frameTexts(input.lng);
  const words = baccaratTexts(input.lng);
  const cards = blackjackTexts(input.lng);
  const rtp = betRtp();
  const backs = `<li class="bj-card back" aria-label="${escapeHtml(cards.cardBack)}"></li>`.repeat(2);
  const side = (name: 'player' | 'banker', title: string) =>
    `<section class="bc-side" aria-labelledby="${name}-title"><h2 id="${name}-title">${escapeHtml(title)} <span id="${name}-total" class="bj-total"></span></h2><ul id="${name}-cards" class="bj-cards">${backs}</ul></section>`;
  const bets = BACCARAT_BETS.map(
    (bet) =>
      `<button type="button" id="bet-${bet}" class="bc-bet bc-${bet}" aria-label="${escapeHtml(`${words.bets[bet]}, ${words.pays[bet]}`)}" disabled><span class="bc-name">${escapeHtml(
        words.bets[bet]
      )}</span><small>${escapeHtml(words.pays[bet])}<span class="bc-rtp"> · ${rtp[bet]}</span></small></button>`
  ).join('');
  const stage = `<div class="bj-table"><div class="bc-hands">${side('player', words.player)}${side('banker', words.banker)}</div><p id="bc-winner" class="bc-winner"></p></div>
<div class="bc-bets" role="group" aria-label="${escapeHtml(words.betsLabel)}">${bets}</div>
<div class="bc-history"><span id="bc-history-label">${escapeHtml(words.history)}</span><ol id="bc-history" aria-labelledby="bc-history-label"><li class="empty">${escapeHtml(words.noHistory)}</li></ol></div>
<p class="hint">${escapeHtml(words.rules)}</p>
<dl class="game-facts"><dt>${words.maxWin}</dt><dd id="max-win">×${(MAX_MULTIPLIER / 1000).toFixed(2)}</dd></dl>`;
  const slip = `<p class="rl-total"><span>${escapeHtml(words.onTable)}</span> <output id="bc-total">—</output></p>
<div class="rl-edit"><button type="button" id="bc-clear" disabled>${escapeHtml(words.clear)}</button><button type="button" id="bc-rebet" disabled>${escapeHtml(words.rebet)}</button></div>`;
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'baccarat',
    name: words.name,
    game: 'fast game-baccarat',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    notices: [rngTableNotice(input.lng, input.variant)],
    stage,
    stakeLabel: words.chip,
    fields: [slip],
    play: words.deal,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${BACCARAT_BETS.map((bet) => `${escapeHtml(words.bets[bet])} ${rtp[bet]}`).join(' · ')} · ${escapeHtml(words.rtpNote)}`,
    script: baccaratClientSource(baccaratConfig(input)),
    style: FAST_STYLE + BLACKJACK_STYLE + ROULETTE_STYLE + BACCARAT_STYLE + RNG_TABLE_STYLE,
  });
}
