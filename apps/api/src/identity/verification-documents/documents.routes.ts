import fastifyMultipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOADS_PER_HOUR,
  DocumentsResponseSchema,
  OfficePaths,
  VerificationDocumentSchema,
  VerificationDocumentTypeSchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context';
import { refuseOffice, requireSignedIn, signedInCaller } from '../../sessions';
import { insertDocument, countUploadsSince, documentsOf } from './documents.repository';
import { displayFileName, sniffDocumentType } from './file-type';

const HOUR_MS = 3_600_000;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, 429: ApiErrorSchema };

interface Upload {
  type: string | undefined;
  file: { name: string; content: Buffer } | undefined;
}

const isFileTooLarge = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The signed-in user's verification documents (`/web-api/office/documents`): GET the list with the verification
 * fields, POST one file (multipart: `type`, `file`). The file's type is decided by its first bytes; the bytes are
 * kept in the database.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context: { db, clock } }) => {
  requireSignedIn(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5 } });

  app.get(OfficePaths.documents, { schema: { response: { 200: DocumentsResponseSchema, ...errors } } }, async (request) => documentsOf(db, signedInCaller(request).userId));

  app.post(OfficePaths.documents, { schema: { response: { 201: VerificationDocumentSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const now = clock.now();
    if (!request.isMultipart()) return refuseOffice(reply, 400, 'invalid_request');
    if ((await countUploadsSince(db, userId, now - HOUR_MS)) >= DOCUMENT_UPLOADS_PER_HOUR) return refuseOffice(reply, 429, 'too_many_requests');

    const upload: Upload = { type: undefined, file: undefined };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === 'file') upload.file = { name: part.filename, content };
        } else if (part.fieldname === 'type') {
          upload.type = String(part.value);
        }
      }
    } catch (error) {
      if (isFileTooLarge(error)) return refuseOffice(reply, 413, 'file_too_large');
      request.log.info({ err: error }, 'document upload refused');
      return refuseOffice(reply, 400, 'invalid_request');
    }

    const type = z.safeParse(VerificationDocumentTypeSchema, /^\d{1,2}$/.test(upload.type ?? '') ? Number(upload.type) : Number.NaN);
    if (!type.success) return refuseOffice(reply, 400, 'invalid_request', { field: 'type' });
    if (!upload.file || upload.file.content.byteLength === 0) return refuseOffice(reply, 400, 'file_required');
    const mimeType = sniffDocumentType(upload.file.content);
    if (!mimeType) return refuseOffice(reply, 415, 'unsupported_file');
    const document = await insertDocument(db, userId, { type: type.data, fileName: displayFileName(upload.file.name), mimeType, content: upload.file.content }, now);
    return reply.code(201).send(document);
  });
};
