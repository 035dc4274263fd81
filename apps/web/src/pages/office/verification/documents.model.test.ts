import { DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES, type DocumentsResponse, type VerificationDocument } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { $documents, $uploaded, $uploadRefusal, documentSubmitted, loadDocumentsFx, uploadDocumentFx, uploadProblem } from './documents.model';

const EMPTY: DocumentsResponse = { documents: [], verification_status: 1, verification_types: [], requested_additional_document: false };
const DOCUMENT: VerificationDocument = {
  id: 1,
  type: VERIFICATION_DOCUMENT_TYPES.passport,
  file_name: 'passport.jpg',
  mime_type: 'image/jpeg',
  size: 10,
  status: 'pending',
  reject_reason: null,
  created_at: '2026-11-22T12:00:00.000Z',
  reviewed_at: null,
};
const file = (size: number, type: string) => new File([new Uint8Array(size)], 'scan', { type });

describe('uploadProblem', () => {
  it('lets through every accepted type up to the limit, refuses anything larger', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: DOCUMENT_MAX_BYTES * 2 }), fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', ''), (size, type) => {
        expect(uploadProblem({ size, type })).toEqual(size > DOCUMENT_MAX_BYTES ? { code: 'file_too_large' } : null);
      }),
    );
  });

  it.each([
    [{ size: 0, type: 'image/png' }, { code: 'file_required' }],
    [{ size: 10, type: 'image/gif' }, { code: 'unsupported_file' }],
    [{ size: 10, type: 'text/html' }, { code: 'unsupported_file' }],
  ])('%j → %j', (candidate, expected) => {
    expect(uploadProblem(candidate)).toEqual(expected);
  });
});

describe('documents model', () => {
  it('a sent file reloads the list; a file the browser can already refuse never leaves', async () => {
    const uploads: number[] = [];
    const scope = fork({
      handlers: [
        [uploadDocumentFx, ({ type }: { type: number }) => (uploads.push(type), DOCUMENT)],
        [loadDocumentsFx, () => ({ ...EMPTY, documents: [DOCUMENT], verification_status: 2 })],
      ],
    });
    await allSettled(documentSubmitted, { scope, params: { type: VERIFICATION_DOCUMENT_TYPES.passport, file: file(DOCUMENT_MAX_BYTES + 1, 'image/jpeg') } });
    expect(uploads).toEqual([]);
    expect(scope.getState($uploadRefusal)).toEqual({ code: 'file_too_large' });

    await allSettled(documentSubmitted, { scope, params: { type: VERIFICATION_DOCUMENT_TYPES.passport, file: file(10, 'image/jpeg') } });
    expect(uploads).toEqual([VERIFICATION_DOCUMENT_TYPES.passport]);
    expect(scope.getState($uploadRefusal)).toBeNull();
    expect(scope.getState($uploaded)).toBe(true);
    expect(scope.getState($documents)?.verification_status).toBe(2);
  });

  it('a refusal from the server is kept with its code, and scopes do not leak', async () => {
    const refused = fork({ handlers: [[uploadDocumentFx, () => Promise.reject({ kind: 'http', status: 415, error: { code: 'unsupported_file', message: 'x' } })]] });
    const other = fork();
    await allSettled(documentSubmitted, { scope: refused, params: { type: 1, file: file(10, '') } });
    expect(refused.getState($uploadRefusal)).toEqual({ code: 'unsupported_file' });
    expect(other.getState($uploadRefusal)).toBeNull();
  });
});
