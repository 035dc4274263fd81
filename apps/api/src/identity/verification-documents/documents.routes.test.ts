import {
  AuthPaths,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOADS_PER_HOUR,
  DocumentsResponseSchema,
  OfficePaths,
  SESSION_COOKIE,
  UserConfigResponseSchema,
  VERIFICATION_DOCUMENT_TYPES as T,
  VERIFICATION_STATUSES as S,
  VerificationDocumentSchema,
  documentReviewTestControlPath,
  type DocumentReviewBody,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite, registerFast } from '../identity.fixture';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

/** A multipart form as a browser's FormData sends it. */
async function form(fields: Record<string, string>, file?: { name: string; content: Uint8Array; type?: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://site.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describe.each(enginesUnderTest())('verification documents on $name', (engine) => {
  const site = identitySite(engine);

  const cookies = (session: string) => ({ [SESSION_COOKIE]: session });
  async function upload(session: string, type: number | string, file?: { name: string; content: Uint8Array; type?: string }) {
    const { payload, headers } = await form({ type: String(type) }, file);
    return site.app.inject({ method: 'POST', url: OfficePaths.documents, cookies: cookies(session), headers, payload });
  }
  const list = async (session: string) => DocumentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.documents, cookies: cookies(session) })).json());
  const userConfig = async (session: string) => UserConfigResponseSchema.parse((await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, cookies: cookies(session) })).json()).result;
  const review = (id: number, body: DocumentReviewBody) => site.app.inject({ method: 'POST', url: documentReviewTestControlPath(id), payload: body });

  it('upload, review by the operator, and the user config follows: pending → rejected with a reason → verified', async () => {
    const { session } = await registerFast(site.app);
    expect(await list(session)).toEqual({ documents: [], verification_status: S.notVerified, verification_types: [], requested_additional_document: false });

    const sent = await upload(session, T.passport, { name: 'C:\\scans\\passport.jpg', content: JPEG, type: 'image/png' });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['cache-control']).toBe('no-store');
    const passport = VerificationDocumentSchema.parse(sent.json());
    // The type comes from the bytes, never the browser's claim; the name loses its path.
    expect(passport).toMatchObject({ type: T.passport, file_name: 'passport.jpg', mime_type: 'image/jpeg', size: JPEG.length, status: 'pending', reject_reason: null, reviewed_at: null });
    expect(await userConfig(session)).toMatchObject({ verification_status: S.pending, verification_types: [], requested_additional_document: false });

    expect((await review(passport.id, { status: 'rejected', reason: 'The photo is blurred', request_additional: true })).statusCode).toBe(200);
    const afterRejection = await list(session);
    expect(afterRejection.documents[0]).toMatchObject({ id: passport.id, status: 'rejected', reject_reason: 'The photo is blurred' });
    expect(afterRejection.documents[0]?.reviewed_at).not.toBeNull();
    expect(await userConfig(session)).toMatchObject({ verification_status: S.rejected, verification_types: [], requested_additional_document: true });
    // A decided document is not decided again.
    expect((await review(passport.id, { status: 'approved' })).statusCode).toBe(404);

    const second = VerificationDocumentSchema.parse((await upload(session, T.idCard, { name: 'id.pdf', content: PDF })).json());
    expect(second.mime_type).toBe('application/pdf');
    expect(await userConfig(session)).toMatchObject({ verification_status: S.pending, requested_additional_document: false });
    await review(second.id, { status: 'approved' });
    expect(await userConfig(session)).toMatchObject({ verification_status: S.verified, verification_types: [T.idCard], requested_additional_document: false });
    expect((await list(session)).documents.map((document) => document.id)).toEqual([second.id, passport.id]);
  });

  it('stores the bytes as sent', async () => {
    const { session } = await registerFast(site.app);
    const sent = VerificationDocumentSchema.parse((await upload(session, T.selfie, { name: 'me.png', content: PNG })).json());
    const rows = await site.db.query<{ content: Uint8Array }>('select content from verification_documents where id = $1', [sent.id]);
    expect(Buffer.from(rows[0]?.content ?? new Uint8Array())).toEqual(PNG);
  });

  it('refuses files that are not JPEG, PNG or PDF by their bytes, whatever their name says', async () => {
    const { session } = await registerFast(site.app);
    const html = await upload(session, T.passport, { name: 'passport.jpg', content: Buffer.from('<html><script>alert(1)</script>'), type: 'image/jpeg' });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ error: { code: 'unsupported_file' } });
    expect((await list(session)).documents).toEqual([]);
  });

  it('refuses a file over 5 MB and keeps nothing; exactly 5 MB is accepted', async () => {
    const { session } = await registerFast(site.app);
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1);
    PDF.copy(big);
    const tooBig = await upload(session, T.passport, { name: 'big.pdf', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: { code: 'file_too_large' } });
    expect((await list(session)).documents).toEqual([]);
    const exact = await upload(session, T.passport, { name: 'exact.pdf', content: big.subarray(0, DOCUMENT_MAX_BYTES) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json()).toMatchObject({ size: DOCUMENT_MAX_BYTES });
  });

  it('needs a known type and a file', async () => {
    const { session } = await registerFast(site.app);
    expect((await upload(session, 99, { name: 'a.jpg', content: JPEG })).json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'type' } } });
    expect((await upload(session, 'passport', { name: 'a.jpg', content: JPEG })).statusCode).toBe(400);
    const none = await upload(session, T.passport);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { code: 'file_required' } });
    const json = await site.app.inject({ method: 'POST', url: OfficePaths.documents, cookies: cookies(session), payload: { type: 1 } });
    expect(json.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it(`takes at most ${DOCUMENT_UPLOADS_PER_HOUR} uploads an hour`, async () => {
    const { session } = await registerFast(site.app);
    for (let index = 0; index < DOCUMENT_UPLOADS_PER_HOUR; index += 1) expect((await upload(session, T.selfie, { name: `${index}.jpg`, content: JPEG })).statusCode).toBe(201);
    const refused = await upload(session, T.selfie, { name: 'more.jpg', content: JPEG });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    site.clock.advance(3_600_001);
    expect((await upload(session, T.selfie, { name: 'later.jpg', content: JPEG })).statusCode).toBe(201);
  });

  it('is personal: guests hear 401, and one user never sees another one’s documents', async () => {
    const first = await registerFast(site.app);
    const second = await registerFast(site.app);
    await upload(first.session, T.passport, { name: 'a.jpg', content: JPEG });
    expect((await list(second.session)).documents).toEqual([]);
    const { payload, headers } = await form({ type: '1' }, { name: 'a.jpg', content: JPEG });
    const guest = await site.app.inject({ method: 'POST', url: OfficePaths.documents, headers, payload });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    expect((await site.app.inject({ method: 'GET', url: OfficePaths.documents })).statusCode).toBe(401);
  });
});
