import { CasinoGamePaths, casinoLaunchGame, isBonusLaunch, type CasinoLaunchKind, type CasinoWheelGame } from '@betting/contracts';
import { PICK_TABLES, boardSize } from '@betting/games';
import { FAST_STYLE } from '../fast-frame/fast-styles';
import { FRAME_EXPONENTS, escapeHtml, frameDocument, gameDocument, moneyMode } from '../frame/kit/kit-page';
import { frameTexts, type FrameLanguage } from '../frame/texts';
import { wheelClientSource, type WheelConfig } from './wheel-client';
import { CARD_BACK_PICTURE, CHEST_PICTURE, EGG_PICTURE, MEMORY_PICTURES, SAFE_PICTURE, fortunaCentres, fortunaWheel } from './wheel-pictures';
import { WHEEL_STYLE } from './wheel-styles';
import { wheelTexts, type WheelTexts } from './wheel-texts';
import { RNG_TABLE_STYLE, rngTableNotice } from '../frame/kit/rng-table';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const RTP: Readonly<Record<CasinoWheelGame, string>> = { fortuna: '96.00 %', chest: '96.00 %', safe: '96.00 %', dragon: '96.00 %', memory: '96.00 %', lottery: '95.46 %' };
const SPIN_MS = 3300;

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

export interface WheelPageInput {
  readonly kind: CasinoLaunchKind;
  readonly lng: FrameLanguage;
  readonly demo: boolean;
  /** A live tile's RNG table (`rng-table`): the frame says so. */
  readonly variant?: string | null | undefined;
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
    exponents: FRAME_EXPONENTS,
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
    return frameDocument({
      lng: input.lng,
      title: name,
      bodyClass: 'unavailable',
      content: `<div class="unavailable-card"><h1>${escapeHtml(name)}</h1><p>${words.bonusSignInText}</p><p><a href="/${input.lng}/user/login" target="_top">${words.signIn}</a></p></div>`,
      style: WHEEL_STYLE,
    });
  }
  const quick = game !== 'fortuna' && (PICK_TABLES[game]?.picks ?? 1) > 1 ? `<button type="button" id="quick-pick" class="secondary">${words.quickPick}</button>` : '';
  const notice = `<div id="bonus-empty" class="notice" role="status" hidden><h2>${words.bonusEmptyTitle}</h2><p>${words.bonusEmptyText}</p><p><a href="/${input.lng}/bonus/casino" target="_top">${words.bonusLink}</a></p></div>`;
  return gameDocument({
    lng: input.lng,
    texts,
    kind: input.kind,
    name,
    game: `fast game-${game}`,
    demo: input.demo,
    mode: bonus ? { name: 'bonus', label: words.modeBonus } : moneyMode(input.demo, texts),
    balanceLabel: bonus ? words.modeBonus : texts.balance,
    notices: [bonus ? notice : '', rngTableNotice(input.lng, input.variant)],
    stage: stage(game, words),
    play: words.play[game],
    buttons: [quick],
    demoLink: !input.demo && !bonus,
    variant: input.variant,
    rtp: RTP[game],
    script: wheelClientSource(wheelConfig(input)),
    style: FAST_STYLE + WHEEL_STYLE + RNG_TABLE_STYLE,
  });
}
