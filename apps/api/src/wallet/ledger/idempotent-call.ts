import { err, ok, type Result } from '@betting/kernel';
import type { Database, Queryable } from '../../db/database';
import { requestFingerprint, type Json } from '../../platform/canonical-json';
import { ledgerError, type LedgerError } from './ledger-errors';
import { inRetriedTransaction } from '../../db/retried-transaction';
import { claimIdempotencyKey, markKeyFailed, markKeySucceeded, storedCall } from './idempotency.repository';

export interface IdempotentRequest {
  readonly key: string;
  /** The operation's name; part of the fingerprint, so one key never serves two operations. */
  readonly operation: string;
  /** Everything that defines the request (not the clock, not the key itself). */
  readonly body: { readonly [field: string]: Json | undefined };
  readonly now: Date;
}

const MAX_KEY_LENGTH = 200;

/** JSON-safe copy: what the first caller gets is exactly what a replay reads back from the database. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Runs a money call once per idempotency key, in one database transaction with the work itself.
 *
 * The key's row is claimed first (`insert … on conflict do nothing`): a concurrent call with the same key waits on
 * that row until the first commits, then reads the stored outcome. Same key and same body → the stored first
 * result (or the stored failure: a refused call stays refused). Same key, another body → `idempotency_conflict`.
 * The work runs behind a savepoint, so a refusal keeps nothing but the stored failure. An unexpected error
 * (a bug, a lost connection) rolls everything back, key included, so that a retry can succeed.
 */
export async function idempotentCall<T extends { readonly transactionId: number }>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Queryable) => Promise<Result<T, LedgerError>>,
): Promise<Result<T, LedgerError>> {
  const refused = checkKey(request);
  if (refused) return refused;
  const fingerprint = requestFingerprint(request.operation, request.body);
  return inRetriedTransaction(db, (tx) => callOnce(tx, request, fingerprint, work, true));
}

/**
 * The same inside the caller's open transaction (a stake joined to its coupon's): the caller owns the commit and
 * runs the whole transaction again after a retried error (`inRetriedTransaction`). No savepoint: the work must refuse
 * before it writes (the user money moves do), and a caller that keeps going after a refusal rolls back to its own.
 */
export async function idempotentCallWithin<T extends { readonly transactionId: number }>(
  tx: Queryable,
  request: IdempotentRequest,
  work: (tx: Queryable) => Promise<Result<T, LedgerError>>,
): Promise<Result<T, LedgerError>> {
  const refused = checkKey(request);
  if (refused) return refused;
  return callOnce(tx, request, requestFingerprint(request.operation, request.body), work, false);
}

function checkKey(request: IdempotentRequest): Result<never, LedgerError> | undefined {
  if (request.key.length > 0 && request.key.length <= MAX_KEY_LENGTH) return undefined;
  return err(ledgerError('invalid_request', `an idempotency key has 1 to ${MAX_KEY_LENGTH} characters`));
}

async function callOnce<T extends { readonly transactionId: number }>(
  tx: Queryable,
  request: IdempotentRequest,
  fingerprint: string,
  work: (tx: Queryable) => Promise<Result<T, LedgerError>>,
  guarded: boolean,
): Promise<Result<T, LedgerError>> {
  const claimed = await claimIdempotencyKey(tx, { key: request.key, operation: request.operation, fingerprint, now: request.now });
  if (!claimed) return replay<T>(tx, request.key, fingerprint);

  if (guarded) await tx.exec('savepoint ledger_call');
  const outcome = await work(tx);
  if (outcome.ok) {
    const value = asStored(outcome.value);
    await markKeySucceeded(tx, request.key, JSON.stringify(value), value.transactionId, request.now);
    return ok(value);
  }
  if (guarded) await tx.exec('rollback to savepoint ledger_call');
  const failure = asStored(outcome.error);
  await markKeyFailed(tx, request.key, JSON.stringify(failure), request.now);
  return err(failure);
}

async function replay<T>(tx: Queryable, key: string, fingerprint: string): Promise<Result<T, LedgerError>> {
  const stored = await storedCall(tx, key);
  if (!stored) throw new Error(`idempotency key ${key} conflicted but has no row`);
  if (stored.fingerprint !== fingerprint) {
    return err(ledgerError('idempotency_conflict', 'this idempotency key was used for another request'));
  }
  if (stored.status === 'succeeded') return ok(stored.result as T);
  if (stored.status === 'failed') return err(stored.error as LedgerError);
  throw new Error(`idempotency key ${key} is committed as pending`);
}
