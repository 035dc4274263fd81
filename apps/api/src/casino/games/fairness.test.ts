import { CasinoEngineVerifyResponseSchema, CasinoGameStateResponseSchema, CasinoRotateSeedResponseSchema, CasinoRoundHistoryResponseSchema, CasinoSeedsResponseSchema, CasinoVerifyResponseSchema } from '@betting/contracts';
import { serverSeedHash, verifyEngineRound, verifyRound } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { demoCookieOf, gameCalls, gamesSite, newPlayer, played } from './games.fixture';

describe.each(enginesUnderTest())('seeds, history and verification on $name', (engine) => {
  const site = gamesSite(engine);

  it('rotation reveals the committed server seed; the verify call and the lib recompute every round of it', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    const before = CasinoGameStateResponseSchema.parse((await calls.state('slot')).json()).seeds;
    expect(before.nextNonce).toBe(0);
    const seeded = CasinoSeedsResponseSchema.parse((await calls.clientSeed('slot', 'lucky player 7')).json()).seeds;
    expect(seeded).toEqual({ ...before, clientSeed: 'lucky player 7' });
    const rounds = [];
    for (let index = 0; index < 4; index += 1) rounds.push(played(await calls.play('slot', { stake: 5_000 })).round);
    expect(rounds.map((round) => [round.nonce, round.clientSeed, round.serverSeedHash])).toEqual([0, 1, 2, 3].map((nonce) => [nonce, 'lucky player 7', before.serverSeedHash]));

    const secret = await calls.verify(rounds[0]?.id ?? 0);
    expect(secret.statusCode).toBe(409);
    expect(secret.json()).toMatchObject({ error: { code: 'seed_not_revealed' } });

    const rotated = CasinoRotateSeedResponseSchema.parse((await calls.rotate('slot')).json());
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: 'lucky player 7', rounds: 4 });
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.seeds).toMatchObject({ clientSeed: 'lucky player 7', nextNonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(before.serverSeedHash);

    for (const round of rounds) {
      const verified = CasinoVerifyResponseSchema.parse((await calls.verify(round.id)).json());
      expect(verified).toMatchObject({ roundId: round.id, verified: true, recomputed: round.outcome });
      expect(verified.revealed).toMatchObject({ game: 'slot', serverSeed: rotated.revealed.serverSeed, nonce: round.nonce, params: { stake: 5_000 }, outcome: round.outcome });
      // What the verify page runs in the browser:
      expect(verifyRound(verified.revealed)).toEqual({ ok: true, value: round.outcome });
      expect(verifyRound({ ...verified.revealed, nonce: verified.revealed.nonce + 1 })).toMatchObject({ ok: false, error: { code: 'outcome_mismatch' } });
    }
    const next = played(await calls.play('slot', { stake: 5_000 })).round;
    expect(next).toMatchObject({ nonce: 0, serverSeedHash: rotated.seeds.serverSeedHash, serverSeed: null });
  });

  it('a crash round verifies with its cash-out; nobody else can read or verify a round', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('crash', { stake: 2_000, autoCashOut: 1_010 }));
    site.clock.advance(60_000);
    const settled = played(await calls.round(started.round.id), 200).round;
    expect(settled.status).toBe('settled');
    CasinoRotateSeedResponseSchema.parse((await calls.rotate('crash')).json());
    const verified = CasinoVerifyResponseSchema.parse((await calls.verify(settled.id)).json());
    expect(verified.revealed).toMatchObject({ game: 'crash', params: { stake: 2_000, cashOut: settled.outcome?.game === 'crash' ? settled.outcome.cashOut : -1 } });
    expect(verified).toMatchObject({ verified: true, recomputed: settled.outcome });

    const stranger = await newPlayer(site);
    expect((await gameCalls(site.app, stranger).verify(settled.id)).statusCode).toBe(404);
    expect((await gameCalls(site.app, stranger).round(settled.id)).statusCode).toBe(404);
    expect((await gameCalls(site.app, { demo: null }).verify(settled.id)).statusCode).toBe(404);
  });

  it('the office history lists the person’s real rounds newest first, in pages, with hashes and the revealed seed', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    const slot = played(await calls.play('slot', { stake: 1_000 })).round;
    site.clock.advance(1_000);
    const scratch = played(await calls.play('scratch', { stake: 2_000 })).round;
    site.clock.advance(1_000);
    const last = played(await calls.play('slot', { stake: 3_000 })).round;
    const demo = demoCookieOf(await gameCalls(site.app, { demo: null }).state('slot'));
    played(await gameCalls(site.app, { demo }).play('slot', { stake: 1_000 }));

    const page1 = CasinoRoundHistoryResponseSchema.parse((await calls.history('?pageSize=2')).json());
    expect(page1.rounds.map((round) => round.id)).toEqual([last.id, scratch.id]);
    expect(page1.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    const page2 = CasinoRoundHistoryResponseSchema.parse((await calls.history('?pageSize=2&page=2')).json());
    expect(page2.rounds).toEqual([slot]);
    const onlyScratch = CasinoRoundHistoryResponseSchema.parse((await calls.history('?launchKind=scratch')).json());
    expect(onlyScratch.rounds.map((round) => round.id)).toEqual([scratch.id]);
    expect(onlyScratch.rounds[0]).toMatchObject({ stake: 2_000, payout: scratch.payout, nonce: 0, serverSeedHash: scratch.serverSeedHash, serverSeed: null });

    const revealed = CasinoRotateSeedResponseSchema.parse((await calls.rotate('scratch')).json()).revealed.serverSeed;
    const after = CasinoRoundHistoryResponseSchema.parse((await calls.history('?launchKind=scratch')).json());
    expect(after.rounds[0]?.serverSeed).toBe(revealed);
    expect((await site.app.inject({ method: 'GET', url: '/web-api/casino/play/history' })).statusCode).toBe(401);
  });

  it('ten concurrent rotations of one player all succeed, one after another: each reveals the pair the previous one committed', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    const first = CasinoGameStateResponseSchema.parse((await calls.state('slot')).json()).seeds;
    const answers = await Promise.all(Array.from({ length: 10 }, () => calls.rotate('slot')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const rotations = answers.map((answer) => CasinoRotateSeedResponseSchema.parse(answer.json()));
    // A chain: every committed pair is revealed by exactly one later rotation, starting from the first one.
    const revealed = new Set(rotations.map((rotation) => rotation.revealed.serverSeedHash));
    expect(revealed.size).toBe(10);
    expect(revealed.has(first.serverSeedHash)).toBe(true);
    const committed = rotations.map((rotation) => rotation.seeds.serverSeedHash);
    expect(committed.filter((hash) => !revealed.has(hash))).toHaveLength(1);
  });

  it("a slot tile's round is in the history under its game's name; its revealed replay passes every check in the lib", async () => {
    const [tile] = await site.db.query<{ name: string; launch_variant: string }>("select name, launch_variant from casino_games where launch = 'slots' order by id limit 1");
    if (!tile) throw new Error('the catalogue has slot tiles');
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    const round = played(await calls.play('slots', { stake: 1_000, variant: tile.launch_variant })).round;
    const history = CasinoRoundHistoryResponseSchema.parse((await calls.history('?launchKind=slots')).json());
    expect(history.rounds).toEqual([expect.objectContaining({ id: round.id, gameName: tile.name, stake: 1_000 })]);

    CasinoRotateSeedResponseSchema.parse((await calls.rotate('slots')).json());
    const { revealed } = CasinoEngineVerifyResponseSchema.parse((await calls.verify(round.id)).json());
    const checked = verifyEngineRound(revealed);
    expect(checked).toMatchObject({ ok: true, payout: round.payout, wagered: 1_000 });
  });
});
