import type { CasinoLeaderboardResponse, CasinoTournamentResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $userId } from '../../../entities/session/session-state';
import { Leaderboard } from './Leaderboard';
import { loadLeaderboardFx, loadTournamentFx, tournamentPageClosed, tournamentPageOpened } from './tournaments.model';

// Without an i18next instance the view writes its keys: the test reads those. A running board starts the 30 s timer:
// fake timers keep it from holding the test.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const details: CasinoTournamentResponse = {
  tournament: {
    id: 3,
    slug: 'rocket-race',
    title: 'Rocket race',
    summary: '',
    status: 'running',
    startsAt: '2026-11-22T00:00:00.000Z',
    endsAt: '2026-11-29T00:00:00.000Z',
    scoring: 'biggest_multiplier',
    currency: 'RUB',
    minStake: 2_000,
    prizePool: 3_000,
    prizePlaces: 2,
    actionId: 5,
    rules: [],
    prizes: [
      { place: 1, amount: 2_000 },
      { place: 2, amount: 1_000 },
    ],
    games: [],
  },
  serverTime: '2026-11-23T12:00:00.000Z',
};

const row = (place: number, player: string, score: number, isMe = false) => ({ place, player, score, reachedAt: '2026-11-23T11:00:00.000Z', prize: place <= 2 ? (place === 1 ? 2_000 : 1_000) : null, isMe });

async function rendered(board: CasinoLeaderboardResponse) {
  const scope = fork({
    values: [[$userId, 123456789]],
    handlers: [
      [loadTournamentFx, () => Promise.resolve(details)],
      [loadLeaderboardFx, () => Promise.resolve(board)],
    ],
  });
  void allSettled(tournamentPageOpened, { scope, params: { id: 'rocket-race', lng: 'en' } });
  await vi.advanceTimersByTimeAsync(0);
  const html = renderToString(
    <Provider value={scope}>
      <Leaderboard lng="en" tournament={details.tournament} />
    </Provider>,
  );
  void allSettled(tournamentPageClosed, { scope });
  await vi.advanceTimersByTimeAsync(0);
  return html;
}

describe('the leaderboard view', () => {
  it('marks the player’s own row in the top and writes multipliers as such', async () => {
    const html = await rendered({
      tournamentId: 3,
      status: 'running',
      scoring: 'biggest_multiplier',
      currency: 'RUB',
      participants: 2,
      top: [row(1, 'ID 98••••21', 5_250), row(2, 'ID 12••••89', 2_500, true)],
      me: { place: 2, player: 'ID 12••••89', score: 2_500, reachedAt: '2026-11-23T11:00:00.000Z', prize: 1_000, rounds: 4 },
      computedAt: '2026-11-23T12:00:00.000Z',
      payout: null,
    });
    expect(html).toContain('×5.25');
    expect(html.match(/class="tournament-table__me"/g)).toHaveLength(1);
    expect(html).toMatch(/<tr class="tournament-table__me" aria-current="true">.*ID 12••••89/);
    expect(html).not.toContain('tournament-table__gap');
    expect(html).toContain('casinoTournaments.board.yourPlace');
  });

  it('shows the player’s own place under the top when it is further down, without a prize', async () => {
    const html = await rendered({
      tournamentId: 3,
      status: 'running',
      scoring: 'biggest_multiplier',
      currency: 'RUB',
      participants: 40,
      top: [row(1, 'ID 98••••21', 5_250), row(2, 'ID 55••••10', 4_000)],
      me: { place: 31, player: 'ID 12••••89', score: 1_010, reachedAt: '2026-11-23T11:00:00.000Z', prize: null, rounds: 1 },
      computedAt: '2026-11-23T12:00:00.000Z',
      payout: null,
    });
    expect(html).toContain('tournament-table__gap');
    expect(html).toMatch(/<tr class="tournament-table__me" aria-current="true"><td><span class="tournament-place tournament-place--4">31<\/span>/);
    expect(html).toMatch(/×1\.01<\/td><td class="tournament-table__amount">—<\/td>/);
  });

  it('tells a player without a place what counts, and says so when no one has scored', async () => {
    const html = await rendered({
      tournamentId: 3,
      status: 'running',
      scoring: 'biggest_multiplier',
      currency: 'RUB',
      participants: 0,
      top: [],
      me: { place: null, player: 'ID 12••••89', score: 0, reachedAt: null, prize: null, rounds: 0 },
      computedAt: '2026-11-23T12:00:00.000Z',
      payout: null,
    });
    expect(html).toContain('casinoTournaments.board.empty');
    expect(html).toContain('casinoTournaments.board.notPlaced');
    expect(html).not.toContain('<table');
  });

  it('lists a finished tournament’s paid prizes, the player’s own marked', async () => {
    const html = await rendered({
      tournamentId: 3,
      status: 'finished',
      scoring: 'total_stake',
      currency: 'RUB',
      participants: 2,
      top: [row(1, 'ID 98••••21', 5_000), row(2, 'ID 12••••89', 2_500, true)],
      me: { place: 2, player: 'ID 12••••89', score: 2_500, reachedAt: '2026-11-23T11:00:00.000Z', prize: 1_000, rounds: 4 },
      computedAt: '2026-11-23T12:00:00.000Z',
      payout: {
        status: 'paid',
        paidAt: '2026-11-23T12:00:01.000Z',
        prizes: [
          { place: 1, player: 'ID 98••••21', amount: 3_000, paid: true, isMe: false },
          { place: 2, player: 'ID 12••••89', amount: 1_000, paid: true, isMe: true },
        ],
      },
    });
    expect(html).toContain('data-testid="tournament-payout"');
    expect(html).toContain('casinoTournaments.payout.paid');
    expect(html.match(/casinoTournaments\.payout\.prizePaid/g)).toHaveLength(2);
    expect(html).toMatch(/<li class="tournament-table__me">.*ID 12••••89/);
  });
});
