import {
  AuthPaths,
  AuditResponseSchema,
  BackofficePaymentsResponseSchema,
  BackofficePaths,
  BackofficeTestControlPaths,
  BlockAppealsResponseSchema,
  DocumentsResponseSchema,
  KycQueueResponseSchema,
  NewStaffResponseSchema,
  RgOverviewResponseSchema,
  OfficePaths,
  SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
  SupportHistoryResponseSchema,
  SupportInboxResponseSchema,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  VERIFICATION_DOCUMENT_TYPES as T,
  VERIFICATION_STATUSES as S,
  VerificationDocumentSchema,
  type StaffRole,
} from '@betting/contracts';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identitySite, outboxOf, registerFast } from '../identity/testing';
import type { Access } from './guard';
import { base32Encode, totpCode } from './totp';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PASSWORD = 'Staff-password-1';

async function uploadForm(type: number) {
  const data = new FormData();
  data.append('type', String(type));
  data.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'passport.jpg');
  const request = new Request('http://site.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describe.each(enginesUnderTest())('the back office on $name', (engine) => {
  const routes: { method: string; url: string; rule: Access }[] = [];
  const site = identitySite(engine, {
    onRoute: (route: RouteOptions) => {
      const rule = route.config?.backofficeAccess;
      if (rule && route.method !== 'HEAD') routes.push({ method: String(route.method), url: route.url, rule });
    },
  });
  let staffCount = 0;

  /** A staff member made through test control, with a TOTP secret of the test's own. */
  async function newStaff(roles: StaffRole[]) {
    staffCount += 1;
    const login = `staff${staffCount}`;
    const secret = base32Encode(Buffer.from(`secret-of-${login}-0123456789`).subarray(0, 20));
    const response = await site.app.inject({ method: 'POST', url: BackofficeTestControlPaths.staff, payload: { login, password: PASSWORD, roles, totp_secret: secret } });
    expect(response.statusCode).toBe(201);
    return { login, secret, id: response.json<{ id: number }>().id };
  }

  async function passwordOnly(login: string, password = PASSWORD) {
    const response = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login, password } });
    return { response, cookie: response.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE) };
  }

  /** Password, then the code of now: a full staff session's cookies. */
  async function signedIn(roles: StaffRole[]) {
    const staff = await newStaff(roles);
    const { cookie } = await passwordOnly(staff.login);
    expect(cookie?.path).toBe('/backoffice-api');
    expect(cookie?.httpOnly).toBe(true);
    const cookies = { [STAFF_SESSION_COOKIE]: cookie?.value ?? '' };
    const code = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies, payload: { code: totpCode(staff.secret, site.clock.now()) } });
    expect(code.statusCode).toBe(200);
    // The full session has a token of its own: the password-only one is spent.
    const full = { [STAFF_SESSION_COOKIE]: code.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect(full[STAFF_SESSION_COOKIE]).not.toBe(cookies[STAFF_SESSION_COOKIE]);
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.me, cookies })).statusCode).toBe(401);
    return { ...staff, cookies: full };
  }

  const call = (route: { method: string; url: string }, cookies: Record<string, string>) =>
    // An id nobody has: the admin's pass through the guard must change nobody (a reset of member 1 would end a session used here).
    site.app.inject({ method: route.method as 'GET' | 'POST', url: route.url.replace(':id', '999999').replace(':userId', '999999').replace(':kind', 'request'), cookies, payload: route.method === 'POST' ? {} : undefined });

  const audit = async (cookies: Record<string, string>, query: string) =>
    AuditResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.audit}?${query}`, cookies })).json()).entities;

  it('every call is refused without its permission: 403 for a staff role without it, 401 for a bettor or a password-only session', async () => {
    const guarded = routes.filter((route) => !['public', 'password', 'signed-in'].includes(route.rule));
    // The table is the server's own route list: every back-office route has a rule, and these are the guarded ones.
    expect(guarded.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'GET /backoffice-api/audit',
        'GET /backoffice-api/kyc/documents',
        'GET /backoffice-api/kyc/documents/:id/file',
        'GET /backoffice-api/payments',
        'GET /backoffice-api/responsible-gaming',
        'GET /backoffice-api/staff',
        'GET /backoffice-api/support/inbox',
        'POST /backoffice-api/kyc/documents/:id/review',
        'POST /backoffice-api/staff',
        'POST /backoffice-api/support/:kind/:id/answer',
        'POST /backoffice-api/support/:kind/:id/close',
        'GET /backoffice-api/trading/games',
        'GET /backoffice-api/trading/games/:id',
        'POST /backoffice-api/trading/games/:id/result',
        'POST /backoffice-api/trading/games/:id/correction',
        'POST /backoffice-api/trading/markets/:id/state',
        'POST /backoffice-api/trading/markets/:id/void',
        'POST /backoffice-api/trading/outcomes/:id/price',
        'GET /backoffice-api/risk/liability',
        'POST /backoffice-api/payments/:id/review',
        'GET /backoffice-api/risk/stake-factors',
        'GET /backoffice-api/risk/bettors/:userId/stake-factor',
        'POST /backoffice-api/risk/bettors/:userId/stake-factor',
        'GET /backoffice-api/responsible-gaming/bettors/:userId',
        'POST /backoffice-api/staff/:id/state',
        'POST /backoffice-api/staff/:id/reset',
        'GET /backoffice-api/content/:kind',
        'GET /backoffice-api/content/:kind/:id',
        'GET /backoffice-api/content-blog-categories',
        'POST /backoffice-api/content/:kind',
        'POST /backoffice-api/content/:kind/:id',
        'POST /backoffice-api/content/:kind/:id/publish',
        'GET /backoffice-api/reports/turnover',
        'GET /backoffice-api/reports/turnover.csv',
        'GET /backoffice-api/bettors',
        'GET /backoffice-api/bettors/:userId',
        'POST /backoffice-api/bettors/:userId/ban',
        'POST /backoffice-api/team-cash/:id/status',
        'GET /backoffice-api/info-pages',
        'GET /backoffice-api/info-pages/:id',
        'POST /backoffice-api/info-pages/:id',
      ].sort()
    );
    // Each route is tried by a member of a role without its permission (every role but the admin's grants some).
    const members = new Map<StaffRole, Awaited<ReturnType<typeof signedIn>>>();
    for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) members.set(role, await signedIn([role]));
    const without = (rule: Access) => [...members].find(([role]) => !(ROLE_PERMISSIONS[role] as readonly string[]).includes(rule))?.[1].cookies ?? {};
    const halfway = await newStaff(['admin']);
    const halfCookies = { [STAFF_SESSION_COOKIE]: (await passwordOnly(halfway.login)).cookie?.value ?? '' };
    const bettor = await registerFast(site.app);
    const bettorToken = (await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: bettor.session } })).json<{ token: string }>().token;
    expect(bettorToken).not.toBe('');
    const admin = await signedIn(['admin']);
    for (const route of guarded) {
      const refused = await call(route, without(route.rule));
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
      expect((await call(route, halfCookies)).json()).toMatchObject({ error: { code: 'second_factor_required' } });
      expect((await call(route, { [SESSION_COOKIE]: bettor.session })).statusCode).toBe(401);
      const withToken = await site.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.url.replace(':id', '999999').replace(':userId', '999999').replace(':kind', 'request'),
        headers: { authorization: `Bearer ${bettorToken}` },
      });
      expect(withToken.statusCode).toBe(401);
      // The admin passes the guard (then meets a missing body or document, never 401/403).
      expect([401, 403]).not.toContain((await call(route, admin.cookies)).statusCode);
    }
    // A member's roles and what they grant show in `me`.
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.me, cookies: members.get('content')?.cookies })).json()).toMatchObject({
      roles: ['content'],
      permissions: ['content.read', 'content.manage'],
    });
  });

  it('the second factor is required; a used code is refused; ten wrong codes lock the account', async () => {
    const staff = await newStaff(['kyc']);
    expect((await passwordOnly(staff.login, 'wrong-password-1')).response.statusCode).toBe(401);
    const { cookie } = await passwordOnly(staff.login);
    const cookies = { [STAFF_SESSION_COOKIE]: cookie?.value ?? '' };
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.me, cookies })).json()).toMatchObject({ error: { code: 'second_factor_required' } });
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.kycDocuments, cookies })).statusCode).toBe(401);
    const right = totpCode(staff.secret, site.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies, payload: { code: wrong } })).json()).toMatchObject({ error: { code: 'invalid_code' } });
    const accepted = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies, payload: { code: right } });
    expect(accepted.statusCode).toBe(200);
    const full = { [STAFF_SESSION_COOKIE]: accepted.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.kycDocuments, cookies: full })).statusCode).toBe(200);

    // The same code again, on a new session: refused (a code is good once).
    const again = { [STAFF_SESSION_COOKIE]: (await passwordOnly(staff.login)).cookie?.value ?? '' };
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies: again, payload: { code: right } })).statusCode).toBe(401);
    // Eight more wrong codes after the used one make ten failures: locked, the sessions end, the password is refused.
    for (let index = 0; index < 8; index += 1) await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies: again, payload: { code: wrong } });
    const tenth = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies: again, payload: { code: wrong } });
    expect(tenth.statusCode).toBe(423);
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.kycDocuments, cookies: full })).statusCode).toBe(401);
    expect((await passwordOnly(staff.login)).response.statusCode).toBe(423);
  });

  it('KYC: approving and refusing a document change the bettor’s verification, show the reason, and are audited before/after', async () => {
    const kyc = await signedIn(['kyc']);
    const admin = await signedIn(['admin']);
    const bettor = await registerFast(site.app);
    const cookies = { [SESSION_COOKIE]: bettor.session };
    const upload = async (type: number) => VerificationDocumentSchema.parse((await site.app.inject({ method: 'POST', url: OfficePaths.documents, cookies, ...(await uploadForm(type)) })).json());
    const passport = await upload(T.passport);

    const queue = KycQueueResponseSchema.parse((await site.app.inject({ method: 'GET', url: BackofficePaths.kycDocuments, cookies: kyc.cookies })).json()).entities;
    expect(queue.find((document) => document.id === passport.id)).toMatchObject({ user_id: bettor.user_id, status: 'pending', verification_status: S.pending });
    const file = await site.app.inject({ method: 'GET', url: BackofficePaths.kycDocumentFile(passport.id), cookies: kyc.cookies });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    const refused = await site.app.inject({ method: 'POST', url: BackofficePaths.kycReview(passport.id), cookies: kyc.cookies, payload: { status: 'rejected', reason: 'The photo is blurred' } });
    expect(refused.json()).toMatchObject({ status: 'rejected', reject_reason: 'The photo is blurred', verification_status: S.rejected });
    const office = DocumentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.documents, cookies })).json());
    expect(office).toMatchObject({ verification_status: S.rejected, documents: [{ id: passport.id, status: 'rejected', reject_reason: 'The photo is blurred' }] });
    // Decided once: a second decision is refused and writes no record.
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.kycReview(passport.id), cookies: kyc.cookies, payload: { status: 'approved' } })).statusCode).toBe(409);

    const second = await upload(T.passport);
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.kycReview(second.id), cookies: kyc.cookies, payload: { status: 'approved' } })).json()).toMatchObject({
      status: 'approved',
      verification_status: S.verified,
    });
    expect(DocumentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.documents, cookies })).json()).verification_status).toBe(S.verified);

    const records = await audit(admin.cookies, `staff=${kyc.login}&action=kyc.`);
    expect(records.map((record) => [record.action, record.target])).toEqual([
      ['kyc.approve', `document:${second.id}`],
      ['kyc.reject', `document:${passport.id}`],
    ]);
    expect(records[1]).toMatchObject({
      staff_login: kyc.login,
      before: { user_id: bettor.user_id, status: 'pending', reject_reason: null, verification_status: S.pending },
      after: { user_id: bettor.user_id, status: 'rejected', reject_reason: 'The photo is blurred', verification_status: S.rejected },
    });
    expect(records[0]).toMatchObject({ before: { status: 'pending', verification_status: S.pending }, after: { status: 'approved', verification_status: S.verified } });
    expect(await audit(admin.cookies, `target=document:${passport.id}`)).toHaveLength(1);
  });

  it('support: an answer reaches the office and the outbox; appeals too; closing; each audited', async () => {
    const agent = await signedIn(['support']);
    const admin = await signedIn(['admin']);
    const bettor = await registerFast(site.app);
    const email = `bettor${bettor.user_id}@mail.test`;
    await site.db.query('update users set email = $2, ban_level = 1 where id = $1', [bettor.user_id, email]);
    const cookies = { [SESSION_COOKIE]: bettor.session };
    const sent = await site.app.inject({ method: 'POST', url: OfficePaths.supportRequests, cookies, payload: { topic: 'deposit', message: 'My deposit has not arrived yet' } });
    expect(sent.statusCode).toBe(201);
    const requestId = sent.json<{ id: number }>().id;
    const appealId = (await site.app.inject({ method: 'POST', url: OfficePaths.blockAppeals, cookies, payload: { message: 'Please lift the restriction' } })).json<{ id: number }>().id;

    const inbox = SupportInboxResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.supportInbox}?status=open`, cookies: agent.cookies })).json()).entities;
    expect(inbox).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'request', id: requestId, topic: 'deposit', status: 'open' }), expect.objectContaining({ kind: 'appeal', id: appealId, status: 'open' })])
    );

    const answer = 'We found your deposit: it is on your account now.';
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.supportAnswer('request', requestId), cookies: agent.cookies, payload: { answer } })).json()).toMatchObject({
      status: 'answered',
      answer,
    });
    const history = SupportHistoryResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.supportRequests, cookies })).json());
    expect(history.entities[0]).toMatchObject({ id: requestId, status: 'answered', answer });
    const mail = await outboxOf(site.app, email);
    expect(mail[0]).toMatchObject({ channel: 'email', subject: 'Answer to your support request' });
    expect(mail[0]?.body).toContain(answer);

    expect(
      (await site.app.inject({ method: 'POST', url: BackofficePaths.supportAnswer('appeal', appealId), cookies: agent.cookies, payload: { answer: 'The restriction stays until the review ends.' } }))
        .statusCode
    ).toBe(200);
    const appeals = BlockAppealsResponseSchema.parse((await site.app.inject({ method: 'GET', url: OfficePaths.blockAppeals, cookies })).json());
    expect(appeals.entities[0]).toMatchObject({ id: appealId, status: 'answered', answer: 'The restriction stays until the review ends.' });
    expect(await outboxOf(site.app, email)).toHaveLength(2);

    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.supportClose('appeal', appealId), cookies: agent.cookies })).json()).toMatchObject({
      status: 'closed',
      answer: 'The restriction stays until the review ends.',
    });
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.supportAnswer('appeal', appealId), cookies: agent.cookies, payload: { answer: 'Late' } })).statusCode).toBe(409);

    const records = await audit(admin.cookies, `staff=${agent.login}`);
    expect(records.map((record) => record.action)).toEqual(['support.close_appeal', 'support.answer_appeal', 'support.answer_request', 'auth.sign_in', 'staff.test_control_create']);
    expect(records[2]).toMatchObject({ target: `request:${requestId}`, before: { status: 'open', answer: null }, after: { status: 'answered', answer, emailed: true } });
  });

  it('an admin adds a staff member (audited), who signs in with the secret shown once', async () => {
    const admin = await signedIn(['admin']);
    const created = await site.app.inject({
      method: 'POST',
      url: BackofficePaths.staff,
      cookies: admin.cookies,
      payload: { login: 'new.agent', name: 'New agent', password: 'New-agent-password-1', roles: ['support'] },
    });
    expect(created.statusCode).toBe(201);
    const body = NewStaffResponseSchema.parse(created.json());
    expect(body.staff).toMatchObject({ login: 'new.agent', roles: ['support'], permissions: ['support.read', 'support.answer'] });
    expect(body.totp_uri).toContain(`secret=${body.totp_secret}`);
    const again = await site.app.inject({
      method: 'POST',
      url: BackofficePaths.staff,
      cookies: admin.cookies,
      payload: { login: 'NEW.agent', name: 'Twin', password: 'New-agent-password-1', roles: ['kyc'] },
    });
    expect(again.statusCode).toBe(409);
    expect(await audit(admin.cookies, 'action=staff.create')).toEqual([
      expect.objectContaining({ staff_login: admin.login, target: 'staff-login:new.agent', before: null, after: { id: body.staff.id, login: 'new.agent', name: 'New agent', roles: ['support'] } }),
    ]);
    const { cookie } = await passwordOnly('new.agent', 'New-agent-password-1');
    const code = await site.app.inject({
      method: 'POST',
      url: BackofficePaths.totp,
      cookies: { [STAFF_SESSION_COOKIE]: cookie?.value ?? '' },
      payload: { code: totpCode(body.totp_secret, site.clock.now()) },
    });
    expect(code.json()).toMatchObject({ login: 'new.agent' });
  });

  it('responsible gaming: self-excluded and timed-out bettors now, and changes awaiting confirmation; nothing to lift', async () => {
    const officer = await signedIn(['responsible-gaming']);
    const [excluded, timedOut, over, changing] = [await registerFast(site.app), await registerFast(site.app), await registerFast(site.app), await registerFast(site.app)];
    const now = Math.floor(site.clock.now() / 1000);
    const put = (userId: number, type: number, value: number, state: string, endsAt: number | null) =>
      site.db.query(`insert into user_limits (user_id, limit_type, pending, limit_value, limit_state, started_at, ends_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        userId,
        type,
        state === 'PENDING',
        value,
        state,
        endsAt === null ? null : now - 60,
        endsAt,
        new Date(site.clock.now()),
      ]);
    await put(excluded.user_id, 30, 180, 'ACTIVE', now + 180 * 86_400);
    await put(timedOut.user_id, 33, 7, 'ACTIVE', now + 7 * 86_400);
    await put(over.user_id, 33, 1, 'ACTIVE', now - 1);
    await put(changing.user_id, 1, 5_000, 'ACTIVE', null);
    await put(changing.user_id, 1, 20_000, 'PENDING', null);
    const overview = RgOverviewResponseSchema.parse((await site.app.inject({ method: 'GET', url: BackofficePaths.responsibleGaming, cookies: officer.cookies })).json());
    const mine = (userId: number) => overview.restrictions.filter((row) => row.user_id === userId);
    expect(mine(excluded.user_id)).toEqual([
      { user_id: excluded.user_id, kind: 'self_exclusion', days: 180, started_at: new Date((now - 60) * 1000).toISOString(), ends_at: new Date((now + 180 * 86_400) * 1000).toISOString() },
    ]);
    expect(mine(timedOut.user_id)).toMatchObject([{ kind: 'time_out', days: 7 }]);
    expect(mine(over.user_id)).toEqual([]);
    expect(overview.pending_changes.filter((row) => row.user_id === changing.user_id)).toMatchObject([{ limit_type: 1, limit_value: 20_000, current_value: 5_000 }]);
    // No back-office route changes a limit: the routes are reads, KYC, support and staff only.
    expect(new Set(routes.filter((route) => route.url.includes('limit') || route.url.includes('responsible-gaming')).map((route) => route.method))).toEqual(new Set(['GET']));
  });

  it('payments: deposits and withdrawals by kind, status and bettor, amounts in minor units', async () => {
    const officer = await signedIn(['payments']);
    const bettor = await registerFast(site.app);
    const pay = (kind: string, amount: number, status: string, key: string) =>
      site.db.query(
        `insert into payments (user_id, wallet_account_id, kind, amount, currency_id, method, provider, lng, status, settling_status, destination, idempotency_key, request_fingerprint, created_at, settled_at)
         values ($1, $2, $3, $4, 643, 'demo_card', 'demo', 'en', $5, $6, $7, $8, $9, $10, $11)`,
        [
          bettor.user_id,
          bettor.account_id,
          kind,
          amount,
          status,
          status === 'pending' ? null : status,
          kind === 'withdrawal' ? '4242 **** 4242' : null,
          key,
          'a'.repeat(64),
          new Date(site.clock.now()),
          status === 'pending' ? null : new Date(site.clock.now()),
        ]
      );
    await pay('deposit', 150_00, 'success', 'k1');
    await pay('withdrawal', 99_99, 'pending', 'k2');
    const list = async (query: string) =>
      BackofficePaymentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.payments}?user_id=${bettor.user_id}${query}`, cookies: officer.cookies })).json())
        .entities;
    expect((await list('')).map((payment) => [payment.kind, payment.amount, payment.currency, payment.minor_digits, payment.status])).toEqual([
      ['withdrawal', 99_99, 'RUB', 2, 'pending'],
      ['deposit', 150_00, 'RUB', 2, 'success'],
    ]);
    expect((await list('&kind=withdrawal&status=pending')).map((payment) => payment.amount)).toEqual([99_99]);
    expect(await list('&status=fail')).toEqual([]);
  });

  it('the audit table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const staff = await signedIn(['support']);
    const [row] = await site.db.query<{ id: string }>('select id from staff_audit where staff_id = $1 limit 1', [staff.id]);
    expect(row).toBeDefined();
    await expect(site.db.query("update staff_audit set action = 'forged' where id = $1", [row?.id])).rejects.toThrow(/append-only/);
    await expect(site.db.query('delete from staff_audit where id = $1', [row?.id])).rejects.toThrow(/append-only/);
    await expect(site.db.query('truncate staff_audit')).rejects.toThrow(/append-only/);
    expect(await site.db.query('select id from staff_audit where id = $1', [row?.id])).toHaveLength(1);
  });
});
