import { isEngineLaunch, type CasinoLaunchKind, type CasinoOutcome, type CasinoRound } from '@betting/contracts';
import { engineOf, type EngineState, type GameOutcome } from '@betting/games';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import type { Owner } from './owner';

/** A round as stored, with its pair's seeds (the server seed is secret until `revealed`). */
export interface StoredRound {
  readonly id: number;
  readonly owner: string;
  readonly userId: number | null;
  readonly demo: boolean;
  readonly launchKind: CasinoLaunchKind;
  readonly seedPairId: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly revealed: boolean;
  readonly walletAccountId: number | null;
  readonly currency: string;
  readonly stake: number;
  readonly autoCashOut: number | null;
  readonly status: 'open' | 'settled';
  readonly payout: number | null;
  readonly multiplier: number | null;
  readonly outcome: GameOutcome | null;
  /** Engine games: the round's params, its state (hidden parts too) and its actions in order with their call keys. */
  readonly engine: { readonly params: Record<string, unknown>; readonly state: EngineState; readonly actions: readonly EngineActionRecord[] } | null;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly startedAt: Date;
  readonly settledAt: Date | null;
}

/** One action an engine round took, with the scoped Idempotency-Key and body fingerprint of the call that made it. */
export interface EngineActionRecord {
  readonly key: string;
  readonly fingerprint: string;
  readonly action: { readonly type: string } & Record<string, unknown>;
}

interface RoundRow {
  id: unknown;
  owner: string;
  user_id: number | null;
  is_demo: boolean;
  launch_kind: CasinoLaunchKind;
  seed_pair_id: unknown;
  nonce: number;
  client_seed: string;
  server_seed: string;
  server_seed_hash: string;
  revealed_at: Date | string | null;
  wallet_account_id: unknown;
  currency: string;
  stake: unknown;
  auto_cash_out: number | null;
  status: 'open' | 'settled';
  payout: unknown;
  multiplier: number | null;
  outcome: GameOutcome | string | null;
  engine_params: Record<string, unknown> | string | null;
  engine_state: EngineState | string | null;
  engine_actions: EngineActionRecord[] | string;
  request_key: string;
  request_fingerprint: string;
  started_at: Date | string;
  settled_at: Date | string | null;
}

const COLUMNS = `r.id, r.owner, r.user_id, r.is_demo, r.launch_kind, r.seed_pair_id, r.nonce, r.client_seed, p.server_seed, p.server_seed_hash, p.revealed_at,
  r.wallet_account_id, r.currency, r.stake, r.auto_cash_out, r.status, r.payout, r.multiplier, r.outcome, r.engine_params, r.engine_state, r.engine_actions, r.request_key, r.request_fingerprint, r.started_at, r.settled_at`;
const FROM = 'from casino_rounds r join casino_seed_pairs p on p.id = r.seed_pair_id';

const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function roundOf(row: RoundRow): StoredRound {
  return {
    id: readSafeInteger(row.id),
    owner: row.owner,
    userId: row.user_id,
    demo: row.is_demo,
    launchKind: row.launch_kind,
    seedPairId: readSafeInteger(row.seed_pair_id),
    nonce: Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    revealed: row.revealed_at !== null,
    walletAccountId: row.wallet_account_id === null ? null : readSafeInteger(row.wallet_account_id),
    currency: row.currency,
    stake: readSafeInteger(row.stake, 'stake'),
    autoCashOut: row.auto_cash_out,
    status: row.status,
    payout: row.payout === null ? null : readSafeInteger(row.payout, 'payout'),
    multiplier: row.multiplier,
    outcome: typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as GameOutcome) : row.outcome,
    engine: row.engine_state === null ? null : { params: jsonOf(row.engine_params ?? {}), state: jsonOf(row.engine_state), actions: jsonOf(row.engine_actions) },
    requestKey: row.request_key,
    fingerprint: row.request_fingerprint,
    startedAt: new Date(row.started_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

/** One round of the owner (`lock`: held until the transaction ends). */
export async function ownerRound(db: Queryable, owner: Owner, roundId: number, lock = false): Promise<StoredRound | null> {
  const [row] = await db.query<RoundRow>(`select ${COLUMNS} ${FROM} where r.id = $1 and r.owner = $2${lock ? ' for update of r' : ''}`, [roundId, owner.key]);
  return row ? roundOf(row) : null;
}

export async function roundByKey(db: Queryable, requestKey: string): Promise<StoredRound | null> {
  const [row] = await db.query<RoundRow>(`select ${COLUMNS} ${FROM} where r.request_key = $1`, [requestKey]);
  return row ? roundOf(row) : null;
}

/** The owner's open round of a launch kind (one at most per kind). */
export async function openRoundOf(db: Queryable, owner: Owner, kind: CasinoLaunchKind): Promise<StoredRound | null> {
  const [row] = await db.query<RoundRow>(`select ${COLUMNS} ${FROM} where r.owner = $1 and r.status = 'open' and r.launch_kind = $2`, [owner.key, kind]);
  return row ? roundOf(row) : null;
}

/** Open crash rounds started before `startedBefore` (the sweep decides which are due). */
export async function openRounds(db: Queryable, startedBefore: Date, limit = 500): Promise<StoredRound[]> {
  const rows = await db.query<RoundRow>(`select ${COLUMNS} ${FROM} where r.status = 'open' and r.launch_kind = 'crash' and r.started_at <= $1 order by r.id limit $2`, [startedBefore, limit]);
  return rows.map(roundOf);
}

/** A person's real-money rounds, newest first, one page. */
export async function roundHistory(db: Queryable, userId: number, query: { launchKind?: CasinoLaunchKind | undefined; page: number; pageSize: number }): Promise<{ rounds: StoredRound[]; total: number }> {
  const params = [userId, query.launchKind ?? null];
  const where = 'where r.user_id = $1 and not r.is_demo and ($2::text is null or r.launch_kind = $2)';
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total ${FROM} ${where}`, params);
  const rows = await db.query<RoundRow>(`select ${COLUMNS} ${FROM} ${where} order by r.started_at desc, r.id desc limit $3 offset $4`, [...params, query.pageSize, (query.page - 1) * query.pageSize]);
  return { rounds: rows.map(roundOf), total: readSafeInteger(count?.total ?? 0) };
}

/**
 * The catalogue names of the slot tiles whose machines these rounds played (a slot machine's key is its tile's route),
 * by key.
 */
export async function slotTileNames(db: Queryable, rounds: readonly StoredRound[]): Promise<ReadonlyMap<string, string>> {
  const keys = [...new Set(rounds.flatMap((round) => (round.launchKind === 'slots' && typeof round.engine?.params['key'] === 'string' ? [round.engine.params['key']] : [])))];
  if (keys.length === 0) return new Map();
  const rows = await db.query<{ route: string; name: string }>('select route, name from casino_games where route = any($1::text[])', [keys]);
  return new Map(rows.map((row) => [row.route, row.name]));
}

/** An engine round as the player sees it: its params, how many actions, and the engine's view of its state. */
function engineWire(round: StoredRound): CasinoRound['engine'] {
  const engine = isEngineLaunch(round.launchKind) ? engineOf(round.launchKind) : null;
  if (!engine || !round.engine) return null;
  const { state } = round.engine;
  return { engine: engine.kind, params: round.engine.params, actions: round.engine.actions.length, finished: engine.isFinished(state), view: engine.view(state) as Record<string, unknown> };
}

/**
 * The wire shape: the server seed only once revealed; a flying crash round's start and the server's clock; an
 * engine round's view (its `outcome` stays null: the view is its outcome).
 */
export function roundWire(round: StoredRound, nowMs: number): CasinoRound {
  const open = round.status === 'open' && round.launchKind === 'crash';
  const engine = engineWire(round);
  return {
    id: round.id,
    launchKind: round.launchKind,
    demo: round.demo,
    status: round.status,
    currency: round.currency,
    stake: round.stake,
    payout: round.payout,
    multiplier: round.multiplier,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.revealed ? round.serverSeed : null,
    autoCashOut: round.autoCashOut,
    outcome: engine ? null : (round.outcome as CasinoOutcome | null),
    startedAt: round.startedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    crash: open ? { startedAtMs: round.startedAt.getTime(), serverNowMs: nowMs } : null,
    ...(engine ? { engine } : {}),
  };
}

// ---------------------------------------------------------------- writes

/** Whether the owner has an open round of the launch kind. */
export async function hasOpenRound(tx: Queryable, owner: Owner, kind: CasinoLaunchKind): Promise<boolean> {
  const rows = await tx.query("select 1 from casino_rounds where owner = $1 and launch_kind = $2 and status = 'open'", [owner.key, kind]);
  return rows.length > 0;
}

/** The id the next round takes (its ledger keys and reference are written before its row). */
export async function nextRoundId(tx: Queryable): Promise<number> {
  const [next] = await tx.query<{ id: unknown }>("select nextval(pg_get_serial_sequence('casino_rounds', 'id')) as id");
  return Number(next?.id);
}

/** A new round's row, settled at once when it has its outcome. */
export interface RoundInsert {
  readonly id: number;
  readonly owner: Owner;
  readonly launchKind: CasinoLaunchKind;
  readonly seedPairId: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly walletAccountId: number | null;
  readonly currency: string;
  readonly stake: number;
  readonly autoCashOut: number | null;
  /** `outcome`: the settled engine state, or the instant game's outcome. */
  readonly settled: { readonly payout: number; readonly multiplier: number; readonly outcome: unknown } | null;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly startedAt: Date;
  /** Engine games: the round's checked params and its starting state. */
  readonly engine: { readonly params: unknown; readonly state: EngineState } | null;
}

/** Claims the request key with the round's row; false when the key was claimed before. */
export async function insertRound(tx: Queryable, round: RoundInsert): Promise<boolean> {
  const inserted = await tx.query(
    `insert into casino_rounds (id, owner, user_id, is_demo, launch_kind, seed_pair_id, nonce, client_seed, wallet_account_id, currency, stake, auto_cash_out,
                                status, payout, multiplier, outcome, request_key, request_fingerprint, started_at, settled_at, engine_params, engine_state)
     overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     on conflict (request_key) do nothing returning id`,
    [
      round.id,
      round.owner.key,
      round.owner.demo ? null : round.owner.userId,
      round.owner.demo,
      round.launchKind,
      round.seedPairId,
      round.nonce,
      round.clientSeed,
      round.walletAccountId,
      round.currency,
      round.stake,
      round.autoCashOut,
      round.settled ? 'settled' : 'open',
      round.settled?.payout ?? null,
      round.settled?.multiplier ?? null,
      round.settled ? JSON.stringify(round.settled.outcome) : null,
      round.requestKey,
      round.fingerprint,
      round.startedAt,
      round.settled ? round.startedAt : null,
      round.engine ? JSON.stringify(round.engine.params) : null,
      round.engine ? JSON.stringify(round.engine.state) : null,
    ],
  );
  return inserted.length > 0;
}

/** An open round settled with its outcome and win transaction (null: nothing won or a demo round). */
export async function settleRoundRow(tx: Queryable, roundId: number, outcome: GameOutcome, at: Date, winTransactionId: number | null): Promise<void> {
  await tx.query(
    "update casino_rounds set status = 'settled', payout = $2, multiplier = $3, outcome = $4, settled_at = $5, win_transaction_id = $6 where id = $1 and status = 'open'",
    [roundId, outcome.payout, outcome.multiplier, JSON.stringify(outcome), at, winTransactionId],
  );
}

export async function setRoundTransactions(tx: Queryable, roundId: number, stakeTransactionId: number, winTransactionId: number | null): Promise<void> {
  await tx.query('update casino_rounds set stake_transaction_id = $2, win_transaction_id = $3 where id = $1', [roundId, stakeTransactionId, winTransactionId]);
}

/** An open engine round's new state and the action that made it. */
export async function saveEngineAction(tx: Queryable, roundId: number, state: EngineState, record: EngineActionRecord): Promise<void> {
  await tx.query('update casino_rounds set engine_state = $2, engine_actions = engine_actions || $3::jsonb where id = $1', [roundId, JSON.stringify(state), JSON.stringify([record])]);
}

/** An engine round settled by its last action; false when it was no longer open. */
export async function settleEngineRoundRow(
  tx: Queryable,
  roundId: number,
  settled: { readonly payout: number; readonly multiplier: number; readonly state: EngineState; readonly record: EngineActionRecord; readonly at: Date; readonly winTransactionId: number | null },
): Promise<boolean> {
  const rows = await tx.query(
    `update casino_rounds set status = 'settled', payout = $2, multiplier = $3, outcome = $4, engine_state = $8::jsonb, engine_actions = engine_actions || $5::jsonb,
            settled_at = $6, win_transaction_id = $7 where id = $1 and status = 'open' returning id`,
    [roundId, settled.payout, settled.multiplier, JSON.stringify(settled.state), JSON.stringify([settled.record]), settled.at, settled.winTransactionId, JSON.stringify(settled.state)],
  );
  return rows.length === 1;
}

/** A stake added to an open round: the round's total grows and the addition gets its own row; answers that row's id. */
export async function addRoundStake(tx: Queryable, round: StoredRound, amount: number, place: number, at: Date): Promise<number> {
  await tx.query('update casino_rounds set stake = stake + $2 where id = $1', [round.id, amount]);
  const [row] = await tx.query<{ id: unknown }>('insert into casino_round_stakes (round_id, place, user_id, is_demo, currency, stake, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning id', [
    round.id,
    place,
    round.userId,
    round.demo,
    round.currency,
    amount,
    at,
  ]);
  return Number(row?.id);
}
