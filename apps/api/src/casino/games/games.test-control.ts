import { CasinoGameTestControlPaths, CasinoNextSeedBodySchema, CasinoNextSeedResponseSchema, ApiErrorSchema } from '@betting/contracts';
import { crashPoint } from '@betting/games';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { userOwner } from './owner';
import { activeSeedPair, rotateSeedPair, seedsOf } from './seeds.repository';

const SEARCH_LIMIT = 100_000;

/** The first `casino-test-{n}` server seed whose first round (nonce 0) with `clientSeed` crashes at `min` or later. */
function seedReaching(clientSeed: string, min: number): string {
  for (let n = 0; n < SEARCH_LIMIT; n += 1) {
    const serverSeed = `casino-test-${n}`;
    if (crashPoint({ serverSeed, clientSeed, nonce: 0 }) >= min) return serverSeed;
  }
  throw new Error(`no test seed reaches ${min} in ${SEARCH_LIMIT} tries`);
}

/**
 * Non-production only: `PUT /__test/casino/seeds` commits the user's next server seed of a game (rotating the one in
 * use), given or searched for a first crash point, so a browser journey knows where a crash round ends.
 */
export const casinoGamesTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.put(CasinoGameTestControlPaths.nextSeed, { schema: { body: CasinoNextSeedBodySchema, response: { 200: CasinoNextSeedResponseSchema, 409: ApiErrorSchema } } }, async (request, reply) => {
    const { userId, launchKind, minCrashPoint } = request.body;
    const owner = userOwner(userId);
    const now = new Date(clock.now());
    const clientSeed = request.body.clientSeed ?? (await activeSeedPair(db, owner, launchKind, now)).clientSeed;
    const serverSeed = request.body.serverSeed ?? seedReaching(clientSeed, minCrashPoint ?? 1000);
    const rotated = await db.transaction((tx) => rotateSeedPair(tx, owner, launchKind, now, { serverSeed, clientSeed }));
    if (rotated.kind === 'round_open') return reply.code(409).send({ error: { code: 'round_open', message: 'A round of the current seed pair is still open' } });
    return { serverSeed, seeds: seedsOf(rotated.next), firstCrashPoint: crashPoint({ serverSeed, clientSeed, nonce: 0 }) };
  });
};
