import { createHash, createHmac } from 'node:crypto';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds } from '../testing';
import { drawIndex, roundBytes, roundFloats, roundUint32s, serverSeedHash } from './provably-fair';

describe('provably fair draws', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('the commitment of %j is its SHA-256 in hex', (seed, hash) => {
    expect(serverSeedHash(seed)).toBe(hash);
  });

  test.prop([arbSeeds, fc.nat(20)])('the bytes are HMAC-SHA256(server seed, "client:nonce:cursor"), as Node computes it', ({ serverSeed, clientSeed, nonce }, cursor) => {
    const expected = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest('hex');
    expect(Buffer.from(roundBytes(serverSeed, clientSeed, nonce, cursor)).toString('hex')).toBe(expected);
    expect(serverSeedHash(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  test.prop([arbSeeds, fc.integer({ min: 1, max: 40 })])('draws are uniform floats in [0, 1), 4 bytes each, 8 per block, the same every time', (seeds, count) => {
    const floats = roundFloats(seeds, count);
    expect(floats).toHaveLength(count);
    expect(floats).toEqual(roundFloats(seeds, count));
    for (const float of floats) expect(float >= 0 && float < 1).toBe(true);
    const ints = roundUint32s(seeds, count);
    ints.forEach((value, index) => {
      const bytes = roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce, Math.floor(index / 8));
      const at = (index % 8) * 4;
      expect(value).toBe(Buffer.from(bytes).readUInt32BE(at));
      expect(floats[index]).toBe(value / 2 ** 32);
    });
  });

  test.prop([arbSeeds])('another nonce or client seed draws other numbers', (seeds) => {
    expect(roundUint32s({ ...seeds, nonce: seeds.nonce + 1 }, 4)).not.toEqual(roundUint32s(seeds, 4));
    expect(roundUint32s({ ...seeds, clientSeed: `${seeds.clientSeed}x` }, 4)).not.toEqual(roundUint32s(seeds, 4));
  });

  it('a fixed round draws the same numbers here as anywhere (a table other implementations can check)', () => {
    const seeds = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: 0 };
    expect(Buffer.from(roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 0)).toString('hex')).toBe('74935949b359c7ca0a38f0d2d6f710fc0434dccdeb3963035382b3f970c2c6df');
    expect(roundUint32s(seeds, 3)).toEqual([1_955_813_705, 3_009_005_514, 171_503_826]);
    expect(roundFloats(seeds, 3)).toEqual([0.4553733638022095, 0.7005886905826628, 0.03993134619668126]);
  });

  test.prop([fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 1_000_000 })])('an index drawn from a float is in range', (float, size) => {
    const index = drawIndex(float, size);
    expect(Number.isInteger(index) && index >= 0 && index < size).toBe(true);
  });
});
