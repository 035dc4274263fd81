import { CasinoGamePaths } from '@betting/contracts';
import { RED_NUMBERS, ROULETTE_MAX_BETS, ROULETTE_POCKETS, rouletteBetProblem, rouletteEngine, rtpMilliPercent } from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';
import { rouletteClientSource, type RouletteConfig, type RouletteInsideKind } from './roulette-client';
import { rouletteTexts, type RouletteTexts } from './roulette-texts';

const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;
/** Every bet returns 36/37 (`rouletteRtp` counts it over the pockets); the largest win is a straight's ×36. */
const RTP_MILLI = rtpMilliPercent(rouletteEngine.rtp(rouletteEngine.defaultParams));
const MAX_MULTIPLIER = rouletteEngine.maxMultiplier({ bets: [{ type: 'straight', numbers: [17], chips: 1 }] });

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The inside bets the engine takes, per kind: candidates built from the layout's shape, each kept only when
 * `rouletteBetProblem` (the engine's own check) accepts it, so the page never offers a bet the server refuses.
 */
export function rouletteInsideBets(): Record<RouletteInsideKind, number[][]> {
  const candidates: Record<RouletteInsideKind, number[][]> = {
    straight: range(0, 36).map((n) => [n]),
    split: range(0, 36).flatMap((a) => range(a + 1, 36).map((b) => [a, b])),
    street: range(1, 34).map((a) => [a, a + 1, a + 2]),
    corner: range(1, 32).map((a) => [a, a + 1, a + 3, a + 4]),
    'six-line': range(1, 31).map((a) => range(a, a + 5)),
    trio: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    'first-four': [[0, 1, 2, 3]],
  };
  return Object.fromEntries(
    Object.entries(candidates).map(([type, sets]) => [type, sets.filter((numbers) => rouletteBetProblem({ type, numbers, chips: 1 }) === null)])
  ) as Record<RouletteInsideKind, number[][]>;
}

export const ROULETTE_STYLE = `
.rl-top { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
.rl-result { display: flex; gap: 10px; align-items: center; }
.rl-pocket { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 50%; font-size: 1.75rem; font-weight: 800; font-variant-numeric: tabular-nums; border: 3px solid #fde68a; background: #334155; color: #f8fafc; }
.rl-pocket.red, .rl-num.red, .rl-mini.red { background: #b91c1c; color: #ffffff; }
.rl-pocket.black, .rl-num.black, .rl-mini.black { background: #111827; color: #ffffff; }
.rl-pocket.green, .rl-num.green, .rl-mini.green { background: #15803d; color: #ffffff; }
.rl-history { display: grid; gap: 2px; min-width: 0; flex: 1 1 200px; }
.rl-history span { color: var(--muted); font-size: 0.875rem; }
.rl-history ol { list-style: none; margin: 0; padding: 0; display: flex; gap: 4px; min-height: 30px; overflow: hidden; }
.rl-mini { flex: 0 0 auto; width: 30px; height: 30px; border-radius: 50%; display: grid; place-items: center; font-size: 0.8125rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.rl-history li.empty { color: var(--muted); font-size: 0.875rem; align-self: center; }
.rl-kinds { display: flex; flex-wrap: wrap; gap: 4px; }
.rl-kinds button { min-height: 36px; padding: 4px 10px; font-size: 0.875rem; }
.rl-kinds button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.rl-felt { display: grid; gap: 6px; padding: 8px; border-radius: 14px; background: radial-gradient(ellipse at top, #166534, #052e16); }
.rl-layout { display: grid; grid-template-columns: 1.1fr repeat(12, 1fr) 1.3fr; grid-template-rows: repeat(3, 40px); gap: 3px; }
.rl-layout button, .rl-outside button { position: relative; min-height: 0; min-width: 0; padding: 0 2px; border-radius: 6px; border: 1px solid rgba(255, 255, 255, 0.35); font-size: 0.9375rem; font-variant-numeric: tabular-nums; }
.rl-num { grid-column: calc(var(--s) + 2); grid-row: calc(3 - var(--k)); }
.rl-zero { grid-column: 1; grid-row: 1 / span 3; }
.rl-col { grid-column: 14; grid-row: calc(3 - var(--k)); background: rgba(0, 0, 0, 0.25); color: #f8fafc; font-size: 0.8125rem; }
.rl-outside { display: grid; grid-template-columns: repeat(6, 1fr); grid-auto-rows: 40px; gap: 3px; }
.rl-outside .rl-dozen { grid-column: span 2; }
.rl-outside button { background: rgba(0, 0, 0, 0.25); color: #f8fafc; }
.rl-outside .rl-red { background: #b91c1c; } .rl-outside .rl-black { background: #111827; }
.rl-layout button.picked { outline: 3px solid #fde68a; outline-offset: -3px; }
.rl-layout button.covered { box-shadow: inset 0 -4px 0 #fde68a; }
.rl-layout button.hit, .rl-outside button.hit { outline: 3px solid #4ade80; outline-offset: -3px; }
.rl-chips { position: absolute; top: -6px; right: -4px; min-width: 20px; height: 20px; padding: 0 4px; border-radius: 999px; background: #fde68a; color: #111827; font-size: 0.6875rem; font-weight: 800; line-height: 20px; border: 1px solid #92400e; }
.rl-bets { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; font-size: 0.875rem; max-height: 132px; overflow-y: auto; }
.rl-bets li { display: flex; justify-content: space-between; gap: 8px; }
.rl-bets li.won { color: #4ade80; }
.rl-total { margin: 0; display: flex; justify-content: space-between; font-weight: 700; }
.rl-edit { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
/* A phone (390 × 844) keeps the table as it lies on the felt, within the frame (number cells at least 19 px wide), so Spin stays in sight. */
@media (max-width: 759px) {
  .rl-top { gap: 8px; }
  .rl-pocket { width: 44px; height: 44px; font-size: 1.125rem; }
  .rl-kinds button { min-height: 32px; padding: 2px 8px; font-size: 0.8125rem; }
  .rl-felt { padding: 4px; gap: 4px; }
  .rl-layout { grid-template-columns: minmax(16px, 1fr) repeat(12, minmax(19px, 1fr)) minmax(20px, 1.2fr); grid-template-rows: repeat(3, 34px); gap: 2px; }
  .rl-layout button, .rl-outside button { font-size: 0.6875rem; padding: 0; border-radius: 4px; }
  .rl-col { font-size: 0.625rem; }
  .rl-outside { grid-auto-rows: 34px; gap: 2px; }
  .rl-chips { top: -6px; right: -6px; min-width: 16px; height: 16px; line-height: 16px; font-size: 0.625rem; padding: 0 2px; }
  .rl-bets { max-height: 66px; }
  body.game-roulette .controls { grid-template-columns: 1fr 1fr; align-items: end; }
  body.game-roulette .controls > :not(.field:first-child) { grid-column: 1 / -1; }
  /* The kinds of bet scroll in one row; the pressed one says what a tap on the table places. */
  body.game-roulette .game-facts, body.game-roulette #rl-hint { display: none; }
  .rl-kinds { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; }
  .rl-kinds button { flex: 0 0 auto; }
  .rl-history { display: flex; align-items: center; gap: 8px; }
  /* The chips on the table (and each spot's name, which counts them) stand for the list of bets here. */
  body.game-roulette .rl-slip { display: none; }
}
`;

export interface RoulettePageInput {
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  readonly variant?: string | null | undefined;
}

const colourOf = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

export function rouletteConfig({ lng, demo }: RoulettePageInput): RouletteConfig {
  return {
    demo,
    texts: frameTexts(lng),
    words: rouletteTexts(lng),
    paths: {
      state: CasinoGamePaths.state('roulette'),
      rounds: CasinoGamePaths.rounds('roulette'),
      roundPrefix: CasinoGamePaths.round(0).replace(/0$/, ''),
      clientSeed: CasinoGamePaths.clientSeed('roulette'),
      rotate: CasinoGamePaths.rotateSeed('roulette'),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${lng}/provably-fair`,
    red: RED_NUMBERS,
    inside: rouletteInsideBets(),
    maxBets: ROULETTE_MAX_BETS,
  };
}

/** The table as the page opens: every number, the columns, dozens and even-money bets, no chips yet. */
function table(words: RouletteTexts): string {
  const number = (n: number) => {
    const colour = colourOf(n);
    const label = escapeHtml(words.number.replace('{n}', String(n)).replace('{colour}', words.colours[colour]));
    const place = n === 0 ? 'rl-zero' : 'rl-num';
    const style = n === 0 ? '' : ` style="--s: ${Math.floor((n - 1) / 3)}; --k: ${(n - 1) % 3}"`;
    return `<button type="button" id="num-${n}" class="${place} ${colour}"${style} aria-label="${label}" aria-pressed="false" disabled>${n}</button>`;
  };
  const columns = [1, 2, 3]
    .map((k) => `<button type="button" id="column-${k}" class="rl-col" style="--k: ${k - 1}" aria-label="${escapeHtml(words.column.replace('{n}', String(k)))}" disabled>2:1</button>`)
    .join('');
  const dozens = [1, 2, 3]
    .map((d) => {
      const label = words.dozen.replace('{n}', String(d)).replace('{numbers}', `${12 * d - 11}–${12 * d}`);
      return `<button type="button" id="dozen-${d}" class="rl-dozen" aria-label="${escapeHtml(label)}" disabled>${12 * d - 11}–${12 * d}</button>`;
    })
    .join('');
  const even = (['low', 'even', 'red', 'black', 'odd', 'high'] as const)
    .map((type) => `<button type="button" id="bet-${type}" class="rl-${type}" aria-label="${escapeHtml(words.outside[type])}" disabled>${escapeHtml(words.outside[type])}</button>`)
    .join('');
  return `<div class="rl-felt"><div id="rl-layout" class="rl-layout" role="group" aria-label="${escapeHtml(words.layout)}">${range(0, ROULETTE_POCKETS - 1)
    .map(number)
    .join('')}${columns}</div>
<div class="rl-outside" role="group" aria-label="${escapeHtml(words.outsideBets)}">${dozens}${even}</div></div>`;
}

/** European roulette's page: the ball's last pocket and the last numbers, the whole table at once, chips and bets beside it. */
export function roulettePage(input: RoulettePageInput): string {
  const texts = frameTexts(input.lng);
  const words = rouletteTexts(input.lng);
  const kinds = (Object.keys(words.kinds) as RouletteInsideKind[])
    .map((kind) => `<button type="button" id="kind-${kind}" aria-pressed="${kind === 'straight'}" disabled>${escapeHtml(words.kinds[kind])}</button>`)
    .join('');
  const stage = `<div class="rl-top"><div class="rl-result"><span id="rl-result-label">${escapeHtml(words.result)}</span><output id="rl-pocket" class="rl-pocket" aria-labelledby="rl-result-label">–</output></div>
<div class="rl-history"><span id="rl-history-label">${escapeHtml(words.history)}</span><ol id="rl-history" aria-labelledby="rl-history-label"><li class="empty">${escapeHtml(words.noHistory)}</li></ol></div></div>
<div class="rl-kinds" role="group" aria-label="${escapeHtml(words.betKind)}">${kinds}</div>
<p id="rl-hint" class="hint">${escapeHtml(words.pickHints.straight)}</p>
${table(words)}
<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">${percent(RTP_MILLI)}</dd><dt>${words.maxWin}</dt><dd id="max-win">×${(MAX_MULTIPLIER / 1000).toFixed(2)}</dd></dl>`;
  const slip = `<div class="field rl-slip"><span class="label" id="rl-bets-label">${escapeHtml(words.bets)}</span><ul id="rl-bets" class="rl-bets" aria-labelledby="rl-bets-label"><li>${escapeHtml(
    words.noBets
  )}</li></ul></div>
<p class="rl-total"><span>${escapeHtml(words.total)}</span> <output id="rl-total">—</output></p>
<div class="rl-edit"><button type="button" id="rl-clear" disabled>${escapeHtml(words.clear)}</button><button type="button" id="rl-rebet" disabled>${escapeHtml(words.rebet)}</button></div>`;
  return gameDocument({
    lng: input.lng,
    texts,
    kind: 'roulette',
    name: words.name,
    game: 'fast game-roulette',
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    notices: [rngTableNotice(input.lng, input.variant)],
    stage,
    stakeLabel: words.chip,
    fields: [slip],
    play: words.spin,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${percent(RTP_MILLI)} · ${escapeHtml(words.rtpNote)}`,
    script: rouletteClientSource(rouletteConfig(input)),
    style: FAST_STYLE + ROULETTE_STYLE + RNG_TABLE_STYLE,
  });
}
