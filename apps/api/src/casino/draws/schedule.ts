import { randomBytes } from 'node:crypto';
import type { CasinoDrawGame } from '@betting/contracts';
import { serverSeedHash } from '@betting/games';
import type { Queryable } from '../../db/database';
import type { DrawDeps } from './deps';
import { drawSchedules, dueDraws, insertDraw, latestDrawAt, openDrawOf, showEndsAt, type DrawSchedule } from './draws.repository';
import { settleDraw, startDrawing } from './settlement';

/** The first draw time after `atMs` on a grid of `everySeconds` (whole multiples since the epoch, UTC). */
export function slotAfter(atMs: number, everySeconds: number): number {
  const every = everySeconds * 1000;
  return (Math.floor(atMs / every) + 1) * every;
}

/** A fresh secret server seed: 256 random bits as hex. */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

/**
 * Makes sure the game has a draw taking tickets at `at`: else commits the next one (its seed's hash shown from now), at
 * the first slot after both `at` and the game's latest draw, so draws never go back in time. Two processes doing it at
 * once meet on the (game, draw_at) key: one row stands.
 */
export async function ensureOpenDraw(db: Queryable, schedule: DrawSchedule, at: Date): Promise<void> {
  if (await openDrawOf(db, schedule.game, at)) return;
  const latest = await latestDrawAt(db, schedule.game);
  const after = Math.max(at.getTime(), latest ? latest.getTime() : 0);
  const drawAt = new Date(slotAfter(after, schedule.everySeconds));
  const serverSeed = newDrawSeed();
  await insertDraw(db, { game: schedule.game, opensAt: at, drawAt, serverSeed, serverSeedHash: serverSeedHash(serverSeed), ballIntervalMs: schedule.ballIntervalMs });
}

export interface ScheduleRun {
  readonly drawn: number;
  readonly settled: number;
  readonly open: Readonly<Record<CasinoDrawGame, number | null>>;
}

/**
 * The schedule as of `atMs`: every open draw whose time has come starts drawing (its balls fixed), every drawing draw
 * whose show is over settles (once: the draw's row lock and status decide), and each enabled game gets its next open
 * draw. Stateless: the timer runs it with the clock, test control with any time, any process at once.
 */
export async function runDrawSchedule(deps: DrawDeps, atMs: number): Promise<ScheduleRun> {
  const at = new Date(atMs);
  let drawn = 0;
  let settled = 0;
  for (const draw of await dueDraws(deps.db, at)) {
    if (draw.status === 'open' && (await startDrawing(deps, draw.id))) drawn += 1;
  }
  for (const draw of await dueDraws(deps.db, at)) {
    if (draw.status === 'drawing' && showEndsAt(draw) <= atMs && (await settleDraw(deps, draw.id, new Date(showEndsAt(draw))))) settled += 1;
  }
  const open: Record<CasinoDrawGame, number | null> = { keno: null, bingo: null };
  for (const schedule of await drawSchedules(deps.db)) {
    if (!schedule.enabled) continue;
    await ensureOpenDraw(deps.db, schedule, at);
    open[schedule.game] = (await openDrawOf(deps.db, schedule.game, at))?.id ?? null;
  }
  return { drawn, settled, open };
}
