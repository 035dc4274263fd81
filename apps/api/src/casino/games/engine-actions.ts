import { isEngineLaunch, type CasinoEngineActionBody, type LimitRefusal } from '@betting/contracts';
import { addedStake, engineOf, type EngineState } from '@betting/games';
import { casinoRoundReference } from '../../bonuses';
import { joinTransaction } from '../../db/join-transaction';
import type { Queryable } from '../../db/database';
import { openAccounts, payWin, placeStake } from '../../wallet';
import { casinoRoundStakeReference, recordCasinoWagering } from '../wagering';
import { requestFingerprint } from '../../platform/canonical-json';

/** A body member as parsed from JSON (what a fingerprint takes). */
type WireJson = Parameters<typeof requestFingerprint>[1][string];
import { inRetriedTransaction } from '../../db/retried-transaction';
import type { GameDeps } from './deps';
import { creditDemo, debitDemo } from './demo-wallet';
import type { Owner } from './owner';
import { RefusedInTransaction, refused, stakeRefusalOf, type GameRefusal } from './refusals';
import { addRoundStake, ownerRound, saveEngineAction, settleEngineRoundRow, type EngineActionRecord, type StoredRound } from './rounds.repository';

export type ActionOutcome = { readonly kind: 'acted'; readonly replayed: boolean; readonly round: StoredRound } | GameRefusal | { readonly kind: 'limit'; readonly refusal: LimitRefusal };

const seedsOf = (round: StoredRound) => ({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });

/**
 * One action on an open engine round (a mines reveal or cash-out, a hi-lo guess), under the round's row lock: the
 * engine moves the stored state on from the round's seeds; the action is kept in order with the call's scoped
 * Idempotency-Key (the same key and body answer the round again and change nothing; another body under it is a
 * conflict). The action that finishes the round settles it there and then, exactly once: its win through the ledger
 * (`casino:{id}:win`, reference `casino:{id}`) or the demo wallet.
 */
export async function actOnRound(deps: GameDeps, owner: Owner, roundId: number, body: CasinoEngineActionBody, clientKey: string): Promise<ActionOutcome> {
  const key = `${owner.key}:${clientKey}`;
  const fingerprint = requestFingerprint('casino_action', { roundId, action: body.action as WireJson });
  try {
    const { replayed, addedStakeId } = await inRetriedTransaction(deps.db, async (tx): Promise<{ replayed: boolean; addedStakeId: number | null }> => {
      const round = await ownerRound(tx, owner, roundId, true);
      if (!round) throw new RefusedInTransaction(refused('round_not_found'));
      const engine = isEngineLaunch(round.launchKind) ? engineOf(round.launchKind) : null;
      if (!engine || !round.engine) throw new RefusedInTransaction(refused('not_cashable'));
      const earlier = round.engine.actions.find((record) => record.key === key);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw new RefusedInTransaction(refused('idempotency_conflict'));
        return { replayed: true, addedStakeId: null };
      }
      if (round.status === 'settled') throw new RefusedInTransaction(refused('round_settled'));
      const action = engine.parseAction(body.action);
      if (!action.ok) throw new RefusedInTransaction(refused('invalid_action', { reason: action.error }));
      const next = engine.act(round.engine.state, action.value, seedsOf(round));
      if (!next.ok) throw new RefusedInTransaction(refused(next.error.code === 'round_finished' ? 'round_settled' : 'invalid_action', { reason: next.error.message }));
      const record: EngineActionRecord = { key, fingerprint, action: action.value as EngineActionRecord['action'] };
      const now = new Date(deps.clock.now());
      const state = next.value;
      // A double, a split, insurance or a call puts more down: taken before the action is kept, or nothing is.
      const added = addedStake(round.engine.state, state);
      const addedStakeId = added > 0 ? await takeAddedStake(deps, tx, round, added, round.engine.actions.length + 1, now) : null;
      if (!engine.isFinished(state)) {
        await saveEngineAction(tx, round.id, state, record);
      } else {
        await settleEngineRound(deps, tx, round, state, engine.payout(state), record, now);
      }
      return { replayed: false, addedStakeId };
    });
    // The added stake counts towards casino bonus wagering once committed (the module's sweep retries a failure).
    if (addedStakeId !== null && !owner.demo) await recordCasinoWagering(deps, 'round-stake', addedStakeId);
    const round = await ownerRound(deps.db, owner, roundId);
    if (!round) throw new Error(`casino round ${roundId} vanished`);
    return { kind: 'acted', replayed, round };
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
}

/** Settles a locked open engine round with its final state: the win paid once, the row settled once. */
async function settleEngineRound(deps: GameDeps, tx: Queryable, round: StoredRound, state: EngineState, payout: number, record: EngineActionRecord, at: Date): Promise<void> {
  let winTransactionId: number | null = null;
  if (payout > 0 && round.demo) {
    await creditDemo(tx, round.owner.slice('demo:'.length), payout, at);
  } else if (payout > 0) {
    const userId = round.userId ?? 0;
    const win = await payWin(joinTransaction(tx, deps.db.engine), {
      userId,
      walletAccountId: round.walletAccountId ?? 0,
      currency: round.currency,
      amount: payout,
      reference: casinoRoundReference(round.id),
      idempotencyKey: `casino:${round.id}:win`,
      actor: `user:${userId}`,
      reason: `casino_${round.launchKind}_win`,
      now: at,
    });
    if (!win.ok) throw new Error(`the ledger refused a casino win: ${win.error.code}`);
    winTransactionId = win.value.transactionId;
  }
  // The round's multiplier is its payout over everything put down (the engine's is over the first stake), so a doubled
  // hand's win reads as what it was worth on the round's whole stake.
  const wagered = state.wagered ?? state.stake;
  const multiplier = wagered > state.stake ? Math.floor((payout * 1000) / wagered) : state.multiplier;
  const settled = await settleEngineRoundRow(tx, round.id, { payout, multiplier, state, record, at, winTransactionId });
  if (!settled) throw new Error(`casino round ${round.id} settled twice`);
}

/**
 * More put down on an open round (`next.wagered − prev.wagered`): from the demo wallet, or through the limits' check
 * and a ledger stake of its own (key and reference `casino:{id}:stake:{n}`, n the action's place in the round) on the
 * round's account. The round's `stake` becomes the total and the addition is kept as its own row (for wagering);
 * answers that row's id. Short funds or a limit refuse the action: the caller's transaction rolls back, the round
 * stays as it was.
 */
async function takeAddedStake(deps: GameDeps, tx: Queryable, round: StoredRound, amount: number, place: number, at: Date): Promise<number> {
  if (round.demo) {
    const left = await debitDemo(tx, round.owner.slice('demo:'.length), amount, at);
    if (left === null) throw new RefusedInTransaction(refused('insufficient_funds', { currency: round.currency }));
    return addRoundStake(tx, round, amount, place, at);
  }
  const userId = round.userId ?? 0;
  const limited = await deps.checkStake(userId, { amount, currency: round.currency }, at, tx);
  if (!limited.ok) throw new RefusedInTransaction({ kind: 'limit', refusal: limited.error });
  const stake = await placeStake(joinTransaction(tx, deps.db.engine), {
    userId,
    walletAccountId: round.walletAccountId ?? 0,
    currency: round.currency,
    amount,
    // One stake per ledger reference: each addition is its own (`casino:{id}:stake:{n}`, still under the round's prefix
    // that cashback and the limits read).
    reference: casinoRoundStakeReference(round.id, place),
    idempotencyKey: `casino:${round.id}:stake:${place}`,
    actor: `user:${userId}`,
    reason: `casino_${round.launchKind}_stake`,
    now: at,
  });
  if (!stake.ok) {
    const account = (await openAccounts(tx, userId)).find((one) => one.id === round.walletAccountId);
    throw new RefusedInTransaction(stakeRefusalOf(stake.error.code, account?.money ?? 0, round.currency));
  }
  return addRoundStake(tx, round, amount, place, at);
}
