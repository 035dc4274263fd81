import type { CasinoTileLaunch } from '@betting/contracts';
import {
  SLOT_MAX_RTP_BP,
  SLOT_MIN_RTP_BP,
  blackjackEngine,
  casinoHoldemEngine,
  diceEngine,
  fortunaExactRtp,
  hiloEngine,
  minesEngine,
  plinkoEngine,
  rtpMilliPercent,
  scratchTheoreticalRtp,
  slotEngine,
  slotVariantName,
  variantParams,
  videoPokerEngine,
  type AnyGameEngine,
  type SlotVolatility,
} from '@betting/games';
import type { GameKind } from './game-kinds';

/**
 * What a catalogue tile launches (`launch`, and `launchVariant` where its engine has variants), from the kind of game
 * it is and its name:
 *
 * - crash games play Rocket (`crash`), scratchcards Lucky Nine (`scratch`);
 * - instant and skill games the house engine their name says (dice, plinko, mines, hi-lo), a wheel the fortuna wheel,
 *   an instant keno the keno draws;
 * - TV games open the draws (lotto for the number games, keno for the rest) and virtual sports the line's virtual
 *   sports (`virtual-sports`);
 * - keno and bingo tiles their draws.
 *
 * - slot tiles (video and Asian slots) each their own machine of the reel engine (`slotTileLaunch`);
 * - blackjack card tiles the blackjack engine (its exact basic-strategy return), Hold'em poker tiles Casino Hold'em,
 *   Jacks or Better and Deuces Wild tiles video poker (their variant's exact return under optimal play);
 *
 * The other table, card, poker and live tiles wait for their frames (null: "Demo unavailable" until then).
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

const LOTTO_TV = /\b(Lucky 6|Six Numbers|5 of 36|Lucky 5)\b/;

export function tileLaunchOf(kind: GameKind, name: string): TileLaunch | null {
  const plain = (launch: CasinoTileLaunch): TileLaunch => ({ launch, variant: null });
  switch (kind) {
    case 'crash':
      return plain('crash');
    case 'scratch':
      return plain('scratch');
    case 'instant':
    case 'skill': {
      const found = ENGINE_BY_WORD.find(([word]) => word.test(name));
      return found ? plain(found[1]) : null;
    }
    case 'card':
      // Blackjack tiles play the blackjack engine; the other card games wait for their frames.
      return /\bBlackjack\b/.test(name) ? plain('blackjack') : null;
    case 'poker':
      // Hold'em tiles play Casino Hold'em against the house, Jacks or Better and Deuces Wild video poker; the other
      // poker games wait for their frames.
      if (/\bHold'em\b/.test(name)) return plain('casino-holdem');
      // Deuces Wild plays the Not So Ugly Deuces table: full pay returns more than 100 % to a perfect player.
      if (/\bJacks or Better\b/.test(name)) return { launch: 'video-poker', variant: 'jacks-or-better' };
      return /\bDeuces Wild\b/.test(name) ? { launch: 'video-poker', variant: 'deuces-wild-nsud' } : null;
    case 'tv':
      return plain(LOTTO_TV.test(name) ? 'lotto' : 'keno');
    case 'virtual':
      return plain('virtual-sports');
    case 'keno':
      return plain('keno');
    case 'bingo':
      return plain('bingo');
    default:
      return null;
  }
}

const ENGINES: Readonly<Partial<Record<CasinoTileLaunch, AnyGameEngine>>> = {
  dice: diceEngine as AnyGameEngine,
  plinko: plinkoEngine as AnyGameEngine,
  mines: minesEngine as AnyGameEngine,
  hilo: hiloEngine as AnyGameEngine,
  blackjack: blackjackEngine as AnyGameEngine,
  'casino-holdem': casinoHoldemEngine as AnyGameEngine,
  'video-poker': videoPokerEngine as AnyGameEngine,
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
