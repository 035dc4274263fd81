import type { Queryable } from '../../db/database';

/** A `ledger_idempotency` row as a replay reads it. */
export interface StoredCall {
  fingerprint: string;
  status: 'pending' | 'succeeded' | 'failed';
  result: unknown;
  error: unknown;
}

export interface KeyClaim {
  readonly key: string;
  readonly operation: string;
  readonly fingerprint: string;
  readonly now: Date;
}

/**
 * Claims the key as pending (`insert … on conflict do nothing`); false when another call holds it. A concurrent claim
 * of the same key waits on that row until the first call commits.
 */
export async function claimIdempotencyKey(tx: Queryable, claim: KeyClaim): Promise<boolean> {
  const claimed = await tx.query(
    "insert into ledger_idempotency (key, operation, fingerprint, status, created_at) values ($1, $2, $3, 'pending', $4) on conflict (key) do nothing returning key",
    [claim.key, claim.operation, claim.fingerprint, claim.now],
    'ledger_claim_key',
  );
  return claimed.length > 0;
}

/** Stores the call's result (JSON text) and its transaction under the key. */
export async function markKeySucceeded(tx: Queryable, key: string, resultJson: string, transactionId: number, now: Date): Promise<void> {
  await tx.query(
    "update ledger_idempotency set status = 'succeeded', result = $2::json, transaction_id = $3, completed_at = $4 where key = $1",
    [key, resultJson, transactionId, now],
    'ledger_key_succeeded',
  );
}

/** Stores the call's refusal (JSON text) under the key. */
export async function markKeyFailed(tx: Queryable, key: string, errorJson: string, now: Date): Promise<void> {
  await tx.query("update ledger_idempotency set status = 'failed', error = $2::json, completed_at = $3 where key = $1", [key, errorJson, now]);
}

/** The stored outcome of the key's call, if any. */
export async function storedCall(tx: Queryable, key: string): Promise<StoredCall | undefined> {
  const [stored] = await tx.query<StoredCall>('select fingerprint, status, result, error from ledger_idempotency where key = $1', [key]);
  return stored;
}
