import { parseTotpKey } from './totp-seal';
import type { StaffSeed } from './bootstrap';

export interface BackofficeOptions {
  /** The first admin, created at start while the staff table is empty (BACKOFFICE_BOOTSTRAP_ADMIN). */
  readonly bootstrapAdmin?: StaffSeed;
  /** Folder of the back-office app's build (apps/backoffice/dist), served under /backoffice/. */
  readonly appRoot?: string;
  /** The risk desk's alert: an outcome's liability above this (minor units, per currency ISO code) (BACKOFFICE_LIABILITY_ALERT_ABOVE). */
  readonly liabilityAlertAbove?: Readonly<Record<string, number>>;
  /** Seals staff TOTP secrets at rest (BACKOFFICE_TOTP_KEY: 32 bytes, hex or base64); unset, generated once and kept in the database. */
  readonly totpKey?: string | undefined;
}

/** The production default of the liability alert: 10 000.00 in any currency not named (minor units, two digits). */
export const DEFAULT_LIABILITY_ALERT_ABOVE = 1_000_000;

/** `RUB:5000000,USD:200000`: minor units per currency. */
export function parseAmountsByCurrency(value: string, name: string): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3}):(\d{1,15})$/.exec(part);
    if (!match) throw new Error(`${name} must be CUR:minor-units[,CUR:minor-units]`);
    amounts[match[1] as string] = Number(match[2]);
  }
  return amounts;
}

/**
 * BACKOFFICE_BOOTSTRAP_ADMIN=`login:base32-totp-secret` with BACKOFFICE_BOOTSTRAP_PASSWORD (at least 12 characters):
 * the first admin, created once, while no staff member exists. The operator makes the secret (e.g. `openssl rand 20
 * | base32`) and puts it into an authenticator app; nothing of it is in the code.
 */
export function backofficeOptionsFromEnv(env: Record<string, string | undefined>): Pick<BackofficeOptions, 'bootstrapAdmin' | 'liabilityAlertAbove' | 'totpKey'> {
  const alert = env['BACKOFFICE_LIABILITY_ALERT_ABOVE'];
  const totpKey = env['BACKOFFICE_TOTP_KEY'];
  // A malformed key stops the start here rather than at the first sign-in.
  if (totpKey !== undefined) parseTotpKey(totpKey);
  const alerts = { ...(alert ? { liabilityAlertAbove: parseAmountsByCurrency(alert, 'BACKOFFICE_LIABILITY_ALERT_ABOVE') } : {}), ...(totpKey === undefined ? {} : { totpKey }) };
  const admin = env['BACKOFFICE_BOOTSTRAP_ADMIN'];
  if (!admin) return alerts;
  const match = /^([a-z0-9._-]{3,64}):([A-Z2-7]{16,64})$/i.exec(admin.trim());
  const password = env['BACKOFFICE_BOOTSTRAP_PASSWORD'] ?? '';
  if (!match || password.length < 12) throw new Error('BACKOFFICE_BOOTSTRAP_ADMIN must be login:BASE32SECRET and BACKOFFICE_BOOTSTRAP_PASSWORD at least 12 characters');
  return { ...alerts, bootstrapAdmin: { login: match[1] as string, name: 'Administrator', password, totpSecret: (match[2] as string).toUpperCase(), roles: ['admin'] } };
}
