import { SocialNetworkSchema } from '@betting/contracts';
import { z } from 'zod';

export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

/** One OAuth2 / OpenID Connect provider, shown to the bettor as the button of `network`. */
export interface SocialProviderConfig {
  readonly network: SocialNetwork;
  /** The issuer; its `/.well-known/openid-configuration` names the endpoints and the JWKS. */
  readonly issuer: string;
  readonly clientId: string;
  /** Confidential clients (client_secret_basic); without it the client is public and relies on PKCE alone. */
  readonly clientSecret?: string | undefined;
}

/** The environment variables of social sign-in (spread into the API's EnvSchema). */
export const socialEnvShape = {
  /** An OpenID Connect issuer (HTTPS; plain HTTP only on localhost), e.g. `https://accounts.google.com`. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Unset: a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Which of the spec's networks the provider's button is; `google` also enables one-tap. */
  OIDC_PROVIDER_NAME: z.enum(SocialNetworkSchema.options).default('google'),
};

export interface SocialEnv {
  readonly OIDC_ISSUER?: string | undefined;
  readonly OIDC_CLIENT_ID?: string | undefined;
  readonly OIDC_CLIENT_SECRET?: string | undefined;
  readonly OIDC_PROVIDER_NAME?: SocialNetwork | undefined;
}

/** The providers the environment configures: one when OIDC_ISSUER and OIDC_CLIENT_ID are both set, else none. */
export function socialProvidersFromEnv(env: SocialEnv): SocialProviderConfig[] {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return [];
  return [{ network: env.OIDC_PROVIDER_NAME ?? 'google', issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }];
}

/** Plain HTTP is allowed only for an issuer on this machine (development and tests); anything else must be HTTPS. */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]');
}
