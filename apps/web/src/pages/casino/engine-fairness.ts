import { parseMoney } from '@betting/kernel';
import { verifyEngineRound, type EngineVerification } from '@betting/games';
import { amountCurrency } from '../../entities/casino/round-text';
import type { EngineFairnessForm } from './engine-form';

/**
 * The engine verifier, loaded only when an engine round is verified (it holds every engine: reels, shoes, pay tables),
 * so neither the first load nor the casino's pages carry it.
 */
export type EngineFairnessAnswer = { readonly kind: 'checked'; readonly verification: EngineVerification } | { readonly kind: 'invalid'; readonly field: 'stake' | 'nonce' | 'json' };

function json(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads the form and replays the round with the engine's own verifier, in the browser. */
export function verifyEngineForm(form: EngineFairnessForm): EngineFairnessAnswer {
  const stake = parseMoney(form.stake.trim(), amountCurrency(form.currency));
  if (!stake.ok || stake.value <= 0) return { kind: 'invalid', field: 'stake' };
  if (!/^\d{1,15}$/.test(form.nonce.trim())) return { kind: 'invalid', field: 'nonce' };
  const params = json(form.params);
  const actions = json(form.actions.trim() === '' ? '[]' : form.actions);
  const state = form.state.trim() === '' ? { ok: true as const, value: undefined } : json(form.state);
  if (!params.ok || !actions.ok || !state.ok || !Array.isArray(actions.value)) return { kind: 'invalid', field: 'json' };
  const verification = verifyEngineRound({
    engine: form.engine,
    serverSeed: form.serverSeed.trim(),
    serverSeedHash: form.serverSeedHash.trim(),
    clientSeed: form.clientSeed,
    nonce: Number(form.nonce.trim()),
    stake: stake.value,
    params: params.value,
    actions: actions.value as unknown[],
    ...(state.value === undefined ? {} : { state: state.value }),
  });
  return { kind: 'checked', verification };
}
