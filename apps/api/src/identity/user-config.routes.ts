import { AuthPaths, UserConfigResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { callerOf } from '../sessions';
import { refuse } from './errors';
import { userConfigOf, type UserConfigRow } from './user-config';
import { verificationFieldsOf } from './verification-documents/documents.repository';

/** GET user config for the signed-in user (session cookie or bearer token); never cached. */
export const userConfigRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; key: Uint8Array }> = async (app, { db, clock, key }) => {
  app.get(AuthPaths.userConfig, { schema: { response: { 200: UserConfigResponseSchema } } }, async (request, reply) => {
    const caller = await callerOf(db, clock, key, request);
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const rows = await db.query<UserConfigRow>(
      `select u.id, u.email, u.phone_code, u.phone_number, u.name, u.surname, to_char(u.date_birthday, 'YYYY-MM-DD') as date_birthday, u.user_data,
              u.country_id, c.code as country_code, u.ref_code, u.activation_type, u.ban_level, u.ban_version, u.user_status_id, u.verification_status,
              u.two_factor_enabled, u.hide_balance, u.disallow_line_sport, u.disallow_live_sport, u.password_changed_at, u.registration_type,
              u.security_answer_hash is not null as has_security_question
         from users u left join phone_countries c on c.id = u.country_id where u.id = $1`,
      [caller.userId]
    );
    const row = rows[0];
    if (!row) return refuse(reply, 401, 'not_signed_in');
    const config = userConfigOf({ ...row, password_changed_at: row.password_changed_at && new Date(row.password_changed_at) }, clock.now());
    // verification_status, verification_types and requested_additional_document follow the user's documents.
    return { result: { ...config, ...(await verificationFieldsOf(db, caller.userId)) } };
  });
};
