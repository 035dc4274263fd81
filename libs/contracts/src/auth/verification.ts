import * as z from 'zod/mini';

/**
 * E-mail confirmation links (spec §2 user/accountverify, user/:type(activatefast|activate)) and the newsletter stop link
 * (user/stopnewsletter). The link kind is the page it opens; the server decides it when it sends the e-mail:
 * - `activatefast`: an account without an e-mail (one-click or phone registration) adds one; the e-mail becomes the
 *   account's only when the link is opened;
 * - `activate`: the e-mail given at registration, confirmed within the registration's first day;
 * - `accountverify`: the account's e-mail, confirmed later (from the office).
 * Tokens are single-use, 24 hours, and only their hash is kept.
 */
export const VerificationPaths = {
  /** POST, signed in: sends the confirmation e-mail (through the outbox). */
  request: '/web-api/user/verification/request',
  /** POST, no sign-in needed (the link may be opened in another browser): confirms the e-mail. */
  confirm: '/web-api/user/verification/confirm',
  /** POST, no sign-in needed: turns the token's user's `enable_mail_news` off. */
  stopNewsletter: '/web-api/user/stopnewsletter',
} as const;

export const VerificationKindSchema = z.enum(['accountverify', 'activate', 'activatefast']);
export type VerificationKind = z.infer<typeof VerificationKindSchema>;

export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 3600;
/** A new confirmation e-mail at most once a minute. */
export const VERIFICATION_RESEND_SECONDS = 60;

export const LinkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/));

export const VerificationRequestBodySchema = z.object({
  /** The language of the link's page. */
  lng: z.string().check(z.regex(/^[a-z]{2}$/)),
  /** Only for an account without an e-mail: the one to add (activatefast). */
  email: z.optional(z.email().check(z.maxLength(254))),
});
export type VerificationRequestBody = z.infer<typeof VerificationRequestBodySchema>;
/** 202: the e-mail is on its way. */
export const VerificationRequestResponseSchema = z.object({ kind: VerificationKindSchema, email: z.string(), resend_after_seconds: z.int() });
export type VerificationRequestResponse = z.infer<typeof VerificationRequestResponseSchema>;

export const LinkTokenBodySchema = z.object({ token: LinkTokenSchema });
export type LinkTokenBody = z.infer<typeof LinkTokenBodySchema>;
/** 200: the e-mail is the account's and confirmed; activation_type as the user config reports it afterwards. */
export const VerificationConfirmResponseSchema = z.object({ kind: VerificationKindSchema, email: z.string(), activation_type: z.int() });
export type VerificationConfirmResponse = z.infer<typeof VerificationConfirmResponseSchema>;

export const StopNewsletterResponseSchema = z.object({ enable_mail_news: z.literal(false) });

export const VerificationErrorCodeSchema = z.enum([
  'invalid_request',
  /** 401 on request. */
  'not_signed_in',
  'invalid_token',
  /** 409: the account's e-mail is confirmed already. */
  'already_verified',
  /** 409: the account has no e-mail and the request named none. */
  'email_required',
  /** 409: the account has another e-mail (changing it is not this call's job). */
  'email_already_set',
  /** 409: another account has this e-mail (on request, or when the link is opened). */
  'email_taken',
  /** 429: asked again within VERIFICATION_RESEND_SECONDS. */
  'too_many_requests',
  /** 400 on confirm or stop: unknown, used or superseded link. */
  'invalid_link',
  /** 400: the link is older than its lifetime. */
  'link_expired',
]);
export type VerificationErrorCode = z.infer<typeof VerificationErrorCodeSchema>;

/** Non-production only: a stop-newsletter token for a user, as a newsletter would carry it. */
export const NewsletterTokenTestControlPath = '/__test/newsletter-token';
export const NewsletterTokenTestControlBodySchema = z.object({ user_id: z.int(), lng: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'en') });
export const NewsletterTokenTestControlResponseSchema = z.object({ token: LinkTokenSchema, link: z.string() });
