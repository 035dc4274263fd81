import { CRASH_MIN_CASH_OUT, crashPoint, crashProgress, crashRound } from '@betting/games';
import { casinoRoundReference } from '../../bonuses';
import { joinTransaction } from '../../db/join-transaction';
import type { Queryable } from '../../db/database';
import { payWin } from '../../wallet';
import { inRetriedTransaction } from '../../db/retried-transaction';
import type { GameDeps } from './deps';
import { creditDemo } from './demo-wallet';
import type { Owner } from './owner';
import { RefusedInTransaction, refused, type GameRefusal } from './refusals';
import { openRoundOf, openRounds, ownerRound, settleRoundRow, type StoredRound } from './rounds.repository';

const seedsOf = (round: StoredRound) => ({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });

/**
 * Settles an open crash round (locked by the caller) at `cashOut` (null: it busted) as of `at`: the lib's outcome,
 * the win through the ledger (`casino:{id}:win`) or the demo wallet, the row settled exactly once.
 */
async function settleCrash(deps: GameDeps, tx: Queryable, round: StoredRound, cashOut: number | null, at: Date): Promise<void> {
  const outcome = crashRound(seedsOf(round), { stake: round.stake, cashOut });
  let winTransactionId: number | null = null;
  if (outcome.payout > 0 && round.demo) {
    await creditDemo(tx, round.owner.slice('demo:'.length), outcome.payout, at);
  } else if (outcome.payout > 0) {
    const userId = round.userId ?? 0;
    const win = await payWin(joinTransaction(tx, deps.db.engine), {
      userId,
      walletAccountId: round.walletAccountId ?? 0,
      currency: round.currency,
      amount: outcome.payout,
      reference: casinoRoundReference(round.id),
      idempotencyKey: `casino:${round.id}:win`,
      actor: `user:${userId}`,
      reason: 'casino_crash_win',
      now: at,
    });
    if (!win.ok) throw new Error(`the ledger refused a casino win: ${win.error.code}`);
    winTransactionId = win.value.transactionId;
  }
  await settleRoundRow(tx, round.id, outcome, at, winTransactionId);
}

/** What an open crash round comes to at `nowMs` without a cash-out: nothing yet, its auto cash-out, or its bust. */
function dueSettlement(round: StoredRound, nowMs: number): { cashOut: number | null; at: Date } | null {
  const progress = crashProgress(crashPoint(seedsOf(round)), round.autoCashOut, nowMs - round.startedAt.getTime());
  if (progress.state === 'flying') return null;
  const at = new Date(round.startedAt.getTime() + progress.atMs);
  return progress.state === 'auto_cashed_out' ? { cashOut: progress.cashOut, at } : { cashOut: null, at };
}

/** Settles one open round if its time has come (another caller may have done it: the row lock decides). */
async function settleIfDue(deps: GameDeps, owner: Owner, roundId: number): Promise<void> {
  await inRetriedTransaction(deps.db, async (tx) => {
    const round = await ownerRound(tx, owner, roundId, true);
    if (!round || round.status !== 'open' || round.launchKind !== 'crash') return;
    const due = dueSettlement(round, deps.clock.now());
    if (due) await settleCrash(deps, tx, round, due.cashOut, due.at);
  });
}

/** The owner's open round (or the one named) settled if it is due; answers it as it stands after, or null without one. */
export async function settleDueRoundOf(deps: GameDeps, owner: Owner, roundId?: number): Promise<StoredRound | null> {
  const open = roundId === undefined ? await openRoundOf(deps.db, owner, 'crash') : await ownerRound(deps.db, owner, roundId);
  if (!open) return null;
  if (open.status === 'open' && open.launchKind === 'crash' && dueSettlement(open, deps.clock.now())) await settleIfDue(deps, owner, open.id);
  return ownerRound(deps.db, owner, open.id);
}

/** The sweep: every open crash round whose bust or auto cash-out has passed is settled. Answers how many. */
export async function settleDueCrashRounds(deps: GameDeps): Promise<number> {
  const nowMs = deps.clock.now();
  let settled = 0;
  for (const round of await openRounds(deps.db, new Date(nowMs))) {
    if (!dueSettlement(round, nowMs)) continue;
    const owner: Owner = round.demo ? { demo: true, key: round.owner, demoId: round.owner.slice('demo:'.length) } : { demo: false, key: round.owner, userId: round.userId ?? 0 };
    await settleIfDue(deps, owner, round.id);
    settled += 1;
  }
  return settled;
}

export type CashOutOutcome = { readonly kind: 'settled'; readonly replayed: boolean; readonly round: StoredRound } | GameRefusal;

/**
 * Cashes an open crash round out at the server's multiplier now (`multiplierAt(now − start)`): paid when the round is
 * still flying, nothing when it already busted; an auto cash-out that came first stands. A settled round is answered
 * as it is (a repeated cash-out moves no money: the round settles once).
 */
export async function cashOutRound(deps: GameDeps, owner: Owner, roundId: number): Promise<CashOutOutcome> {
  try {
    const replayed = await inRetriedTransaction(deps.db, async (tx) => {
      const round = await ownerRound(tx, owner, roundId, true);
      if (!round) throw new RefusedInTransaction(refused('round_not_found'));
      if (round.launchKind !== 'crash') throw new RefusedInTransaction(refused('not_cashable'));
      if (round.status === 'settled') return true;
      const nowMs = deps.clock.now();
      const progress = crashProgress(crashPoint(seedsOf(round)), round.autoCashOut, nowMs - round.startedAt.getTime());
      if (progress.state === 'flying') {
        if (progress.multiplier < CRASH_MIN_CASH_OUT) throw new RefusedInTransaction(refused('cash_out_too_early', { min: CRASH_MIN_CASH_OUT }));
        await settleCrash(deps, tx, round, progress.multiplier, new Date(nowMs));
      } else {
        const at = new Date(round.startedAt.getTime() + progress.atMs);
        await settleCrash(deps, tx, round, progress.state === 'auto_cashed_out' ? progress.cashOut : null, at);
      }
      return false;
    });
    const round = await ownerRound(deps.db, owner, roundId);
    if (!round) throw new Error(`casino round ${roundId} vanished`);
    return { kind: 'settled', replayed, round };
  } catch (error) {
    if (error instanceof RefusedInTransaction && error.refusal.kind === 'refused') return error.refusal;
    throw error;
  }
}
