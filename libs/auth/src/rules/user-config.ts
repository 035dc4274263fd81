/** activation_type: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only (spec §3). */
export const ACTIVATION_TYPES = { none: 0, emailOnly: 1, emailAndPhone: 2, phoneOnly: 3 } as const;

export interface SportRestrictions {
  readonly disallow_line_sport: readonly number[];
  readonly disallow_live_sport: readonly number[];
}

/** The user config keeps disallow_line_sport and disallow_live_sport sorted ascending (spec §3). */
export function normalizeUserConfig<T extends SportRestrictions>(config: T): T {
  const ascending = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  return { ...config, disallow_line_sport: ascending(config.disallow_line_sport), disallow_live_sport: ascending(config.disallow_live_sport) };
}

export type ProtectionLevelStatus = 'bad' | 'normal' | 'good' | 'full';

/** ≤ 30 bad; above 30 and below 70 normal; 70 to below 100 good; 100 (or more) full (spec §4). */
export function protectionLevelStatus(level: number): ProtectionLevelStatus {
  if (level >= 100) return 'full';
  if (level >= 70) return 'good';
  if (level > 30) return 'normal';
  return 'bad';
}

/** Binding a phone: activation_type 0 becomes 3 and 1 becomes 2; others stay (spec §4). */
export function activationTypeAfterPhoneBinding(activationType: number): number {
  if (activationType === ACTIVATION_TYPES.none) return ACTIVATION_TYPES.phoneOnly;
  if (activationType === ACTIVATION_TYPES.emailOnly) return ACTIVATION_TYPES.emailAndPhone;
  return activationType;
}

/** Confirming the e-mail: activation_type 0 becomes 1 and 3 becomes 2; others stay (the mirror of phone binding). */
export function activationTypeAfterEmailConfirmation(activationType: number): number {
  if (activationType === ACTIVATION_TYPES.none) return ACTIVATION_TYPES.emailOnly;
  if (activationType === ACTIVATION_TYPES.phoneOnly) return ACTIVATION_TYPES.emailAndPhone;
  return activationType;
}

/** True when activation_type says the e-mail is confirmed (1 or 2). */
export function isEmailConfirmed(activationType: number): boolean {
  return activationType === ACTIVATION_TYPES.emailOnly || activationType === ACTIVATION_TYPES.emailAndPhone;
}

/** The fields the profile-filled check needs (spec §5). */
export const REQUIRED_PROFILE_FIELDS = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];
export type ProfileData = Partial<Record<RequiredProfileField, string | number | null>>;

function present(value: string | number | null | undefined): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';
}

export function missingProfileFields(userData: ProfileData): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !present(userData[field]));
}

export function isProfileFilled(userData: ProfileData): boolean {
  return missingProfileFields(userData).length === 0;
}

/** Contact is filled when both a phone and an e-mail exist (spec §5). */
export function isContactFilled(contact: { readonly phone_number?: string | null; readonly user_email?: string | null }): boolean {
  return present(contact.phone_number) && present(contact.user_email);
}
