import { CasinoDrawTestControlPaths, CasinoLotteryPaths, LottoTicketsResponseSchema, TotoCouponsResponseSchema, type TotoResultWire } from '@betting/contracts';
import { drawSequence, kenoTicketOutcome } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { balanceOf, newPlayer, playDrawOut, ticketsOf } from '../draws/draws.fixture';
import { drawnLotto, poolCalls, settledToto } from '../pools/pools.fixture';
import { buyBingo, buyKeno, buyLotto, buyToto, lotteriesSite, lotteryHistoryOf } from './lotteries.fixture';

const RESULTS: TotoResultWire[] = ['1', 'X', '2', '1', '1', 'X', '2', '2', '1', 'X', '1', '2', 'X', '1', '2'];

describe.each(enginesUnderTest())('the office lotteries history on $name', (engine) => {
  const site = lotteriesSite(engine);

  it('lists keno, bingo, toto and lotto entries newest first: pending with their draws, then won or lost with the results, the seeds revealed', async () => {
    const player = await newPlayer(site, 1_000_000);
    const before = await balanceOf(site.db, player.accountId);
    const keno = await buyKeno(site, player, 1_000, [5, 6, 7]);
    const kenoBalls = drawSequence('keno', keno.serverSeed, keno.draw.id);
    site.clock.advance(1_000);
    const bingo = await buyBingo(site, player, 500, 2);
    site.clock.advance(1_000);
    const toto = await buyToto(site.app, player);
    site.clock.advance(1_000);
    const lotto = await buyLotto(site.app, player, [1, 2, 3, 4, 5, 6]);

    const pending = await lotteryHistoryOf(site.app, player);
    expect(pending.entries.map((entry) => [entry.game, entry.id, entry.status, entry.win])).toEqual([
      ['lotto', lotto.id, 'pending', null],
      ['toto', toto.id, 'pending', null],
      ['bingo', bingo.ticket.id, 'pending', null],
      ['keno', keno.ticket.id, 'pending', null],
    ]);
    expect(pending.entries[3]).toMatchObject({
      currency: 'RUB',
      stake: 1_000,
      draw: { id: keno.draw.id, status: 'open', at: keno.draw.drawAt, serverSeedHash: keno.draw.serverSeedHash, serverSeed: null },
      play: { game: 'keno', picks: [5, 6, 7], balls: [], hits: null },
    });
    expect(pending.entries[2]?.play).toEqual({ game: 'bingo', cards: 2, balls: [], pattern: null });
    expect(pending.entries[2]?.stake).toBe(1_000);
    expect(pending.entries[1]?.play).toMatchObject({ game: 'toto', marks: Array(15).fill('1'), lines: 1, results: Array(15).fill(null), bestCorrect: null });
    expect(pending.entries[0]).toMatchObject({ stake: lotto.price, draw: { status: 'open', serverSeed: null }, play: { game: 'lotto', numbers: [1, 2, 3, 4, 5, 6], quickPick: false, balls: [], matches: null } });
    expect(pending.totals).toEqual([{ currency: 'RUB', staked: 1_000 + 1_000 + toto.stake + lotto.price, won: 0, count: 4 }]);

    await playDrawOut(site, keno.draw);
    await playDrawOut(site, bingo.draw);
    await settledToto(site.app, toto.drawId, RESULTS);
    const lottoDraw = await drawnLotto(site.app, lotto.drawId);

    const settled = await lotteryHistoryOf(site.app, player);
    const byGame = Object.fromEntries(settled.entries.map((entry) => [entry.game, entry]));
    const kenoWin = kenoTicketOutcome([5, 6, 7], kenoBalls, 1_000).payout;
    expect(byGame.keno).toMatchObject({
      status: kenoWin > 0 ? 'won' : 'lost',
      win: kenoWin,
      draw: { status: 'settled', serverSeed: keno.serverSeed },
      play: { balls: kenoBalls, hits: [5, 6, 7].filter((number) => kenoBalls.includes(number)) },
    });
    const [bingoTicket] = (await ticketsOf(site.app, player.session, '?game=bingo')).tickets;
    expect(byGame.bingo).toMatchObject({ win: bingoTicket?.payout, status: (bingoTicket?.payout ?? 0) > 0 ? 'won' : 'lost', draw: { status: 'settled', serverSeed: bingo.serverSeed }, play: { balls: bingoTicket?.draw.balls } });
    const [coupon] = TotoCouponsResponseSchema.parse((await poolCalls(site.app, player).coupons()).json()).coupons;
    const right = RESULTS.filter((result) => result === '1').length;
    expect(byGame.toto).toMatchObject({ status: coupon?.status, win: coupon?.payout, play: { results: RESULTS, bestCorrect: right }, draw: { status: 'settled', serverSeed: null, serverSeedHash: null } });
    const [ticket] = LottoTicketsResponseSchema.parse((await poolCalls(site.app, player).tickets()).json()).tickets;
    expect(byGame.lotto).toMatchObject({ status: ticket?.status, win: ticket?.payout, draw: { status: 'drawn', serverSeed: lottoDraw.serverSeed }, play: { balls: lottoDraw.balls, matches: ticket?.matches } });
    const won = settled.entries.reduce((sum, entry) => sum + (entry.win ?? 0), 0);
    expect(settled.totals).toEqual([{ currency: 'RUB', staked: 2_000 + toto.stake + lotto.price, won, count: 4 }]);
    // The balance moved by exactly the stakes and the wins listed.
    expect(await balanceOf(site.db, player.accountId)).toBe(before - (2_000 + toto.stake + lotto.price) + won);

    // Filters: the game, the status, the period (counted back from now).
    expect((await lotteryHistoryOf(site.app, player, '?game=keno')).entries.map((entry) => entry.id)).toEqual([keno.ticket.id]);
    const lost = await lotteryHistoryOf(site.app, player, '?status=lost');
    expect(lost.entries.every((entry) => entry.status === 'lost' && entry.win === 0)).toBe(true);
    expect(lost.entries.length + (await lotteryHistoryOf(site.app, player, '?status=won')).entries.length).toBe(4);
    expect((await lotteryHistoryOf(site.app, player, '?status=pending')).entries).toEqual([]);
    expect((await lotteryHistoryOf(site.app, player, '?period=day')).paging.totalCount).toBe(4);
    // The keno ticket as if bought two days ago (moving the clock would end the session).
    await site.db.query('update casino_draw_tickets set bought_at = bought_at - interval \'2 days\' where id = $1', [keno.ticket.id]);
    const today = await lotteryHistoryOf(site.app, player, '?period=day');
    expect(today.entries.map((entry) => entry.game)).toEqual(['lotto', 'toto', 'bingo']);
    expect(today.totals[0]?.count).toBe(3);
    expect((await lotteryHistoryOf(site.app, player, '?period=week')).paging.totalCount).toBe(4);
    expect((await lotteryHistoryOf(site.app, player, '?period=day&game=keno')).totals).toEqual([]);
  });

  it('pages without overlap, shows a cancelled draw as refunded, and shows nobody else’s entries', async () => {
    const player = await newPlayer(site, 1_000_000);
    const other = await newPlayer(site, 1_000_000);
    const first = await buyKeno(site, player, 1_000, [1]);
    await site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.cancel(first.draw.id) });
    site.clock.advance(1_000);
    const second = await buyKeno(site, player, 1_000, [2]);
    site.clock.advance(1_000);
    const third = await buyKeno(site, player, 1_000, [3]);
    await buyKeno(site, other, 1_000, [4]);

    const one = await lotteryHistoryOf(site.app, player, '?pageSize=2');
    const two = await lotteryHistoryOf(site.app, player, '?pageSize=2&page=2');
    expect(one.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect([...one.entries, ...two.entries].map((entry) => entry.id)).toEqual([third.ticket.id, second.ticket.id, first.ticket.id]);
    expect(two.entries[0]).toMatchObject({ status: 'refunded', win: null, draw: { status: 'cancelled', serverSeed: first.serverSeed } });
    expect((await lotteryHistoryOf(site.app, player, '?status=refunded')).totals).toEqual([{ currency: 'RUB', staked: 0, won: 0, count: 1 }]);

    const guest = await site.app.inject({ method: 'GET', url: CasinoLotteryPaths.history });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    expect((await site.app.inject({ method: 'GET', url: `${CasinoLotteryPaths.history}?game=poker` })).statusCode).toBe(400);
  });
});
