import { IDENTITY_DOCUMENT_TYPES, VERIFICATION_STATUSES, type DocumentStatus, type DocumentsResponse } from '@betting/contracts';

/** What the verification fields depend on, per document (ids grow with upload order). */
export interface DocumentFacts {
  readonly id: number;
  readonly type: number;
  readonly status: DocumentStatus;
  readonly additionalRequested: boolean;
}

export type VerificationFields = Omit<DocumentsResponse, 'documents'>;

const IDENTITY: ReadonlySet<number> = new Set(IDENTITY_DOCUMENT_TYPES);

/**
 * The user config's verification fields from the user's documents (pure). Only the newest document of each type
 * counts. verification_types: the types whose newest document is approved, ascending. verification_status: verified
 * once an identity document (passport, ID card, driving licence, residence permit) is approved, else pending while
 * one is under review, else rejected when one was refused; with no documents the stored status stands.
 * requested_additional_document: the newest upload was refused with a request for another document.
 */
export function verificationOf(documents: readonly DocumentFacts[], storedStatus: number): VerificationFields {
  if (documents.length === 0) return { verification_status: storedStatus, verification_types: [], requested_additional_document: false };
  const newestByType = new Map<number, DocumentFacts>();
  let newest = documents[0] as DocumentFacts;
  for (const document of documents) {
    const current = newestByType.get(document.type);
    if (!current || document.id > current.id) newestByType.set(document.type, document);
    if (document.id > newest.id) newest = document;
  }
  const latest = [...newestByType.values()];
  const approvedTypes = latest.filter((document) => document.status === 'approved').map((document) => document.type).sort((a, b) => a - b);
  const status = approvedTypes.some((type) => IDENTITY.has(type))
    ? VERIFICATION_STATUSES.verified
    : latest.some((document) => document.status === 'pending')
      ? VERIFICATION_STATUSES.pending
      : latest.some((document) => document.status === 'rejected')
        ? VERIFICATION_STATUSES.rejected
        : VERIFICATION_STATUSES.notVerified;
  return {
    verification_status: status,
    verification_types: approvedTypes,
    requested_additional_document: newest.status === 'rejected' && newest.additionalRequested,
  };
}
