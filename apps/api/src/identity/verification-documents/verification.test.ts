import { VERIFICATION_DOCUMENT_TYPES as T, VERIFICATION_STATUSES as S } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verificationOf, type DocumentFacts } from './verification';

const IDENTITY_TYPES = [T.passport, T.idCard, T.drivingLicence, T.residencePermit];
const arbDocuments = fc
  .array(
    fc.record({
      type: fc.constantFrom(...Object.values(T)),
      status: fc.constantFrom('pending' as const, 'approved' as const, 'rejected' as const),
      additionalRequested: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((rows) => rows.map((row, index): DocumentFacts => ({ ...row, id: index + 1, additionalRequested: row.status === 'rejected' && row.additionalRequested })));

/** The newest document of each type, restated without the rule's bookkeeping. */
const newestOfType = (documents: readonly DocumentFacts[], type: number) => documents.filter((document) => document.type === type).at(-1);

describe('verificationOf', () => {
  it('does not depend on the order the rows arrive in', () => {
    fc.assert(fc.property(arbDocuments.chain((documents) => fc.tuple(fc.constant(documents), fc.shuffledSubarray(documents, { minLength: documents.length }))), ([documents, shuffled]) => {
      expect(verificationOf(shuffled, S.notVerified)).toEqual(verificationOf(documents, S.notVerified));
    }));
  });

  it('verification_types are exactly the types whose newest document is approved, ascending', () => {
    fc.assert(fc.property(arbDocuments, (documents) => {
      const expected = Object.values(T).filter((type) => newestOfType(documents, type)?.status === 'approved');
      expect(verificationOf(documents, S.notVerified).verification_types).toEqual(expected);
    }));
  });

  it('verified exactly when the newest document of an identity type is approved', () => {
    fc.assert(fc.property(arbDocuments.filter((documents) => documents.length > 0), (documents) => {
      const verified = IDENTITY_TYPES.some((type) => newestOfType(documents, type)?.status === 'approved');
      expect(verificationOf(documents, S.notVerified).verification_status === S.verified).toBe(verified);
    }));
  });

  it('a new upload always clears the request for another document', () => {
    fc.assert(fc.property(arbDocuments, fc.constantFrom(...Object.values(T)), (documents, type) => {
      const uploaded = [...documents, { id: documents.length + 1, type, status: 'pending' as const, additionalRequested: false }];
      expect(verificationOf(uploaded, S.notVerified).requested_additional_document).toBe(false);
    }));
  });

  it('without documents the stored status stands', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), (stored) => {
      expect(verificationOf([], stored)).toEqual({ verification_status: stored, verification_types: [], requested_additional_document: false });
    }));
  });

  const doc = (id: number, type: number, status: DocumentFacts['status'], additionalRequested = false): DocumentFacts => ({ id, type, status, additionalRequested });
  it.each<[string, DocumentFacts[], ReturnType<typeof verificationOf>]>([
    ['one passport under review', [doc(1, T.passport, 'pending')], { verification_status: S.pending, verification_types: [], requested_additional_document: false }],
    ['passport approved', [doc(1, T.passport, 'approved')], { verification_status: S.verified, verification_types: [T.passport], requested_additional_document: false }],
    ['passport refused, another asked for', [doc(1, T.passport, 'rejected', true)], { verification_status: S.rejected, verification_types: [], requested_additional_document: true }],
    ['refused, then a new one uploaded', [doc(1, T.passport, 'rejected', true), doc(2, T.idCard, 'pending')], { verification_status: S.pending, verification_types: [], requested_additional_document: false }],
    ['refused passport replaced by an approved one', [doc(1, T.passport, 'rejected'), doc(2, T.passport, 'approved')], { verification_status: S.verified, verification_types: [T.passport], requested_additional_document: false }],
    ['only a proof of address approved', [doc(1, T.proofOfAddress, 'approved')], { verification_status: S.notVerified, verification_types: [T.proofOfAddress], requested_additional_document: false }],
    ['verified, selfie under review', [doc(1, T.idCard, 'approved'), doc(2, T.selfie, 'pending')], { verification_status: S.verified, verification_types: [T.idCard], requested_additional_document: false }],
    ['verified, then asked for a proof of address', [doc(1, T.idCard, 'approved'), doc(2, T.proofOfAddress, 'rejected', true)], { verification_status: S.verified, verification_types: [T.idCard], requested_additional_document: true }],
  ])('%s', (_name, documents, expected) => {
    expect(verificationOf(documents, S.notVerified)).toEqual(expected);
  });
});
