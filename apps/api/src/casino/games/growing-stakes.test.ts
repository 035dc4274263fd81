import { randomUUID } from 'node:crypto';
import { CASINO_DEMO_START_BALANCE, CasinoEngineVerifyResponseSchema, CasinoRotateSeedResponseSchema, CasinoRoundHistoryResponseSchema } from '@betting/contracts';
import { blackjackEngine, blackjackLegalMoves, casinoHoldemEngine, replayRound } from '@betting/games';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { recordWagering, grantFirstDepositBonus } from '../../bonuses';
import { firstDepositOf } from '../../bonuses/testing';
import { enginesUnderTest } from '../../db/testing/engines';
import { sweepCasinoWagering } from '../wagering';
import { balanceOf, demoCookieOf, gameCalls, gamesSite, ledgerTransactionCount, newPlayer, nextSeed, played, roundLedgerCount } from './games.fixture';

/** Ledger stakes a round added after its first (`casino:{id}:stake:{n}`). */
async function stakeAdditions(db: Queryable, roundId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>("select count(*) as n from ledger_transactions where kind = 'bet_stake' and reference like $1", [`casino:${roundId}:stake:%`]);
  return Number(row?.n ?? 0);
}

/** A server seed whose first blackjack deal (client seed `table`, nonce 0) waits for a play that may double. */
function doublingSeed(): string {
  for (let i = 0; ; i += 1) {
    const serverSeed = `double-${i}-${randomUUID()}`;
    const state = blackjackEngine.start({ serverSeed, clientSeed: 'table', nonce: 0 }, blackjackEngine.defaultParams, 4_000);
    if (state.phase === 'play' && blackjackLegalMoves(state).includes('double')) return serverSeed;
  }
}

describe.each(enginesUnderTest())('stakes that grow inside a round on $name', (engine) => {
  const site = gamesSite(engine);

  it('a blackjack double takes exactly one more stake through the ledger; the verifier replays it', async () => {
    const player = await newPlayer(site, 10_000);
    const calls = gameCalls(site.app, player);
    const serverSeed = doublingSeed();
    await nextSeed(site.app, { userId: player.userId, launchKind: 'blackjack', serverSeed, clientSeed: 'table' });
    const seeds = { serverSeed, clientSeed: 'table', nonce: 0 };

    const started = played(await calls.play('blackjack', { stake: 4_000 }));
    expect(started.round).toMatchObject({ status: 'open', stake: 4_000 });
    expect(started.round.engine?.view).toMatchObject({ wagered: 4_000, dealer: [expect.anything(), null] });
    expect(await balanceOf(site.db, player.accountId)).toBe(6_000);

    const key = randomUUID();
    const doubled = played(await calls.act(started.round.id, { type: 'double' }, key), 200);
    const expected = blackjackEngine.act(blackjackEngine.start(seeds, blackjackEngine.defaultParams, 4_000), { type: 'double' }, seeds);
    if (!expected.ok) throw new Error('the double is legal');
    expect(expected.value).toMatchObject({ finished: true, wagered: 8_000 });
    expect(doubled.round).toMatchObject({ status: 'settled', payout: expected.value.returned });
    expect(await balanceOf(site.db, player.accountId)).toBe(10_000 - 8_000 + expected.value.returned);
    expect(await roundLedgerCount(site.db, 'bet_stake', started.round.id)).toBe(1);
    expect(await stakeAdditions(site.db, started.round.id)).toBe(1);
    // The same call again moves nothing.
    const ledger = await ledgerTransactionCount(site.db);
    played(await calls.act(started.round.id, { type: 'double' }, key), 200);
    expect(await ledgerTransactionCount(site.db)).toBe(ledger);

    CasinoRotateSeedResponseSchema.parse((await calls.rotate('blackjack')).json());
    const verified = CasinoEngineVerifyResponseSchema.parse((await calls.verify(started.round.id)).json());
    expect(verified.verified).toBe(true);
    const replayed = replayRound(blackjackEngine, seeds, blackjackEngine.defaultParams, 4_000, [{ type: 'double' }]);
    expect(replayed.ok && replayed.value.returned).toBe(expected.value.returned);
  });

  it("a doubled hand's round stake is both stakes: in the round, the history and casino bonus wagering, each counted once", async () => {
    const player = await newPlayer(site, 100_000);
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, player, 100_000, 2), new Date(site.clock.now()));
    expect(bonus).not.toBeNull();
    const calls = gameCalls(site.app, player);
    await nextSeed(site.app, { userId: player.userId, launchKind: 'blackjack', serverSeed: doublingSeed(), clientSeed: 'table' });
    const started = played(await calls.play('blackjack', { stake: 4_000 }));
    const doubled = played(await calls.act(started.round.id, { type: 'double' }), 200);
    expect(doubled.round).toMatchObject({ status: 'settled', stake: 8_000 });
    // The round's multiplier is its payout over the whole stake.
    expect(doubled.round.multiplier).toBe(Math.floor(((doubled.round.payout ?? 0) * 1000) / 8_000));
    const history = CasinoRoundHistoryResponseSchema.parse((await calls.history('?launchKind=blackjack')).json());
    expect(history.rounds.find((round) => round.id === started.round.id)?.stake).toBe(8_000);

    const counted = async () => {
      const entries = await site.db.query<{ reference: string; stake: unknown }>("select reference, stake from bonus_wagering_entries where user_id = $1 and kind = 'casino' order by reference", [player.userId]);
      const [progress] = await site.db.query<{ wager_done: unknown }>('select wager_done from user_bonuses where id = $1', [bonus!.id]);
      return { entries: entries.map((row) => [row.reference, Number(row.stake)]), done: Number(progress?.wager_done) };
    };
    const expected = { entries: [[`casino:${started.round.id}`, 4_000], [`casino:${started.round.id}:stake:1`, 4_000]], done: 8_000 };
    expect(await counted()).toEqual(expected);
    // Reported again (a crash between the count and the mark), neither counts twice.
    await site.db.query('update casino_rounds set wagering_recorded = false where id = $1', [started.round.id]);
    await site.db.query('update casino_round_stakes set wagering_recorded = false where round_id = $1', [started.round.id]);
    await sweepCasinoWagering({ db: site.db, clock: site.clock, recordWagering, log: () => undefined }, ['round', 'round-stake']);
    expect(await counted()).toEqual(expected);

    // The verifier replays from the first stake and arrives at the settled state.
    CasinoRotateSeedResponseSchema.parse((await calls.rotate('blackjack')).json());
    const verified = CasinoEngineVerifyResponseSchema.parse((await calls.verify(started.round.id)).json());
    expect(verified).toMatchObject({ verified: true, revealed: { stake: 4_000 } });
  });

  it('a double the balance cannot cover is refused and the round stays as it was', async () => {
    const player = await newPlayer(site, 5_000);
    const calls = gameCalls(site.app, player);
    await nextSeed(site.app, { userId: player.userId, launchKind: 'blackjack', serverSeed: doublingSeed(), clientSeed: 'table' });
    const started = played(await calls.play('blackjack', { stake: 4_000 }));
    const ledger = await ledgerTransactionCount(site.db);

    const refused = await calls.act(started.round.id, { type: 'double' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(await ledgerTransactionCount(site.db)).toBe(ledger);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000);
    const after = played(await calls.round(started.round.id), 200);
    expect(after.round).toMatchObject({ status: 'open' });
    expect(after.round.engine).toEqual(started.round.engine);

    // The hand plays on without the double.
    const stood = played(await calls.act(started.round.id, { type: 'stand' }), 200);
    expect(stood.round.status).toBe('settled');
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000 + (stood.round.payout ?? 0));
  });

  it("a Hold'em call takes two antes; a guest's call comes out of the demo wallet", async () => {
    const player = await newPlayer(site, 10_000);
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('casino-holdem', { stake: 1_000 }));
    const called = played(await calls.act(started.round.id, { type: 'call' }), 200);
    expect(called.round.engine?.view).toMatchObject({ finished: true, wagered: 3_000 });
    expect(await balanceOf(site.db, player.accountId)).toBe(10_000 - 3_000 + (called.round.payout ?? 0));
    expect(await roundLedgerCount(site.db, 'bet_stake', started.round.id)).toBe(1);
    expect(await stakeAdditions(site.db, started.round.id)).toBe(1);

    const first = await gameCalls(site.app, { demo: null }).state('casino-holdem');
    const guest = gameCalls(site.app, { demo: demoCookieOf(first) });
    const demo = played(await guest.play('casino-holdem', { stake: 1_000 }));
    expect(demo.wallet.balance).toBe(CASINO_DEMO_START_BALANCE - 1_000);
    const demoCalled = played(await guest.act(demo.round.id, { type: 'call' }), 200);
    expect(demoCalled.wallet.balance).toBe(CASINO_DEMO_START_BALANCE - 3_000 + (demoCalled.round.payout ?? 0));
    expect(casinoHoldemEngine.kind).toBe('casino-holdem');
  });
});
