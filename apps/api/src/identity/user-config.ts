import type { UserConfig } from '@betting/contracts';
import { userDataOf, type UserDataColumns } from './user-data';

/** A user's row, as the user config call reads it. */
export interface UserConfigRow extends UserDataColumns {
  readonly id: number;
  readonly email: string | null;
  readonly phone_code: string | null;
  readonly phone_number: string | null;
  readonly country_id: number;
  readonly country_code: string | null;
  readonly ref_code: string | null;
  readonly activation_type: number;
  readonly ban_level: number;
  readonly ban_version: number;
  readonly user_status_id: number;
  readonly verification_status: number;
  readonly two_factor_enabled: boolean;
  readonly hide_balance: boolean;
  readonly disallow_line_sport: readonly number[];
  readonly disallow_live_sport: readonly number[];
  readonly password_changed_at: Date | null;
  readonly registration_type: string;
  /** A security question is set (its answer hash is stored). */
  readonly has_security_question?: boolean;
}

/** Points of each protection method; all of them make 100 ("full"). */
export const PROTECTION_POINTS = { is_changed_password: 20, enable_two_factor_auth: 35, enable_phone_binding: 25, enable_email_auth: 20, enable_security_question: 0 } as const;

const DAY_MS = 86_400_000;
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The user config call's answer, from the user's row (pure: `now` for the day counts). */
export function userConfigOf(row: UserConfigRow, now: number): UserConfig {
  const methods = {
    is_changed_password: row.password_changed_at !== null,
    enable_two_factor_auth: row.two_factor_enabled,
    enable_phone_binding: row.phone_number !== null,
    enable_security_question: row.has_security_question === true,
    enable_email_auth: row.email !== null,
  };
  const protectionLevel = (Object.keys(methods) as (keyof typeof methods)[]).reduce((sum, method) => sum + (methods[method] ? PROTECTION_POINTS[method] : 0), 0);
  return {
    user_id: row.id,
    disallow_line_sport: ascending(row.disallow_line_sport),
    disallow_live_sport: ascending(row.disallow_live_sport),
    phone_number: row.phone_number,
    phone_code: row.phone_code,
    user_email: row.email,
    user_name: row.name,
    user_country_code: row.country_code?.toLowerCase() ?? null,
    user_country_id: row.country_id,
    activation_type: row.activation_type,
    user_ref_id: row.ref_code,
    user_msg_count: 0,
    changed_pass_day_count: row.password_changed_at === null ? null : Math.floor((now - row.password_changed_at.getTime()) / DAY_MS),
    user_hide_balance: row.hide_balance,
    user_data: userDataOf(row),
    protection_level: protectionLevel,
    protection_methods: methods,
    should_sync_protection_methods: false,
    is_need_identification: row.user_status_id === 1,
    ban_level: row.ban_level,
    ban_version: row.ban_version,
    user_status_id: row.user_status_id,
    verification_status: row.verification_status,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    requireIdentification: row.user_status_id === 1,
    isCCLine: false,
    isCClive: false,
    // One-click users have only an id and a password: the site asks for their data after registration.
    isDataAfterRegistration: row.registration_type === 'fast_reg' && (row.name === null || row.email === null),
    is_active_secure_question: row.has_security_question === true,
  };
}
