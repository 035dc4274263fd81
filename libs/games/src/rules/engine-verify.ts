import type { MinorUnits } from '@betting/kernel';
import type { EngineAction, EngineState } from './engine';
import { ENGINES } from './engines';
import { payoutOf, type Multiplier } from './payout';
import { serverSeedHash } from './provably-fair';
import { canonicalJson } from './verify';

/**
 * An engine round as the server reveals it once its seed pair is rotated: what `replayRound` takes (the engine, the
 * seeds, the params, the first stake, the actions in order) and the state the server settled.
 */
export interface RevealedEngineRound {
  readonly engine: string;
  readonly serverSeed: string;
  /** The commitment shown before the round. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** The first stake, minor units: the engine starts from it (a double or a call adds to it inside the state). */
  readonly stake: MinorUnits;
  readonly params: unknown;
  readonly actions: readonly unknown[];
  /** The state the server settled (left out: only the replay is answered). */
  readonly state?: unknown;
}

/** What is checked, in order: each check needs the ones before it to mean anything. */
export type EngineCheckId = 'engine' | 'commitment' | 'params' | 'actions' | 'finished' | 'state' | 'max_payout';

export interface EngineCheck {
  readonly id: EngineCheckId;
  readonly ok: boolean;
  /** What the check found (a hash, the action refused and why, the payout and its bound); empty when nothing to say. */
  readonly detail: string;
}

export interface EngineVerification {
  /** Every check passed. */
  readonly ok: boolean;
  readonly checks: readonly EngineCheck[];
  /** The state the replay arrived at (null when it could not be replayed). */
  readonly replayed: EngineState | null;
  /** What the replayed round pays and its multiplier over the first stake (null without a finished replay). */
  readonly payout: MinorUnits | null;
  readonly multiplier: Multiplier | null;
  /** Everything put down on the round: the first stake and what its actions added. */
  readonly wagered: MinorUnits | null;
}

/**
 * Verifies a revealed engine round, as anyone can in a browser: the server seed must hash to the commitment, the
 * engine must accept the params and every action in order, the replay must finish, arrive at exactly the state the
 * server settled (when one is claimed), and pay no more than the engine's stated largest win for those params.
 */
export function verifyEngineRound(revealed: RevealedEngineRound): EngineVerification {
  const checks: EngineCheck[] = [];
  const answer = (replayed: EngineState | null, payout: MinorUnits | null = null, multiplier: Multiplier | null = null): EngineVerification => ({
    ok: checks.every((check) => check.ok),
    checks,
    replayed,
    payout,
    multiplier,
    wagered: replayed ? (replayed.wagered ?? replayed.stake) : null,
  });
  const engine = Object.hasOwn(ENGINES, revealed.engine) ? ENGINES[revealed.engine] : undefined;
  checks.push({ id: 'engine', ok: engine !== undefined, detail: revealed.engine });
  const actual = serverSeedHash(revealed.serverSeed);
  checks.push({ id: 'commitment', ok: actual === revealed.serverSeedHash.trim().toLowerCase(), detail: actual });
  if (!engine) return answer(null);
  if (!Number.isSafeInteger(revealed.stake) || revealed.stake <= 0 || !Number.isSafeInteger(revealed.nonce) || revealed.nonce < 0) {
    checks.push({ id: 'params', ok: false, detail: 'the stake is a positive whole number of minor units and the nonce a whole number from 0' });
    return answer(null);
  }
  const params = engine.parseParams(revealed.params);
  checks.push({ id: 'params', ok: params.ok, detail: params.ok ? canonicalJson(params.value) : params.error });
  if (!params.ok) return answer(null);
  const actions: EngineAction[] = [];
  for (const [index, raw] of revealed.actions.entries()) {
    const action = engine.parseAction(raw);
    if (!action.ok) {
      checks.push({ id: 'actions', ok: false, detail: `${index + 1}: ${action.error}` });
      return answer(null);
    }
    actions.push(action.value);
  }
  const seeds = { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce };
  // Action by action, so a refusal names the action the engine would not take.
  let state = engine.start(seeds, params.value, revealed.stake);
  for (const [index, action] of actions.entries()) {
    const next = engine.act(state, action, seeds);
    if (!next.ok) {
      checks.push({ id: 'actions', ok: false, detail: `${index + 1}: ${next.error.message}` });
      return answer(state);
    }
    state = next.value;
  }
  checks.push({ id: 'actions', ok: true, detail: String(actions.length) });
  const finished = engine.isFinished(state);
  checks.push({ id: 'finished', ok: finished, detail: '' });
  if (revealed.state !== undefined) checks.push({ id: 'state', ok: canonicalJson(revealed.state) === canonicalJson(state), detail: '' });
  if (!finished) return answer(state);
  const payout = engine.payout(state);
  const bound = payoutOf(revealed.stake, engine.maxMultiplier(params.value));
  checks.push({ id: 'max_payout', ok: payout <= bound, detail: `${payout} ≤ ${bound}` });
  return answer(state, payout, state.multiplier);
}
