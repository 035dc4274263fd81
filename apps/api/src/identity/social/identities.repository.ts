import { SOCIAL_FLOW_TTL_SECONDS, SOCIAL_TOKEN_TTL_SECONDS } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { newOpaqueToken, sha256 } from '../../sessions';
import type { SocialNetwork } from './config';

export interface SocialIdentity {
  readonly network: SocialNetwork;
  readonly subject: string;
  readonly email: string | null;
}

/** The user linked to (provider, subject), marking the link used. */
export async function findLinkedUser(db: Queryable, identity: SocialIdentity, now: number): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>('update social_identities set last_used_at = $3 where provider = $1 and subject = $2 returning user_id', [identity.network, identity.subject, new Date(now)]);
  return rows[0]?.user_id;
}

/** True when the identity is linked to a user already. */
export async function identityIsLinked(db: Queryable, identity: SocialIdentity): Promise<boolean> {
  const linked = await db.query('select 1 from social_identities where provider = $1 and subject = $2', [identity.network, identity.subject]);
  return linked.length > 0;
}

export async function linkIdentity(tx: Queryable, userId: number, identity: SocialIdentity, now: number): Promise<void> {
  await tx.query('insert into social_identities (provider, subject, user_id, email, created_at, last_used_at) values ($1, $2, $3, $4, $5, $5)', [
    identity.network,
    identity.subject,
    userId,
    identity.email,
    new Date(now),
  ]);
}

/** What the start call keeps for the callback; `registration` when an unknown identity may register at once. */
export interface RegistrationData {
  readonly country_id: number;
  readonly currency_id: number;
  readonly ref_code: string | null;
  readonly first_deposit_bonus_choice: 0 | 1 | 2;
}

export interface OAuthFlow {
  readonly network: SocialNetwork;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly redirectUri: string;
  readonly returnTo: string;
  readonly remember: boolean;
  readonly registration: RegistrationData | null;
}

export async function saveFlow(db: Queryable, keys: { state: string; binding: string }, flow: OAuthFlow, now: number): Promise<void> {
  await db.query(
    `insert into oauth_flows (state_hash, binding_hash, provider, code_verifier, nonce, redirect_uri, return_to, remember, registration, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      sha256(keys.state),
      sha256(keys.binding),
      flow.network,
      flow.codeVerifier,
      flow.nonce,
      flow.redirectUri,
      flow.returnTo,
      flow.remember,
      flow.registration === null ? null : JSON.stringify(flow.registration),
      new Date(now),
      new Date(now + SOCIAL_FLOW_TTL_SECONDS * 1000),
    ],
  );
}

/**
 * Spends the flow the state names, if it is live, of this network, and bound to this browser (the cookie's value);
 * a flow is used once whatever happens next.
 */
export async function takeFlow(db: Queryable, network: SocialNetwork, keys: { state: string; binding: string }, now: number): Promise<OAuthFlow | undefined> {
  const rows = await db.query<{ code_verifier: string; nonce: string; redirect_uri: string; return_to: string; remember: boolean; registration: RegistrationData | string | null }>(
    `update oauth_flows set used_at = $4
      where state_hash = $1 and binding_hash = $2 and provider = $3 and used_at is null and expires_at > $4
      returning code_verifier, nonce, redirect_uri, return_to, remember, registration`,
    [sha256(keys.state), sha256(keys.binding), network, new Date(now)],
  );
  const row = rows[0];
  if (!row) return undefined;
  const registration = typeof row.registration === 'string' ? (JSON.parse(row.registration) as RegistrationData) : row.registration;
  return { network, codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: row.redirect_uri, returnTo: row.return_to, remember: row.remember, registration };
}

/** A one-time token standing for a verified identity not linked to anyone yet: POST register `soc_reg` redeems it. */
export async function issueRegistrationToken(db: Queryable, identity: SocialIdentity, now: number): Promise<string> {
  const token = newOpaqueToken();
  await db.query('insert into social_registration_tokens (token_hash, provider, subject, email, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    sha256(token),
    identity.network,
    identity.subject,
    identity.email,
    new Date(now),
    new Date(now + SOCIAL_TOKEN_TTL_SECONDS * 1000),
  ]);
  return token;
}

/** Spends the token if it is live and of this network (inside the registering transaction: a failure gives it back). */
export async function redeemRegistrationToken(tx: Queryable, network: SocialNetwork, token: string, now: number): Promise<SocialIdentity | undefined> {
  const rows = await tx.query<{ subject: string; email: string | null }>(
    'update social_registration_tokens set used_at = $3 where token_hash = $1 and provider = $2 and used_at is null and expires_at > $3 returning subject, email',
    [sha256(token), network, new Date(now)],
  );
  const row = rows[0];
  return row && { network, subject: row.subject, email: row.email };
}
