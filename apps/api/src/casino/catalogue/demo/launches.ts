import { CASINO_RNG_TABLE_VARIANT, type CasinoTileLaunch } from '@betting/contracts';
import {
  SLOT_MAX_RTP_BP,
  SLOT_MIN_RTP_BP,
  baccaratEngine,
  blackjackEngine,
  casinoHoldemEngine,
  diceEngine,
  fortunaExactRtp,
  hiloEngine,
  minesEngine,
  plinkoEngine,
  rouletteEngine,
  rtpMilliPercent,
  scratchTheoreticalRtp,
  slotEngine,
  slotVariantName,
  variantParams,
  videoPokerEngine,
  type AnyGameEngine,
  type SlotVolatility,
} from '@betting/games';
import { match } from 'ts-pattern';
import type { GameKind } from './game-kinds';

/**
 * What a catalogue tile launches (`launch`, and `launchVariant` where its engine has variants), from the kind of game
 * it is and its name. Every tile launches something: the house game its name says, else the closest house game that
 * says what it is in its own frame (the frame's heading and rules are the engine's, never the tile's promise).
 *
 * - crash games play Rocket (`crash`), scratchcards Lucky Nine (`scratch`);
 * - instant and skill games the house engine their name says (dice, plinko, mines, hi-lo), a wheel the fortuna wheel,
 *   an instant keno the keno draws;
 * - slot tiles (video and Asian slots), fishing and hunting games and mahjong tiles each their own machine of the reel
 *   engine (`slotTileLaunch`, in the catalogue: it needs the tile's drawn return and volatility);
 * - table games: roulette European roulette, a money wheel the fortuna wheel, craps, sic bo, xoc dia, fan tan and dice
 *   shows the dice game (a chosen target on a fair roll);
 * - card games: blackjack, pontoon and Spanish 21 blackjack; baccarat, punto banco, dragon tiger, casino war and
 *   andar bahar baccarat (player, banker, tie, pairs); red dog hi-lo;
 * - poker: Hold'em, Omaha, stud and three-card games Casino Hold'em against the house; draw poker tiles video poker
 *   (Deuces Wild and Joker Poker the wild-card table, the others Jacks or Better);
 * - live casino tiles the same table engines as an RNG table (`CASINO_RNG_TABLE_VARIANT`: the tile and the frame say so;
 *   no dealer is pretended);
 * - TV games open the draws (lotto for the number games, keno for the rest) and virtual sports the line's virtual
 *   sports (`virtual-sports`); keno and bingo tiles their draws.
 */
export interface TileLaunch {
  readonly launch: CasinoTileLaunch;
  readonly variant: string | null;
}

const ENGINE_BY_WORD: readonly (readonly [RegExp, CasinoTileLaunch])[] = [
  [/\bMines?\b/, 'mines'],
  [/\bPlinko\b/, 'plinko'],
  [/\bHi-Lo\b/, 'hilo'],
  [/\bDice\b/, 'dice'],
  [/\bWheel\b/, 'fortuna'],
  [/\bKeno\b/, 'keno'],
];

/** Table, card and Asian games by their name's words (the first that matches). */
const TABLE_BY_WORD: readonly (readonly [RegExp, CasinoTileLaunch])[] = [
  [/\bRoulette\b/, 'roulette'],
  [/\bMoney Wheel\b/, 'fortuna'],
  [/\b(Craps|Sic Bo|Xoc Dia|Fan Tan|Dice Show)\b/, 'dice'],
  [/\b(Blackjack|Pontoon|Spanish 21)\b/, 'blackjack'],
  [/\b(Baccarat|Punto Banco|Dragon Tiger|Casino War|Andar Bahar)\b/, 'baccarat'],
  [/\bRed Dog\b/, 'hilo'],
  [/\b(Hold'em|Omaha|Caribbean Stud|Oasis Poker|Russian Poker|Triple Card Poker|Teen Patti|Pai Gow)\b/, 'casino-holdem'],
];

/** Draw poker tiles: the wild-card table for wild-card games, Jacks or Better for the rest. */
const WILD_POKER = /\b(Deuces Wild|Joker Poker)\b/;
const DRAW_POKER = /\b(Jacks or Better|Bonus Poker|Double Bonus Poker|Tens or Better|Aces and Faces)\b/;

const LOTTO_TV = /\b(Lucky 6|Six Numbers|5 of 36|Lucky 5)\b/;

/** Tiles of these kinds play a reel machine of their own (`slotTileLaunch`): slots, fishing games, mahjong tiles. */
export function playsOwnReels(kind: GameKind, name: string): boolean {
  return kind === 'slot' || kind === 'asian-slot' || kind === 'fishing' || (kind === 'asian' && /\bMahjong\b/.test(name));
}

const tableLaunch = (name: string): CasinoTileLaunch | null => TABLE_BY_WORD.find(([word]) => word.test(name))?.[1] ?? null;

export function tileLaunchOf(kind: GameKind, name: string): TileLaunch | null {
  const plain = (launch: CasinoTileLaunch): TileLaunch => ({ launch, variant: null });
  return match(kind)
    .returnType<TileLaunch | null>()
    .with('crash', () => plain('crash'))
    .with('scratch', () => plain('scratch'))
    .with('instant', 'skill', () => {
      const found = ENGINE_BY_WORD.find(([word]) => word.test(name));
      return found ? plain(found[1]) : null;
    })
    .with('table', 'card', 'asian', () => {
      const launch = tableLaunch(name);
      return launch ? plain(launch) : null;
    })
    .with('live', () => {
      const launch = tableLaunch(name);
      return launch ? { launch, variant: CASINO_RNG_TABLE_VARIANT } : null;
    })
    .with('poker', () => {
      // Deuces Wild plays the Not So Ugly Deuces table: full pay returns more than 100 % to a perfect player.
      if (WILD_POKER.test(name)) return { launch: 'video-poker', variant: 'deuces-wild-nsud' };
      if (DRAW_POKER.test(name)) return { launch: 'video-poker', variant: 'jacks-or-better' };
      return tableLaunch(name) === 'casino-holdem' ? plain('casino-holdem') : null;
    })
    .with('tv', () => plain(LOTTO_TV.test(name) ? 'lotto' : 'keno'))
    .with('virtual', () => plain('virtual-sports'))
    .with('keno', () => plain('keno'))
    .with('bingo', () => plain('bingo'))
    // Reel games play a machine of their own (playsOwnReels), not one of the launches above.
    .with('slot', 'asian-slot', 'fishing', () => null)
    .exhaustive();
}

const ENGINES: Readonly<Partial<Record<CasinoTileLaunch, AnyGameEngine>>> = {
  dice: diceEngine as AnyGameEngine,
  plinko: plinkoEngine as AnyGameEngine,
  mines: minesEngine as AnyGameEngine,
  hilo: hiloEngine as AnyGameEngine,
  blackjack: blackjackEngine as AnyGameEngine,
  'casino-holdem': casinoHoldemEngine as AnyGameEngine,
  'video-poker': videoPokerEngine as AnyGameEngine,
  roulette: rouletteEngine as AnyGameEngine,
  baccarat: baccaratEngine as AnyGameEngine,
};

/**
 * The return to player a tile that plays a house game shows (hundredths of a percent, floored): the engine's exact
 * figure for its default options, Rocket's 99 %, Lucky Nine's and the fortuna wheel's; null for tiles that open another product.
 */
export function tileRtpBasisPoints(launch: CasinoTileLaunch, variant: string | null = null): number | null {
  const engine = ENGINES[launch];
  if (engine) return Math.floor(rtpMilliPercent(engine.rtp(variantParams(engine, variant) ?? engine.defaultParams)) / 10);
  if (launch === 'crash') return 9_900;
  if (launch === 'scratch') return Math.round(scratchTheoreticalRtp().total * 10_000);
  if (launch === 'fortuna') {
    const exact = fortunaExactRtp();
    return Math.floor((exact.numerator * 10_000) / exact.denominator);
  }
  return null;
}

/**
 * A slot tile's own machine: the reel engine's variant `{route}:{rtp}:{volatility}` (the tile's drawn return clamped
 * to the generator's 94–97 % targets, its volatility), and the return the tile publishes: that machine's exact RTP
 * (hundredths of a percent, floored), not the drawn target.
 */
export function slotTileLaunch(route: string, drawnRtpBasisPoints: number, volatility: SlotVolatility): TileLaunch & { readonly rtpBasisPoints: number } {
  const params = { key: route, rtpBasisPoints: Math.min(SLOT_MAX_RTP_BP, Math.max(SLOT_MIN_RTP_BP, drawnRtpBasisPoints)), volatility };
  return { launch: 'slots', variant: slotVariantName(params), rtpBasisPoints: Math.floor(rtpMilliPercent(slotEngine.rtp(params)) / 10) };
}
