import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { keptServerSecret } from '../../../platform/server-secrets.repository';

const SECRET_NAME = 'demo_pay_secret';

/**
 * The demo provider's signing secret, shared with the site as its webhook secret: DEMO_PAY_SECRET when set (32+
 * characters), else generated once and kept in `server_secrets`, so every process of the site agrees on it.
 */
export async function loadDemoPaySecret(db: Queryable, fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) throw new Error('DEMO_PAY_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const secret = await keptServerSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  if (secret === undefined) throw new Error('the demo provider secret could not be stored');
  return secret;
}
