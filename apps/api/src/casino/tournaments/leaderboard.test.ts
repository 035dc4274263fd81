import { randomUUID } from 'node:crypto';
import { CasinoTournamentPaths, SESSION_COOKIE, type CasinoRound, type CasinoTournamentScoring } from '@betting/contracts';
import { msToReach } from '@betting/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { fund, newPerson } from '../../limits/testing';
import { gameCalls, gamesSite, newPlayer, nextSeed, played, type Player } from '../games/games.fixture';
import { maskPlayerId } from './rules';
import { boardOf, newTournament, playSettled } from './tournaments.fixture';

/** A round as the reference model needs it (from the game server's own answer). */
interface PlayedRound {
  readonly id: number;
  readonly userId: number;
  readonly stake: number;
  readonly payout: number;
  readonly multiplier: number;
  readonly settledAtMs: number;
}

const playedRound = (player: Player, round: CasinoRound): PlayedRound => ({
  id: round.id,
  userId: player.userId,
  stake: round.stake,
  payout: round.payout ?? 0,
  multiplier: round.multiplier ?? 0,
  settledAtMs: Date.parse(round.settledAt ?? ''),
});

/**
 * The ranking rule restated over a list of rounds: each player's score and the round that set it, placed when the
 * score is positive, higher first, then the one set earlier (time, then the round played first).
 */
function referenceBoard(rounds: readonly PlayedRound[], scoring: CasinoTournamentScoring, minStake: number) {
  const byPlayer = new Map<number, PlayedRound[]>();
  for (const round of rounds) if (round.stake >= minStake) byPlayer.set(round.userId, [...(byPlayer.get(round.userId) ?? []), round]);
  const earlier = (a: PlayedRound, b: PlayedRound) => a.settledAtMs - b.settledAtMs || a.id - b.id;
  const standings = [...byPlayer].map(([userId, own]) => {
    const inOrder = [...own].sort(earlier);
    const last = (list: PlayedRound[]) => list[list.length - 1];
    if (scoring === 'total_stake') return { userId, rounds: own.length, score: own.reduce((sum, r) => sum + r.stake, 0), setBy: last(inOrder) };
    if (scoring === 'net_win') {
      const moved = inOrder.filter((r) => r.payout !== r.stake);
      return { userId, rounds: own.length, score: own.reduce((sum, r) => sum + r.payout - r.stake, 0), setBy: last(moved.length > 0 ? moved : inOrder) };
    }
    const best = Math.max(...own.map((r) => r.multiplier));
    return { userId, rounds: own.length, score: best, setBy: inOrder.find((r) => r.multiplier === best) };
  });
  const placed = standings.filter((standing) => standing.score > 0).sort((a, b) => b.score - a.score || earlier(a.setBy as PlayedRound, b.setBy as PlayedRound));
  return { standings, placed };
}

describe.each(enginesUnderTest())('tournament leaderboards on $name', (engine) => {
  const site = gamesSite(engine);

  it('follows real slot rounds: stakes add up, the caller’s own row is marked, guests and demo play change nothing', async () => {
    const [first, second] = [await newPlayer(site), await newPlayer(site)];
    const tournament = await newTournament(site, { minStake: 500, prizes: [10_000, 5_000] });
    expect(await boardOf(site.app, tournament.slug, first)).toMatchObject({ status: 'running', participants: 0, top: [], me: { place: null, score: 0, rounds: 0 } });

    await playSettled(site.app, first, 'slot', 1_000);
    await playSettled(site.app, second, 'slot', 2_000);
    site.clock.advance(1_000);
    await playSettled(site.app, first, 'slot', 1_500);
    // Too small a stake, a game the tournament does not name, play money: none of them count.
    await playSettled(site.app, second, 'slot', 100);
    await playSettled(site.app, second, 'scratch', 5_000);
    await playSettled(site.app, { demo: null }, 'slot', 10_000);

    const board = await boardOf(site.app, tournament.slug, first);
    expect(board.participants).toBe(2);
    expect(board.top).toEqual([
      { place: 1, player: maskPlayerId(first.userId), score: 2_500, reachedAt: new Date(site.clock.now()).toISOString(), prize: 10_000, isMe: true },
      { place: 2, player: maskPlayerId(second.userId), score: 2_000, reachedAt: new Date(site.clock.now() - 1_000).toISOString(), prize: 5_000, isMe: false },
    ]);
    expect(board.me).toEqual({ place: 1, player: maskPlayerId(first.userId), score: 2_500, reachedAt: board.top[0]?.reachedAt, prize: 10_000, rounds: 2 });
    expect(JSON.stringify(board)).not.toContain(String(first.userId));

    const guest = await boardOf(site.app, tournament.id);
    expect(guest.me).toBeNull();
    expect(guest.top.map((row) => row.isMe)).toEqual([false, false]);
  });

  it('breaks a tie by who reached the score first, and shows the caller’s own place past the top', async () => {
    const players = [await newPlayer(site), await newPlayer(site), await newPlayer(site)];
    const tournament = await newTournament(site);
    const [early, late, third] = players as [Player, Player, Player];
    await playSettled(site.app, late, 'slot', 1_000);
    await playSettled(site.app, early, 'slot', 2_000);
    site.clock.advance(5_000);
    await playSettled(site.app, late, 'slot', 1_000);
    await playSettled(site.app, third, 'slot', 100);

    const top = await boardOf(site.app, tournament.slug, third, 1);
    expect(top.top.map((row) => [row.place, row.player, row.score])).toEqual([[1, maskPlayerId(early.userId), 2_000]]);
    expect(top.me).toMatchObject({ place: 3, score: 100, prize: 1_000, rounds: 1 });
    expect((await boardOf(site.app, tournament.slug, late)).me).toMatchObject({ place: 2, score: 2_000, prize: 2_000 });
  });

  it('counts only the tournament’s period and currency', async () => {
    const player = await newPlayer(site);
    const euros = await newPerson(site.app, { country_id: 276, currency_id: 978 });
    await fund(site.db, euros, 1_000_000, 'EUR', new Date(site.clock.now()));
    await playSettled(site.app, player, 'slot', 700);
    const tournament = await newTournament(site, { endsAt: new Date(site.clock.now() + 61_000) });
    await playSettled(site.app, player, 'slot', 1_000);
    await playSettled(site.app, euros, 'slot', 5_000);
    site.clock.advance(59_000);
    await playSettled(site.app, player, 'slot', 1_000);
    // Settled at the end itself: after the period.
    site.clock.advance(1_000);
    await playSettled(site.app, player, 'slot', 9_000);

    const board = await boardOf(site.app, tournament.slug, euros);
    expect(board.status).toBe('finished');
    expect(board.top.map((row) => [row.player, row.score])).toEqual([[maskPlayerId(player.userId), 2_000]]);
    expect(board.me).toMatchObject({ place: null, score: 0, rounds: 0 });
  });

  it('ranks the biggest crash multiplier of the games of a category; a crashed round scores nothing', async () => {
    const [pilot, unlucky] = [await newPlayer(site), await newPlayer(site)];
    const tournament = await newTournament(site, { scoring: 'biggest_multiplier', launchKinds: [], categoryIds: [5] });
    await nextSeed(site.app, { userId: pilot.userId, launchKind: 'crash', minCrashPoint: 3_000 });
    const flying = played(await gameCalls(site.app, pilot).play('crash', { stake: 1_000, autoCashOut: 2_500 }));
    const low = await nextSeed(site.app, { userId: unlucky.userId, launchKind: 'crash', serverSeed: 'instant-bust-hunt', clientSeed: 'x' });
    const doomed = played(await gameCalls(site.app, unlucky).play('crash', { stake: 1_000, autoCashOut: Math.max(1_010, low.firstCrashPoint + 1) }));
    expect((await boardOf(site.app, tournament.slug)).participants).toBe(0);

    site.clock.advance(msToReach(2_500) + 60_000);
    expect(played(await gameCalls(site.app, pilot).round(flying.round.id), 200).round.multiplier).toBe(2_500);
    expect(played(await gameCalls(site.app, unlucky).round(doomed.round.id), 200).round.payout).toBe(0);
    const board = await boardOf(site.app, tournament.slug, unlucky);
    expect(board.top.map((row) => [row.player, row.score])).toEqual([[maskPlayerId(pilot.userId), 2_500]]);
    expect(board.me).toMatchObject({ place: null, score: 0, rounds: 1 });
  });

  it('an equal best multiplier goes to who reached it first, however often the other repeats it later', async () => {
    const [first, second] = [await newPlayer(site), await newPlayer(site)];
    const tournament = await newTournament(site, { scoring: 'biggest_multiplier', launchKinds: ['crash'] });
    const flyTo = async (player: Player, multiplier: number) => {
      await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: multiplier + 500 });
      const round = played(await gameCalls(site.app, player).play('crash', { stake: 1_000, autoCashOut: multiplier }));
      site.clock.advance(msToReach(multiplier) + 1_000);
      return played(await gameCalls(site.app, player).round(round.round.id), 200).round;
    };
    const firstReach = await flyTo(first, 2_000);
    await flyTo(second, 2_000);
    await flyTo(first, 2_000);
    await flyTo(first, 1_500);
    const board = await boardOf(site.app, tournament.slug, first);
    expect(board.top.map((row) => [row.place, row.player, row.score])).toEqual([
      [1, maskPlayerId(first.userId), 2_000],
      [2, maskPlayerId(second.userId), 2_000],
    ]);
    expect(board.me).toMatchObject({ place: 1, rounds: 3, reachedAt: firstReach.settledAt });
  });

  it('agrees with the ranking rule over any rounds played through the game server', async () => {
    const players = [await newPlayer(site, 100_000_000), await newPlayer(site, 100_000_000), await newPlayer(site, 100_000_000)];
    const play = fc.record({
      player: fc.integer({ min: 0, max: players.length - 1 }),
      kind: fc.constantFrom('slot' as const, 'scratch' as const),
      // Few stake sizes and short waits: equal scores, equal times and repeated multipliers come often.
      stake: fc.constantFrom(100, 200, 200, 200, 300),
      waitMs: fc.constantFrom(0, 0, 1, 700),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<CasinoTournamentScoring>('total_stake', 'net_win', 'biggest_multiplier'), fc.array(play, { maxLength: 14 }), async (scoring, plays) => {
        const tournament = await newTournament(site, { scoring, minStake: 200, launchKinds: ['slot', 'scratch'], prizes: [500, 300] });
        const rounds: PlayedRound[] = [];
        for (const step of plays) {
          site.clock.advance(step.waitMs);
          const player = players[step.player] as Player;
          rounds.push(playedRound(player, await playSettled(site.app, player, step.kind, step.stake)));
        }
        const expected = referenceBoard(rounds, scoring, 200);
        const board = await boardOf(site.app, tournament.slug);
        expect(board.participants).toBe(expected.placed.length);
        expect(board.top).toEqual(
          expected.placed.map((standing, index) => ({
            place: index + 1,
            player: maskPlayerId(standing.userId),
            score: standing.score,
            reachedAt: new Date(standing.setBy?.settledAtMs ?? 0).toISOString(),
            prize: [500, 300][index] ?? null,
            isMe: false,
          })),
        );
        for (const player of players) {
          const own = expected.standings.find((standing) => standing.userId === player.userId);
          const place = expected.placed.findIndex((standing) => standing.userId === player.userId);
          expect((await boardOf(site.app, tournament.slug, player)).me).toMatchObject({ place: place < 0 ? null : place + 1, score: own?.score ?? 0, rounds: own?.rounds ?? 0 });
        }
      }),
      { numRuns: 20 },
    );
  });

  it('counts the rounds of the table engines too: a roulette tournament ranks roulette stakes', async () => {
    const player = await newPlayer(site);
    const tournament = await newTournament(site, { launchKinds: ['roulette', 'baccarat', 'slots'] });
    played(await gameCalls(site.app, player).play('roulette', { stake: 700, params: { bets: [{ type: 'split', numbers: [0, 1], chips: 1 }] } }));
    played(await gameCalls(site.app, player).play('slot', { stake: 500 }));
    const board = await boardOf(site.app, tournament.slug);
    expect(board.top.map((row) => [row.player, row.score])).toEqual([[maskPlayerId(player.userId), 700]]);
  });

  it('answers a bad token as a guest, an unknown tournament 404, and a limit out of range 400', async () => {
    const tournament = await newTournament(site);
    const bad = await site.app.inject({ method: 'GET', url: CasinoTournamentPaths.leaderboard(tournament.slug), headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ me: null });
    expect(bad.headers['cache-control']).toBe('private, no-store');
    const unknown = await site.app.inject({ method: 'GET', url: CasinoTournamentPaths.leaderboard('no-such-tournament'), cookies: { [SESSION_COOKIE]: randomUUID() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'casino_tournament_not_found' } });
    const tooMany = await site.app.inject({ method: 'GET', url: `${CasinoTournamentPaths.leaderboard(tournament.slug)}?limit=101` });
    expect(tooMany.statusCode).toBe(400);
  });
});
