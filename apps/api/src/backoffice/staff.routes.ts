import { ApiErrorSchema, AuditQuerySchema, AuditResponseSchema, BackofficePaths, NewStaffBodySchema, NewStaffResponseSchema, StaffListResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited, searchAudit } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { insertStaff, listStaff, staffMemberOf, staffOf } from './staff.repository';
import { sealTotpSecret } from './totp-seal';
import { newTotpSecret, totpUri } from './totp';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
export const TOTP_ISSUER = 'Back office';

/** The audit trail's search, and the staff list with the admin's call that adds a member (shown their TOTP secret once). */
export const backofficeStaffRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock, hasher } = deps;

  app.get(BackofficePaths.audit, { config: access('audit.read'), schema: { querystring: AuditQuerySchema, response: { 200: AuditResponseSchema, ...errors } } }, async (request) => ({
    entities: await searchAudit(db, request.query),
  }));

  app.get(BackofficePaths.staff, { config: access('staff.read'), schema: { response: { 200: StaffListResponseSchema, ...errors } } }, async () => ({ entities: (await listStaff(db)).map(staffMemberOf) }));

  app.post(BackofficePaths.staff, { config: access('staff.manage'), schema: { body: NewStaffBodySchema, response: { 201: NewStaffResponseSchema, ...errors } } }, async (request, reply) => {
    const { login, name, password, roles } = request.body;
    const totpSecret = newTotpSecret();
    const passwordHash = await hasher.hash(password);
    const now = clock.now();
    const created = await audited(db, { staffId: staffSessionOf(request).staff.id, action: 'staff.create', target: `staff-login:${login.toLowerCase()}`, now }, async (tx) => {
      const record = await insertStaff(tx, { login, name, passwordHash, totpSecret: sealTotpSecret(await deps.totpKey(), login, totpSecret), roles }, now);
      return record && { result: record, before: null, after: { id: record.id, login: record.login, name: record.name, roles: record.roles } };
    });
    if (!created) return refuseStaff(reply, 409, 'already_decided', 'This login is taken');
    return reply.code(201).send({ staff: staffOf(created), totp_secret: totpSecret, totp_uri: totpUri(TOTP_ISSUER, created.login, totpSecret) });
  });
};
