import * as z from 'zod/mini';
import { LanguageCodeSchema } from '../config/site-config';

/**
 * QR login (spec §2 account menu): a signed-in user shows a one-time code that signs another device in. The token
 * lives QR_LOGIN_TTL_SECONDS, is stored hashed, works once, and only while the session that issued it is active.
 */
export const QR_LOGIN_TTL_SECONDS = 60;

export const QrLoginPaths = {
  /** POST (signed in): a new token for the page's language; earlier unused tokens of the session stop working. */
  issue: '/web-api/office/qr-login',
  /** POST (the other device): the token for a new session (`ua` cookie), as any sign-in answers. */
  redeem: '/web-api/user/qr-login',
} as const;

/** The page the code opens: `/{lng}/user/qr-login?token=…`. */
export const qrLoginPagePath = (lng: string, token: string) => `/${lng}/user/qr-login?token=${encodeURIComponent(token)}`;

export const QrLoginTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'a QR login token'));

export const QrLoginIssueBodySchema = z.object({ lng: LanguageCodeSchema });
export type QrLoginIssueBody = z.infer<typeof QrLoginIssueBodySchema>;
export const QrLoginIssueResponseSchema = z.object({
  /** The absolute address the code holds. */
  url: z.string(),
  /** The code as an SVG document (rendered by the server). */
  svg: z.string().check(z.startsWith('<svg')),
  expires_at: z.iso.datetime({ offset: true }),
  expires_in_seconds: z.int(),
});
export type QrLoginIssueResponse = z.infer<typeof QrLoginIssueResponseSchema>;

export const QrLoginRedeemBodySchema = z.object({ token: QrLoginTokenSchema });
export type QrLoginRedeemBody = z.infer<typeof QrLoginRedeemBodySchema>;
/** 200 `{ status: 'signed_in', user_id }` (SignInResponseSchema's variant); a used, expired or orphaned token: 400 `invalid_token`. */
export const QrLoginRedeemResponseSchema = z.object({ status: z.literal('signed_in'), user_id: z.int() });
