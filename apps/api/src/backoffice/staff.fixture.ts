import { BackofficePaths, BackofficeTestControlPaths, STAFF_SESSION_COOKIE, type StaffRole } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import { base32Encode, totpCode } from './totp';

const PASSWORD = 'Staff-password-1';
let count = 0;

/** A staff member with these roles (through test control), signed in with both factors: their cookies. */
export async function signedInStaff(site: { app: FastifyInstance; clock: Clock }, roles: StaffRole[]): Promise<Record<string, string>> {
  count += 1;
  const login = `desk${count}-${process.pid}`;
  const secret = base32Encode(Buffer.from(`secret-of-${login}-0123456789`).subarray(0, 20));
  const created = await site.app.inject({ method: 'POST', url: BackofficeTestControlPaths.staff, payload: { login, password: PASSWORD, roles, totp_secret: secret } });
  if (created.statusCode !== 201) throw new Error(`staff: ${created.statusCode} ${created.body}`);
  const signIn = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login, password: PASSWORD } });
  const half = { [STAFF_SESSION_COOKIE]: signIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
  const code = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies: half, payload: { code: totpCode(secret, site.clock.now()) } });
  if (code.statusCode !== 200) throw new Error(`totp: ${code.statusCode} ${code.body}`);
  return { [STAFF_SESSION_COOKIE]: code.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
}
