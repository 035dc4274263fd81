import { TOTO_MATCHES } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { closeDueTotoDraws, insertTotoDraw, insertTotoDrawMatch, lockTotoDrawsTable, openTotoDrawCount, totoCandidates } from './toto.repository';

export { closeDueTotoDraws, openTotoDrawCount };

/** Open draws kept ahead: the current one (closing first) and the next. */
export const TOTO_OPEN_DRAWS = 2;
/** A match joins a draw when it starts at least this long after the draw is made… */
export const TOTO_MATCH_LEAD_MS = 30 * 60_000;
/** …and within this window, so a draw settles within two days. */
export const TOTO_MATCH_WINDOW_MS = 48 * 3_600_000;

/**
 * Makes a draw of 15 upcoming football matches from the line: games not yet started, from 30 minutes to 48 hours
 * ahead, in no other draw; the top champs' games first, then the earliest. None when the line has fewer.
 * The draw closes when its first match starts. The caller holds the draws' table lock.
 */
export async function createTotoDraw(tx: Queryable, now: Date): Promise<number | null> {
  const candidates = await totoCandidates(tx, new Date(now.getTime() + TOTO_MATCH_LEAD_MS), new Date(now.getTime() + TOTO_MATCH_WINDOW_MS), TOTO_MATCHES);
  if (candidates.length < TOTO_MATCHES) return null;
  const matches = [...candidates].sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
  const drawId = await insertTotoDraw(tx, matches[0]!.startAt, now);
  for (const [index, match] of matches.entries()) await insertTotoDrawMatch(tx, drawId, index + 1, match);
  return drawId;
}

/** Tops the open draws up to `TOTO_OPEN_DRAWS`; answers the ids made. */
export async function ensureOpenTotoDraws(tx: Queryable, now: Date): Promise<number[]> {
  // One maker at a time: the timer and test control may tick together.
  await lockTotoDrawsTable(tx);
  const created: number[] = [];
  for (let open = await openTotoDrawCount(tx, now); open < TOTO_OPEN_DRAWS; open += 1) {
    const drawId = await createTotoDraw(tx, now);
    if (drawId === null) break;
    created.push(drawId);
  }
  return created;
}
