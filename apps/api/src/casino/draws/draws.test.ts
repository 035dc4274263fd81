import { bingoBallsCalled, bingoTicketOutcome, drawSequence, kenoTicketOutcome, serverSeedHash, verifyDraw } from '@betting/games';
import { CasinoDrawTestControlPaths, CasinoDrawCancelResponseSchema, CasinoDrawSettleResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { START } from '../../identity/testing';
import {
  balanceOf,
  bought,
  drawCalls,
  drawDetailOf,
  drawsSite,
  newPlayer,
  openDrawWithSeed,
  playDrawOut,
  resultsOf,
  runSchedule,
  stateOf,
  ticketLedgerCount,
  ticketsOf,
} from './draws.fixture';

describe.each(enginesUnderTest())('keno and bingo draws on $name', (engine) => {
  const site = drawsSite(engine);

  it('the schedule opens one draw per game at its next slot, its seed committed; the draw goes open → drawing → settled, balls shown as they come out', async () => {
    site.clock.set(START);
    const run = await runSchedule(site);
    expect(run.open.keno).not.toBeNull();
    expect(run.open.bingo).not.toBeNull();
    const { open: firstBingo } = await stateOf(site.app, 'bingo');
    expect(firstBingo?.drawAt).toBe(new Date(START + 600_000).toISOString());
    const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
    expect(draw).toMatchObject({ status: 'open', drawAt: new Date(START + 300_000).toISOString(), serverSeedHash: serverSeedHash(serverSeed), serverSeed: null, balls: [] });
    // Running again changes nothing: one open draw per game.
    expect((await runSchedule(site)).open.keno).toBe(draw.id);

    const drawAt = Date.parse(draw.drawAt);
    const balls = drawSequence('keno', serverSeed, draw.id);
    site.clock.set(drawAt);
    expect(await runSchedule(site)).toMatchObject({ drawn: 1, settled: 0 });
    site.clock.set(drawAt + 5_500);
    const drawing = await stateOf(site.app, 'keno');
    expect(drawing.drawing).toMatchObject({ id: draw.id, status: 'drawing', serverSeed: null, balls: balls.slice(0, 6) });
    expect(drawing.open).toMatchObject({ status: 'open', drawAt: new Date(drawAt + 300_000).toISOString() });

    site.clock.set(drawAt + 20_000);
    expect(await runSchedule(site)).toMatchObject({ settled: 1 });
    const settled = await stateOf(site.app, 'keno');
    expect(settled.drawing).toBeNull();
    expect(settled.latest[0]).toMatchObject({ id: draw.id, status: 'settled', serverSeed, balls });
    expect(verifyDraw({ game: 'keno', drawId: draw.id, serverSeed, serverSeedHash: draw.serverSeedHash, balls: settled.latest[0]?.balls ?? [] })).toEqual({ ok: true, value: balls });
  });

  it('a keno ticket is paid by the table through the ledger: the balance moves by exactly the stakes and the win', async () => {
    const player = await newPlayer(site, 1_000_000);
    const calls = drawCalls(site.app, player.session);
    const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
    const balls = drawSequence('keno', serverSeed, draw.id);
    const winningPicks = balls.slice(0, 5);
    const losingPicks = Array.from({ length: 80 }, (_, index) => index + 1).filter((number) => !balls.includes(number)).slice(0, 5);
    const winner = bought(await calls.buy({ game: 'keno', stake: 1_000, picks: winningPicks }));
    const loser = bought(await calls.buy({ game: 'keno', stake: 2_000, picks: losingPicks }));
    expect(winner.ticket).toMatchObject({ game: 'keno', status: 'open', currency: 'RUB', stake: 1_000, unitStake: 1_000, outcome: null, payout: null, draw: { id: draw.id, status: 'open', balls: [] } });
    expect(loser.wallet).toEqual({ demo: false, accountId: player.accountId, currency: 'RUB', balance: 1_000_000 - 3_000 });

    await playDrawOut(site, draw);
    const win = kenoTicketOutcome(winningPicks, balls, 1_000);
    expect(win).toMatchObject({ multiplier: 300_000, payout: 300_000 });
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 3_000 + 300_000);
    expect(await ticketLedgerCount(site.db, 'bet_stake', winner.ticket.id)).toBe(1);
    expect(await ticketLedgerCount(site.db, 'bet_win', winner.ticket.id)).toBe(1);
    expect(await ticketLedgerCount(site.db, 'bet_win', loser.ticket.id)).toBe(0);

    const { tickets } = await ticketsOf(site.app, player.session, '?game=keno');
    expect(tickets.map((ticket) => ticket.id)).toEqual([loser.ticket.id, winner.ticket.id]);
    expect(tickets[1]).toMatchObject({ status: 'settled', payout: 300_000, outcome: { game: 'keno', hits: [...winningPicks].sort((a, b) => a - b), multiplier: 300_000 }, draw: { status: 'settled', balls, serverSeed } });
    expect(tickets[0]).toMatchObject({ status: 'settled', payout: 0, outcome: { hits: [], multiplier: 0 } });

    const detail = await drawDetailOf(site.app, 'keno', draw.id);
    expect(detail.winnersCount).toBe(1);
    expect(detail.winners[0]).toMatchObject({ ticketId: winner.ticket.id, payout: 300_000, hits: 5, pattern: null, currency: 'RUB' });
    expect(detail.winners[0]?.player).toMatch(/^ID \d{2}•+\d{2}$|^ID \d•+$/);
  });

  it('bingo cards come from the ticket; the draw calls balls up to the first full house (at most 60) and each card pays its patterns', async () => {
    const player = await newPlayer(site, 1_000_000);
    const { draw, serverSeed } = await openDrawWithSeed(site, 'bingo');
    const answer = bought(await drawCalls(site.app, player.session).buy({ game: 'bingo', stake: 500, cards: 3 }));
    expect(answer.ticket).toMatchObject({ stake: 1_500, unitStake: 500 });
    if (answer.ticket.selection.game !== 'bingo') throw new Error('a bingo ticket holds cards');
    const cards = answer.ticket.selection.cards;
    expect(cards).toHaveLength(3);
    await playDrawOut(site, draw);
    const sequence = drawSequence('bingo', serverSeed, draw.id);
    const balls = sequence.slice(0, bingoBallsCalled(sequence, cards));
    const outcome = bingoTicketOutcome(cards, balls, 500);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 1_500 + outcome.payout);
    const [ticket] = (await ticketsOf(site.app, player.session, '?game=bingo')).tickets;
    expect(ticket).toMatchObject({ id: answer.ticket.id, status: 'settled', payout: outcome.payout, draw: { balls, serverSeed } });
    expect(ticket?.outcome).toEqual(JSON.parse(JSON.stringify(outcome)));
    expect(await ticketLedgerCount(site.db, 'bet_win', answer.ticket.id)).toBe(outcome.payout > 0 ? 1 : 0);
  });

  it('settles exactly once when several runs of the schedule race (as two processes would)', async () => {
    const player = await newPlayer(site, 1_000_000);
    const calls = drawCalls(site.app, player.session);
    const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
    const balls = drawSequence('keno', serverSeed, draw.id);
    const tickets = [bought(await calls.buy({ game: 'keno', stake: 1_000, picks: balls.slice(0, 3) })), bought(await calls.buy({ game: 'keno', stake: 1_000, picks: balls.slice(5, 6) }))];
    site.clock.set(Date.parse(draw.drawAt) + 60_000);
    const runs = await Promise.all([runSchedule(site), runSchedule(site), runSchedule(site)]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(1);
    for (const { ticket } of tickets) expect(await ticketLedgerCount(site.db, 'bet_win', ticket.id)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 2_000 + 27_000 + 3_800);
    await runSchedule(site);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 2_000 + 27_000 + 3_800);
  });

  it('a cancelled draw gives every stake back once and reveals its seed; the next draw opens at the following slot', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = drawCalls(site.app, player.session);
    const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
    const ticket = bought(await calls.buy({ game: 'keno', stake: 5_000, picks: [1, 2, 3] })).ticket;
    expect(await balanceOf(site.db, player.accountId)).toBe(95_000);
    const cancel = () => site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.cancel(draw.id) });
    expect(CasinoDrawCancelResponseSchema.parse((await cancel()).json())).toEqual({ drawId: draw.id, refunded: 1 });
    expect(CasinoDrawCancelResponseSchema.parse((await cancel()).json())).toEqual({ drawId: draw.id, refunded: 0 });
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000);
    expect(await ticketLedgerCount(site.db, 'bet_refund', ticket.id)).toBe(1);
    const [refunded] = (await ticketsOf(site.app, player.session)).tickets;
    expect(refunded).toMatchObject({ id: ticket.id, status: 'refunded', payout: null, draw: { status: 'cancelled', serverSeed, balls: [] } });

    await runSchedule(site);
    const { open } = await stateOf(site.app, 'keno');
    expect(open?.drawAt).toBe(new Date(Date.parse(draw.drawAt) + 300_000).toISOString());
    site.clock.set(Date.parse(draw.drawAt) + 60_000);
    await runSchedule(site);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000);
    expect((await resultsOf(site.app, 'keno')).draws.find((result) => result.id === draw.id)).toMatchObject({ status: 'cancelled', balls: [] });
    expect((await site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.cancel(99_999_999) })).statusCode).toBe(404);
  });

  it('test control settles the open draw now, and a late server catches up with draws whose time passed', async () => {
    const settled = CasinoDrawSettleResponseSchema.parse((await site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.settle('bingo') })).json());
    const detail = await drawDetailOf(site.app, 'bingo', settled.drawId);
    expect(detail.draw).toMatchObject({ status: 'settled', balls: settled.balls });
    expect(settled.balls.length).toBeGreaterThan(0);
    expect(settled.nextDrawId).not.toBe(settled.drawId);

    const player = await newPlayer(site, 100_000);
    const { draw } = await openDrawWithSeed(site, 'keno');
    bought(await drawCalls(site.app, player.session).buy({ game: 'keno', stake: 1_000, picks: [7] }));
    // The server was down for an hour: its first run draws and settles the draw it missed.
    site.clock.set(Date.parse(draw.drawAt) + 3_600_000);
    const run = await runSchedule(site);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect((await drawDetailOf(site.app, 'keno', draw.id)).draw.status).toBe('settled');
    expect((await stateOf(site.app, 'keno')).open?.drawAt).toBe(new Date(Date.parse(draw.drawAt) + 3_900_000).toISOString());
  });

  it('results and my tickets page newest first; a draw of another game or no draw is not found', async () => {
    const player = await newPlayer(site, 1_000_000);
    for (let index = 0; index < 3; index += 1) {
      const { draw } = await openDrawWithSeed(site, 'keno');
      bought(await drawCalls(site.app, player.session).buy({ game: 'keno', stake: 1_000, picks: [index + 1] }));
      await playDrawOut(site, draw);
    }
    const first = await ticketsOf(site.app, player.session, '?game=keno&page=1&pageSize=2');
    const second = await ticketsOf(site.app, player.session, '?game=keno&page=2&pageSize=2');
    expect(first.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(second.tickets).toHaveLength(1);
    const ids = [...first.tickets, ...second.tickets].map((ticket) => ticket.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await ticketsOf(site.app, player.session, '?game=bingo')).tickets).toEqual([]);

    const results = await resultsOf(site.app, 'keno', '?pageSize=2');
    expect(results.draws).toHaveLength(2);
    expect(Date.parse(results.draws[0]?.drawAt ?? '')).toBeGreaterThan(Date.parse(results.draws[1]?.drawAt ?? ''));
    for (const result of results.draws) expect(result.serverSeed).not.toBeNull();
    const kenoDraw = results.draws[0]?.id ?? 0;
    expect((await drawCalls(site.app, null).draw('bingo', kenoDraw)).statusCode).toBe(404);
    expect((await drawCalls(site.app, null).draw('keno', 99_999_999)).statusCode).toBe(404);
    expect((await drawCalls(site.app, null).tickets()).statusCode).toBe(401);
  });
});
