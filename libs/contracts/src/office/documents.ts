import * as z from 'zod/mini';
import { DOCUMENT_TYPE_IDS } from './personal-data';

/**
 * Verification documents (spec §2 office/verification and office/identification, §3 user config's verification_*
 * fields). The user uploads a scan or photo; an operator approves it or rejects it with a reason, and may ask for
 * another document. Paths in OfficePaths (`documents`) and the non-production review call below.
 */
export const VERIFICATION_DOCUMENT_TYPES = { ...DOCUMENT_TYPE_IDS, proofOfAddress: 5, selfie: 6 } as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[keyof typeof VERIFICATION_DOCUMENT_TYPES];
const TYPE_IDS = Object.values(VERIFICATION_DOCUMENT_TYPES);
/** Documents that prove who the person is: one of them approved makes the user verified. */
export const IDENTITY_DOCUMENT_TYPES: readonly VerificationDocumentType[] = Object.values(DOCUMENT_TYPE_IDS);
export const VerificationDocumentTypeSchema = z.int().check(z.refine((value) => (TYPE_IDS as readonly number[]).includes(value), 'a verification document type'));

/** user config verification_status: 1 not verified (spec §3), 2 documents under review, 3 verified, 4 refused. */
export const VERIFICATION_STATUSES = { notVerified: 1, pending: 2, verified: 3, rejected: 4 } as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[keyof typeof VERIFICATION_STATUSES];

/** What the server accepts, recognised by the file's first bytes (the name and the browser's type are not trusted). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads a user may make in an hour (each file up to DOCUMENT_MAX_BYTES). */
export const DOCUMENT_UPLOADS_PER_HOUR = 10;
export const REJECT_REASON_MAX_LENGTH = 500;

export const DocumentStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const VerificationDocumentSchema = z.object({
  id: z.int(),
  type: VerificationDocumentTypeSchema,
  file_name: z.string(),
  mime_type: z.enum(DOCUMENT_MIME_TYPES),
  size: z.int(),
  status: DocumentStatusSchema,
  /** Why the operator refused it (rejected only). */
  reject_reason: z.nullable(z.string()),
  /** ISO 8601 instants. */
  created_at: z.iso.datetime({ offset: true }),
  reviewed_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

/** GET documents: the user's documents, newest first, and the user config's verification fields they make. */
export const DocumentsResponseSchema = z.object({
  documents: z.array(VerificationDocumentSchema),
  verification_status: z.int(),
  verification_types: z.array(z.int()),
  requested_additional_document: z.boolean(),
});
export type DocumentsResponse = z.infer<typeof DocumentsResponseSchema>;

/*
 * POST documents is multipart: the field `type` (a VERIFICATION_DOCUMENT_TYPES value) and the field `file`. 201 with
 * the stored document (VerificationDocumentSchema); refusals `invalid_request` (`params.field` = type), `file_required`,
 * `unsupported_file` (415), `file_too_large` (413), `too_many_requests` (429).
 */

/** Non-production: the operator's decision (`POST /__test/documents/:id/review`). */
export const DocumentReviewBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved') }),
  z.object({
    status: z.literal('rejected'),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REJECT_REASON_MAX_LENGTH)),
    /** Ask the user for another document (user config requested_additional_document until they upload one). */
    request_additional: z._default(z.boolean(), false),
  }),
]);
export type DocumentReviewBody = z.input<typeof DocumentReviewBodySchema>;
export const documentReviewTestControlPath = (id: number | string) => `/__test/documents/${id}/review`;
