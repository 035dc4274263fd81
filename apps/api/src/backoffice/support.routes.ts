import {
  ApiErrorSchema,
  BackofficePaths,
  SupportAnswerBodySchema,
  SupportInboxQuerySchema,
  SupportInboxResponseSchema,
  SupportItemParamsSchema,
  SupportItemSchema,
  type SupportItem,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { answerItem, closeItem, emailOf, findItem, listInbox, queueMail } from './support.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const summary = (item: SupportItem | undefined) => item && { user_id: item.user_id, status: item.status, answer: item.answer };

const MAIL = {
  request: { subject: 'Answer to your support request', intro: 'Our support team has answered your request' },
  appeal: { subject: 'Answer to your appeal', intro: 'Our team has answered your appeal against the account restriction' },
} as const;

/**
 * The support desk: support requests and block appeals in one inbox; an answer reaches the bettor's office (their
 * request history, the block-appeal history) and their e-mail through the outbox, in the same transaction as the
 * answer and its audit record. Closing ends the conversation.
 */
export const backofficeSupportRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    BackofficePaths.supportInbox,
    { config: access('support.read'), schema: { querystring: SupportInboxQuerySchema, response: { 200: SupportInboxResponseSchema, ...errors } } },
    async (request) => ({
      entities: await listInbox(db, request.query),
    })
  );

  app.post(
    BackofficePaths.supportAnswer(':kind', ':id'),
    { config: access('support.answer'), schema: { params: SupportItemParamsSchema, body: SupportAnswerBodySchema, response: { 200: SupportItemSchema, ...errors } } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const now = clock.now();
      if (!(await findItem(db, kind, id))) return refuseStaff(reply, 404, 'not_found', 'No such request');
      const answered = await audited(db, { staffId: staffSessionOf(request).staff.id, action: `support.answer_${kind}`, target: `${kind}:${id}`, now }, async (tx) => {
        const before = await findItem(tx, kind, id);
        if (!before || !(await answerItem(tx, kind, id, request.body.answer, now))) return undefined;
        const after = (await findItem(tx, kind, id)) as SupportItem;
        const email = await emailOf(tx, after.user_id);
        if (email) await queueMail(tx, email, MAIL[kind].subject, `${MAIL[kind].intro}:\n\n${request.body.answer}\n\nYour message:\n${after.message}\n\nYou can read the answer in your account.`);
        return { result: after, before: summary(before), after: { ...summary(after), emailed: email !== null } };
      });
      if (!answered) return refuseStaff(reply, 409, 'already_decided', 'The request is closed');
      return answered;
    }
  );

  app.post(
    BackofficePaths.supportClose(':kind', ':id'),
    { config: access('support.answer'), schema: { params: SupportItemParamsSchema, response: { 200: SupportItemSchema, ...errors } } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const now = clock.now();
      if (!(await findItem(db, kind, id))) return refuseStaff(reply, 404, 'not_found', 'No such request');
      const closed = await audited(db, { staffId: staffSessionOf(request).staff.id, action: `support.close_${kind}`, target: `${kind}:${id}`, now }, async (tx) => {
        const before = await findItem(tx, kind, id);
        if (!before || !(await closeItem(tx, kind, id, now))) return undefined;
        const after = (await findItem(tx, kind, id)) as SupportItem;
        return { result: after, before: summary(before), after: summary(after) };
      });
      if (!closed) return refuseStaff(reply, 409, 'already_decided', 'The request is closed already');
      return closed;
    }
  );
};
