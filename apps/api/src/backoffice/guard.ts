import { STAFF_SESSION_COOKIE, type StaffErrorCode, type StaffPermission } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { sha256 } from '../sessions';
import { permissionsOf } from '@betting/contracts';
import { findStaffSession, type StaffSession } from './staff.repository';

/**
 * Who may call a back-office route: anyone (`public`: the sign-in), a session past the password only (`password`: the
 * code), any fully signed-in staff member (`signed-in`), or one whose roles grant the permission.
 */
export type Access = 'public' | 'password' | 'signed-in' | StaffPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back office's access rule of the route (backoffice/guard.ts); every back-office route has one. */
    backofficeAccess?: Access;
  }
}

export const access = (rule: Access) => ({ backofficeAccess: rule });

const MESSAGES: Partial<Record<StaffErrorCode, string>> = {
  not_signed_in: 'Sign in to the back office',
  second_factor_required: 'Enter the code from your authenticator app',
  forbidden: 'Your role does not allow this',
};

export function refuseStaff(reply: FastifyReply, status: number, code: StaffErrorCode, message = MESSAGES[code] ?? code) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });
}

const sessions = new WeakMap<FastifyRequest, StaffSession>();

/** The session the guard found for this request (routes behind `password` or stronger always have one). */
export function staffSessionOf(request: FastifyRequest): StaffSession {
  const session = sessions.get(request);
  if (!session) throw new Error('no staff session: the route has no access rule');
  return session;
}

/**
 * The one check of every back-office call, before its body is even read: the route's access rule against the staff
 * session in the back office's own cookie. A route declared without a rule fails the server's start, so none can be
 * forgotten; bettors' sessions and tokens count for nothing here.
 */
export function guardBackoffice(app: FastifyInstance, deps: { db: Queryable; clock: Clock }): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.backofficeAccess) throw new Error(`back-office route ${String(route.method)} ${route.url} has no access rule`);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rule = request.routeOptions.config.backofficeAccess;
    if (rule === 'public') return undefined;
    if (!rule) return refuseStaff(reply, 403, 'forbidden');
    const token = request.cookies[STAFF_SESSION_COOKIE];
    const session = token ? await findStaffSession(deps.db, sha256(token), deps.clock.now()) : undefined;
    if (!session) return refuseStaff(reply, 401, 'not_signed_in');
    sessions.set(request, session);
    if (rule === 'password') return undefined;
    if (!session.secondFactorDone) return refuseStaff(reply, 401, 'second_factor_required');
    if (rule === 'signed-in') return undefined;
    if (!permissionsOf(session.staff.roles).includes(rule)) return refuseStaff(reply, 403, 'forbidden');
    return undefined;
  });
}
