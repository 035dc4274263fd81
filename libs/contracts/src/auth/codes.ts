import * as z from 'zod/mini';
import { PasswordSchema, PhoneNumberSchema } from './registration';

/** Dialling code digits without `+` (the phone countries list's tel_code): "7", "380". */
export const TelCodeSchema = z.string().check(z.regex(/^\d{1,4}$/));
/** One-time codes are six digits (SMS sign-in, two-step, password reset). */
export const OneTimeCodeSchema = z.string().check(z.regex(/^\d{6}$/));
const Save = z._default(z.union([z.boolean(), z.pipe(z.union([z.literal(0), z.literal(1)]), z.transform((value) => value === 1))]), false);

/**
 * POST send SMS (spec: phone-number, phone-code): a sign-in code to the phone, through the outbox. The answer is the same
 * whether or not the phone belongs to a user; a repeat within `resend_after_seconds` sends nothing new.
 */
export const SendSmsCodeBodySchema = z.object({ 'phone-number': PhoneNumberSchema, 'phone-code': TelCodeSchema });
export type SendSmsCodeBody = z.infer<typeof SendSmsCodeBodySchema>;
export const CodeSentResponseSchema = z.object({ sent: z.literal(true), resend_after_seconds: z.int(), expires_in_seconds: z.int() });
export type CodeSentResponse = z.infer<typeof CodeSentResponseSchema>;

/** POST sign-in by SMS code (spec: sms-code), with the phone it was sent to. Answers SignInResponse. */
export const SmsLoginBodySchema = z.object({ 'phone-number': PhoneNumberSchema, 'phone-code': TelCodeSchema, 'sms-code': OneTimeCodeSchema, save: Save });
export type SmsLoginBody = z.input<typeof SmsLoginBodySchema>;

/** POST two-step (spec: code, save): finishes a sign-in that answered `two_step_required` (bound by an httpOnly cookie). */
export const TwoStepBodySchema = z.object({ code: OneTimeCodeSchema, save: Save });
export type TwoStepBody = z.input<typeof TwoStepBodySchema>;

/** Where a password-reset code goes: the account's e-mail, or its phone. */
export const PasswordResetTargetSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: z.email() }),
  z.object({ channel: z.literal('sms'), phone_number: PhoneNumberSchema, phone_code: TelCodeSchema }),
]);
export type PasswordResetTarget = z.infer<typeof PasswordResetTargetSchema>;
/** POST request: answers CodeSentResponse whether or not the account exists. */
export const PasswordResetRequestBodySchema = PasswordResetTargetSchema;
/** POST confirm: the code and the new password; every session of the user ends. */
export const PasswordResetConfirmBodySchema = z.object({ target: PasswordResetTargetSchema, code: OneTimeCodeSchema, password: PasswordSchema });
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;
export const PasswordResetConfirmResponseSchema = z.object({ success: z.literal(true) });
