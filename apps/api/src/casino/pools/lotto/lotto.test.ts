import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAY_HEADER, LottoDrawsResponseSchema, LottoTicketsResponseSchema, limitRefusalOfPaymentError, type LottoDraw } from '@betting/contracts';
import { lottoClientSeed, lottoDraw, lottoJackpotSplit, lottoTicketPrice, lottoTicketProblem, serverSeedHash, verifyLottoDraw } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { limitCalls } from '../../../limits/testing';
import { balanceOf, boughtTicket, drawnLotto, ledgerCount, lottoJackpot, newPlayer, poolCalls, poolsSite, settleLotto, tick } from '../pools.fixture';

const PRICE = lottoTicketPrice('RUB');
const NOT_DRAWN = (balls: readonly number[]) => Array.from({ length: 45 }, (_, index) => index + 1).filter((number) => !balls.includes(number));

describe.each(enginesUnderTest())('lotto on $name', (engine) => {
  const site = poolsSite(engine);
  const guest = () => poolCalls(site.app, null);
  const current = async (): Promise<LottoDraw> => {
    const { current: draw } = await guest().lottoOverview();
    if (!draw) throw new Error('no open lotto draw');
    return draw;
  };
  /** The balls a draw will show: its committed seed, as only the server (and this test) knows it before the draw. */
  const ballsOf = async (drawId: number) => {
    const [row] = await site.db.query<{ server_seed: string }>('select server_seed from lotto_draws where id = $1', [drawId]);
    return lottoDraw({ serverSeed: row!.server_seed, clientSeed: lottoClientSeed(drawId), nonce: 0 });
  };
  const ticketCount = async (userId: number) => Number((await site.db.query<{ n: string | number }>('select count(*) as n from lotto_tickets where user_id = $1', [userId]))[0]?.n ?? 0);

  it('opens the day’s draw at 20:00 UTC with its server seed committed by hash and kept secret', async () => {
    expect((await tick(site.app)).lotto.created).toHaveLength(1);
    const draw = await current();
    const [row] = await site.db.query<{ server_seed: string }>('select server_seed from lotto_draws where id = $1', [draw.id]);
    expect(draw).toMatchObject({ status: 'open', drawAt: '2026-11-22T20:00:00.000Z', drawnAt: null, serverSeed: null, balls: null, clientSeed: `lotto:${draw.id}`, serverSeedHash: serverSeedHash(row!.server_seed) });
    expect(draw.jackpots).toContainEqual({ currency: 'RUB', amount: await lottoJackpot(site.db, 'RUB') });
    expect((await tick(site.app)).lotto.created).toEqual([]);
  });

  it('a ticket costs 10.00 through the ledger: chosen numbers kept in order, a quick pick drawn by the server', async () => {
    const player = await newPlayer(site);
    const calls = poolCalls(site.app, player);
    const draw = await current();
    const chosen = boughtTicket(await calls.buyTicket({ drawId: draw.id, numbers: [45, 7, 1, 30, 12, 3] }));
    expect(chosen.ticket).toMatchObject({ drawId: draw.id, drawStatus: 'open', numbers: [1, 3, 7, 12, 30, 45], quickPick: false, currency: 'RUB', price: PRICE, status: 'open', matches: null, payout: null });
    const quick = boughtTicket(await calls.buyTicket({ drawId: draw.id }));
    expect(quick.ticket.quickPick).toBe(true);
    expect(lottoTicketProblem(quick.ticket.numbers)).toBeNull();
    expect(quick.ticket.numbers).toEqual([...quick.ticket.numbers].sort((a, b) => a - b));
    expect(quick.wallet.balance).toBe(1_000_000 - 2 * PRICE);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 2 * PRICE);
    expect(await ledgerCount(site.db, 'bet_stake', `lotto-ticket:${quick.ticket.id}`)).toBe(1);
    const mine = LottoTicketsResponseSchema.parse((await calls.tickets(`?drawId=${draw.id}`)).json());
    expect(mine.tickets.map((ticket) => ticket.id)).toEqual([quick.ticket.id, chosen.ticket.id]);
    expect((await current()).pools.find((pool) => pool.currency === 'RUB')).toMatchObject({ tickets: 2, sales: 2 * PRICE, winners: null });
  });

  it('the same Idempotency-Key answers the same ticket (even a quick pick) and takes the price once; another body is a conflict', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = poolCalls(site.app, player);
    const draw = await current();
    const key = randomUUID();
    const [one, two] = await Promise.all([calls.buyTicket({ drawId: draw.id }, key), calls.buyTicket({ drawId: draw.id }, key)]);
    expect(boughtTicket(one).ticket).toEqual(boughtTicket(two).ticket);
    const again = await calls.buyTicket({ drawId: draw.id }, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(boughtTicket(again).ticket).toEqual(boughtTicket(one).ticket);
    expect(await ticketCount(player.userId)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - PRICE);
    const other = await calls.buyTicket({ drawId: draw.id, numbers: [1, 2, 3, 4, 5, 6] }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
  });

  it('refusals keep nothing: a guest, numbers that make no ticket, a short balance, a responsible-gaming limit', async () => {
    const draw = await current();
    expect((await guest().buyTicket({ drawId: draw.id })).statusCode).toBe(401);
    const player = await newPlayer(site, 500);
    const calls = poolCalls(site.app, player);
    const duplicate = await calls.buyTicket({ drawId: draw.id, numbers: [1, 2, 3, 4, 5, 5] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ error: { code: 'invalid_numbers', params: { problem: 'duplicate' } } });
    expect((await calls.buyTicket({ drawId: draw.id, numbers: [1, 2, 3, 4, 5, 46] })).statusCode).toBe(400);
    expect((await calls.buyTicket({ drawId: draw.id, numbers: [1, 2, 3, 4, 5] })).statusCode).toBe(400);
    const poor = await calls.buyTicket({ drawId: draw.id });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ error: { code: 'insufficient_funds', params: { balance: 500, currency: 'RUB' } } });
    expect((await calls.buyTicket({ drawId: 424_242 })).json()).toMatchObject({ error: { code: 'draw_not_found' } });
    expect(await ticketCount(player.userId)).toBe(0);
    expect(await balanceOf(site.db, player.accountId)).toBe(500);

    const limited = await newPlayer(site);
    expect((await limitCalls(site.app, { session: limited.session }).set({ limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    const timedOut = await poolCalls(site.app, limited).buyTicket({ drawId: draw.id });
    expect(timedOut.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(timedOut.json())).toMatchObject({ code: 'time_out_active', limitType: 33 });
    expect(await ticketCount(limited.userId)).toBe(0);
    expect(await balanceOf(site.db, limited.accountId)).toBe(1_000_000);
  });

  it('the draw reveals its seed, the balls verify, 3–5 matches win fixed prizes and 6 the jackpot, exactly once', async () => {
    const draw = await current();
    const balls = await ballsOf(draw.id);
    const others = NOT_DRAWN(balls);
    const tickets = [balls, [...balls.slice(0, 3), ...others.slice(0, 3)], [...balls.slice(0, 5), others[0]!], others.slice(0, 6)];
    const players = await Promise.all(tickets.map(() => newPlayer(site)));
    const bought = [];
    for (const [index, player] of players.entries()) bought.push(boughtTicket(await poolCalls(site.app, player).buyTicket({ drawId: draw.id, numbers: tickets[index]! })).ticket);
    const jackpotIn = await lottoJackpot(site.db, 'RUB');
    const sales = (await current()).pools.find((pool) => pool.currency === 'RUB')!.sales;
    const split = lottoJackpotSplit({ sales, jackpotIn, winners: 1 });

    const drawn = await drawnLotto(site.app, draw.id);
    expect(drawn).toMatchObject({ status: 'drawn', balls });
    expect(verifyLottoDraw({ drawId: drawn.id, serverSeed: drawn.serverSeed!, serverSeedHash: draw.serverSeedHash, balls: drawn.balls! })).toMatchObject({ hashMatches: true, ballsMatch: true });
    const pool = drawn.pools.find((candidate) => candidate.currency === 'RUB');
    expect(pool).toMatchObject({ sales, jackpotIn, jackpotFund: split.fund, jackpotPerTicket: split.perTicket, jackpotOut: 0 });
    expect(pool?.winners?.six).toBe(1);
    expect(await lottoJackpot(site.db, 'RUB')).toBe(0);

    const expected = [split.perTicket, 2 * PRICE, 2_000 * PRICE, 0];
    for (const [index, player] of players.entries()) {
      const ticket = bought[index]!;
      expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - PRICE + expected[index]!);
      expect(await ledgerCount(site.db, 'bet_win', `lotto-ticket:${ticket.id}`)).toBe(expected[index]! > 0 ? 1 : 0);
      const [mine] = LottoTicketsResponseSchema.parse((await poolCalls(site.app, player).tickets()).json()).tickets;
      expect(mine).toMatchObject({ id: ticket.id, drawStatus: 'drawn', matches: [6, 3, 5, 0][index], payout: expected[index], status: expected[index]! > 0 ? 'won' : 'lost' });
    }

    expect((await settleLotto(site.app, draw.id)).statusCode).toBe(409);
    expect(await ledgerCount(site.db, 'bet_win', `lotto-ticket:${bought[0]!.id}`)).toBe(1);
    const late = await poolCalls(site.app, players[0]!).buyTicket({ drawId: draw.id });
    expect(late.json()).toMatchObject({ error: { code: 'draw_closed' } });
    expect(LottoDrawsResponseSchema.parse((await guest().lottoDraws()).json()).draws[0]?.id).toBe(draw.id);
    expect((await guest().lottoOverview()).latest?.id).toBe(draw.id);
    // the next draw opens on the following day, since today's was drawn early
    expect((await tick(site.app)).lotto.created).toHaveLength(1);
    expect((await current()).drawAt).toBe('2026-11-23T20:00:00.000Z');
  });

  it('the timer draws when the time comes; two timers at once draw it once', async () => {
    const draw = await current();
    const balls = await ballsOf(draw.id);
    const player = await newPlayer(site);
    const ticket = boughtTicket(await poolCalls(site.app, player).buyTicket({ drawId: draw.id, numbers: [...balls.slice(0, 4), ...NOT_DRAWN(balls).slice(0, 2)] })).ticket;
    site.clock.set(Date.parse(draw.drawAt) - 1);
    expect((await tick(site.app)).lotto.drawn).toEqual([]);
    site.clock.set(Date.parse(draw.drawAt));
    const passes = await Promise.all([tick(site.app), tick(site.app)]);
    expect(passes.flatMap((pass) => pass.lotto.drawn)).toEqual([draw.id]);
    expect(await ledgerCount(site.db, 'bet_win', `lotto-ticket:${ticket.id}`)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - PRICE + 40 * PRICE);
    expect((await current()).drawAt).toBe('2026-11-24T20:00:00.000Z');
  });
});
