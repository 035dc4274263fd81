import type { AnyGameEngine } from './engine';
import { diceEngine } from './fast/dice';
import { hiloEngine } from './fast/hilo';
import { minesEngine } from './fast/mines';
import { plinkoEngine } from './fast/plinko';
import { slotEngine } from './slots/engine';
import { baccaratEngine } from './table/baccarat';
import { blackjackEngine } from './table/blackjack';
import { casinoHoldemEngine } from './table/casino-holdem';
import { rouletteEngine } from './table/roulette';
import { videoPokerEngine } from './table/video-poker';

/**
 * Every engine the game server plays, by its kind (the catalogue's `launch.engine`). An engine added to the tree is
 * added here once and is then playable, verifiable and launchable by every tile that names it.
 */
export const ENGINES: Readonly<Record<string, AnyGameEngine>> = {
  dice: diceEngine,
  plinko: plinkoEngine,
  mines: minesEngine,
  hilo: hiloEngine,
  slots: slotEngine,
  roulette: rouletteEngine,
  baccarat: baccaratEngine,
  blackjack: blackjackEngine,
  'video-poker': videoPokerEngine,
  'casino-holdem': casinoHoldemEngine,
};

export const ENGINE_KINDS = Object.keys(ENGINES);

export function engineOf(kind: string): AnyGameEngine | null {
  return Object.hasOwn(ENGINES, kind) ? ENGINES[kind] ?? null : null;
}
