import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbRevealedRound, revealedRound } from '../testing';
import { serverSeedHash } from './provably-fair';
import { playRound, type GameBet, type GameKind } from './rounds';
import { canonicalJson, verifyRound, type RevealedRound } from './verify';

/** The demo games (the bonus wheel games verify in `bonus-games.test.ts`: their few outcomes repeat across nonces). */
const DEMO_KINDS = ['slot', 'crash', 'scratch'] as const satisfies readonly GameKind[];

const betOf = (game: (typeof DEMO_KINDS)[number], nonce: number): GameBet =>
  game === 'crash' ? { game, params: { stake: 100 + nonce, cashOut: nonce % 3 === 0 ? null : 1010 + ((nonce * 37) % 3000) } } : { game, params: { stake: 100 + nonce } };

describe('verifying revealed rounds', () => {
  it.each(DEMO_KINDS)('1 000 %s rounds played under one server seed all verify once it is revealed; tampering is caught', (game) => {
    const serverSeed = `0f${'a1'.repeat(31)}`;
    const committed = serverSeedHash(serverSeed);
    const rounds: RevealedRound[] = [];
    for (let nonce = 0; nonce < 1000; nonce += 1) {
      const bet = betOf(game, nonce);
      rounds.push({ ...bet, serverSeed, serverSeedHash: committed, clientSeed: 'player-chosen', nonce, outcome: playRound({ serverSeed, clientSeed: 'player-chosen', nonce }, bet) });
    }
    let tamperedOutcomesCaught = 0;
    let otherNoncesCaught = 0;
    for (const round of rounds) {
      const verified = verifyRound(round);
      expect(verified).toEqual({ ok: true, value: round.outcome });
      expect(verifyRound({ ...round, serverSeed: `${serverSeed}0` })).toMatchObject({ ok: false, error: { code: 'server_seed_hash_mismatch', committed } });
      const claimed = round.outcome ?? playRound(round, round);
      const tampered = verifyRound({ ...round, outcome: { ...claimed, payout: claimed.payout + 1 } });
      if (!tampered.ok && tampered.error.code === 'outcome_mismatch') tamperedOutcomesCaught += 1;
      const otherNonce = verifyRound({ ...round, nonce: round.nonce + 1 });
      if (!otherNonce.ok && otherNonce.error.code === 'outcome_mismatch') otherNoncesCaught += 1;
    }
    expect(tamperedOutcomesCaught).toBe(1000);
    // Two nonces could in principle draw the same outcome (same stops, cells or crash point); with these fixed seeds
    // none do, so every changed nonce shows in the outcome.
    expect(otherNoncesCaught).toBe(1000);
  });

  test.prop([arbRevealedRound()])('any honestly revealed round verifies to its own outcome', (round) => {
    expect(verifyRound(round)).toEqual({ ok: true, value: round.outcome });
  });

  test.prop([arbRevealedRound(), fc.string({ minLength: 1, maxLength: 8 })])('another server seed never matches the commitment', (round, extra) => {
    const result = verifyRound({ ...round, serverSeed: round.serverSeed + extra });
    expect(result).toMatchObject({ ok: false, error: { code: 'server_seed_hash_mismatch' } });
  });

  it('without a claimed outcome the recomputation is answered; a bad bet or nonce is refused as invalid', () => {
    const round = revealedRound({ serverSeed: 'seed', clientSeed: 'client', nonce: 7 }, { game: 'scratch', params: { stake: 500 } });
    const { outcome, ...withoutOutcome } = round;
    const asCrash: RevealedRound = { ...withoutOutcome, game: 'crash', params: { stake: 500, cashOut: 1005 } };
    expect(verifyRound(withoutOutcome)).toEqual({ ok: true, value: outcome });
    expect(verifyRound({ ...withoutOutcome, game: 'scratch', params: { stake: 0 } })).toMatchObject({ ok: false, error: { code: 'invalid_round' } });
    expect(verifyRound({ ...withoutOutcome, nonce: -1 })).toMatchObject({ ok: false, error: { code: 'invalid_round' } });
    expect(verifyRound(asCrash)).toMatchObject({ ok: false, error: { code: 'invalid_round' } });
  });

  it('the commitment compares without regard to letter case; outcomes compare whatever their field order', () => {
    const round = revealedRound({ serverSeed: 'seed', clientSeed: 'client', nonce: 1 }, { game: 'slot', params: { stake: 1000 } });
    expect(verifyRound({ ...round, serverSeedHash: round.serverSeedHash.toUpperCase() }).ok).toBe(true);
    const reordered = JSON.parse(JSON.stringify(round.outcome, Object.keys(round.outcome ?? {}).reverse().concat('line', 'symbol', 'count', 'multiplier')));
    expect(verifyRound({ ...round, outcome: reordered }).ok).toBe(true);
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: null }] })).toBe('{"a":[2,{"c":null,"d":3}],"b":1}');
  });
});
