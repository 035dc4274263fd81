import { CASINO_ENGINE_LAUNCH_KINDS, type CasinoEngineLaunchKind, type CasinoEngineVerifyResponse } from '@betting/contracts';
import { minorToMajorString } from '@betting/kernel';
import { amountCurrency } from '../../entities/casino/round-text';

/** The engine games the verifier replays (the same list the game server plays). */
export const ENGINE_GAMES: readonly CasinoEngineLaunchKind[] = CASINO_ENGINE_LAUNCH_KINDS;
export const isEngineGame = (game: string): game is CasinoEngineLaunchKind => (ENGINE_GAMES as readonly string[]).includes(game);

/** The engine verifier's form as typed: every field a text, params, actions and the settled state as JSON. */
export interface EngineFairnessForm {
  readonly engine: CasinoEngineLaunchKind;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** The first stake in the round's currency (major units, `1.50`): the engine starts from it. */
  readonly stake: string;
  readonly params: string;
  readonly actions: string;
  /** The state the server settled; empty to replay only. */
  readonly state: string;
  readonly currency: string;
}

export const emptyEngineForm = (engine: CasinoEngineLaunchKind, currency: string): EngineFairnessForm => ({
  engine,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  stake: '1.00',
  params: '{}',
  actions: '[]',
  state: '',
  currency,
});

/** The form filled from a revealed engine round, as the verify call answers it. */
export function engineFormOfRevealed(revealed: CasinoEngineVerifyResponse['revealed'], currency: string): EngineFairnessForm {
  return {
    engine: isEngineGame(revealed.engine) ? revealed.engine : 'dice',
    serverSeed: revealed.serverSeed,
    serverSeedHash: revealed.serverSeedHash,
    clientSeed: revealed.clientSeed,
    nonce: String(revealed.nonce),
    stake: minorToMajorString(revealed.stake, amountCurrency(currency)),
    params: JSON.stringify(revealed.params),
    actions: JSON.stringify(revealed.actions),
    state: JSON.stringify(revealed.state),
    currency,
  };
}
