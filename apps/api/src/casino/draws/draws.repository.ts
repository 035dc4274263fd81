import type { CasinoDraw, CasinoDrawGame, CasinoDrawStatus } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** A draw as stored, its server seed included (never sent before the draw is settled or cancelled). */
export interface StoredDraw {
  readonly id: number;
  readonly game: CasinoDrawGame;
  readonly status: CasinoDrawStatus;
  readonly opensAt: Date;
  readonly drawAt: Date;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  /** The balls the draw calls, fixed when it starts drawing. */
  readonly balls: readonly number[] | null;
  readonly ballIntervalMs: number;
  readonly ticketsCount: number;
  readonly settledAt: Date | null;
}

/** A game's schedule: a draw every `everySeconds`, balls shown every `ballIntervalMs`. */
export interface DrawSchedule {
  readonly game: CasinoDrawGame;
  readonly everySeconds: number;
  readonly ballIntervalMs: number;
  readonly enabled: boolean;
}

interface DrawRow {
  id: unknown;
  game: CasinoDrawGame;
  status: CasinoDrawStatus;
  opens_at: Date | string;
  draw_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  balls: number[] | string | null;
  ball_interval_ms: number;
  tickets_count: unknown;
  settled_at: Date | string | null;
}

const COLUMNS = `d.id, d.game, d.status, d.opens_at, d.draw_at, d.server_seed, d.server_seed_hash, d.balls, d.ball_interval_ms, d.settled_at,
  (select count(*) from casino_draw_tickets t where t.draw_id = d.id) as tickets_count`;

function drawOf(row: DrawRow): StoredDraw {
  return {
    id: readSafeInteger(row.id),
    game: row.game,
    status: row.status,
    opensAt: new Date(row.opens_at),
    drawAt: new Date(row.draw_at),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    balls: typeof row.balls === 'string' ? (JSON.parse(row.balls) as number[]) : row.balls,
    ballIntervalMs: Number(row.ball_interval_ms),
    ticketsCount: readSafeInteger(row.tickets_count ?? 0),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

/** One draw (`lock`: `update` holds it until the transaction ends, `share` keeps it from changing status meanwhile). */
export async function drawById(db: Queryable, drawId: number, lock?: 'update' | 'share'): Promise<StoredDraw | null> {
  const [row] = await db.query<DrawRow>(`select ${COLUMNS} from casino_draws d where d.id = $1${lock ? ` for ${lock} of d` : ''}`, [drawId]);
  return row ? drawOf(row) : null;
}

/** The draw of a game taking tickets at `at`: open, its time still to come (the earliest such). */
export async function openDrawOf(db: Queryable, game: CasinoDrawGame, at: Date): Promise<StoredDraw | null> {
  const [row] = await db.query<DrawRow>(`select ${COLUMNS} from casino_draws d where d.game = $1 and d.status = 'open' and d.draw_at > $2 order by d.draw_at limit 1`, [game, at]);
  return row ? drawOf(row) : null;
}

/** The game's draw whose balls are coming out (the latest, should a late one still be finishing). */
export async function drawingDrawOf(db: Queryable, game: CasinoDrawGame): Promise<StoredDraw | null> {
  const [row] = await db.query<DrawRow>(`select ${COLUMNS} from casino_draws d where d.game = $1 and d.status = 'drawing' order by d.draw_at desc limit 1`, [game]);
  return row ? drawOf(row) : null;
}

/** Draws whose time has come by `at` and still open (to draw), and drawing ones (the caller decides which are done). */
export async function dueDraws(db: Queryable, at: Date): Promise<StoredDraw[]> {
  const rows = await db.query<DrawRow>(`select ${COLUMNS} from casino_draws d where d.status in ('open', 'drawing') and d.draw_at <= $1 order by d.draw_at, d.id limit 200`, [at]);
  return rows.map(drawOf);
}

/** A game's finished draws (settled or cancelled), newest first, one page. */
export async function finishedDraws(db: Queryable, game: CasinoDrawGame, page: number, pageSize: number): Promise<{ draws: StoredDraw[]; total: number }> {
  const where = "where d.game = $1 and d.status in ('settled', 'cancelled')";
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from casino_draws d ${where}`, [game]);
  const rows = await db.query<DrawRow>(`select ${COLUMNS} from casino_draws d ${where} order by d.draw_at desc, d.id desc limit $2 offset $3`, [game, pageSize, (page - 1) * pageSize]);
  return { draws: rows.map(drawOf), total: readSafeInteger(count?.total ?? 0) };
}

export async function drawSchedules(db: Queryable): Promise<DrawSchedule[]> {
  const rows = await db.query<{ game: CasinoDrawGame; every_seconds: number; ball_interval_ms: number; enabled: boolean }>(
    'select game, every_seconds, ball_interval_ms, enabled from casino_draw_schedules order by game',
  );
  return rows.map((row) => ({ game: row.game, everySeconds: Number(row.every_seconds), ballIntervalMs: Number(row.ball_interval_ms), enabled: row.enabled }));
}

export async function drawScheduleOf(db: Queryable, game: CasinoDrawGame): Promise<DrawSchedule | null> {
  return (await drawSchedules(db)).find((schedule) => schedule.game === game) ?? null;
}

/** When a drawing draw has shown its last ball: one interval after it (then it settles). */
export const showEndsAt = (draw: StoredDraw): number => draw.drawAt.getTime() + (draw.balls?.length ?? 0) * draw.ballIntervalMs;

/** The balls shown at `nowMs`: none while open (or cancelled), one more every interval while drawing, all once settled. */
export function ballsShown(draw: StoredDraw, nowMs: number): number[] {
  if (draw.status === 'settled') return [...(draw.balls ?? [])];
  if (draw.status !== 'drawing' || nowMs < draw.drawAt.getTime()) return [];
  const out = Math.floor((nowMs - draw.drawAt.getTime()) / draw.ballIntervalMs) + 1;
  return (draw.balls ?? []).slice(0, out);
}

/** The wire shape: the seed once the draw is over, the balls shown by now. */
export function drawWire(draw: StoredDraw, nowMs: number): CasinoDraw {
  const over = draw.status === 'settled' || draw.status === 'cancelled';
  return {
    id: draw.id,
    game: draw.game,
    status: draw.status,
    opensAt: draw.opensAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    serverSeedHash: draw.serverSeedHash,
    serverSeed: over ? draw.serverSeed : null,
    balls: ballsShown(draw, nowMs),
    ticketsCount: draw.ticketsCount,
    settledAt: draw.settledAt?.toISOString() ?? null,
  };
}

/** The game's latest draw time (null: no draw yet). */
export async function latestDrawAt(db: Queryable, game: CasinoDrawGame): Promise<Date | null> {
  const [row] = await db.query<{ draw_at: Date | string | null }>('select max(draw_at) as draw_at from casino_draws where game = $1', [game]);
  return row?.draw_at ? new Date(row.draw_at) : null;
}

export interface DrawInput {
  readonly game: CasinoDrawGame;
  readonly opensAt: Date;
  readonly drawAt: Date;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly ballIntervalMs: number;
}

/** A draw open from `opensAt`; nothing when the game has one at that time already. */
export async function insertDraw(db: Queryable, draw: DrawInput): Promise<void> {
  await db.query(
    `insert into casino_draws (game, opens_at, draw_at, server_seed, server_seed_hash, ball_interval_ms, created_at) values ($1, $2, $3, $4, $5, $6, $2)
     on conflict (game, draw_at) do nothing`,
    [draw.game, draw.opensAt, draw.drawAt, draw.serverSeed, draw.serverSeedHash, draw.ballIntervalMs],
  );
}

/** The draw stops taking tickets and fixes its balls, while it is still open. */
export async function markDrawing(tx: Queryable, drawId: number, balls: readonly number[]): Promise<void> {
  await tx.query("update casino_draws set status = 'drawing', balls = $2 where id = $1 and status = 'open'", [drawId, JSON.stringify(balls)]);
}

/** The drawing draw is settled (its seed revealed). */
export async function markDrawSettled(tx: Queryable, drawId: number, at: Date): Promise<void> {
  await tx.query("update casino_draws set status = 'settled', settled_at = $2 where id = $1 and status = 'drawing'", [drawId, at]);
}

export async function markDrawCancelled(tx: Queryable, drawId: number, at: Date): Promise<void> {
  await tx.query("update casino_draws set status = 'cancelled', settled_at = $2 where id = $1", [drawId, at]);
}
