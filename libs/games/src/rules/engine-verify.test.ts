import { describe, expect, it } from 'vitest';
import { verifyEngineRound, type RevealedEngineRound } from './engine-verify';
import { replayRound } from './engine';
import { minesEngine } from './fast/mines';
import { plinkoEngine } from './fast/plinko';
import { serverSeedHash } from './provably-fair';
import { blackjackEngine, legalMoves } from './table/blackjack';

const seeds = { serverSeed: 'verify-engine-seed', clientSeed: 'player', nonce: 3 };
const committed = serverSeedHash(seeds.serverSeed);

/** A mines round cleared one safe cell and cashed out. */
function cashedOutMines(): RevealedEngineRound {
  const params = { mines: 3 };
  const start = minesEngine.start(seeds, params, 500);
  const safe = Array.from({ length: 25 }, (_, cell) => cell).find((cell) => !start.mineCells.includes(cell))!;
  const actions = [{ type: 'reveal', cell: safe }, { type: 'cashOut' }] as const;
  const played = replayRound(minesEngine, seeds, params, 500, actions);
  if (!played.ok) throw new Error('the round replays');
  return { engine: 'mines', ...seeds, serverSeedHash: committed, stake: 500, params, actions, state: played.value };
}

const failed = (round: RevealedEngineRound) =>
  verifyEngineRound(round)
    .checks.filter((check) => !check.ok)
    .map((check) => check.id);

describe('verifyEngineRound', () => {
  it('replays a revealed round action by action and passes every check', () => {
    const round = cashedOutMines();
    const answer = verifyEngineRound(round);
    expect(answer.ok).toBe(true);
    expect(answer.checks.map((check) => check.id)).toEqual(['engine', 'commitment', 'params', 'actions', 'finished', 'state', 'max_payout']);
    expect(answer.replayed).toEqual(round.state);
    expect(answer.payout).toBe(minesEngine.payout(round.state as never));
    expect(answer.wagered).toBe(500);
  });

  it('names what does not hold: a seed off its hash, a state the replay does not reach, an action the engine refuses', () => {
    const round = cashedOutMines();
    expect(failed({ ...round, serverSeedHash: serverSeedHash('another seed') })).toEqual(['commitment']);
    expect(failed({ ...round, state: { ...(round.state as object), multiplier: 99_000 } })).toEqual(['state']);
    const refused = verifyEngineRound({ ...round, actions: [{ type: 'cashOut' }] });
    expect(refused.checks.at(-1)).toMatchObject({ id: 'actions', ok: false, detail: expect.stringMatching(/^1: /) });
    expect(failed({ ...round, engine: 'pachinko' })).toEqual(['engine']);
    expect(failed({ ...round, params: { mines: 40 } })).toEqual(['params']);
    expect(failed({ ...round, actions: round.actions.slice(0, 1), state: undefined })).toEqual(['finished']);
  });

  it('a single-step round needs no actions; a grown stake is reported as everything put down', () => {
    const plinko = plinkoEngine.start(seeds, { rows: 12, risk: 'high' }, 1_000);
    expect(verifyEngineRound({ engine: 'plinko', ...seeds, serverSeedHash: committed, stake: 1_000, params: { rows: 12, risk: 'high' }, actions: [], state: plinko }).ok).toBe(true);

    for (let nonce = 0; nonce < 200; nonce += 1) {
      const dealt = blackjackEngine.start({ ...seeds, nonce }, blackjackEngine.defaultParams, 1_000);
      if (dealt.phase !== 'play' || !legalMoves(dealt).includes('double')) continue;
      const answer = verifyEngineRound({ engine: 'blackjack', ...seeds, nonce, serverSeedHash: committed, stake: 1_000, params: blackjackEngine.defaultParams, actions: [{ type: 'double' }] });
      expect(answer.ok).toBe(true);
      expect(answer.wagered).toBe(2_000);
      return;
    }
    throw new Error('no deal in 200 that may double');
  });
});
