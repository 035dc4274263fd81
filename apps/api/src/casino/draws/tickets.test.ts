import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAY_HEADER, limitRefusalOfPaymentError, type CasinoDrawTicketBody } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { limitCalls } from '../../limits/testing';
import { setAccountFrozen } from '../../wallet/testing';
import { balanceOf, bought, drawCalls, drawsSite, ledgerTransactionCount, newPlayer, openDrawWithSeed, runSchedule, stateOf, ticketCount, ticketLedgerCount } from './draws.fixture';

describe.each(enginesUnderTest())('buying draw tickets on $name', (engine) => {
  const site = drawsSite(engine);

  it('the same Idempotency-Key answers the same ticket and takes the stake once; another body under it is a conflict', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = drawCalls(site.app, player.session);
    await runSchedule(site);
    const key = randomUUID();
    const body: CasinoDrawTicketBody = { game: 'keno', stake: 1_000, picks: [40, 3, 17] };
    const [first, second] = await Promise.all([calls.buy(body, key), calls.buy(body, key)]);
    const tickets = [bought(first), bought(second)];
    expect(tickets[0]?.ticket.id).toBe(tickets[1]?.ticket.id);
    expect(tickets[0]?.ticket.selection).toEqual({ game: 'keno', picks: [3, 17, 40] });
    const again = await calls.buy({ game: 'keno', stake: 1_000, picks: [3, 17, 40] }, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(bought(again).ticket).toEqual(tickets[0]?.ticket);
    expect(await ticketCount(site.db, player.userId)).toBe(1);
    expect(await ticketLedgerCount(site.db, 'bet_stake', tickets[0]?.ticket.id ?? 0)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000);
    const other = await calls.buy({ game: 'keno', stake: 2_000, picks: [3, 17, 40] }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const keyless = await calls.buy(body, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'Idempotency-Key' } } });
  });

  it('a responsible-gaming limit refuses the ticket inside the purchase and keeps nothing', async () => {
    const player = await newPlayer(site);
    const calls = drawCalls(site.app, player.session);
    expect((await limitCalls(site.app, { session: player.session }).set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    bought(await calls.buy({ game: 'keno', stake: 8_000, picks: [1] }));
    const ledgerBefore = await ledgerTransactionCount(site.db);
    const over = await calls.buy({ game: 'bingo', stake: 2_500, cards: 2 });
    expect(over.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(over.json())).toEqual({ code: 'wagering_limit_exceeded', limitType: 1, limitValue: 100, remaining: 2_000, currency: 'RUB' });
    expect(await ledgerTransactionCount(site.db)).toBe(ledgerBefore);
    expect(await ticketCount(site.db, player.userId)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 8_000);
    bought(await calls.buy({ game: 'bingo', stake: 500, cards: 2 }));

    const other = await newPlayer(site);
    expect((await limitCalls(site.app, { session: other.session }).set({ limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    const timedOut = await drawCalls(site.app, other.session).buy({ game: 'keno', stake: 1_000, picks: [5] });
    expect(timedOut.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(timedOut.json())).toMatchObject({ code: 'time_out_active', limitType: 33 });
    expect(await balanceOf(site.db, other.accountId)).toBe(1_000_000);
  });

  it('refusals say why and keep nothing: a guest, bad picks, a stake out of range, a short balance, a frozen account', async () => {
    const player = await newPlayer(site, 500);
    const calls = drawCalls(site.app, player.session);
    const guest = await drawCalls(site.app, null).buy({ game: 'keno', stake: 100, picks: [1] });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    const duplicate = await calls.buy({ game: 'keno', stake: 100, picks: [4, 4] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ error: { code: 'invalid_picks' } });
    expect((await calls.buy({ game: 'keno', stake: 100, picks: [81] })).statusCode).toBe(400);
    expect((await calls.buy({ game: 'keno', stake: 100, picks: Array.from({ length: 11 }, (_, index) => index + 1) })).statusCode).toBe(400);
    expect((await calls.buy({ game: 'bingo', stake: 100, cards: 5 })).statusCode).toBe(400);
    const small = await calls.buy({ game: 'keno', stake: 99, picks: [1] });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ error: { code: 'stake_out_of_range', params: { min: 100, max: 100_000, currency: 'RUB' } } });
    const short = await calls.buy({ game: 'bingo', stake: 300, cards: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: { code: 'insufficient_funds', params: { balance: 500, currency: 'RUB' } } });
    await site.db.transaction((tx) => setAccountFrozen(tx, player.userId, player.accountId, true));
    const frozen = await calls.buy({ game: 'keno', stake: 100, picks: [1] });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({ error: { code: 'account_frozen' } });
    expect(await ticketCount(site.db, player.userId)).toBe(0);
    expect(await balanceOf(site.db, player.accountId)).toBe(500);
  });

  it('a draw takes no ticket once its time has come, even before the schedule has run', async () => {
    const player = await newPlayer(site, 100_000);
    const { draw } = await openDrawWithSeed(site, 'bingo');
    site.clock.set(Date.parse(draw.drawAt));
    const late = await drawCalls(site.app, player.session).buy({ game: 'bingo', stake: 100, cards: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'draw_closed' } });
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000);
    await runSchedule(site);
    const next = bought(await drawCalls(site.app, player.session).buy({ game: 'bingo', stake: 100, cards: 1 }));
    expect(next.ticket.draw.id).not.toBe(draw.id);
  });

  it('the state tells a signed-in player the stakes of their account’s currency, a guest none', async () => {
    const player = await newPlayer(site, 0);
    await runSchedule(site);
    expect((await stateOf(site.app, 'keno', player.session)).stakes).toEqual({ currency: 'RUB', range: { min: 100, max: 100_000, initial: 1_000 } });
    const guest = await stateOf(site.app, 'keno');
    expect(guest.stakes).toBeNull();
    expect(guest.schedule).toEqual({ everySeconds: 300, ballIntervalMs: 1_000 });
    expect((await stateOf(site.app, 'bingo')).schedule).toEqual({ everySeconds: 600, ballIntervalMs: 500 });
  });
});
