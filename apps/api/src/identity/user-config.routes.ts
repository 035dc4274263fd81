import { AuthPaths, UserConfigResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { refuse } from './errors';
import { userConfigOf } from './user-config';
import { userConfigRowOf } from './user-config.repository';
import { verificationFieldsOf } from './verification-documents/documents.repository';

/** GET user config for the signed-in user (session cookie or bearer token); never cached. */
export const userConfigRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(AuthPaths.userConfig, { schema: { response: { 200: UserConfigResponseSchema } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const row = await userConfigRowOf(db, caller.userId);
    if (!row) return refuse(reply, 401, 'not_signed_in');
    const config = userConfigOf({ ...row, password_changed_at: row.password_changed_at && new Date(row.password_changed_at) }, clock.now());
    // verification_status, verification_types and requested_additional_document follow the user's documents.
    return { result: { ...config, ...(await verificationFieldsOf(db, caller.userId)) } };
  });
};
