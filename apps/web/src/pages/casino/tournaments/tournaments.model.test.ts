import type { CasinoLeaderboardResponse, CasinoTournamentResponse, CasinoTournamentStatus } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../entities/session/session-state';
import { $isRefreshing, $isRunning, $leaderboard, $tournament, loadLeaderboardFx, loadTournamentFx, tournamentPageClosed, tournamentPageOpened } from './tournaments.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tournament = (id: number, slug: string, status: CasinoTournamentStatus): CasinoTournamentResponse => ({
  tournament: {
    id,
    slug,
    title: slug,
    summary: '',
    status,
    startsAt: '2026-11-20T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    scoring: 'total_stake',
    currency: 'RUB',
    minStake: 1_000,
    prizePool: 3_000,
    prizePlaces: 2,
    actionId: null,
    rules: [],
    prizes: [
      { place: 1, amount: 2_000 },
      { place: 2, amount: 1_000 },
    ],
    games: [],
  },
  serverTime: '2026-11-23T12:00:00.000Z',
});

const board = (tournamentId: number, status: CasinoTournamentStatus, score: number): CasinoLeaderboardResponse => ({
  tournamentId,
  status,
  scoring: 'total_stake',
  currency: 'RUB',
  participants: 1,
  top: [{ place: 1, player: 'ID 12••••89', score, reachedAt: '2026-11-23T12:00:00.000Z', prize: 2_000, isMe: false }],
  me: null,
  computedAt: '2026-11-23T12:00:00.000Z',
  payout: null,
});

/** A server whose board grows by 100 a call and reports `finishedAfter` calls as running, then finished. */
function server(statusOf: (slug: string) => CasinoTournamentStatus, finishedAfter = Infinity) {
  const boards: string[] = [];
  const handlers = [
    [loadTournamentFx, ({ id }: { id: string }) => Promise.resolve(tournament(id === 'cup' ? 2 : 1, id, statusOf(id)))],
    [
      loadLeaderboardFx,
      (id: string) => {
        boards.push(id);
        const status = boards.length > finishedAfter ? 'finished' : statusOf(id);
        return Promise.resolve(board(id === 'cup' ? 2 : 1, status, boards.length * 100));
      },
    ],
  ] as const;
  return { boards, scope: fork({ handlers: handlers as never }) };
}

describe('the tournament page model', () => {
  it('asks for the board every 30 s while the tournament runs, and stops when the page closes', async () => {
    const { boards, scope } = server(() => 'running');
    void allSettled(tournamentPageOpened, { scope, params: { id: 'race', lng: 'en' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($tournament)?.slug).toBe('race');
    expect(scope.getState($leaderboard)?.top[0]?.score).toBe(100);
    expect(scope.getState($isRefreshing)).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(boards).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(boards).toHaveLength(2);
    expect(scope.getState($leaderboard)?.top[0]?.score).toBe(200);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(boards).toHaveLength(4);
    void allSettled(tournamentPageClosed, { scope });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(boards).toHaveLength(4);
    expect(scope.getState($isRefreshing)).toBe(false);
    expect(scope.getState($tournament)).toBeNull();
  });

  it('never refreshes an upcoming or finished tournament, and stops once the board says it finished', async () => {
    const finished = server(() => 'finished');
    void allSettled(tournamentPageOpened, { scope: finished.scope, params: { id: 'sprint', lng: 'en' } });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(finished.boards).toHaveLength(1);
    expect(finished.scope.getState($isRunning)).toBe(false);

    const ending = server(() => 'running', 2);
    void allSettled(tournamentPageOpened, { scope: ending.scope, params: { id: 'race', lng: 'en' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ending.boards).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ending.boards).toHaveLength(3);
    expect(ending.scope.getState($isRunning)).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ending.boards).toHaveLength(3);
    void allSettled(tournamentPageClosed, { scope: ending.scope });
    void allSettled(tournamentPageClosed, { scope: finished.scope });
    await vi.advanceTimersByTimeAsync(0);
  });

  it('asks again when the player signs in (their own row), shows only the open tournament’s answers, and keeps scopes apart', async () => {
    const first = server(() => 'running');
    const second = server(() => 'upcoming');
    void allSettled(tournamentPageOpened, { scope: first.scope, params: { id: 'race', lng: 'en' } });
    void allSettled(tournamentPageOpened, { scope: second.scope, params: { id: 'cup', lng: 'en' } });
    await vi.advanceTimersByTimeAsync(0);
    void allSettled(signedIn, { scope: first.scope, params: 123456789 });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.boards).toEqual(['race', 'race']);
    expect(second.boards).toEqual(['cup']);
    expect(second.scope.getState($tournament)?.id).toBe(2);
    expect(second.scope.getState($isRefreshing)).toBe(false);

    // Moving to another tournament: the old answers are not shown as the new one's.
    void allSettled(tournamentPageOpened, { scope: first.scope, params: { id: 'cup', lng: 'en' } });
    expect(first.scope.getState($tournament)).toBeNull();
    expect(first.scope.getState($leaderboard)).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.scope.getState($tournament)?.slug).toBe('cup');
    void allSettled(tournamentPageClosed, { scope: first.scope });
    void allSettled(tournamentPageClosed, { scope: second.scope });
    await vi.advanceTimersByTimeAsync(0);
  });
});
