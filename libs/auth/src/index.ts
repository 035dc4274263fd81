// rules: tokens and fingerprint (credential encoding is the contract's: encodeCredential in @betting/contracts)
export { TOKEN_CACHE_MS, cachedTokenUsable, decodeTokenPayload, isTokenValid, tokenExpiresAt, tokenNeedsRefresh } from './rules/user-token';
export {
  FINGERPRINT_MAX_ATTEMPTS,
  FingerprintSchema,
  INITIAL_FINGERPRINT_STATE,
  fingerprintFetchFailed,
  fingerprintReceived,
  isFingerprintValid,
  nextFingerprintStep,
  parseFingerprintResponse,
} from './rules/fingerprint';
export { authError } from './rules/errors';

// rules: sign-in and registration flows
export { AUTH_TYPES, INITIAL_AUTH_FORM, authFormReducer, isAuthType } from './rules/auth-form';
export { signInRequest } from './rules/sign-in-request';
export { CREDENTIAL_SAVE_OPTIONS, FIRST_DEPOSIT_BONUS_CHOICES, registrationStep } from './rules/registration';
export { nextReminderAt, parseReminderSettings, reminderDue } from './rules/registration-reminder';
export { LOGIN_ROUTE_ID, mayOpenLoginModal } from './rules/login-modal';
export { FORGOT_PASSWORD_STEPS, forgotPasswordFailure, forgotPasswordLeft } from './rules/forgot-password-steps';
export {
  EMPTY_SESSION_ANALYTICS,
  SESSION_ANALYTICS_TTL_MS,
  SessionAnalyticsSchema,
  StoredSessionAnalyticsSchema,
  analyticsContextSet,
  authAttempted,
  authPopUpCalled,
  authSucceeded,
  readSessionAnalytics,
  registrationCalled,
  registrationCompleted,
  serializeSessionAnalytics,
} from './rules/session-analytics';

// rules: session, idle, logout, user config
export {
  SESSION_CALL_DELAY_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  STATUS_REFRESH_INTERVAL_MS,
  isSignedIn,
  shouldCallSession,
} from './rules/sign-in';
export {
  ACTIVITY_EVENT_TYPES,
  EMPTY_IDLE_RECORD,
  IDLE_ACTIVITY_THROTTLE_MS,
  IdleRecordSchema,
  idleState,
  isActivityEvent,
  parseIdleLimitMinutes,
  readIdleRecord,
  serializeIdleRecord,
} from './rules/idle';
export { LOGOUT_COOKIES, logoutPlan } from './rules/logout';
export { cookieAgreementTimeAction } from './rules/cookie-agreement';
export {
  ACTIVATION_TYPES,
  REQUIRED_PROFILE_FIELDS,
  activationTypeAfterPhoneBinding,
  activationTypeAfterEmailConfirmation,
  isEmailConfirmed,
  isContactFilled,
  isProfileFilled,
  missingProfileFields,
  normalizeUserConfig,
  protectionLevelStatus,
} from './rules/user-config';

// model
export { createSessionModel } from './model/session.model';
export { createIdleLogoffModel } from './model/idle-logoff.model';

// types
export type { CachedToken } from './rules/user-token';
export type { Fingerprint, FingerprintState, FingerprintStep } from './rules/fingerprint';
export type { AuthError, AuthErrorCode } from './rules/errors';
export type { AuthFormAction, AuthFormState, AuthType, PhoneInput } from './rules/auth-form';
export type { CredentialSaveOption, RegistrationStep, RegistrationStepInput, RegistrationVariant } from './rules/registration';
export type { SignInRequest } from './rules/sign-in-request';
export type { ReminderContext, ReminderSettings } from './rules/registration-reminder';
export type { ForgotPasswordEvent, ForgotPasswordStep } from './rules/forgot-password-steps';
export type { SessionAnalytics, StoredSessionAnalytics } from './rules/session-analytics';
export type { UserId } from './rules/sign-in';
export type { ActivityEventType, IdleRecord, IdleState } from './rules/idle';
export type { LogoutContext, LogoutPlan } from './rules/logout';
export type { CookieAgreementTimeAction } from './rules/cookie-agreement';
export type { ProfileData, ProtectionLevelStatus, RequiredProfileField, SportRestrictions } from './rules/user-config';
export type { SessionCheckResult, SessionModel, SessionModelDeps } from './model/session.model';
export type { IdleLogoffDeps, IdleLogoffModel, IdleStorage } from './model/idle-logoff.model';
