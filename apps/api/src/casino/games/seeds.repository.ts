import { randomBytes } from 'node:crypto';
import type { CasinoLaunchKind, CasinoSeeds } from '@betting/contracts';
import { serverSeedHash } from '@betting/games';
import type { Queryable } from '../../db/database';
import type { Owner } from './owner';

/** The seed pair in use for an owner and a game, server seed included (never sent before it is revealed). */
export interface SeedPair {
  readonly id: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nextNonce: number;
}

interface SeedPairRow {
  id: unknown;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

const pairOf = (row: SeedPairRow): SeedPair => ({ id: Number(row.id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: Number(row.next_nonce) });
export const seedsOf = (pair: SeedPair): CasinoSeeds => ({ serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nextNonce: pair.nextNonce });

/** A fresh secret server seed (256 random bits as hex) and a default client seed. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
const newClientSeed = (): string => randomBytes(8).toString('hex');

async function commitPair(tx: Queryable, owner: Owner, kind: CasinoLaunchKind, now: Date, seeds: { serverSeed?: string; clientSeed?: string } = {}): Promise<void> {
  const serverSeed = seeds.serverSeed ?? newServerSeed();
  await tx.query(
    `insert into casino_seed_pairs (owner, user_id, launch_kind, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (owner, launch_kind) where revealed_at is null do nothing`,
    [owner.key, owner.demo ? null : owner.userId, kind, serverSeed, serverSeedHash(serverSeed), seeds.clientSeed ?? newClientSeed(), now],
  );
}

/** The owner's pair in use for a game, committed on first use; `lock` holds its row until the transaction ends. */
export async function activeSeedPair(tx: Queryable, owner: Owner, kind: CasinoLaunchKind, now: Date, lock = false): Promise<SeedPair> {
  const select = `select id, server_seed, server_seed_hash, client_seed, next_nonce from casino_seed_pairs where owner = $1 and launch_kind = $2 and revealed_at is null${lock ? ' for update' : ''}`;
  let [row] = await tx.query<SeedPairRow>(select, [owner.key, kind]);
  if (!row) {
    await commitPair(tx, owner, kind, now);
    [row] = await tx.query<SeedPairRow>(select, [owner.key, kind]);
  }
  if (!row) throw new Error(`no seed pair for ${owner.key} ${kind}`);
  return pairOf(row);
}

/** The nonce of a round played with the pair is taken: the next round gets the one after. */
export async function takeNonce(tx: Queryable, pairId: number): Promise<void> {
  await tx.query('update casino_seed_pairs set next_nonce = next_nonce + 1 where id = $1', [pairId]);
}

/**
 * Serialises the seed changes of one owner and game until the transaction ends. Row locks alone do not: a rotation
 * waiting on the pair another rotation reveals finds no unrevealed row once it is let through ("no seed pair").
 */
async function lockSeedsOf(tx: Queryable, owner: Owner, kind: CasinoLaunchKind): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`casino_seed_pairs:${owner.key}:${kind}`]);
}

export async function setClientSeed(tx: Queryable, owner: Owner, kind: CasinoLaunchKind, clientSeed: string, now: Date): Promise<SeedPair> {
  await lockSeedsOf(tx, owner, kind);
  const pair = await activeSeedPair(tx, owner, kind, now, true);
  await tx.query('update casino_seed_pairs set client_seed = $2 where id = $1', [pair.id, clientSeed]);
  return { ...pair, clientSeed };
}

export type RotateOutcome = { readonly kind: 'rotated'; readonly revealed: SeedPair; readonly next: SeedPair } | { readonly kind: 'round_open' };

/**
 * Reveals the pair in use and commits a new one (nonce 0, the same client seed unless another is given). Refused while
 * a round of the pair is still open: its server seed would give the crash point away.
 */
export async function rotateSeedPair(tx: Queryable, owner: Owner, kind: CasinoLaunchKind, now: Date, next: { serverSeed?: string; clientSeed?: string } = {}): Promise<RotateOutcome> {
  await lockSeedsOf(tx, owner, kind);
  const current = await activeSeedPair(tx, owner, kind, now, true);
  const open = await tx.query("select 1 from casino_rounds where seed_pair_id = $1 and status = 'open'", [current.id]);
  if (open.length > 0) return { kind: 'round_open' };
  await tx.query('update casino_seed_pairs set revealed_at = $2 where id = $1', [current.id, now]);
  await commitPair(tx, owner, kind, now, { serverSeed: next.serverSeed, clientSeed: next.clientSeed ?? current.clientSeed });
  return { kind: 'rotated', revealed: current, next: await activeSeedPair(tx, owner, kind, now) };
}
