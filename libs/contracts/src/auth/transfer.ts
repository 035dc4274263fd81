import * as z from 'zod/mini';
import { OneTimeCodeSchema } from './codes';
import { CountryCodeSchema, PhoneNumberSchema } from './registration';

/**
 * User transfer (spec §7): a person who knows their account ID and holds its phone gets into the account on this
 * site. The code goes to the account's phone; the code gives a redirect token; the token gives the ID and a newly
 * generated password, set on the account, shown once (every other session of the account ends).
 */
export const UserTransferPaths = {
  sendCode: '/web-api/api/internal/v1/account/user-transfer/send-code/:id',
  checkCode: '/web-api/api/internal/v1/account/user-transfer/check-code/:id',
  userData: '/web-api/api/internal/v1/account/user-transfer/user-data',
} as const;
export const userTransferSendCodePath = (userId: number) => `/web-api/api/internal/v1/account/user-transfer/send-code/${userId}`;
export const userTransferCheckCodePath = (userId: number) => `/web-api/api/internal/v1/account/user-transfer/check-code/${userId}`;

/** `{id}`: the account ID (nine digits, also the login). */
export const UserTransferParamsSchema = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{9}$/)), z.transform(Number)) });

/**
 * The captcha is always asked: `captcha` is the id of a challenge from the captcha API, validated beforehand through
 * `validate` or answered with the `x-captcha-answer` header. The answer is the same whether or not the ID and phone
 * belong together (a code is sent only when they do); a repeat within `resend_after_seconds` sends nothing new.
 */
export const UserTransferSendCodeBodySchema = z.object({ country_code: CountryCodeSchema, phone: PhoneNumberSchema, captcha: z.uuid() });
export type UserTransferSendCodeBody = z.infer<typeof UserTransferSendCodeBodySchema>;
export const UserTransferSendCodeResponseSchema = z.object({ status: z.literal('sent'), resend_after_seconds: z.int(), expires_in_seconds: z.int() });
export type UserTransferSendCodeResponse = z.infer<typeof UserTransferSendCodeResponseSchema>;

export const UserTransferCheckCodeBodySchema = z.object({ code: OneTimeCodeSchema });
export type UserTransferCheckCodeBody = z.infer<typeof UserTransferCheckCodeBodySchema>;
/** Single use, valid `USER_TRANSFER_REDIRECT_TTL_SECONDS`. */
export const UserTransferCheckCodeResponseSchema = z.object({ redirectToken: z.string().check(z.minLength(1)) });
export type UserTransferCheckCodeResponse = z.infer<typeof UserTransferCheckCodeResponseSchema>;
export const USER_TRANSFER_REDIRECT_TTL_SECONDS = 300;

export const UserTransferUserDataBodySchema = z.object({ redirectToken: z.string().check(z.minLength(1), z.maxLength(256)) });
export type UserTransferUserDataBody = z.infer<typeof UserTransferUserDataBodySchema>;
/** `password` is new: the account's old password no longer works. It is never stored in clear nor sent again. */
export const UserTransferUserDataResponseSchema = z.object({
  status: z.literal('ok'),
  user: z.object({ id: z.int(), password: z.string().check(z.minLength(1)) }),
});
export type UserTransferUserDataResponse = z.infer<typeof UserTransferUserDataResponseSchema>;
