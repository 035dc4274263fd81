import { bytesToHex } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { keystreamWords } from './keystream';
import { simKeyCommitment, verifySimGame, type SimGameProof } from './verify';

describe('line-sim keystream and proof', () => {
  it('block 0 under the zero key is AES-256 of the zero block (FIPS-197 style known answer), counters count up', async () => {
    const words = await keystreamWords(new Uint8Array(32), 0, 2);
    const bytes = new Uint8Array(words.buffer);
    expect(bytesToHex(bytes.slice(0, 16))).toBe('dc95c078a2408989ad48a21492842087');
    // Block 1 is AES of the counter 1, the same as asking for it alone.
    const second = await keystreamWords(new Uint8Array(32), 1, 1);
    expect([...second]).toEqual([...words.slice(4, 8)]);
  });

  it('a commitment is the SHA-256 of the key bytes; a game without its key cannot be checked yet', async () => {
    expect(simKeyCommitment('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    const proof: SimGameProof = {
      sport: { slug: 'football', model: 'poisson', hasDraw: true, periods: 2, periodSeconds: 2700, goals: 2.7 },
      homeRating: 1500,
      awayRating: 1500,
      commitment: simKeyCommitment('00'.repeat(32)),
      key: null,
      home: 0,
      away: 0,
      periodScores: [],
      events: null,
    };
    expect(await verifySimGame(proof)).toBeNull();
    const replayed = await verifySimGame({ ...proof, key: '00'.repeat(32) });
    expect(replayed!.checks.find((check) => check.id === 'commitment')!.ok).toBe(true);
  });
});
