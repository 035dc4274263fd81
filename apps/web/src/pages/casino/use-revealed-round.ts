import { CasinoEngineVerifyResponseSchema, CasinoGamePaths, CasinoVerifyResponseSchema, type CasinoRevealedRound } from '@betting/contracts';
import { minorToMajorString } from '@betting/kernel';
import { useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { $isSignedIn } from '../../entities/session/session-state';
import { apiRequest, failureCode } from '../../shared/api/api';
import { amountCurrency, multiplierText } from '../../entities/casino/round-text';
import { engineFormOfRevealed, type EngineFairnessForm } from './engine-form';
import type { FairnessForm } from './fairness';

export type RevealedRoundState = { readonly state: 'none' } | { readonly state: 'loaded'; readonly id: number } | { readonly state: 'secret' } | { readonly state: 'failed' };

/** A revealed round as a form: the house games' own, or an engine round's (seeds, params, actions, settled state). */
export type RevealedForm = { readonly kind: 'house'; readonly form: FairnessForm } | { readonly kind: 'engine'; readonly form: EngineFairnessForm };

/** The verify call answers a house round or an engine round. */
const VerifyAnswerSchema = z.union([CasinoVerifyResponseSchema, CasinoEngineVerifyResponseSchema]);

/** The verifier's form filled from a revealed round: texts as a player would type them. */
export function formOfRevealed(revealed: CasinoRevealedRound, currency: string): FairnessForm {
  return {
    game: revealed.game,
    serverSeed: revealed.serverSeed,
    serverSeedHash: revealed.serverSeedHash,
    clientSeed: revealed.clientSeed,
    nonce: String(revealed.nonce),
    stake: minorToMajorString(revealed.params.stake, amountCurrency(currency)),
    cashOut: revealed.game === 'crash' && revealed.params.cashOut !== null ? multiplierText(revealed.params.cashOut) : '',
    picks: 'picks' in revealed.params ? revealed.params.picks.map((pick) => pick + 1).join(', ') : '',
    currency,
  };
}

/** `?round=ID` (and `demo=1` for play money): the player's round, fetched once revealed, handed to `onLoaded`. */
export function useRevealedRound(onLoaded: (loaded: RevealedForm) => void): RevealedRoundState {
  // The route's query rule keeps a positive round id, a currency code and `demo=1` only.
  const search = useSearch({ from: '/$lng/provably-fair' });
  const signedIn = useUnit($isSignedIn);
  const [state, setState] = useState<RevealedRoundState>({ state: 'none' });
  const roundId = search.round;
  const demo = search.demo !== undefined;
  const currency = search.currency ?? (demo ? 'FUN' : 'EUR');
  useEffect(() => {
    if (roundId === undefined || (!signedIn && !demo)) return;
    let current = true;
    apiRequest({ method: 'GET', path: CasinoGamePaths.verify(roundId), query: { demo: demo ? '1' : '0' }, schema: VerifyAnswerSchema }).then(
      (answer) => {
        if (!current) return;
        setState({ state: 'loaded', id: roundId });
        onLoaded('engine' in answer.revealed ? { kind: 'engine', form: engineFormOfRevealed(answer.revealed, currency) } : { kind: 'house', form: formOfRevealed(answer.revealed, currency) });
      },
      (failure: unknown) => {
        if (!current) return;
        setState({ state: failureCode(failure) === 'seed_not_revealed' ? 'secret' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // onLoaded is the page's setter pair, the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, demo, signedIn, currency]);
  return state;
}
