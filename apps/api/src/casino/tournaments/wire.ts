import type { CasinoLeaderboardMe, CasinoLeaderboardRow, CasinoTournamentSummary } from '@betting/contracts';
import type { Standing } from './leaderboard.repository';
import { maskPlayerId, prizeForPlace, prizePoolOf, tournamentStatus } from './rules';
import type { StoredTournament } from './tournaments.repository';

/** A tournament as a list card shows it, its status against the server's clock. */
export function tournamentSummary(tournament: StoredTournament, nowMs: number): CasinoTournamentSummary {
  return {
    id: tournament.id,
    slug: tournament.slug,
    title: tournament.title,
    summary: tournament.summary,
    status: tournamentStatus(tournament, nowMs),
    startsAt: new Date(tournament.startsAtMs).toISOString(),
    endsAt: new Date(tournament.endsAtMs).toISOString(),
    scoring: tournament.scoring,
    currency: tournament.currency,
    minStake: tournament.minStake,
    prizePool: prizePoolOf(tournament.prizes),
    prizePlaces: tournament.prizes.length,
    actionId: tournament.actionId,
  };
}

/** The board's rows: the first `limit` places only, masked, with their prizes; the caller's own marked. */
export function leaderboardRows(standings: readonly Standing[], prizes: readonly number[], me: number | null, limit: number): CasinoLeaderboardRow[] {
  return standings.flatMap((standing) =>
    standing.place === null || standing.place > limit
      ? []
      : [{ place: standing.place, player: maskPlayerId(standing.userId), score: standing.score, reachedAt: standing.reachedAt.toISOString(), prize: prizeForPlace(prizes, standing.place), isMe: standing.userId === me }],
  );
}

/** The caller's own row: their standing, or "not played yet" (no place, score 0). */
export function leaderboardMe(standings: readonly Standing[], prizes: readonly number[], me: number): CasinoLeaderboardMe {
  const own = standings.find((standing) => standing.userId === me);
  if (!own) return { place: null, player: maskPlayerId(me), score: 0, reachedAt: null, prize: null, rounds: 0 };
  return { place: own.place, player: maskPlayerId(me), score: own.score, reachedAt: own.reachedAt.toISOString(), prize: prizeForPlace(prizes, own.place), rounds: own.rounds };
}
