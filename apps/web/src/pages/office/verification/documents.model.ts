import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DocumentsResponseSchema, OfficePaths, VerificationDocumentSchema, type DocumentsResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

export interface DocumentUpload {
  readonly type: number;
  readonly file: File;
}

/**
 * What the browser can tell before sending (the server decides by the file's bytes): too large, or not a JPEG, PNG
 * or PDF by the type the browser reports. Null when the file may go.
 */
export function uploadProblem(file: { readonly size: number; readonly type: string }): OfficeRefusal | null {
  if (file.size > DOCUMENT_MAX_BYTES) return { code: 'file_too_large' };
  if (file.size === 0) return { code: 'file_required' };
  if (file.type !== '' && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return { code: 'unsupported_file' };
  return null;
}

/** office/verification and office/identification: the user's documents and their verification status. */
export const documentsPageOpened = createEvent();
export const documentSubmitted = createEvent<DocumentUpload>();

export const loadDocumentsFx = createEffect(() => apiRequest({ method: 'GET', path: OfficePaths.documents, schema: DocumentsResponseSchema }));
export const uploadDocumentFx = createEffect(({ type, file }: DocumentUpload) => {
  const body = new FormData();
  body.append('type', String(type));
  body.append('file', file, file.name);
  return apiRequest({ method: 'POST', path: OfficePaths.documents, body, schema: VerificationDocumentSchema });
});

export const $documents = createStore<DocumentsResponse | null>(null).on(loadDocumentsFx.doneData, (_, documents) => documents);
export const $documentsFailed = createStore(false)
  .on(loadDocumentsFx.fail, () => true)
  .reset(loadDocumentsFx);
const refusedBeforeSending = createEvent<OfficeRefusal>();
export const $uploadRefusal = createStore<OfficeRefusal | null>(null)
  .on(uploadDocumentFx.failData, (_, error) => officeRefusalOf(error))
  .on(refusedBeforeSending, (_, refusal) => refusal)
  .reset(documentSubmitted, uploadDocumentFx.done, documentsPageOpened);
export const $uploaded = createStore(false)
  .on(uploadDocumentFx.done, () => true)
  .reset(documentSubmitted, documentsPageOpened);
/** Uploads from this page: a sent file starts an empty form. */
export const $uploadCount = createStore(0).on(uploadDocumentFx.done, (count) => count + 1);

sample({ clock: documentsPageOpened, target: loadDocumentsFx });
sample({ clock: documentSubmitted, filter: ({ file }) => uploadProblem(file) === null, target: uploadDocumentFx });
sample({ clock: documentSubmitted, filter: ({ file }) => uploadProblem(file) !== null, fn: ({ file }): OfficeRefusal => uploadProblem(file) ?? { code: 'unknown_error' }, target: refusedBeforeSending });
// The new document shows in the list, with the status it makes.
sample({ clock: uploadDocumentFx.done, target: loadDocumentsFx });
