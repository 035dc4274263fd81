import { playRound, type RevealedRound } from '@betting/games';
import { arbBet, arbSeeds, revealedRound } from '@betting/games/testing';
import type { CasinoRevealedRound } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyForm } from './fairness';
import { formOfRevealed } from './use-revealed-round';

const asWire = (round: RevealedRound) => round as unknown as CasinoRevealedRound;

describe('the provably-fair page', () => {
  it('recomputes any revealed round from the texts of its form, in real money and in demo credits', () => {
    fc.assert(
      fc.property(arbSeeds, arbBet(), fc.constantFrom('RUB', 'EUR', 'FUN'), (seeds, bet, currency) => {
        const revealed = revealedRound(seeds, bet);
        const answer = verifyForm(formOfRevealed(asWire(revealed), currency));
        expect(answer).toEqual({ kind: 'verified', outcome: playRound(seeds, bet) });
      }),
      { numRuns: 200 },
    );
  });

  it('says when the server seed does not match the committed hash', () => {
    fc.assert(
      fc.property(arbSeeds, arbBet(), (seeds, bet) => {
        const form = formOfRevealed(asWire(revealedRound(seeds, bet)), 'RUB');
        const answer = verifyForm({ ...form, serverSeed: `${form.serverSeed}x` });
        expect(answer.kind).toBe('hash_mismatch');
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ['stake', { stake: 'ten' }],
    ['stake', { stake: '0' }],
    ['nonce', { nonce: '-1' }],
    ['nonce', { nonce: '1.5' }],
  ] as const)('refuses a form whose %s is not a number it can use', (_, change) => {
    const form = formOfRevealed(asWire(revealedRound({ serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 }, { game: 'slot', params: { stake: 100 } })), 'RUB');
    expect(verifyForm({ ...form, ...change }).kind).toBe('invalid');
  });
});
