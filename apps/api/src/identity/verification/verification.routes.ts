import { activationTypeAfterEmailConfirmation, isEmailConfirmed } from '@betting/auth';
import {
  ApiErrorSchema,
  LinkTokenBodySchema,
  StopNewsletterResponseSchema,
  VERIFICATION_RESEND_SECONDS,
  VerificationConfirmResponseSchema,
  VerificationPaths,
  VerificationRequestBodySchema,
  VerificationRequestResponseSchema,
  type VerificationErrorCode,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context';
import { confirmingAccountOf, isEmailTaken, setActivationType, setEmail, stopNewsMailing } from './accounts.repository';
import { decideVerification } from './kind';
import { confirmationSentRecently, findLink, issueConfirmationLink, spendLink } from './links.repository';
import { siteOriginOf, type SiteOrigins } from '../../security/site-origin';
import { guestRefusalOf } from '../../sessions';

export interface VerificationOptions {
  readonly context: AppContext;
  /** PUBLIC_URL: the origin links in e-mails start with; unset, an allowed host (see security/site-origin.ts). */
  readonly publicUrl?: string | undefined;
  /** ALLOWED_HOSTS: the hosts a link may name when PUBLIC_URL is unset. */
  readonly allowedHosts?: readonly string[] | undefined;
}

const MESSAGES: Record<VerificationErrorCode, string> = {
  invalid_request: 'The request is not valid',
  not_signed_in: 'Please sign in',
  invalid_token: 'The token is not valid',
  already_verified: 'Your e-mail is already confirmed',
  email_required: 'Please enter an e-mail address',
  email_already_set: 'Your account already has another e-mail',
  email_taken: 'Another account uses this e-mail',
  too_many_requests: 'Please wait a minute before asking again',
  invalid_link: 'This link is not valid or has already been used',
  link_expired: 'This link has expired',
};

const refuse = (reply: FastifyReply, status: number, code: VerificationErrorCode) => reply.code(status).send({ error: { code, message: MESSAGES[code] } });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The origin of links in e-mails: never a host the request made up (see siteOriginOf). */
export function originOf(request: FastifyRequest, origins: SiteOrigins): string {
  return siteOriginOf(request, origins);
}

class EmailTaken extends Error {}

/** E-mail confirmation links (accountverify, activate, activatefast) and the newsletter stop link. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationOptions> = async (app, { context: { db, clock }, publicUrl, allowedHosts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(VerificationPaths.request, { schema: { body: VerificationRequestBodySchema, response: { 202: VerificationRequestResponseSchema, ...errors } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind !== 'user') return refuse(reply, 401, guestRefusalOf(caller));
    const now = clock.now();
    const user = await confirmingAccountOf(db, caller.userId);
    if (!user) return refuse(reply, 401, 'not_signed_in');
    const decision = decideVerification({
      accountEmail: user.email,
      emailConfirmed: isEmailConfirmed(user.activation_type),
      requestedEmail: request.body.email ?? null,
      registeredAt: new Date(user.created_at).getTime(),
      now,
    });
    if (!decision.ok) return refuse(reply, 409, decision.code);
    if (decision.kind === 'activatefast' && (await isEmailTaken(db, decision.email))) return refuse(reply, 409, 'email_taken');
    if (await confirmationSentRecently(db, caller.userId, now)) return refuse(reply, 429, 'too_many_requests');
    const origin = originOf(request, { publicUrl, allowedHosts });
    await db.transaction((tx) => issueConfirmationLink(tx, { userId: caller.userId, kind: decision.kind, email: decision.email, lng: request.body.lng, origin }, now));
    return reply.code(202).send({ kind: decision.kind, email: decision.email, resend_after_seconds: VERIFICATION_RESEND_SECONDS });
  });

  app.post(VerificationPaths.confirm, { schema: { body: LinkTokenBodySchema, response: { 200: VerificationConfirmResponseSchema, ...errors } } }, async (request, reply) => {
    const now = clock.now();
    try {
      const outcome = await db.transaction(async (tx) => {
        const link = await findLink(tx, request.body.token);
        if (!link || link.kind === 'stopnewsletter' || link.used) return { ok: false as const, code: 'invalid_link' as const };
        if (link.expiresAt <= now) return { ok: false as const, code: 'link_expired' as const };
        const user = await confirmingAccountOf(tx, link.userId, true);
        if (!user) return { ok: false as const, code: 'invalid_link' as const };
        if (user.email === null && link.kind === 'activatefast') {
          if (await isEmailTaken(tx, link.email)) throw new EmailTaken();
          await setEmail(tx, link.userId, link.email);
        } else if (user.email === null || !sameEmail(user.email, link.email)) {
          return { ok: false as const, code: 'invalid_link' as const };
        }
        const activationType = activationTypeAfterEmailConfirmation(user.activation_type);
        await setActivationType(tx, link.userId, activationType);
        await spendLink(tx, link.id, now);
        return { ok: true as const, body: { kind: link.kind, email: link.email, activation_type: activationType } };
      });
      if (!outcome.ok) return refuse(reply, 400, outcome.code);
      return outcome.body;
    } catch (error) {
      // Another account took the e-mail after the link was sent (checked above, or caught by the unique index).
      if (error instanceof EmailTaken || (error instanceof Error && `${error.message} ${(error as { constraint?: string }).constraint ?? ''}`.includes('users_email'))) {
        return refuse(reply, 409, 'email_taken');
      }
      throw error;
    }
  });

  app.post(VerificationPaths.stopNewsletter, { schema: { body: LinkTokenBodySchema, response: { 200: StopNewsletterResponseSchema, ...errors } } }, async (request, reply) => {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const link = await findLink(tx, request.body.token);
      if (!link || link.kind !== 'stopnewsletter') return 'invalid_link' as const;
      if (link.expiresAt <= now) return 'link_expired' as const;
      await stopNewsMailing(tx, link.userId, now);
      return 'stopped' as const;
    });
    if (outcome !== 'stopped') return refuse(reply, 400, outcome);
    return { enable_mail_news: false as const };
  });
};
