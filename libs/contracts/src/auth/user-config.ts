import * as z from 'zod/mini';

const Flag = z.boolean();
const NullableString = z.nullable(z.string());

/** Spec §3 user_data: the personal data of the office (the filled check needs the first six). */
export const UserDataSchema = z.object({
  date_birthday: NullableString,
  name: NullableString,
  surname: NullableString,
  passport: NullableString,
  passport_date: NullableString,
  registration_address: NullableString,
  document_type_id: z.nullable(z.int()),
  inn: NullableString,
  passport_end_date: NullableString,
});
export type UserData = z.infer<typeof UserDataSchema>;

export const ProtectionMethodsSchema = z.object({
  is_changed_password: Flag,
  enable_two_factor_auth: Flag,
  enable_phone_binding: Flag,
  enable_security_question: Flag,
  enable_email_auth: Flag,
});

/**
 * GET user config (spec §3 "User config"), for the signed-in user, never cached. activation_type: 0 none, 1 e-mail only,
 * 2 e-mail and phone, 3 phone only. disallow_line_sport and disallow_live_sport come sorted ascending.
 */
export const UserConfigSchema = z.object({
  user_id: z.int(),
  disallow_line_sport: z.array(z.int()),
  disallow_live_sport: z.array(z.int()),
  phone_number: NullableString,
  phone_code: NullableString,
  user_email: NullableString,
  user_name: NullableString,
  user_country_code: NullableString,
  user_country_id: z.int(),
  activation_type: z.int().check(z.gte(0), z.lte(3)),
  user_ref_id: NullableString,
  user_msg_count: z.int(),
  changed_pass_day_count: z.nullable(z.int()),
  user_hide_balance: Flag,
  user_data: UserDataSchema,
  protection_level: z.int().check(z.gte(0), z.lte(100)),
  protection_methods: ProtectionMethodsSchema,
  should_sync_protection_methods: Flag,
  is_need_identification: Flag,
  ban_level: z.int(),
  ban_version: z.int(),
  user_status_id: z.int(),
  verification_status: z.int(),
  verification_types: z.array(z.int()),
  verification_status_group_code: NullableString,
  requested_additional_document: Flag,
  has_deposit: Flag,
  is_identification_bonus: Flag,
  show_verification_modal_on_deposit_page: Flag,
  remaining_days_to_activate: z.nullable(z.int()),
  requireIdentification: Flag,
  isCCLine: Flag,
  isCClive: Flag,
  isDataAfterRegistration: Flag,
  is_active_secure_question: Flag,
});
export type UserConfig = z.infer<typeof UserConfigSchema>;
/** The answer reads `result` (spec §7: "reading result and error"). */
export const UserConfigResponseSchema = z.object({ result: UserConfigSchema });
export type UserConfigResponse = z.infer<typeof UserConfigResponseSchema>;
