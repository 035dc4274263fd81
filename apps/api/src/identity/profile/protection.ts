import type { SecurityResponse } from '@betting/contracts';
import { protectionLevelStatus } from '@betting/auth';
import { PROTECTION_POINTS } from '../user-config';
import type { SecurityRow } from './profile.repository';

const DAY_MS = 86_400_000;

/** `+7 999•••1122`: enough to recognise one's own phone, not enough to read it off a shoulder. */
export function maskedPhone(telCode: string, phoneNumber: string): string {
  const length = phoneNumber.length;
  const hidden = Math.max(length - 7, Math.ceil(length / 4));
  const tail = Math.min(4, Math.ceil((length - hidden) / 2));
  const head = length - hidden - tail;
  return `+${telCode} ${phoneNumber.slice(0, head)}${'•'.repeat(hidden)}${phoneNumber.slice(length - tail)}`;
}

/**
 * The security page's state: the methods in use (the same ones the user config reports), the level as the sum of
 * their points (PROTECTION_POINTS, 100 in all) and its status (spec §4).
 */
export function securityStateOf(row: SecurityRow, now: number): SecurityResponse {
  const methods = {
    is_changed_password: row.passwordChangedAt !== null,
    enable_two_factor_auth: row.twoFactorEnabled,
    enable_phone_binding: row.phoneNumber !== null,
    enable_security_question: row.hasSecurityQuestion,
    enable_email_auth: row.email !== null,
  };
  const level = Math.min(100, (Object.keys(methods) as (keyof typeof methods)[]).reduce((sum, method) => sum + (methods[method] ? PROTECTION_POINTS[method] : 0), 0));
  return {
    protection_level: level,
    protection_status: protectionLevelStatus(level),
    protection_methods: methods,
    activation_type: row.activationType,
    changed_pass_day_count: row.passwordChangedAt === null ? null : Math.floor((now - row.passwordChangedAt.getTime()) / DAY_MS),
    phone: row.phoneNumber !== null && row.phoneCode !== null ? maskedPhone(row.phoneCode, row.phoneNumber) : null,
    can_enable_two_factor: row.phoneNumber !== null || row.email !== null,
  };
}
