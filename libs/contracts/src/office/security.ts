import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PhoneNumberSchema, CountryCodeSchema } from '../auth/registration';
import { ProtectionMethodsSchema } from '../auth/user-config';
import { OneTimeCodeSchema } from '../auth/codes';

export const ProtectionStatusSchema = z.enum(['bad', 'normal', 'good', 'full']);

/** GET security: the protection level (0–100) from the methods in use, its status (spec §4) and what can change. */
export const SecurityResponseSchema = z.object({
  protection_level: z.int().check(z.gte(0), z.lte(100)),
  protection_status: ProtectionStatusSchema,
  protection_methods: ProtectionMethodsSchema,
  activation_type: z.int().check(z.gte(0), z.lte(3)),
  changed_pass_day_count: z.nullable(z.int()),
  /** The bound phone as `+<tel code> <number>` with the middle hidden, else null. */
  phone: z.nullable(z.string()),
  /** Two-factor needs somewhere to send codes: a phone or an e-mail. */
  can_enable_two_factor: z.boolean(),
});
export type SecurityResponse = z.infer<typeof SecurityResponseSchema>;

/** Passwords arrive as typed; the new one is checked by {@link newPasswordProblem} for a typed refusal. */
export const ChangePasswordBodySchema = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  new_password: z.string().check(z.maxLength(1024)),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/** The session that asked stays; every other one of the user ends. */
export const ChangePasswordResponseSchema = z.object({ success: z.literal(true), ended_sessions: z.int().check(z.gte(0)) });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const NEW_PASSWORD_PROBLEMS = ['too_short', 'too_long', 'letters_and_digits', 'same_as_current', 'contains_login'] as const;
export type NewPasswordProblem = (typeof NEW_PASSWORD_PROBLEMS)[number];

/**
 * Why a new password is weak, or null: 8–128 characters, at least one letter and one digit, not the current
 * password, and not containing the user's ID or the name part of their e-mail (4+ characters). The web form and the
 * server ask the same function.
 */
export function newPasswordProblem(password: string, context: { readonly current: string; readonly logins: readonly string[] }): NewPasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'letters_and_digits';
  if (password === context.current) return 'same_as_current';
  const lower = password.toLowerCase();
  const loginParts = context.logins.map((login) => login.split('@')[0]?.trim().toLowerCase() ?? '').filter((part) => part.length >= 4);
  if (loginParts.some((part) => lower.includes(part))) return 'contains_login';
  return null;
}

/** PUT two-factor: on or off, confirmed with the current password. */
export const TwoFactorBodySchema = z.object({ enabled: z.boolean(), password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)) });
export type TwoFactorBody = z.infer<typeof TwoFactorBodySchema>;

/** POST a phone to bind: a code goes to it by SMS (through the outbox); answers CodeSentResponse. */
export const PhoneBindingBodySchema = z.object({ country_code: CountryCodeSchema, phone_number: PhoneNumberSchema });
export type PhoneBindingBody = z.infer<typeof PhoneBindingBodySchema>;
/** POST the code: the phone is bound and activation_type moves 0 → 3, 1 → 2 (spec §4); answers the new security state. */
export const PhoneBindingConfirmBodySchema = z.object({ country_code: CountryCodeSchema, phone_number: PhoneNumberSchema, code: OneTimeCodeSchema });
export type PhoneBindingConfirmBody = z.infer<typeof PhoneBindingConfirmBodySchema>;
