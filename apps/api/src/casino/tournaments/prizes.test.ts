import { CasinoTournamentEndResponseSchema, CasinoTournamentPaths, CasinoTournamentPrizesResponseSchema, CasinoTournamentTestControlPaths, SESSION_COOKIE } from '@betting/contracts';
import { CRASH_MAX_MULTIPLIER, bustAtMs } from '@betting/games';
import { currencyByIso } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { enginesUnderTest } from '../../db/testing/engines';
import { balanceOf, gameCalls, gamesSite, newPlayer, nextSeed, played, type Player } from '../games/games.fixture';
import { payTournamentPrizes, prizeAccountOf, sweepTournamentPrizes, tournamentPrizeReference } from './prizes';
import { maskPlayerId } from './rules';
import { boardOf, newTournament, playSettled } from './tournaments.fixture';

/** The prize payments of a tournament in the ledger, by reference. */
async function prizeTransactions(db: Queryable, tournamentId: number): Promise<Array<{ reference: string; amount: number }>> {
  const rows = await db.query<{ reference: string; amount: unknown }>(
    `select t.reference, p.amount from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.account_id in (select id from ledger_accounts where owner = 'user')
      where t.kind = 'bet_win' and t.reference like $1 order by t.reference`,
    [`casino-tournament:${tournamentId}:%`],
  );
  return rows.map((row) => ({ reference: row.reference, amount: Number(row.amount) }));
}

describe.each(enginesUnderTest())('tournament prizes on $name', (engine) => {
  const site = gamesSite(engine, { casinoTournaments: { sweepIntervalMs: 0 } });
  const deps = () => ({ db: site.db, clock: site.clock, log: () => undefined });
  const end = async (tournament: { slug: string }) => {
    const response = await site.app.inject({ method: 'POST', url: CasinoTournamentTestControlPaths.end(tournament.slug) });
    if (response.statusCode !== 200) throw new Error(`end: ${response.statusCode} ${response.body}`);
    return CasinoTournamentEndResponseSchema.parse(response.json());
  };
  const balances = (players: readonly Player[]) => Promise.all(players.map((player) => balanceOf(site.db, player.accountId)));

  it('pays the final board’s places through the ledger once, into each winner’s account; places past the prizes get nothing', async () => {
    const players = [await newPlayer(site), await newPlayer(site), await newPlayer(site), await newPlayer(site)];
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    const tournament = await newTournament(site, { prizes: [3_000, 2_000, 1_000] });
    await playSettled(site.app, c, 'slot', 1_000);
    await playSettled(site.app, a, 'slot', 1_500);
    await playSettled(site.app, b, 'slot', 2_000);
    await playSettled(site.app, a, 'slot', 1_000);
    await playSettled(site.app, d, 'slot', 500);
    expect((await boardOf(site.app, tournament.slug)).payout).toBeNull();
    expect(await sweepTournamentPrizes(deps())).not.toContain(tournament.id);

    const before = await balances(players);
    const ended = await end(tournament);
    expect(ended.payout).toMatchObject({ status: 'paid', prizes: [
      { place: 1, player: maskPlayerId(a.userId), amount: 3_000, paid: true, isMe: false },
      { place: 2, player: maskPlayerId(b.userId), amount: 2_000, paid: true, isMe: false },
      { place: 3, player: maskPlayerId(c.userId), amount: 1_000, paid: true, isMe: false },
    ] });
    expect(await balances(players)).toEqual([before[0]! + 3_000, before[1]! + 2_000, before[2]! + 1_000, before[3]]);
    expect(await prizeTransactions(site.db, tournament.id)).toEqual([
      { reference: tournamentPrizeReference(tournament.id, 1), amount: 3_000 },
      { reference: tournamentPrizeReference(tournament.id, 2), amount: 2_000 },
      { reference: tournamentPrizeReference(tournament.id, 3), amount: 1_000 },
    ]);

    // Again through every door: test control, the sweep, the board's hook, the function itself: nothing more moves.
    await end(tournament);
    site.clock.advance(1);
    await sweepTournamentPrizes(deps());
    expect(await payTournamentPrizes(deps(), tournament.id)).toBe('paid');
    const board = await boardOf(site.app, tournament.slug, b);
    expect(board.status).toBe('finished');
    expect(board.payout?.prizes.map((prize) => prize.isMe)).toEqual([false, true, false]);
    expect(await balances(players)).toEqual([before[0]! + 3_000, before[1]! + 2_000, before[2]! + 1_000, before[3]]);
    expect(await prizeTransactions(site.db, tournament.id)).toHaveLength(3);

    // The winner sees the prize among their own; a guest is asked to sign in.
    const mine = await site.app.inject({ method: 'GET', url: `${CasinoTournamentPaths.myPrizes}?lng=en`, cookies: { [SESSION_COOKIE]: a.session } });
    expect(CasinoTournamentPrizesResponseSchema.parse(mine.json()).prizes).toEqual([
      { tournamentId: tournament.id, slug: tournament.slug, title: expect.stringContaining('Test tournament'), place: 1, amount: 3_000, currency: 'RUB', paidAt: expect.any(String) },
    ]);
    const nobody = await site.app.inject({ method: 'GET', url: CasinoTournamentPaths.myPrizes });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('equal scores: the one who reached it first takes the higher place and its whole prize (no split: places never tie)', async () => {
    const [early, late] = [await newPlayer(site), await newPlayer(site)];
    const tournament = await newTournament(site, { prizes: [5_000, 1_000] });
    await playSettled(site.app, early, 'slot', 2_000);
    site.clock.advance(1_000);
    await playSettled(site.app, late, 'slot', 2_000);
    const before = await balances([early, late]);
    const { payout } = await end(tournament);
    expect(payout.prizes.map((prize) => [prize.place, prize.player, prize.amount])).toEqual([
      [1, maskPlayerId(early.userId), 5_000],
      [2, maskPlayerId(late.userId), 1_000],
    ]);
    expect(await balances([early, late])).toEqual([before[0]! + 5_000, before[1]! + 1_000]);
  });

  it('the board’s hook pays a tournament that ended by the clock; the sweep pays the ones nobody looked at', async () => {
    const player = await newPlayer(site);
    const startsAt = site.clock.now() + 1_000;
    const looked = await newTournament(site, { endsAt: new Date(startsAt + 60_000), prizes: [700] });
    const unseen = await newTournament(site, { startsAt: new Date(startsAt + 1_000), endsAt: new Date(startsAt + 60_000), prizes: [900], launchKinds: ['scratch'] });
    await playSettled(site.app, player, 'slot', 1_000);
    await playSettled(site.app, player, 'scratch', 1_000);
    const before = await balanceOf(site.db, player.accountId);
    site.clock.advance(61_000);
    const board = await boardOf(site.app, looked.slug, player);
    expect(board.payout).toMatchObject({ status: 'paid', prizes: [{ place: 1, amount: 700, paid: true, isMe: true }] });
    expect(await balanceOf(site.db, player.accountId)).toBe(before + 700);
    expect(await sweepTournamentPrizes(deps())).toContain(unseen.id);
    expect(await balanceOf(site.db, player.accountId)).toBe(before + 700 + 900);
  });

  it('waits while a crash round started in the period still flies, then pays the board it settles into', async () => {
    const pilot = await newPlayer(site);
    await nextSeed(site.app, { userId: pilot.userId, launchKind: 'crash', minCrashPoint: 2_000 });
    const tournament = await newTournament(site, { launchKinds: ['crash'], prizes: [1_234] });
    const round = played(await gameCalls(site.app, pilot).play('crash', { stake: 1_000 })).round;
    expect(round.status).toBe('open');
    const waiting = await end(tournament);
    expect(waiting.payout).toEqual({ status: 'pending', paidAt: null, prizes: [] });
    // Past the longest flight any crash point can have.
    site.clock.advance(bustAtMs(CRASH_MAX_MULTIPLIER) + 1_000);
    // Settled after the end: it does not count, and nothing flies any more.
    await gameCalls(site.app, pilot).round(round.id);
    expect(await sweepTournamentPrizes(deps())).toContain(tournament.id);
    expect((await boardOf(site.app, tournament.slug)).payout).toEqual({ status: 'paid', paidAt: expect.any(String), prizes: [] });
  });

  it('an open mines board left in the period does not hold the prizes back: it can only settle after the end', async () => {
    const player = await newPlayer(site);
    const tournament = await newTournament(site, { launchKinds: ['crash'], prizes: [500] });
    const round = played(await gameCalls(site.app, player).play('mines', { stake: 1_000, params: { mines: 3 } })).round;
    expect(round.status).toBe('open');
    expect((await end(tournament)).payout).toMatchObject({ status: 'paid' });
  });

  it('a winner without an account in the tournament’s currency gets a currency account opened for the prize', async () => {
    const player = await newPlayer(site);
    const now = new Date(site.clock.now());
    const main = await prizeAccountOf(site.db, player.userId, 'RUB', now);
    expect(main).toBe(player.accountId);
    const euro = await prizeAccountOf(site.db, player.userId, 'EUR', now);
    expect(euro).not.toBe(player.accountId);
    expect(await prizeAccountOf(site.db, player.userId, 'EUR', now)).toBe(euro);
    const [account] = await site.db.query<{ type: number; currency_id: number }>('select type, currency_id from wallet_accounts where id = $1', [euro]);
    expect(account).toEqual({ type: 9, currency_id: currencyByIso('EUR')?.numericCode });
  });

  it('ten sweeps at once pay each prize exactly once', async () => {
    const players = [await newPlayer(site), await newPlayer(site), await newPlayer(site)];
    const startsAt = site.clock.now() + 1_000;
    const tournament = await newTournament(site, { endsAt: new Date(startsAt + 30_000), prizes: [5_000, 3_000, 1_000] });
    for (const [index, player] of players.entries()) await playSettled(site.app, player, 'slot', 1_000 * (3 - index));
    const before = await balances(players);
    site.clock.advance(31_000);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => payTournamentPrizes(deps(), tournament.id)));
    expect(outcomes.filter((outcome) => outcome === 'paid').length).toBeGreaterThanOrEqual(1);
    await sweepTournamentPrizes(deps());
    expect(await prizeTransactions(site.db, tournament.id)).toHaveLength(3);
    expect(await balances(players)).toEqual([before[0]! + 5_000, before[1]! + 3_000, before[2]! + 1_000]);
    const [{ count } = { count: 0 }] = await site.db.query<{ count: unknown }>('select count(*) as count from casino_tournament_prizes where tournament_id = $1', [tournament.id]);
    expect(Number(count)).toBe(3);
  });
});
