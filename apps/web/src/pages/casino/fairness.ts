import { parseMoney } from '@betting/kernel';
import { amountCurrency } from '../../entities/casino/round-text';
import { isGameKind, isPickGame, verifyRound, type GameBet, type GameKind, type GameOutcome } from '@betting/games';

/** The verifier's form as typed: every field a text, like the inputs hold them. */
export interface FairnessForm {
  readonly game: GameKind;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** The stake in the round's currency (major units, `1.50`). */
  readonly stake: string;
  /** Crash only: the multiplier cashed out at (`2.00`), empty when the round was never cashed out. */
  readonly cashOut: string;
  /** Pick games only: the cells opened, 1-based, separated by commas or spaces (`2`, `1, 5, 9, 12`). */
  readonly picks: string;
  readonly currency: string;
}

export type FairnessAnswer =
  | { readonly kind: 'verified'; readonly outcome: GameOutcome }
  | { readonly kind: 'hash_mismatch'; readonly actual: string }
  | { readonly kind: 'invalid'; readonly message: string };

const THOUSANDTHS = /^\d+(\.\d{1,3})?$/;

function thousandthsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!THOUSANDTHS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Reads the form into a revealed round and recomputes it with libs/games' verifier, in the browser. */
export function verifyForm(form: FairnessForm): FairnessAnswer {
  if (!isGameKind(form.game)) return { kind: 'invalid', message: 'game' };
  const stake = parseMoney(form.stake.trim(), amountCurrency(form.currency));
  if (!stake.ok || stake.value <= 0) return { kind: 'invalid', message: 'stake' };
  if (!/^\d{1,15}$/.test(form.nonce.trim())) return { kind: 'invalid', message: 'nonce' };
  const cashOut = form.cashOut.trim() === '' ? null : thousandthsOf(form.cashOut);
  if (form.game === 'crash' && form.cashOut.trim() !== '' && cashOut === null) return { kind: 'invalid', message: 'cashOut' };
  const picks = form.picks.trim() === '' ? [] : form.picks.trim().split(/[\s,;]+/).map((pick) => (/^\d{1,3}$/.test(pick) ? Number(pick) - 1 : -1));
  const bet: GameBet =
    form.game === 'crash'
      ? { game: 'crash', params: { stake: stake.value, cashOut } }
      : isPickGame(form.game)
        ? { game: form.game, params: { stake: stake.value, picks } }
        : { game: form.game, params: { stake: stake.value } };
  const answer = verifyRound({ ...bet, serverSeed: form.serverSeed.trim(), serverSeedHash: form.serverSeedHash.trim(), clientSeed: form.clientSeed, nonce: Number(form.nonce.trim()) });
  if (answer.ok) return { kind: 'verified', outcome: answer.value };
  if (answer.error.code === 'server_seed_hash_mismatch') return { kind: 'hash_mismatch', actual: answer.error.actual };
  return { kind: 'invalid', message: answer.error.code === 'invalid_round' ? answer.error.message : answer.error.code };
}
