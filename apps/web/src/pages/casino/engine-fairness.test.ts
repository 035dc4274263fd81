import { blackjackEngine, minesEngine, plinkoEngine, replayRound, serverSeedHash, videoPokerEngine, type EngineState } from '@betting/games';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cardText, engineOutcomeText } from '../../entities/casino/engine-outcome';
import { verifyEngineForm } from './engine-fairness';
import { engineFormOfRevealed } from './engine-form';

const seeds = { serverSeed: 'page-seed', clientSeed: 'me', nonce: 4 };
/** The keys and values asked for, so a test reads what the page would say without a dictionary. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.entries(values).map(([name, value]) => `${name}=${String(value)}`).join(',')})` : key)) as unknown as TFunction<'pages'>;

const revealed = (engine: string, stake: number, params: Record<string, unknown>, actions: Record<string, unknown>[], state: EngineState) => ({
  engine,
  ...seeds,
  serverSeedHash: serverSeedHash(seeds.serverSeed),
  stake,
  params,
  actions,
  state: state as unknown as Record<string, unknown>,
});

describe('the engine verifier of the provably-fair page', () => {
  it('verifies a revealed round from the texts of its form, in the round’s currency', () => {
    const start = minesEngine.start(seeds, { mines: 5 }, 250);
    const safe = Array.from({ length: 25 }, (_, cell) => cell).find((cell) => !start.mineCells.includes(cell))!;
    const actions = [{ type: 'reveal', cell: safe }, { type: 'cashOut' }];
    const played = replayRound(minesEngine, seeds, { mines: 5 }, 250, actions as never);
    if (!played.ok) throw new Error('replays');
    const form = engineFormOfRevealed(revealed('mines', 250, { mines: 5 }, actions, played.value), 'RUB');
    expect(form).toMatchObject({ engine: 'mines', stake: '2.50', nonce: '4' });
    const answer = verifyEngineForm(form);
    expect(answer).toMatchObject({ kind: 'checked', verification: { ok: true, payout: minesEngine.payout(played.value), wagered: 250 } });

    expect(verifyEngineForm({ ...form, stake: '2.51' })).toMatchObject({ kind: 'checked', verification: { ok: false } });
    expect(verifyEngineForm({ ...form, actions: '[{"type":' })).toEqual({ kind: 'invalid', field: 'json' });
    expect(verifyEngineForm({ ...form, nonce: '-1' })).toEqual({ kind: 'invalid', field: 'nonce' });
    // Without the settled state it replays only: every other check still runs.
    const replayOnly = verifyEngineForm({ ...form, state: '' });
    expect(replayOnly.kind === 'checked' && replayOnly.verification.checks.map((check) => check.id)).toEqual(['engine', 'commitment', 'params', 'actions', 'finished', 'max_payout']);
  });

  it('says what a round came to, per engine', () => {
    const plinko = plinkoEngine.start(seeds, { rows: 8, risk: 'low' }, 100);
    expect(engineOutcomeText(t, 'plinko', plinko)).toMatch(new RegExp(`^engineOutcome\\.plinko\\(slot=${plinko.slot + 1},slots=9\\) · `));
    const poker = videoPokerEngine.act(videoPokerEngine.start(seeds, { variant: 'jacks-or-better' }, 100), { type: 'draw', hold: [true, true, true, true, true] }, seeds);
    if (!poker.ok) throw new Error('draws');
    expect(engineOutcomeText(t, 'video-poker', poker.value)).toBe(`engineOutcome.videoPoker(cards=${poker.value.final!.map(cardText).join(' ')},hand=engineOutcome.hands.${poker.value.hand})`);
    const dealt = blackjackEngine.start(seeds, blackjackEngine.defaultParams, 100);
    expect(engineOutcomeText(t, 'blackjack', { ...dealt, finished: false })).toBe('engineOutcome.open');
    expect(cardText(0)).toBe('A♣');
    expect(cardText(51)).toBe('K♠');
  });
});
