import type { AnyGameEngine } from './engine';
import { diceEngine } from './fast/dice';
import { hiloEngine } from './fast/hilo';
import { minesEngine } from './fast/mines';
import { plinkoEngine } from './fast/plinko';

/**
 * Every engine the game server plays, by its kind (the catalogue's `launch.engine`). An engine added to the tree is
 * added here once and is then playable, verifiable and launchable by every tile that names it.
 */
export const ENGINES: Readonly<Record<string, AnyGameEngine>> = {
  dice: diceEngine,
  plinko: plinkoEngine,
  mines: minesEngine,
  hilo: hiloEngine,
};

export const ENGINE_KINDS = Object.keys(ENGINES);

export function engineOf(kind: string): AnyGameEngine | null {
  return Object.hasOwn(ENGINES, kind) ? ENGINES[kind] ?? null : null;
}
