import { TWO_STEP_COOKIE } from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '@betting/kernel';
import { CODE_POLICY, issueCode } from './codes.repository';
import { setTwoStepCookie } from './cookies';
import { newOpaqueToken, sha256 } from '../sessions';
import type { UserRecord } from './users.repository';

export const phoneRecipient = (telCode: string, phoneNumber: string) => `+${telCode}${phoneNumber}`;

/**
 * The first step of a two-factor sign-in succeeded: a code goes to the user's phone (else e-mail) and an httpOnly
 * cookie binds the browser to it for the code's lifetime. No session exists until the second step.
 */
export function twoStepStarter(db: Database, clock: Clock) {
  return async (request: FastifyRequest, reply: FastifyReply, user: UserRecord, remember: boolean): Promise<FastifyReply> => {
    const channel = user.phoneNumber !== null && user.phoneCode !== null ? 'sms' : 'email';
    const recipient = channel === 'sms' ? phoneRecipient(user.phoneCode ?? '', user.phoneNumber ?? '') : (user.email ?? '');
    if (recipient === '') throw new Error(`user ${user.id} has two-factor on but neither phone nor e-mail`);
    const pending = newOpaqueToken();
    await db.transaction((tx) => issueCode(tx, { purpose: 'two_step', userId: user.id, channel, recipient, remember, pendingTokenHash: sha256(pending) }, clock.now()));
    setTwoStepCookie(request, reply, pending, CODE_POLICY.lifetimeSeconds);
    return reply.code(200).send({ status: 'two_step_required', channel });
  };
}

export const pendingTwoStepToken = (request: FastifyRequest): string | undefined => request.cookies[TWO_STEP_COOKIE];
