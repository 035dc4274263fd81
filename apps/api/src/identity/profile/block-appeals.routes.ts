import { ApiErrorSchema, BlockAppealBodySchema, BlockAppealSchema, BlockAppealsResponseSchema, OfficePaths } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById } from '../users.repository';
import { insertBlockAppeal, listBlockAppeals } from './block-appeals.repository';
import type { ProfileDeps } from './deps';
import { MESSAGES_PER_HOUR } from './mailing-support.routes';
import { countRecent } from './profile.repository';
import { refuseOffice, signedInCaller } from '../../sessions';

const HOUR_MS = 3_600_000;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** A restricted user's appeals: the history (readable at any ban level) and a new appeal (only while restricted). */
export const blockAppealsRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(OfficePaths.blockAppeals, { schema: { response: { 200: BlockAppealsResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const user = await findUserById(db, userId);
    if (!user) return refuseOffice(reply, 401, 'not_signed_in');
    const entities = await listBlockAppeals(db, userId);
    return { entities, total_count: entities.length, ban_level: user.banLevel };
  });

  app.post(OfficePaths.blockAppeals, { schema: { body: BlockAppealBodySchema, response: { 201: BlockAppealSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const user = await findUserById(db, userId);
    if (!user) return refuseOffice(reply, 401, 'not_signed_in');
    if (user.banLevel <= 0) return refuseOffice(reply, 409, 'not_blocked');
    const now = clock.now();
    if ((await countRecent(db, 'block_appeals', userId, now - HOUR_MS)) >= MESSAGES_PER_HOUR) return refuseOffice(reply, 429, 'too_many_requests');
    return reply.code(201).send(await insertBlockAppeal(db, userId, request.body.message, now));
  });
};
