import { ApiErrorSchema, BackofficePaths, KycDocumentSchema, KycQueueQuerySchema, KycQueueResponseSchema, KycReviewBodySchema, type KycDocument } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewDocument } from '../identity';
import { audited } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { documentById, documentFileOf, kycQueue } from './kyc.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const params = z.object({ id: z.coerce.number().int().positive() });
const QUEUE_LIMIT = 200;

/**
 * The KYC desk: the documents bettors uploaded, oldest first while they wait; the file itself; approval or refusal
 * with a reason the bettor reads in their office. The bettor's verification status follows from their documents
 * (identity/verification-documents/verification.ts), so the audit record shows it before and after.
 */
export const backofficeKycRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(BackofficePaths.kycDocuments, { config: access('kyc.read'), schema: { querystring: KycQueueQuerySchema, response: { 200: KycQueueResponseSchema, ...errors } } }, async (request) => {
    return { entities: await kycQueue(db, request.query.status, QUEUE_LIMIT) };
  });

  app.get(BackofficePaths.kycDocumentFile(':id'), { config: access('kyc.read'), schema: { params } }, async (request, reply) => {
    const row = await documentFileOf(db, request.params.id);
    if (!row) return refuseStaff(reply, 404, 'not_found', 'No such document');
    // Shown in the browser, never run: the type is the one recognised from the bytes at upload.
    return reply
      .header('content-type', row.mime_type)
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox")
      .send(Buffer.from(row.content));
  });

  app.post(
    BackofficePaths.kycReview(':id'),
    { config: access('kyc.review'), schema: { params, body: KycReviewBodySchema, response: { 200: KycDocumentSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const now = clock.now();
      const before = await documentById(db, id);
      if (!before) return refuseStaff(reply, 404, 'not_found', 'No such document');
      const action = request.body.status === 'approved' ? 'kyc.approve' : 'kyc.reject';
      const reviewed = await audited(db, { staffId: staffSessionOf(request).staff.id, action, target: `document:${id}`, now }, async (tx) => {
        const current = await documentById(tx, id);
        if (!(await reviewDocument(tx, id, request.body, now))) return undefined;
        const after = (await documentById(tx, id)) as KycDocument;
        const summary = (document: KycDocument | undefined) =>
          document && { user_id: document.user_id, status: document.status, reject_reason: document.reject_reason, verification_status: document.verification_status };
        return { result: after, before: summary(current), after: summary(after) };
      });
      if (!reviewed) return refuseStaff(reply, 409, 'already_decided', 'The document was decided already');
      return reviewed;
    }
  );
};
