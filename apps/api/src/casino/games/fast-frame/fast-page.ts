import { CasinoGamePaths, type CasinoLaunchKind } from '@betting/contracts';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  HILO_CAP,
  MINES_CELLS,
  MINES_MAX,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  compareRtp,
  diceEngine,
  diceRtpRange,
  hiloEngine,
  minesEngine,
  minesMultiplier,
  plinkoEngine,
  plinkoTable,
  rtpMilliPercent,
  variantParams,
  type AnyGameEngine,
  type ExactRtp,
} from '@betting/games';
import { FRAME_EXPONENTS, escapeHtml, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage, type FrameTexts } from '../frame/texts';
import { fastClientSource, plinkoBoardSvg, type FastConfig, type FastGame } from './fast-client';
import { FAST_STYLE } from './fast-styles';
import { fastTexts, type FastTexts } from './fast-texts';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';

/** The games' names: brands, the same in every language. */
const NAMES: Readonly<Record<FastGame, string>> = { dice: 'Dice', plinko: 'Plinko', mines: 'Mines', hilo: 'Hi-Lo' };
const ENGINES: Readonly<Record<FastGame, AnyGameEngine>> = {
  dice: diceEngine as AnyGameEngine,
  plinko: plinkoEngine as AnyGameEngine,
  mines: minesEngine as AnyGameEngine,
  hilo: hiloEngine as AnyGameEngine,
};

export const isFastGame = (kind: string): kind is FastGame => Object.hasOwn(NAMES, kind);

const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;
const times = (thousandths: number) => `×${(thousandths / 1000).toFixed(thousandths % 10 === 0 ? 2 : 3)}`;

/** The exact figures the page publishes (from the engines, computed once). */
function published(): { readonly plinko: FastConfig['plinko']; readonly mines: FastConfig['mines']; readonly rtpLine: Readonly<Record<FastGame, string>> } {
  const tables: Record<string, number[]> = {};
  const rtp: Record<string, number> = {};
  const all: ExactRtp[] = [];
  for (const risk of PLINKO_RISKS) {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows += 1) {
      tables[`${risk}:${rows}`] = plinkoTable({ rows, risk });
      const exact = plinkoEngine.rtp({ rows, risk });
      rtp[`${risk}:${rows}`] = rtpMilliPercent(exact);
      all.push(exact);
    }
  }
  const sorted = [...all].sort(compareRtp);
  const multipliers = [[]] as number[][];
  const minesRtp = [0];
  const max = [0];
  for (let mines = 1; mines <= MINES_MAX; mines += 1) {
    multipliers.push(Array.from({ length: MINES_CELLS - mines + 1 }, (_, safe) => minesMultiplier(mines, safe)));
    minesRtp.push(rtpMilliPercent(minesEngine.rtp({ mines })));
    max.push(minesEngine.maxMultiplier({ mines }));
  }
  const dice = diceRtpRange();
  const range = (low: number, high: number) => (low === high ? percent(low) : `${percent(low)} – ${percent(high)}`);
  return {
    plinko: { tables, rtp },
    mines: { multipliers, rtp: minesRtp, max },
    rtpLine: {
      dice: range(rtpMilliPercent(dice.min), rtpMilliPercent(dice.max)),
      plinko: range(rtpMilliPercent(sorted[0] as ExactRtp), rtpMilliPercent(sorted[sorted.length - 1] as ExactRtp)),
      mines: range(Math.min(...minesRtp.slice(1)), Math.max(...minesRtp.slice(1))),
      hilo: percent(rtpMilliPercent(hiloEngine.rtp({}))),
    },
  };
}
const PUBLISHED = published();

export interface FastPageInput {
  readonly kind: CasinoLaunchKind;
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  readonly variant?: string | undefined;
}

export function fastConfig({ kind, lng, demo, variant }: FastPageInput): FastConfig {
  const game = kind as FastGame;
  const roundPrefix = CasinoGamePaths.round(0).replace(/0$/, '');
  return {
    game,
    demo,
    texts: frameTexts(lng),
    fast: fastTexts(lng),
    paths: {
      state: CasinoGamePaths.state(kind),
      rounds: CasinoGamePaths.rounds(kind),
      roundPrefix,
      clientSeed: CasinoGamePaths.clientSeed(kind),
      rotate: CasinoGamePaths.rotateSeed(kind),
      refill: CasinoGamePaths.demoRefill,
    },
    query: `?demo=${demo ? 1 : 0}`,
    exponents: FRAME_EXPONENTS,
    verifyUrl: `/${lng}/provably-fair`,
    params: (variantParams(ENGINES[game], variant) ?? ENGINES[game].defaultParams) as Record<string, unknown>,
    dice: { outcomes: DICE_OUTCOMES, edgeNumerator: 9_900_000, minWinning: DICE_MIN_WINNING, maxWinning: DICE_MAX_WINNING },
    plinko: PUBLISHED.plinko,
    mines: PUBLISHED.mines,
    hilo: { rtp: rtpMilliPercent(hiloEngine.rtp({})), cap: HILO_CAP, stepNumerator: 12_870 },
  };
}

const option = (value: string | number, label: string, selected: boolean) => `<option value="${value}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The stage and the game's own fields, drawn with the page's first state (no empty board before the script runs). */
function gameParts(config: FastConfig, texts: FrameTexts, words: FastTexts): { stage: string; fields: string[]; buttons: string[]; play: string } {
  const params = config.params;
  const facts = `<dl class="game-facts"><dt>${words.rtpNow}</dt><dd id="rtp-now">—</dd><dt>${words.maxWin}</dt><dd id="max-win">—</dd></dl>`;
  const multiplier = `<p class="multiplier-row"><span id="multiplier-label">${texts.multiplier}</span> <output id="multiplier" class="multiplier-now" aria-labelledby="multiplier-label">×1.00</output></p>`;
  const cashOut = `<button type="button" id="cash-out" class="cash-out" disabled>${texts.cashOut}</button>`;
  if (config.game === 'dice') {
    const target = Number(params['target']);
    const under = params['direction'] !== 'over';
    const stage = `<div class="dice-stage"><output id="dice-roll" class="dice-roll" aria-live="off">—</output>
<div id="dice-bar" class="dice-bar" aria-hidden="true"><span id="dice-win-zone" class="dice-win-zone" style="left: 0%; width: ${
      target / 100
    }%"></span><span id="dice-marker" class="dice-marker" hidden></span></div>
<div class="dice-scale" aria-hidden="true"><span>0</span><span>25</span><span>50</span><span>75</span><span>100</span></div></div>${facts}`;
    const fields = [
      `<div class="field"><span class="label" id="direction-label">${
        words.direction
      }</span><div class="toggle" role="group" aria-labelledby="direction-label"><button type="button" id="dice-under" aria-pressed="${under}">${
        words.under
      }</button><button type="button" id="dice-over" aria-pressed="${!under}">${words.over}</button></div></div>`,
      `<div class="field"><label for="dice-target">${words.target}: <strong id="dice-target-text">${(target / 100).toFixed(
        2
      )}</strong></label><input id="dice-target" type="range" min="100" max="9899" step="1" value="${target}"></div>`,
      `<dl class="pair"><dt>${words.chance}</dt><dd id="dice-chance">—</dd><dt>${words.payout}</dt><dd id="dice-payout">—</dd></dl>`,
    ];
    return { stage, fields, buttons: [], play: words.roll };
  }
  if (config.game === 'plinko') {
    const rows = Number(params['rows']);
    const risk = String(params['risk']);
    const stage = `<div id="plinko-board" class="plinko-board">${plinkoBoardSvg(rows, config.plinko.tables[`${risk}:${rows}`] ?? [], null, words.board)}</div>${facts}`;
    const rowOptions = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) =>
      option(PLINKO_MIN_ROWS + index, String(PLINKO_MIN_ROWS + index), PLINKO_MIN_ROWS + index === rows)
    ).join('');
    const riskOptions = PLINKO_RISKS.map((value) => option(value, words.risks[value], value === risk)).join('');
    const fields = [
      `<div class="field-row"><div class="field"><label for="plinko-rows">${words.rows}</label><select id="plinko-rows">${rowOptions}</select></div><div class="field"><label for="plinko-risk">${words.risk}</label><select id="plinko-risk">${riskOptions}</select></div></div>`,
    ];
    return { stage, fields, buttons: [], play: words.drop };
  }
  if (config.game === 'mines') {
    const mines = Number(params['mines']);
    const cells = Array.from(
      { length: MINES_CELLS },
      (_, cell) => `<button type="button" id="cell-${cell}" class="mine-cell" aria-label="${escapeHtml(words.cell.replace('{n}', String(cell + 1)))}" disabled></button>`
    ).join('');
    const stage = `<p class="hint" id="mines-hint">${words.minesHint}</p><div class="mines-grid" role="group" aria-label="${escapeHtml(
      words.grid
    )}" aria-describedby="mines-hint">${cells}</div>${facts}`;
    const countOptions = Array.from({ length: MINES_MAX }, (_, index) => option(index + 1, String(index + 1), index + 1 === mines)).join('');
    const fields = [
      `<div class="field"><label for="mines-count">${words.mines}</label><select id="mines-count">${countOptions}</select></div>`,
      multiplier,
      `<p class="multiplier-row"><span>${words.nextWin}</span> <strong id="next-win">${times(minesMultiplier(mines, 1))}</strong></p>`,
    ];
    return { stage, fields, buttons: [cashOut], play: texts.bet };
  }
  const guesses = (['higher', 'lower', 'same'] as const)
    .map((guess) => `<button type="button" id="guess-${guess}" class="guess" disabled><span>${words[guess]}</span><small>—</small></button>`)
    .join('');
  const stage = `<p class="hint" id="hilo-hint">${words.hiloHint}</p><div class="hilo-table"><div id="hilo-card" class="playing-card back" role="img" aria-label="${escapeHtml(
    words.cardBack
  )}"></div><div class="guesses" role="group" aria-describedby="hilo-hint">${guesses}</div></div>
<ol id="hilo-history" class="hilo-history" aria-label="${escapeHtml(words.history)}"></ol>${facts}`;
  return { stage, fields: [multiplier], buttons: [cashOut], play: texts.bet };
}

/** A fast game's page for the game page's iframe; its exact return and largest win are published beside the game. */
export function fastGamePage(input: FastPageInput): string {
  const texts = frameTexts(input.lng);
  const words = fastTexts(input.lng);
  const config = fastConfig(input);
  const parts = gameParts(config, texts, words);
  return gameDocument({
    lng: input.lng,
    texts,
    kind: input.kind,
    name: NAMES[config.game],
    game: `fast game-${config.game}`,
    demo: input.demo,
    mode: moneyMode(input.demo, texts),
    balanceLabel: texts.balance,
    notices: [rngTableNotice(input.lng, input.variant)],
    stage: parts.stage,
    fields: parts.fields,
    play: parts.play,
    buttons: parts.buttons,
    demoLink: !input.demo,
    variant: input.variant,
    rtp: `${PUBLISHED.rtpLine[config.game]} · ${escapeHtml(words.rtpNote)}`,
    script: fastClientSource(config),
    style: FAST_STYLE + RNG_TABLE_STYLE,
  });
}
