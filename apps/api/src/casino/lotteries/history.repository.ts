import type {
  CasinoLotteryDraw,
  CasinoLotteryEntry,
  CasinoLotteryGame,
  CasinoLotteryHistoryQuery,
  CasinoLotteryHistoryResponse,
  CasinoLotteryPlay,
  CasinoLotteryStatus,
  TotoResultWire,
} from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

const PERIOD_MS = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;

/**
 * Every lottery entry of a person as one row shape: keno and bingo tickets, toto coupons, lotto tickets. `status` is
 * the office's: pending until the draw is over, won when it paid anything, lost when it paid nothing, refunded when
 * its draw was cancelled. `win` is null while pending and when refunded.
 */
const ENTRIES = /* sql */ `
  select t.game, t.id, t.currency, t.stake, t.bought_at as placed_at, t.settled_at, t.draw_id,
         case when t.status = 'open' then 'pending' when t.status = 'refunded' then 'refunded' when t.payout > 0 then 'won' else 'lost' end as status,
         case when t.status = 'settled' then t.payout end as win
    from casino_draw_tickets t where t.user_id = $1
  union all
  select 'toto', c.id, c.currency, c.stake, c.placed_at, c.settled_at, c.draw_id,
         case c.status when 'open' then 'pending' else c.status end,
         case when c.status in ('won', 'lost') then c.payout end
    from toto_coupons c where c.user_id = $1
  union all
  select 'lotto', l.id, l.currency, l.price, l.placed_at, l.settled_at, l.draw_id,
         case l.status when 'open' then 'pending' else l.status end,
         case when l.status in ('won', 'lost') then l.payout end
    from lotto_tickets l where l.user_id = $1`;

interface EntryRow {
  game: CasinoLotteryGame;
  id: unknown;
  currency: string;
  stake: unknown;
  placed_at: Date | string;
  settled_at: Date | string | null;
  draw_id: unknown;
  status: CasinoLotteryStatus;
  win: unknown;
  total: unknown;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The office's lotteries history: one page of the person's entries matching the filters, newest first (then by game
 * and id, so pages never overlap), with totals per currency over every matching entry. One query pages the union;
 * one query per game on the page adds its draw and what was played.
 */
export async function lotteryHistory(db: Queryable, userId: number, query: CasinoLotteryHistoryQuery, nowMs: number): Promise<CasinoLotteryHistoryResponse> {
  const params: unknown[] = [userId];
  const where: string[] = [];
  if (query.game !== 'all') where.push(`game = $${params.push(query.game)}`);
  if (query.status !== 'all') where.push(`status = $${params.push(query.status)}`);
  if (query.period !== 'all') where.push(`placed_at > $${params.push(new Date(nowMs - PERIOD_MS[query.period]))}::timestamptz`);
  const filtered = `select * from (${ENTRIES}) entries ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`;
  const [rows, totals] = await Promise.all([
    db.query<EntryRow>(`select *, count(*) over () as total from (${filtered}) f order by placed_at desc, game, id desc limit $${params.length + 1} offset $${params.length + 2}`, [
      ...params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    db.query<{ currency: string; staked: unknown; won: unknown; count: unknown }>(
      `select currency, coalesce(sum(stake) filter (where status <> 'refunded'), 0) as staked, coalesce(sum(win), 0) as won, count(*) as count
         from (${filtered}) f group by currency order by currency`,
      params,
    ),
  ]);
  const totalCount = rows[0] ? readSafeInteger(rows[0].total) : totals.reduce((sum, row) => sum + readSafeInteger(row.count), 0);
  const details = await detailsOf(db, rows);
  return {
    entries: rows.map((row) => {
      const key = `${row.game}:${readSafeInteger(row.id)}`;
      const detail = details.get(key);
      if (!detail) throw new Error(`lottery entry ${key} has no draw`);
      return {
        id: readSafeInteger(row.id),
        game: row.game,
        status: row.status,
        currency: row.currency,
        stake: readSafeInteger(row.stake, 'stake'),
        win: row.win === null ? null : readSafeInteger(row.win, 'win'),
        placedAt: iso(row.placed_at),
        settledAt: row.settled_at === null ? null : iso(row.settled_at),
        draw: detail.draw,
        play: detail.play,
      } satisfies CasinoLotteryEntry;
    }),
    totals: totals.map((row) => ({ currency: row.currency, staked: readSafeInteger(row.staked, 'staked'), won: readSafeInteger(row.won, 'won'), count: readSafeInteger(row.count) })),
    paging: { pageNumber: query.page, pageSize: query.pageSize, totalCount, totalPages: Math.ceil(totalCount / query.pageSize) },
  };
}

interface Detail {
  readonly draw: CasinoLotteryDraw;
  readonly play: CasinoLotteryPlay;
}

const idsOf = (rows: readonly EntryRow[], games: readonly CasinoLotteryGame[]) => rows.filter((row) => games.includes(row.game)).map((row) => readSafeInteger(row.id));

async function detailsOf(db: Queryable, rows: readonly EntryRow[]): Promise<Map<string, Detail>> {
  const details = new Map<string, Detail>();
  const [draws, toto, lotto] = await Promise.all([drawTicketDetails(db, idsOf(rows, ['keno', 'bingo'])), totoDetails(db, idsOf(rows, ['toto'])), lottoDetails(db, idsOf(rows, ['lotto']))]);
  for (const [key, detail] of [...draws, ...toto, ...lotto]) details.set(key, detail);
  return details;
}

type Pattern = 'line' | 'twoLines' | 'fullHouse';
interface BingoOutcome {
  readonly cards: readonly { readonly lineAt: number | null; readonly twoLinesAt: number | null; readonly fullHouseAt: number | null }[];
}

/** The best pattern any card completed. */
function bestPattern(outcome: BingoOutcome | null): Pattern | null {
  const cards = outcome?.cards ?? [];
  if (cards.some((card) => card.fullHouseAt !== null)) return 'fullHouse';
  if (cards.some((card) => card.twoLinesAt !== null)) return 'twoLines';
  return cards.some((card) => card.lineAt !== null) ? 'line' : null;
}

async function drawTicketDetails(db: Queryable, ids: readonly number[]): Promise<Array<[string, Detail]>> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: unknown; game: 'keno' | 'bingo'; selection: unknown; outcome: unknown; draw_id: unknown; status: CasinoLotteryDraw['status']; draw_at: Date | string; balls: unknown; server_seed: string; server_seed_hash: string }>(
    `select t.id, t.game, t.selection, t.outcome, d.id as draw_id, d.status, d.draw_at, d.balls, d.server_seed, d.server_seed_hash
       from casino_draw_tickets t join casino_draws d on d.id = t.draw_id where t.id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => {
    // The balls and the seed once the draw is over (a drawing draw shows its balls one by one on its page).
    const over = row.status === 'settled' || row.status === 'cancelled';
    const balls = row.status === 'settled' ? json<number[]>(row.balls) : [];
    const draw: CasinoLotteryDraw = { id: readSafeInteger(row.draw_id), status: row.status, at: iso(row.draw_at), serverSeedHash: row.server_seed_hash, serverSeed: over ? row.server_seed : null };
    const selection = json<{ picks?: number[]; cards?: unknown[] }>(row.selection);
    const outcome = row.outcome === null ? null : json<{ hits?: number[] } & BingoOutcome>(row.outcome);
    const play: CasinoLotteryPlay =
      row.game === 'keno'
        ? { game: 'keno', picks: [...(selection.picks ?? [])].sort((a, b) => a - b), balls, hits: outcome?.hits ? [...outcome.hits] : null }
        : { game: 'bingo', cards: selection.cards?.length ?? 1, balls, pattern: bestPattern(outcome) };
    return [`${row.game}:${readSafeInteger(row.id)}`, { draw, play }];
  });
}

async function totoDetails(db: Queryable, ids: readonly number[]): Promise<Array<[string, Detail]>> {
  if (ids.length === 0) return [];
  const [coupons, matches] = await Promise.all([
    db.query<{ id: unknown; marks: unknown; lines: number; lines_by_correct: unknown; draw_id: unknown; status: CasinoLotteryDraw['status']; closes_at: Date | string }>(
      `select c.id, c.marks, c.lines, c.lines_by_correct, d.id as draw_id, d.status, d.closes_at
         from toto_coupons c join toto_draws d on d.id = c.draw_id where c.id = any($1::bigint[])`,
      [ids],
    ),
    db.query<{ draw_id: unknown; position: number; result: TotoResultWire | null }>(
      'select m.draw_id, m.position, m.result from toto_draw_matches m where m.draw_id in (select draw_id from toto_coupons where id = any($1::bigint[])) order by m.draw_id, m.position',
      [ids],
    ),
  ]);
  const results = new Map<number, Array<TotoResultWire | null>>();
  for (const match of matches) {
    const drawId = readSafeInteger(match.draw_id);
    results.set(drawId, [...(results.get(drawId) ?? []), match.result]);
  }
  return coupons.map((row) => {
    const drawId = readSafeInteger(row.draw_id);
    const byCorrect = row.lines_by_correct === null ? null : json<number[]>(row.lines_by_correct);
    const best = byCorrect === null ? -1 : byCorrect.reduce((found, lines, correct) => (lines > 0 ? correct : found), -1);
    return [
      `toto:${readSafeInteger(row.id)}`,
      {
        draw: { id: drawId, status: row.status, at: iso(row.closes_at), serverSeedHash: null, serverSeed: null },
        play: { game: 'toto', marks: json(row.marks), lines: row.lines, results: results.get(drawId) ?? [], bestCorrect: best < 0 ? null : best },
      },
    ];
  });
}

async function lottoDetails(db: Queryable, ids: readonly number[]): Promise<Array<[string, Detail]>> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: unknown; numbers: unknown; quick_pick: boolean; matches: number | null; draw_id: unknown; status: CasinoLotteryDraw['status']; draw_at: Date | string; balls: unknown; server_seed: string; server_seed_hash: string }>(
    `select l.id, l.numbers, l.quick_pick, l.matches, d.id as draw_id, d.status, d.draw_at, d.balls, d.server_seed, d.server_seed_hash
       from lotto_tickets l join lotto_draws d on d.id = l.draw_id where l.id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => {
    const over = row.status === 'drawn';
    return [
      `lotto:${readSafeInteger(row.id)}`,
      {
        draw: { id: readSafeInteger(row.draw_id), status: row.status, at: iso(row.draw_at), serverSeedHash: row.server_seed_hash, serverSeed: over ? row.server_seed : null },
        play: { game: 'lotto', numbers: json(row.numbers), quickPick: row.quick_pick, balls: row.balls === null ? [] : json<number[]>(row.balls), matches: row.matches },
      },
    ];
  });
}
