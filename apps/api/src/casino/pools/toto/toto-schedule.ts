import { TOTO_MATCHES } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { int } from '../rows';

/** Open draws kept ahead: the current one (closing first) and the next. */
export const TOTO_OPEN_DRAWS = 2;
/** A match joins a draw when it starts at least this long after the draw is made… */
export const TOTO_MATCH_LEAD_MS = 30 * 60_000;
/** …and within this window, so a draw settles within two days. */
export const TOTO_MATCH_WINDOW_MS = 48 * 3_600_000;

interface CandidateRow {
  id: number;
  home_name: string;
  away_name: string;
  champ_name: string;
  start_at: Date | string;
}

/**
 * Makes a draw of 15 upcoming football matches from the line: games not yet started, from 30 minutes to 48 hours
 * ahead, in no other draw; the top champs' games first, then the earliest. None when the line has fewer.
 * The draw closes when its first match starts. The caller holds the draws' table lock.
 */
export async function createTotoDraw(tx: Queryable, now: Date): Promise<number | null> {
  const candidates = await tx.query<CandidateRow>(
    `select g.id, g.home_name, g.away_name, c.name as champ_name, g.start_at
       from line_games g
       join line_sports s on s.id = g.sport_id
       join line_champs c on c.id = g.champ_id
      where s.slug = 'football' and g.status = 'prematch' and g.start_at >= $1 and g.start_at <= $2
        and not exists (select 1 from toto_draw_matches m where m.game_id = g.id)
      order by c.is_top desc, g.start_at, g.id
      limit ${TOTO_MATCHES}`,
    [new Date(now.getTime() + TOTO_MATCH_LEAD_MS), new Date(now.getTime() + TOTO_MATCH_WINDOW_MS)],
  );
  if (candidates.length < TOTO_MATCHES) return null;
  const matches = [...candidates].sort((a, b) => new Date(a.start_at).getTime() - new Date(b.start_at).getTime() || a.id - b.id);
  const closesAt = new Date(matches[0]!.start_at);
  const [draw] = await tx.query<{ id: unknown }>('insert into toto_draws (status, closes_at, created_at) values ($1, $2, $3) returning id', ['open', closesAt, now]);
  const drawId = int(draw?.id, 'toto draw id');
  for (const [index, match] of matches.entries()) {
    await tx.query(
      'insert into toto_draw_matches (draw_id, position, game_id, home_name, away_name, champ_name, start_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [drawId, index + 1, match.id, match.home_name, match.away_name, match.champ_name, new Date(match.start_at)],
    );
  }
  return drawId;
}

export async function openTotoDrawCount(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: unknown }>("select count(*) as n from toto_draws where status = 'open' and closes_at > $1", [now]);
  return int(row?.n ?? 0);
}

/** Tops the open draws up to `TOTO_OPEN_DRAWS`; answers the ids made. */
export async function ensureOpenTotoDraws(tx: Queryable, now: Date): Promise<number[]> {
  // One maker at a time (the timer and test control may tick together); purchases only wait for the instant.
  await tx.exec('lock table toto_draws in exclusive mode');
  const created: number[] = [];
  for (let open = await openTotoDrawCount(tx, now); open < TOTO_OPEN_DRAWS; open += 1) {
    const drawId = await createTotoDraw(tx, now);
    if (drawId === null) break;
    created.push(drawId);
  }
  return created;
}

/** Closes the open draws whose first match started (by the clock, or the line already has it live); answers their ids. */
export async function closeDueTotoDraws(tx: Queryable, now: Date): Promise<number[]> {
  const rows = await tx.query<{ id: unknown }>(
    `update toto_draws d set status = 'closed', closed_at = $1
      where d.status = 'open'
        and (d.closes_at <= $1 or exists (select 1 from toto_draw_matches m join line_games g on g.id = m.game_id where m.draw_id = d.id and g.status <> 'prematch'))
      returning d.id`,
    [now],
  );
  return rows.map((row) => int(row.id));
}
