import { ApiErrorSchema, BackofficeTestControlPaths, StaffSchema, TestStaffBodySchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addStaff } from './bootstrap';
import type { BackofficeDeps } from './deps';
import { staffOf } from './staff.repository';

/** Non-production only: a staff member with a known password and TOTP secret, so a journey can sign in. */
export const backofficeTestControlRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  app.post(BackofficeTestControlPaths.staff, { schema: { body: TestStaffBodySchema, response: { 201: StaffSchema, 409: ApiErrorSchema } } }, async (request, reply) => {
    const { login, name, password, roles, totp_secret: totpSecret } = request.body;
    const record = await addStaff(deps.db, deps.hasher, await deps.totpKey(), { login, name, password, roles, totpSecret }, deps.clock.now(), 'staff.test_control_create');
    if (!record) return reply.code(409).send({ error: { code: 'login_taken', message: 'This login is taken' } });
    return reply.code(201).send(staffOf(record));
  });
};
