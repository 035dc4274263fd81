import * as z from 'zod/mini';
import { SECURITY_ANSWER_MAX_LENGTH } from './account-links';
import { CountryCodeSchema, PhoneNumberSchema } from './registration';

/** base64 of UTF-8 (see credentials.ts); the server decodes it and refuses what does not decode. */
const Encoded = z.string().check(z.minLength(1), z.maxLength(1024));
/** The spec's `save`: keep the session after the browser closes. Accepts true/false or 1/0. */
const Save = z._default(z.union([z.boolean(), z.pipe(z.union([z.literal(0), z.literal(1)]), z.transform((value) => value === 1))]), false);

/** By e-mail or numeric user ID, and password. */
export const LoginBodySchema = z.object({ uLogin: Encoded, uPassword: Encoded, save: Save });
export type LoginBody = z.input<typeof LoginBodySchema>;

/** By phone and password: the national number and the ISO country code (spec §5); uPassword encoded as above. */
export const PhoneLoginBodySchema = z.object({ phone_number: PhoneNumberSchema, country_code: CountryCodeSchema, uPassword: Encoded, save: Save });
export type PhoneLoginBody = z.input<typeof PhoneLoginBodySchema>;

/**
 * 200 for every sign-in call. `signed_in` sets the session cookie. `two_step_required` (two-factor on): a code went to
 * the user's phone or e-mail and the second step (`loginTwoStep`) finishes the sign-in. `security_question_required`
 * (a security question is set): the password was right, the bettor's own question asks for its answer
 * (`loginSecurityQuestion`), bound to this browser by an httpOnly cookie; a two-factor code follows it when that is on.
 */
export const SignInResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user_id: z.int() }),
  z.object({ status: z.literal('two_step_required'), channel: z.enum(['sms', 'email']) }),
  z.object({ status: z.literal('security_question_required'), question: z.string() }),
]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** POST the answer to the security question a password sign-in asked (`security_question_required`). */
export const SecurityQuestionSignInBodySchema = z.object({
  answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(SECURITY_ANSWER_MAX_LENGTH)),
  save: Save,
});
export type SecurityQuestionSignInBody = z.input<typeof SecurityQuestionSignInBodySchema>;
