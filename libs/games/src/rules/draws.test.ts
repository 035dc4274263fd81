import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbServerSeed } from '../testing';
import { BINGO_MAX_BALLS } from './bingo';
import { DRAW_GAMES, drawSequence, isDrawGame, verifyDraw, type DrawGame, type RevealedDraw } from './draws';
import { roundFloats, serverSeedHash } from './provably-fair';

const arbDrawId = fc.integer({ min: 1, max: 10_000_000 });
const arbGame = fc.constantFrom(...DRAW_GAMES);

/** A draw settled honestly: keno's 20 balls, or a prefix of bingo's sequence. */
const arbRevealed: fc.Arbitrary<RevealedDraw> = fc.tuple(arbGame, arbServerSeed, arbDrawId, fc.integer({ min: 1, max: BINGO_MAX_BALLS })).map(([game, serverSeed, drawId, called]) => ({
  game,
  drawId,
  serverSeed,
  serverSeedHash: serverSeedHash(serverSeed),
  balls: drawSequence(game, serverSeed, drawId).slice(0, game === 'keno' ? 20 : called),
}));

describe('provably fair draws', () => {
  it.each<[DrawGame, number[]]>([
    ['keno', [8, 76, 61, 73, 68, 53, 47, 77, 55, 57, 16, 41, 43, 19, 18, 71, 65, 12, 7, 42]],
    ['bingo', [57, 70, 15, 67, 7, 40, 55, 1, 73, 63, 12, 31, 62, 22, 28, 2, 41, 36, 56, 74, 38, 53, 5, 43, 26, 66, 34, 13, 51, 29, 54, 45, 47, 17, 18, 52, 10, 64, 16, 6, 20, 14, 39, 23, 46, 25, 19, 4, 50, 44, 35, 68, 75, 27, 60, 21, 30, 71, 24, 48]],
  ])('%s draw 1 of the seed "server-seed" calls the same balls here as anywhere (a table other implementations can check)', (game, balls) => {
    expect(drawSequence(game, 'server-seed', 1)).toEqual(balls);
  });

  test.prop([arbGame, arbServerSeed, arbDrawId])('a draw’s balls come from HMAC(server seed, "game:drawId:cursor") and are the same every time', (game, serverSeed, drawId) => {
    const balls = drawSequence(game, serverSeed, drawId);
    expect(drawSequence(game, serverSeed, drawId)).toEqual(balls);
    const first = roundFloats({ serverSeed, clientSeed: game, nonce: drawId }, 1)[0] ?? 0;
    expect(balls[0]).toBe(Math.floor(first * (game === 'keno' ? 80 : 75)) + 1);
    expect(drawSequence(game, serverSeed, drawId + 1)).not.toEqual(balls);
  });

  test.prop([arbRevealed])('an honest draw verifies', (revealed) => {
    expect(verifyDraw(revealed)).toEqual({ ok: true, value: revealed.balls });
  });

  test.prop([arbRevealed, arbServerSeed])('another seed than the committed one is caught by its hash', (revealed, otherSeed) => {
    fc.pre(otherSeed !== revealed.serverSeed);
    expect(verifyDraw({ ...revealed, serverSeed: otherSeed })).toMatchObject({ ok: false, error: { code: 'server_seed_hash_mismatch', committed: revealed.serverSeedHash } });
  });

  test.prop([arbRevealed, fc.nat()])('a changed ball or another draw id is caught', (revealed, at) => {
    const index = at % revealed.balls.length;
    const changed = revealed.balls.map((ball, position) => (position === index ? (ball % (revealed.game === 'keno' ? 80 : 75)) + 1 : ball));
    expect(verifyDraw({ ...revealed, balls: changed })).toMatchObject({ ok: false, error: { code: 'balls_mismatch', computed: revealed.balls } });
    // A short bingo call can open the next draw's sequence too (bingo 1 ball: 1 in 75); then it is that draw's as well.
    const nextDraw = drawSequence(revealed.game, revealed.serverSeed, revealed.drawId + 1).slice(0, revealed.balls.length);
    const sameCall = nextDraw.every((ball, position) => ball === revealed.balls[position]);
    expect(verifyDraw({ ...revealed, drawId: revealed.drawId + 1 }).ok).toBe(sameCall);
  });

  it.each<[string, Partial<RevealedDraw>]>([
    ['a keno draw of 19 balls', { game: 'keno', balls: drawSequence('keno', 's', 5).slice(0, 19) }],
    ['a bingo draw of no ball', { game: 'bingo', balls: [] }],
    ['a bingo draw of 61 balls', { game: 'bingo', balls: Array.from({ length: 61 }, (_, index) => index + 1) }],
    ['a ball out of range', { game: 'keno', balls: [81, ...drawSequence('keno', 's', 5).slice(1)] }],
    ['draw id 0', { drawId: 0 }],
  ])('%s is not a draw', (_name, change) => {
    const honest: RevealedDraw = { game: 'keno', drawId: 5, serverSeed: 's', serverSeedHash: serverSeedHash('s'), balls: drawSequence('keno', 's', 5) };
    expect(verifyDraw({ ...honest, ...change })).toMatchObject({ ok: false, error: { code: 'invalid_draw' } });
  });

  it('knows its games', () => {
    expect(DRAW_GAMES.filter(isDrawGame)).toEqual(['keno', 'bingo']);
    expect(isDrawGame('lotto')).toBe(false);
  });
});
