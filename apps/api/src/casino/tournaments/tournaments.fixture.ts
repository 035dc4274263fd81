import { CasinoLeaderboardResponseSchema, CasinoTournamentPaths, SESSION_COOKIE, type CasinoLeaderboardResponse, type CasinoRound } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import type { IdentityApp } from '../../identity/testing';
import { played, type Caller, gameCalls } from '../games/games.fixture';
import { saveTournament, type TournamentInput } from './tournaments.repository';

const DAY = 86_400_000;
let made = 0;

/**
 * A tournament of the test's own, starting a second after everything played so far (so earlier rounds never count)
 * and lasting a day unless told: slot rounds in roubles from 1.00 ₽, three paid places.
 */
export async function newTournament(site: IdentityApp, overrides: Partial<TournamentInput> = {}): Promise<{ id: number; slug: string }> {
  site.clock.advance(1_000);
  made += 1;
  const slug = `test-tournament-${made}`;
  const now = site.clock.now();
  const id = await saveTournament(site.db, {
    slug,
    startsAt: new Date(now),
    endsAt: new Date(now + DAY),
    scoring: 'total_stake',
    currency: 'RUB',
    minStake: 100,
    prizes: [3_000, 2_000, 1_000],
    launchKinds: ['slot'],
    texts: { en: { title: `Test tournament ${made}` } },
    ...overrides,
  });
  return { id, slug };
}

/** The leaderboard as a caller sees it (a session, or a guest). */
export async function boardOf(app: FastifyInstance, tournament: string | number, caller: { readonly session: string } | null = null, limit?: number): Promise<CasinoLeaderboardResponse> {
  const response = await app.inject({
    method: 'GET',
    url: CasinoTournamentPaths.leaderboard(tournament) + (limit === undefined ? '' : `?limit=${limit}`),
    cookies: caller ? { [SESSION_COOKIE]: caller.session } : {},
  });
  if (response.statusCode !== 200) throw new Error(`leaderboard: ${response.statusCode} ${response.body}`);
  return CasinoLeaderboardResponseSchema.parse(response.json());
}

/** One settled round of a slot or scratchcard, played through the game server's own route. */
export async function playSettled(app: FastifyInstance, caller: Caller, kind: 'slot' | 'scratch', stake: number): Promise<CasinoRound> {
  return played(await gameCalls(app, caller).play(kind, { stake })).round;
}
