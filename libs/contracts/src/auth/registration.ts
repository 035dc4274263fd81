import * as z from 'zod/mini';
import { PersonNameSchema } from './person-name';

/** Spec §3: registration types, with the names the spec also uses for them. */
export const RegistrationTypeSchema = z.enum(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;
export const REGISTRATION_TYPE_ALIASES = { fast_reg: 'one_click', phone_reg: 'phone', full_reg: 'full', soc_reg: 'social' } as const;

/** Spec §3 registration bonus ids: 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export const FirstDepositBonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type FirstDepositBonusChoice = z.infer<typeof FirstDepositBonusChoiceSchema>;

/** Spec §3 credential save options after one-click registration: 0 a text file, 1 a picture, 2 e-mail. */
export const CredentialSaveOptionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PasswordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));
/** National part of a phone number, digits only (the country's tel code comes from `country_code`). */
export const PhoneNumberSchema = z.string().check(z.regex(/^\d{4,14}$/));
/** ISO 3166-1 alpha-2, either case (the phone countries list gives it; the client lower-cases it). */
export const CountryCodeSchema = z.string().check(z.regex(/^[A-Za-z]{2}$/));
export const SocialNetworkSchema = z.enum([
  'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord',
]);

const common = {
  /** A country id of the phone countries list. */
  country_id: z.int().check(z.positive()),
  /** ISO 4217 numeric code of the account currency (643 RUB, 840 USD, 978 EUR, …). */
  currency_id: z.int().check(z.positive()),
  /** The promo or referral code (libs/referral fills it from the referral cookies). */
  ref_code: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  first_deposit_bonus_choice: FirstDepositBonusChoiceSchema,
  /** Keep the session after the browser closes. */
  remember: z.optional(z.boolean()),
};

export const FastRegistrationSchema = z.object({ type: z.literal('fast_reg'), ...common });
export const PhoneRegistrationSchema = z.object({
  type: z.literal('phone_reg'),
  ...common,
  phone_number: PhoneNumberSchema,
  country_code: CountryCodeSchema,
  password: PasswordSchema,
});
export const FullRegistrationSchema = z.object({
  type: z.literal('full_reg'),
  ...common,
  email: z.email().check(z.maxLength(254)),
  password: PasswordSchema,
  /** The personal data form's rule (`PersonNameSchema`): what registration stores, the form would accept again. */
  name: PersonNameSchema,
  surname: PersonNameSchema,
  phone_number: z.optional(PhoneNumberSchema),
  country_code: z.optional(CountryCodeSchema),
});
/** Redeems the one-time `social_token` a social sign-in handed out (see social.ts); an unknown, used or expired one answers 400 `invalid_token`. */
export const SocialRegistrationSchema = z.object({
  type: z.literal('soc_reg'),
  ...common,
  provider: SocialNetworkSchema,
  /** The one-time token our OAuth callback issued for the provider's identity. */
  social_token: z.string().check(z.minLength(1), z.maxLength(2048)),
});

/** POST /web-api/user/register. */
export const RegistrationBodySchema = z.discriminatedUnion('type', [FastRegistrationSchema, PhoneRegistrationSchema, FullRegistrationSchema, SocialRegistrationSchema]);
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;

/**
 * 201, with the session cookie set. `password` is the generated one of a one-click registration — shown once, never
 * stored in clear and never sent again — and null for the other types. `user_id` is also the login.
 */
export const RegistrationResponseSchema = z.object({
  user_id: z.int(),
  password: z.nullable(z.string()),
  account_id: z.int(),
  currency_id: z.int(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
