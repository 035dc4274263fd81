import * as z from 'zod/mini';
import { LanguageCodeSchema } from '../config/site-config';

/**
 * One-click credentials by e-mail (spec §3, credential save option 2): the account registered by one click sends its
 * ID and password to an address the person gives. The server keeps only the password's hash, so the client sends the
 * password again (encoded as sign-in does, see credentials.ts) and the server checks it against the hash. Allowed for
 * a one-click account within a configured window after its registration (ONE_CLICK_CREDENTIALS_EMAIL_WINDOW_SECONDS),
 * under the per-address code-sending limit.
 */
export const SendCredentialsBodySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  /** base64 of UTF-8 (encodeCredential). */
  uPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SendCredentialsBody = z.infer<typeof SendCredentialsBodySchema>;
export const SendCredentialsResponseSchema = z.object({ sent: z.literal(true) });
export type SendCredentialsResponse = z.infer<typeof SendCredentialsResponseSchema>;

/**
 * Auth by token (spec §2: "by token (method_id, token, sign, lng)"): a trusted companion app that already holds a
 * session opens the site signed in. `method_id` names a signer configured on the server (AUTH_TOKEN_METHODS), `token`
 * is the user token (`GET /web-api/user/gettoken`), `sign` the lowercase hex HMAC-SHA256 of `method_id:token:lng`
 * with that signer's secret, `lng` the page's language. A valid call opens a browser session (`ua` cookie), once per
 * token.
 */
export const AuthTokenBodySchema = z.object({
  method_id: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/, 'a signer id')),
  token: z.string().check(z.minLength(1), z.maxLength(2048)),
  sign: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'a hex HMAC-SHA256')),
  lng: LanguageCodeSchema,
});
export type AuthTokenBody = z.infer<typeof AuthTokenBodySchema>;

/** The query parameters a signed link carries to any page of the site; the web app spends them and drops them. */
export const AUTH_TOKEN_QUERY_KEYS = ['method_id', 'token', 'sign'] as const;

/** The text a signer signs: `method_id:token:lng`. */
export const authTokenSignedText = (body: Pick<AuthTokenBody, 'method_id' | 'token' | 'lng'>): string => `${body.method_id}:${body.token}:${body.lng}`;

/**
 * The security question (a protection method of the security page): the bettor's own question and answer, set or
 * replaced with the current password, removed with it too. The server keeps the answer only as a hash.
 */
export const SecurityQuestionPath = '/web-api/office/security/question';
export const SECURITY_QUESTION_MAX_LENGTH = 200;
export const SECURITY_ANSWER_MAX_LENGTH = 100;
export const SetSecurityQuestionBodySchema = z.object({
  question: z.string().check(z.trim(), z.minLength(5), z.maxLength(SECURITY_QUESTION_MAX_LENGTH)),
  answer: z.string().check(z.trim(), z.minLength(2), z.maxLength(SECURITY_ANSWER_MAX_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SetSecurityQuestionBody = z.infer<typeof SetSecurityQuestionBodySchema>;
export const RemoveSecurityQuestionBodySchema = z.object({ password: z.string().check(z.minLength(1), z.maxLength(1024)) });
/** Whether a question is set, and which (the answer is never sent back). */
export const SecurityQuestionResponseSchema = z.object({ question: z.nullable(z.string()) });
export type SecurityQuestionResponse = z.infer<typeof SecurityQuestionResponseSchema>;

/** The answer as compared: trimmed, inner spaces collapsed, lower case (so "  Rex " and "rex" are the same answer). */
export const normalisedSecurityAnswer = (answer: string): string => answer.trim().replace(/\s+/g, ' ').toLowerCase();
