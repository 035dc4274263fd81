import type { StaffSeed } from './bootstrap';

export interface BackofficeOptions {
  /** The first admin, created at start while the staff table is empty (BACKOFFICE_BOOTSTRAP_ADMIN). */
  readonly bootstrapAdmin?: StaffSeed;
  /** Folder of the back-office app's build (apps/backoffice/dist), served under /backoffice/. */
  readonly appRoot?: string;
}

/**
 * BACKOFFICE_BOOTSTRAP_ADMIN=`login:base32-totp-secret` with BACKOFFICE_BOOTSTRAP_PASSWORD (at least 12 characters):
 * the first admin, created once, while no staff member exists. The operator makes the secret (e.g. `openssl rand 20
 * | base32`) and puts it into an authenticator app; nothing of it is in the code.
 */
export function backofficeOptionsFromEnv(env: Record<string, string | undefined>): Pick<BackofficeOptions, 'bootstrapAdmin'> {
  const admin = env['BACKOFFICE_BOOTSTRAP_ADMIN'];
  if (!admin) return {};
  const match = /^([a-z0-9._-]{3,64}):([A-Z2-7]{16,64})$/i.exec(admin.trim());
  const password = env['BACKOFFICE_BOOTSTRAP_PASSWORD'] ?? '';
  if (!match || password.length < 12) throw new Error('BACKOFFICE_BOOTSTRAP_ADMIN must be login:BASE32SECRET and BACKOFFICE_BOOTSTRAP_PASSWORD at least 12 characters');
  return { bootstrapAdmin: { login: match[1] as string, name: 'Administrator', password, totpSecret: (match[2] as string).toUpperCase(), roles: ['admin'] } };
}
