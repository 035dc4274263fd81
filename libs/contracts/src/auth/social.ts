import * as z from 'zod/mini';
import { SocialNetworkSchema } from './registration';

type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

/**
 * Social sign-in against the OAuth2/OpenID Connect providers configured by environment. The spec names the Google
 * one-tap pair; the networks list, and the start and callback of the authorization-code flow (state, nonce and PKCE
 * kept on the server), are ours.
 */
export const SocialPaths = {
  /** GET → GoogleOneTapClientIdResponse; 404 `social_unavailable` when no `google` provider is configured. */
  googleOneTapClientId: '/social-api/oauth/google-one-tap/clientId',
  /** POST multipart/form-data (GoogleOneTapForm) → GoogleOneTapResponse, with the `ua` cookie set. */
  googleOneTap: '/social-api/oauth/google-one-tap',
  /** GET → SocialNetworksResponse: only configured networks, so the web app shows only their buttons. */
  networks: '/web-api/user/social/networks',
  /** GET (a full-page navigation) → 302 to the provider. Query: SocialStartQuery. */
  start: '/social-api/oauth/:network/start',
  /** GET, where the provider sends the browser back → 302 to the flow's `return_to`, with a SocialCallbackFragment. */
  callback: '/social-api/oauth/:network/callback',
} as const;

export const socialStartPath = (network: SocialNetwork) => `/social-api/oauth/${network}/start`;
export const socialCallbackPath = (network: SocialNetwork) => `/social-api/oauth/${network}/callback`;

/** httpOnly, binds the provider's answer to the browser that started the flow (login CSRF); lives 10 minutes. */
export const SOCIAL_FLOW_COOKIE = 'ua_social';
export const SOCIAL_FLOW_TTL_SECONDS = 600;
/** How long the one-time `social_token` for a social registration stays redeemable. */
export const SOCIAL_TOKEN_TTL_SECONDS = 900;

/** `:network` of the start and callback paths. */
export const SocialNetworkParamsSchema = z.object({ network: SocialNetworkSchema });

export const GoogleOneTapClientIdResponseSchema = z.object({ clientId: z.string().check(z.minLength(1)) });
export type GoogleOneTapClientIdResponse = z.infer<typeof GoogleOneTapClientIdResponseSchema>;

/** ISO 4217 numeric ("643") or alphabetic ("RUB") currency of the account a new user gets. */
const CurrencyFieldSchema = z.string().check(z.regex(/^(\d{1,3}|[A-Z]{3})$/));
const Flag = z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((value) => value === 'true' || value === '1'));

/**
 * The one-tap form (every field a string, as multipart sends it). `credential` is the provider's ID token. A known
 * identity signs in; an unknown one registers (when registration is enabled) with `currency` and `countryId`.
 */
export const GoogleOneTapFormSchema = z.object({
  credential: z.string().check(z.minLength(1), z.maxLength(8192)),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  currency: z.optional(CurrencyFieldSchema),
  countryId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))),
  ref_code: z.optional(z.string().check(z.maxLength(64))),
  first_deposit_bonus_choice: z.optional(z.pipe(z.enum(['0', '1', '2']), z.transform((value) => Number(value) as 0 | 1 | 2))),
  remember: z.optional(Flag),
  /** A same-site path to go to afterwards (anything else becomes `/{language}`). */
  return_to: z.optional(z.string().check(z.maxLength(2048))),
});
export type GoogleOneTapForm = z.input<typeof GoogleOneTapFormSchema>;

/** A same-site path; the browser navigates there (a fragment may say that a second step or registration follows). */
export const GoogleOneTapResponseSchema = z.object({ redirectUrl: z.string().check(z.startsWith('/')) });
export type GoogleOneTapResponse = z.infer<typeof GoogleOneTapResponseSchema>;

export const SocialNetworksResponseSchema = z.object({ networks: z.array(SocialNetworkSchema) });
export type SocialNetworksResponse = z.infer<typeof SocialNetworksResponseSchema>;

/**
 * Query of the start call. With registration data (country_id and currency_id) an unknown identity registers at the
 * callback; without, the callback hands back a `social_token` for POST register `soc_reg`.
 */
export const SocialStartQuerySchema = z.object({
  return_to: z.optional(z.string().check(z.maxLength(2048))),
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  remember: z.optional(Flag),
  country_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  currency_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  ref_code: z.optional(z.string().check(z.maxLength(64))),
  first_deposit_bonus_choice: z.optional(z.pipe(z.enum(['0', '1', '2']), z.transform((value) => Number(value) as 0 | 1 | 2))),
});
export type SocialStartQuery = z.input<typeof SocialStartQuerySchema>;

export const SocialCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
  iss: z.optional(z.string().check(z.maxLength(2048))),
});

/**
 * What the callback (and one-tap) put in the redirect's fragment, never sent to any server: `social_error` (an
 * AuthErrorCode), or `social_token` + `social_provider` (register with POST register `soc_reg`), or `two_step`
 * (the channel the second-step code went to; finish with the two-step call). Nothing: signed in.
 */
export const SocialCallbackFragmentSchema = z.object({
  social_error: z.optional(z.string()),
  social_token: z.optional(z.string()),
  social_provider: z.optional(SocialNetworkSchema),
  two_step: z.optional(z.enum(['sms', 'email'])),
});
export type SocialCallbackFragment = z.infer<typeof SocialCallbackFragmentSchema>;
