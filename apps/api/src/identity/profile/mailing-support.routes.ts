import {
  ApiErrorSchema,
  IdeaBodySchema,
  IdeaResponseSchema,
  MailingSettingsSchema,
  OfficePaths,
  SUPPORT_HISTORY_PAGE_SIZE,
  SupportHistoryQuerySchema,
  SupportHistoryResponseSchema,
  SupportRequestBodySchema,
  SupportRequestSchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById } from '../users.repository';
import type { ProfileDeps } from './deps';
import { countRecent, insertIdea, insertSupportRequest, listSupportRequests, readMailing, writeMailing } from './profile.repository';
import { refuseOffice, signedInCaller } from '../../sessions';

/** Support requests and ideas a user may send per hour: enough for a person, too few for a flood. */
export const MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** Mailing settings, support requests with their history, and ideas. */
export const mailingSupportRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(OfficePaths.mailing, { schema: { response: { 200: MailingSettingsSchema, ...errors } } }, async (request) => readMailing(db, signedInCaller(request).userId));

  // Switching a channel on needs somewhere to send to; switching off always works.
  app.put(OfficePaths.mailing, { schema: { body: MailingSettingsSchema, response: { 200: MailingSettingsSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const user = await findUserById(db, userId);
    if (!user) return refuseOffice(reply, 401, 'not_signed_in');
    const settings = request.body;
    const wantsMail = settings.enable_mail_news || settings.enable_mail_deposit || settings.enable_mail_bets;
    if (wantsMail && user.email === null) return refuseOffice(reply, 409, 'email_required');
    if (settings.enable_sms_news && user.phoneNumber === null) return refuseOffice(reply, 409, 'phone_required');
    return writeMailing(db, userId, settings, clock.now());
  });

  app.post(OfficePaths.supportRequests, { schema: { body: SupportRequestBodySchema, response: { 201: SupportRequestSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const now = clock.now();
    if ((await countRecent(db, 'support_requests', userId, now - HOUR_MS)) >= MESSAGES_PER_HOUR) return refuseOffice(reply, 429, 'too_many_requests');
    return reply.code(201).send(await insertSupportRequest(db, userId, request.body, now));
  });

  app.get(OfficePaths.supportRequests, { schema: { querystring: SupportHistoryQuerySchema, response: { 200: SupportHistoryResponseSchema, ...errors } } }, async (request) => {
    const { page } = request.query;
    return listSupportRequests(db, signedInCaller(request).userId, { limit: SUPPORT_HISTORY_PAGE_SIZE, offset: (page - 1) * SUPPORT_HISTORY_PAGE_SIZE });
  });

  app.post(OfficePaths.ideas, { schema: { body: IdeaBodySchema, response: { 201: IdeaResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const now = clock.now();
    if ((await countRecent(db, 'ideas', userId, now - HOUR_MS)) >= MESSAGES_PER_HOUR) return refuseOffice(reply, 429, 'too_many_requests');
    return reply.code(201).send(await insertIdea(db, userId, request.body.message, now));
  });
};
