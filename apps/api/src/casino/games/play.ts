import { casinoLaunchGame, isBonusLaunch, isEngineLaunch, isPickLaunch, isRngTableVariant, type CasinoLaunchKind, type CasinoPlayBody, type CasinoWallet, type LimitRefusal } from '@betting/contracts';
import { PICK_TABLES, betProblem, boardSize, engineOf, isPickGame, playRound as playGameRound, variantParams, type AnyGameEngine, type EngineState, type GameBet, type SeedTriple } from '@betting/games';
import { casinoRoundReference } from '../../bonuses';
import type { Queryable } from '../../db/database';
import { joinTransaction } from '../../db/join-transaction';
import { payWin, placeStake } from '../../wallet';
import { requestFingerprint } from '../../platform/canonical-json';

/** A body member as parsed from JSON (what a fingerprint takes). */
type WireJson = Parameters<typeof requestFingerprint>[1][string];
import { inRetriedTransaction } from '../../db/retried-transaction';
import { settleDueRoundOf } from './crash-rounds';
import type { GameDeps } from './deps';
import { creditDemo, debitDemo } from './demo-wallet';
import type { Owner } from './owner';
import { RefusedInTransaction, refused, stakeRefusalOf, type GameRefusal } from './refusals';
import { hasOpenRound, insertRound, nextRoundId, roundByKey, setRoundTransactions, type StoredRound } from './rounds.repository';
import { activeSeedPair, takeNonce } from './seeds.repository';
import { stakeRangeOf } from './stakes';
import { recordCasinoWagering } from '../wagering';
import { activeAccountOf, bonusAccountOf, walletOf } from './wallets';

export type PlayOutcome =
  | { readonly kind: 'played'; readonly replayed: boolean; readonly round: StoredRound; readonly wallet: CasinoWallet }
  | GameRefusal
  | { readonly kind: 'limit'; readonly refusal: LimitRefusal }
  | { readonly kind: 'conflict' };

/** Where a round's money comes from. */
type Funds = { readonly demo: true; readonly currency: string } | { readonly demo: false; readonly currency: string; readonly accountId: number; readonly balance: number; readonly userId: number };

/**
 * The bet of a round settled at once (slot, scratch, the wheel games; a `-bonus` kind plays its game), a crash round
 * starts with none of its outcome known. Pick games take the cells the player opened.
 */
function instantBet(kind: CasinoLaunchKind, stake: number, picks: readonly number[]): GameBet {
  const game = casinoLaunchGame(kind);
  if (isPickGame(game)) return { game, params: { stake, picks } };
  if (game === 'crash') throw new Error('a crash round is not settled at once');
  return { game, params: { stake } };
}

/**
 * Plays a round: slot and scratchcard settle at once (stake → outcome → win), a crash round
 * starts open with its stake taken. In one transaction: the seed pair's row lock and its next nonce, the round row
 * (which claims the scoped Idempotency-Key), the responsible-gaming limits under the person's row lock, then the
 * ledger's stake and win (`casino:{id}:stake`, `:win`, reference `casino:{id}`) — or the demo wallet. A refusal keeps
 * nothing. The same key and body answer the same round again; another body is a conflict.
 */
export async function playRound(deps: GameDeps, owner: Owner, kind: CasinoLaunchKind, body: CasinoPlayBody, clientKey: string): Promise<PlayOutcome> {
  const requestKey = `${owner.key}:${clientKey}`;
  const autoCashOut = kind === 'crash' ? (body.autoCashOut ?? null) : null;
  const picks = isPickLaunch(kind) ? (body.picks ?? []) : [];
  const engine = isEngineLaunch(kind) ? engineOf(kind) : null;
  const params = engine ? engineParams(engine, body) : null;
  const fingerprint = requestFingerprint('casino_round', {
    kind,
    demo: owner.demo,
    stake: body.stake,
    autoCashOut,
    ...(picks.length > 0 ? { picks } : {}),
    ...(engine ? { params: (body.params ?? null) as WireJson, variant: body.variant ?? null } : {}),
  });
  const earlier = await roundByKey(deps.db, requestKey);
  if (earlier) return earlier.fingerprint === fingerprint ? answer(deps, owner, earlier, true) : { kind: 'conflict' };

  const now = new Date(deps.clock.now());
  if (kind === 'crash') await settleDueRoundOf(deps, owner);
  if (params && !params.ok) return refused('invalid_params', { reason: params.error });
  const game = casinoLaunchGame(kind);
  if (isPickGame(game) && betProblem({ game, params: { stake: body.stake, picks } }) !== null) {
    return refused('invalid_picks', { picks: PICK_TABLES[game].picks, cells: boardSize(PICK_TABLES[game]) });
  }
  const funds = await fundsOf(deps, owner, isBonusLaunch(kind));
  if (funds.kind === 'refused') return funds;
  const range = stakeRangeOf(funds.value.currency);
  if (body.stake < range.min || body.stake > range.max) return refused('stake_out_of_range', { min: range.min, max: range.max, currency: funds.value.currency });

  let claimed: boolean;
  try {
    const played = engine && params?.ok ? { engine, params: params.value } : null;
    claimed = await inRetriedTransaction(deps.db, (tx) => writeRound(deps, tx, { owner, kind, stake: body.stake, autoCashOut, picks, engine: played, requestKey, fingerprint, funds: funds.value, now }));
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
  const round = await roundByKey(deps.db, requestKey);
  if (!round) throw new Error(`casino round ${requestKey} lost its row`);
  if (!claimed) return round.fingerprint === fingerprint ? answer(deps, owner, round, true) : { kind: 'conflict' };
  if (!owner.demo) await recordCasinoWagering(deps, 'round', round.id);
  return answer(deps, owner, round, false);
}

/** An engine round's params: the body's own, else its variant's, else the engine's defaults; checked by the engine. */
function engineParams(engine: AnyGameEngine, body: CasinoPlayBody): { ok: true; value: unknown } | { ok: false; error: string } {
  if (body.params !== undefined) return engine.parseParams(body.params);
  // An RNG table's variant names how the tile is shown, not params: it plays the engine's defaults.
  const named = variantParams(engine, isRngTableVariant(body.variant) ? null : body.variant);
  return named === null ? { ok: false, error: `no variant ${body.variant ?? ''}` } : { ok: true, value: named };
}

/**
 * Where the stake comes from: play money, the active account, or for a `-bonus` game the casino bonus balance (a
 * guest or a person with nothing on it is refused before anything is written).
 */
async function fundsOf(deps: GameDeps, owner: Owner, bonus: boolean): Promise<{ kind: 'ok'; value: Funds } | GameRefusal> {
  if (bonus) {
    if (owner.demo) return refused('not_signed_in');
    const { account, currency } = await bonusAccountOf(deps.db, owner.userId);
    if (!account || account.balance === 0) return refused('no_bonus_balance', currency ? { currency } : undefined);
    if (account.frozen) return refused('account_frozen');
    return { kind: 'ok', value: { demo: false, currency: account.currency, accountId: account.id, balance: account.balance, userId: owner.userId } };
  }
  if (owner.demo) return { kind: 'ok', value: { demo: true, currency: 'FUN' } };
  const account = await activeAccountOf(deps.db, owner.userId);
  if (!account) return refused('account_not_found');
  if (account.frozen) return refused('account_frozen');
  return { kind: 'ok', value: { demo: false, currency: account.currency, accountId: account.id, balance: account.balance, userId: owner.userId } };
}

interface WriteInput {
  readonly owner: Owner;
  readonly kind: CasinoLaunchKind;
  readonly stake: number;
  readonly autoCashOut: number | null;
  readonly picks: readonly number[];
  /** Engine games: the engine and the round's checked params. */
  readonly engine: { readonly engine: AnyGameEngine; readonly params: unknown } | null;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly funds: Funds;
  readonly now: Date;
}

/** The round's writes in the caller's transaction; false when its key was claimed by an earlier call. */
async function writeRound(deps: GameDeps, tx: Queryable, input: WriteInput): Promise<boolean> {
  const pair = await activeSeedPair(tx, input.owner, input.kind, input.now, true);
  if (input.kind === 'crash' || input.engine) {
    // One open round per owner and game (a crash round flying, a mines board being cleared).
    if (await hasOpenRound(tx, input.owner, input.kind)) throw new RefusedInTransaction(refused('round_open'));
  }
  const roundId = await nextRoundId(tx);
  const seeds: SeedTriple = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
  // An engine round starts from the seeds; one that needs no action (dice, plinko) is settled at once like a slot spin.
  const state: EngineState | null = input.engine ? input.engine.engine.start(seeds, input.engine.params, input.stake) : null;
  const outcome: { payout: number; multiplier: number } | null =
    input.kind === 'crash'
      ? null
      : state && input.engine
        ? input.engine.engine.isFinished(state)
          ? { payout: input.engine.engine.payout(state), multiplier: state.multiplier }
          : null
        : playGameRound(seeds, instantBet(input.kind, input.stake, input.picks));
  const inserted = await insertRound(tx, {
    id: roundId,
    owner: input.owner,
    launchKind: input.kind,
    seedPairId: pair.id,
    nonce: pair.nextNonce,
    clientSeed: pair.clientSeed,
    walletAccountId: input.funds.demo ? null : input.funds.accountId,
    currency: input.funds.currency,
    stake: input.stake,
    autoCashOut: input.autoCashOut,
    settled: outcome ? { payout: outcome.payout, multiplier: outcome.multiplier, outcome: state ?? outcome } : null,
    requestKey: input.requestKey,
    fingerprint: input.fingerprint,
    startedAt: input.now,
    engine: input.engine && state ? { params: input.engine.params, state } : null,
  });
  if (!inserted) return false;
  await takeNonce(tx, pair.id);
  if (input.funds.demo) {
    if (input.owner.demo === false) throw new Error('demo funds for a real owner');
    const left = await debitDemo(tx, input.owner.demoId, input.stake, input.now);
    if (left === null) throw new RefusedInTransaction(refused('insufficient_funds', { currency: input.funds.currency }));
    await creditDemo(tx, input.owner.demoId, outcome?.payout ?? 0, input.now);
    return true;
  }
  const funds = input.funds;
  // The limits decide inside this transaction once the key is claimed (a replay is never refused), under the
  // person's row lock: two stakes at once cannot both pass a limit.
  const limited = await deps.checkStake(funds.userId, { amount: input.stake, currency: funds.currency }, input.now, tx);
  if (!limited.ok) throw new RefusedInTransaction({ kind: 'limit', refusal: limited.error });
  const ledger = joinTransaction(tx, deps.db.engine);
  const money = { userId: funds.userId, walletAccountId: funds.accountId, currency: funds.currency, reference: casinoRoundReference(roundId), actor: `user:${funds.userId}`, now: input.now };
  const stake = await placeStake(ledger, { ...money, amount: input.stake, idempotencyKey: `casino:${roundId}:stake`, reason: `casino_${input.kind}_stake` });
  if (!stake.ok) throw new RefusedInTransaction(stakeRefusalOf(stake.error.code, funds.balance, funds.currency));
  let winTransactionId: number | null = null;
  if (outcome && outcome.payout > 0) {
    const win = await payWin(ledger, { ...money, amount: outcome.payout, idempotencyKey: `casino:${roundId}:win`, reason: `casino_${input.kind}_win` });
    if (!win.ok) throw new Error(`the ledger refused a casino win: ${win.error.code}`);
    winTransactionId = win.value.transactionId;
  }
  await setRoundTransactions(tx, roundId, stake.value.transactionId, winTransactionId);
  return true;
}

async function answer(deps: GameDeps, owner: Owner, round: StoredRound, replayed: boolean): Promise<PlayOutcome> {
  const current = round.status === 'open' && round.launchKind === 'crash' ? ((await settleDueRoundOf(deps, owner, round.id)) ?? round) : round;
  const wallet = await walletOf(deps.db, owner, new Date(deps.clock.now()), current.walletAccountId, isBonusLaunch(current.launchKind));
  if (!wallet) return refused('account_not_found');
  return { kind: 'played', replayed, round: current, wallet };
}
