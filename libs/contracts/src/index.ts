export {
  BrandBookVariableSchema,
  ConfigAllPath,
  ConfigAllQuerySchema,
  ConfigAllResponseSchema,
  LanguageCodeSchema,
  LanguageConfigSchema,
  RoutingConfigSchema,
  SUPPORT_CHAT_KINDS,
  SiteConfigSchema,
  SupportChatConfigSchema,
} from './config/site-config';
export type {
  BrandBookVariable,
  ConfigAllQuery,
  ConfigAllResponse,
  LanguageCode,
  LanguageConfig,
  RoutingConfigJson,
  SiteConfig,
  SupportChatConfig,
  SupportChatKind,
} from './config/site-config';
export { BOOTSTRAP_ELEMENT_ID, BootstrapDataSchema, DEFAULT_BOOTSTRAP_DATA, bootstrapJson, parseBootstrapJson } from './bootstrap';
export type { BootstrapData } from './bootstrap';
export { ApiErrorSchema } from './errors';
export type { ApiError } from './errors';
export { brandBookCss, brandBookValue } from './config/brand-book';
export {
  ClockAdvanceBodySchema,
  ClockReadingSchema,
  OutboxMessageSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
  SettingOverrideBodySchema,
  TEST_SCOPE_COOKIE,
  TestControlPaths,
} from './test-control';
export type { ClockReading, OutboxMessage } from './test-control';

// navigation services: redirects, blocks, maintenance
export { NO_REDIRECT, BreadcrumbSchema, RedirectCodeSchema, RedirectLightBodySchema, RedirectLightPath, RedirectLightResponseSchema } from './navigation/redirects';
export type { Breadcrumb, RedirectCode, RedirectLightBody, RedirectLightResponse } from './navigation/redirects';
export { BlockCheckBodySchema, BlockCheckPath, BlockResultSchema, FORCE_GEO_OFF_COOKIE, NOT_BLOCKED } from './navigation/blocks';
export type { BlockCheckBody, BlockResult } from './navigation/blocks';
export {
  MAINTENANCE_COOKIE,
  MaintenanceConfigSchema,
  MaintenanceNoticeSchema,
  MaintenancePath,
  MaintenanceResponseSchema,
  MaintenanceTestControlPath,
  MaintenanceUpdateSchema,
} from './navigation/maintenance';
export type { MaintenanceConfig, MaintenanceNotice, MaintenanceResponse, MaintenanceUpdate } from './navigation/maintenance';
export { SameOriginPathSchema, isSameOriginPath } from './navigation/same-origin';

// remote applications: fetch protocol (spec §7)
export {
  KNOWN_REMOTE_APPS,
  REMOTE_APP_REQUEST_HEADERS,
  RemoteAppComponentNameSchema,
  RemoteAppErrorCode,
  RemoteAppHeaderNames,
  RemoteAppNameSchema,
  RemoteAppPostBodySchema,
  RemoteAppRequestHeadersSchema,
  RemoteAppResponseSchema,
  RemoteAppRoute,
  RemoteAppsBasePath,
  isForceSpa,
  parseRemoteAppUrl,
  remoteAppBaseUrl,
  remoteAppUrl,
} from './remote-apps';
export type {
  KnownRemoteApp,
  ParsedRemoteAppUrl,
  RemoteAppName,
  RemoteAppPostBody,
  RemoteAppRequestHeaders,
  RemoteAppResponse,
  RemoteAppResponseInput,
} from './remote-apps';
export { AppVersionPath, AppVersionResponseSchema } from './app-version';
export type { AppVersionResponse } from './app-version';
export { RumPath, RumReportSchema, WebVitalNameSchema, WebVitalSchema } from './rum';
export type { RumReport, WebVital } from './rum';

// SEO calls and config groups
export {
  AbsoluteUrlSchema,
  BLOG_ENTITY_CACHE_SECONDS,
  BlogEntityTypeSchema,
  CustomCanonicalSchema,
  DEFAULT_META_ROBOTS,
  HrefLangAlternateSchema,
  MediaAlternateSchema,
  MetaRobotsSchema,
  SEO_NOT_FOUND,
  SeoBlogEntityQuerySchema,
  SeoBlogEntitySchema,
  SeoContentSchema,
  SeoMetaSchema,
  SeoPageDataSchema,
  SeoPageQuerySchema,
  SeoPageVisualSchema,
  SeoPaths,
  SeoSportSchema,
  SeoSportsMapQuerySchema,
  SeoSportsMapSchema,
  SportNameEngSchema,
  effectiveMetaRobots,
} from './seo';
export type {
  BlogEntityType,
  CustomCanonical,
  HrefLangAlternate,
  MediaAlternate,
  SeoBlogEntity,
  SeoBlogEntityQuery,
  SeoContent,
  SeoMeta,
  SeoPageData,
  SeoPageQuery,
  SeoPageVisual,
  SeoSport,
  SeoSportsMap,
  SeoSportsMapQuery,
} from './seo';
export { CONFIG_GROUP_CACHE_SECONDS, ConfigGroupNameSchema, ConfigGroupPath, ConfigGroupQuerySchema, ConfigGroupResponseSchema, configGroupNames } from './config-group';
export type { ConfigGroupQuery, ConfigGroupResponse } from './config-group';

// analytics counters (spec §1, §7)
export {
  ANALYTICS_COUNTER_KINDS,
  ANALYTICS_COUNTER_TYPES,
  AnalyticsCounterIdSchema,
  AnalyticsCounterSchema,
  AnalyticsCounterScriptBase,
  AnalyticsCounterTypeSchema,
  AnalyticsCountersPath,
  AnalyticsCountersQuerySchema,
  AnalyticsCountersResponseSchema,
  analyticsCounterScriptPath,
  isAnalyticsCounterType,
} from './analytics-counters';
export type { AnalyticsCounter, AnalyticsCounterType, AnalyticsCountersQuery, AnalyticsCountersResponse } from './analytics-counters';

// identity: registration, sign-in, sessions, user tokens, captcha, one-time codes, phone lists, user config
export {
  AuthPaths,
  CAPTCHA_ANSWER_HEADER,
  CAPTCHA_ID_HEADER,
  CaptchaPaths,
  CaptchaTestControlPath,
  SESSION_COOKIE,
  TWO_STEP_COOKIE,
  USER_TOKEN_COOKIE,
} from './auth/paths';
export { decodeCredential, encodeCredential } from './auth/credentials';
export { AuthErrorCodeSchema } from './auth/errors';
export type { AuthErrorCode } from './auth/errors';
export {
  CredentialSaveOptionSchema,
  CountryCodeSchema,
  FastRegistrationSchema,
  FirstDepositBonusChoiceSchema,
  FullRegistrationSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
  PhoneNumberSchema,
  PhoneRegistrationSchema,
  REGISTRATION_TYPE_ALIASES,
  RegistrationBodySchema,
  RegistrationResponseSchema,
  RegistrationTypeSchema,
  SocialNetworkSchema,
  SocialRegistrationSchema,
} from './auth/registration';
export type { FirstDepositBonusChoice, RegistrationBody, RegistrationResponse, RegistrationType } from './auth/registration';
export { LoginBodySchema, PhoneLoginBodySchema, SignInResponseSchema } from './auth/sign-in';
export type { LoginBody, PhoneLoginBody, SignInResponse } from './auth/sign-in';
export {
  CheckSessionResponseSchema,
  DisconnectResponseSchema,
  GetTokenQuerySchema,
  GetTokenResponseSchema,
  RightsResponseSchema,
  SESSION_TTL_SECONDS,
  USER_TOKEN_TTL_SECONDS,
  UserRightSchema,
  UserTokenClaimsSchema,
} from './auth/session';
export type { CheckSessionResponse, GetTokenResponse, RightsResponse, UserRight, UserTokenClaims } from './auth/session';
export {
  CAPTCHA_CODES,
  CAPTCHA_POLICY,
  CaptchaAnswerSchema,
  CaptchaChallengeSchema,
  CaptchaCodeSchema,
  CaptchaRequiredErrorSchema,
  CaptchaTimeSchema,
  CaptchaUpdateQuerySchema,
  CaptchaValidateBodySchema,
  CaptchaValidateResponseSchema,
} from './auth/captcha';
export type { CaptchaChallenge, CaptchaCode, CaptchaRequiredError, CaptchaTime, CaptchaValidateBody, CaptchaValidateResponse } from './auth/captcha';
export {
  CodeSentResponseSchema,
  OneTimeCodeSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetRequestBodySchema,
  PasswordResetTargetSchema,
  SendSmsCodeBodySchema,
  SmsLoginBodySchema,
  TelCodeSchema,
  TwoStepBodySchema,
} from './auth/codes';
export type { CodeSentResponse, PasswordResetConfirmBody, PasswordResetTarget, SendSmsCodeBody, SmsLoginBody, TwoStepBody } from './auth/codes';
export { PhoneCountriesResponseSchema, PhoneCountryItemSchema, PhoneMaskSchema, PhoneMasksResponseSchema } from './auth/phone';
export type { PhoneCountryItem, PhoneMask } from './auth/phone';
export { ProtectionMethodsSchema, UserConfigResponseSchema, UserConfigSchema, UserDataSchema } from './auth/user-config';
export type { UserConfig, UserConfigResponse, UserData } from './auth/user-config';
// identity extras: social sign-in (OIDC), user transfer, fingerprint, secure data
export {
  GoogleOneTapClientIdResponseSchema,
  GoogleOneTapFormSchema,
  GoogleOneTapResponseSchema,
  SOCIAL_FLOW_COOKIE,
  SOCIAL_FLOW_TTL_SECONDS,
  SOCIAL_TOKEN_TTL_SECONDS,
  SocialCallbackFragmentSchema,
  SocialCallbackQuerySchema,
  SocialNetworkParamsSchema,
  SocialNetworksResponseSchema,
  SocialPaths,
  SocialStartQuerySchema,
  socialCallbackPath,
  socialStartPath,
} from './auth/social';
export type { GoogleOneTapClientIdResponse, GoogleOneTapForm, GoogleOneTapResponse, SocialCallbackFragment, SocialNetworksResponse, SocialStartQuery } from './auth/social';
export {
  USER_TRANSFER_REDIRECT_TTL_SECONDS,
  UserTransferCheckCodeBodySchema,
  UserTransferCheckCodeResponseSchema,
  UserTransferParamsSchema,
  UserTransferPaths,
  UserTransferSendCodeBodySchema,
  UserTransferSendCodeResponseSchema,
  UserTransferUserDataBodySchema,
  UserTransferUserDataResponseSchema,
  userTransferCheckCodePath,
  userTransferSendCodePath,
} from './auth/transfer';
export type {
  UserTransferCheckCodeBody,
  UserTransferCheckCodeResponse,
  UserTransferSendCodeBody,
  UserTransferSendCodeResponse,
  UserTransferUserDataBody,
  UserTransferUserDataResponse,
} from './auth/transfer';
export { FINGERPRINT_HEADER, FINGERPRINT_TTL_SECONDS, FingerprintBodySchema, FingerprintComponentsSchema, FingerprintPaths, FingerprintResponseSchema } from './auth/fingerprint';
export type { FingerprintBody, FingerprintComponents, FingerprintResponse } from './auth/fingerprint';
export { GRANT_COOKIE, GRANT_TTL_SECONDS, SecureDataPaths, SecureDataResponseSchema } from './auth/secure-data';
export type { SecureDataResponse } from './auth/secure-data';

// settings: cookie-agreement time, session ping (spec §7)
export { CookieAgreementBodySchema, CookieAgreementPath, SessionPingPath } from './settings/cookie-agreement';
export type { CookieAgreementBody } from './settings/cookie-agreement';

// office: personal data, security, mailing, support requests and ideas (spec §2 Office, §3, §4, §5)
export { OfficePaths } from './office/paths';
export { OfficeErrorCodeSchema } from './office/errors';
export type { OfficeErrorCode } from './office/errors';
export { DOCUMENT_TYPE_IDS, IsoDateSchema, PersonalDataBodySchema, PersonalDataResponseSchema, UserDataFieldSchema } from './office/personal-data';
export type { PersonalDataBody, PersonalDataResponse, UserDataField } from './office/personal-data';
export {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  NEW_PASSWORD_PROBLEMS,
  PhoneBindingBodySchema,
  PhoneBindingConfirmBodySchema,
  ProtectionStatusSchema,
  SecurityResponseSchema,
  TwoFactorBodySchema,
  newPasswordProblem,
} from './office/security';
export type { ChangePasswordBody, ChangePasswordResponse, NewPasswordProblem, PhoneBindingBody, PhoneBindingConfirmBody, SecurityResponse, TwoFactorBody } from './office/security';
export { MAILING_SWITCHES, MailingSettingsSchema } from './office/mailing';
export type { MailingSettings } from './office/mailing';
export {
  IdeaBodySchema,
  IdeaResponseSchema,
  SUPPORT_HISTORY_PAGE_SIZE,
  SUPPORT_MESSAGE_LENGTH,
  SUPPORT_TOPICS,
  SupportHistoryQuerySchema,
  SupportHistoryResponseSchema,
  SupportRequestBodySchema,
  SupportRequestSchema,
  SupportRequestStatusSchema,
  SupportTopicSchema,
} from './office/support';
export type { IdeaBody, IdeaResponse, SupportHistoryResponse, SupportRequest, SupportRequestBody, SupportTopic } from './office/support';
export {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_UPLOADS_PER_HOUR,
  DocumentReviewBodySchema,
  DocumentStatusSchema,
  DocumentsResponseSchema,
  IDENTITY_DOCUMENT_TYPES,
  REJECT_REASON_MAX_LENGTH,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_STATUSES,
  VerificationDocumentSchema,
  VerificationDocumentTypeSchema,
  documentReviewTestControlPath,
} from './office/documents';
export type { DocumentMimeType, DocumentReviewBody, DocumentStatus, DocumentsResponse, VerificationDocument, VerificationDocumentType, VerificationStatus } from './office/documents';
export {
  QR_LOGIN_TTL_SECONDS,
  QrLoginIssueBodySchema,
  QrLoginIssueResponseSchema,
  QrLoginPaths,
  QrLoginRedeemBodySchema,
  QrLoginRedeemResponseSchema,
  QrLoginTokenSchema,
  qrLoginPagePath,
} from './office/qr-login';
export type { QrLoginIssueBody, QrLoginIssueResponse, QrLoginRedeemBody } from './office/qr-login';

// user agreement (confirm-terms)
export { TERMS_CHANGED_EXCEPTION_CODE, TermsAcceptBodySchema, TermsPaths, TermsStatusResponseSchema } from './auth/terms';
export type { TermsStatusResponse } from './auth/terms';

// e-mail confirmation and newsletter stop links
export {
  LinkTokenBodySchema,
  LinkTokenSchema,
  NewsletterTokenTestControlBodySchema,
  NewsletterTokenTestControlPath,
  NewsletterTokenTestControlResponseSchema,
  StopNewsletterResponseSchema,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_TOKEN_TTL_SECONDS,
  VerificationConfirmResponseSchema,
  VerificationErrorCodeSchema,
  VerificationKindSchema,
  VerificationPaths,
  VerificationRequestBodySchema,
  VerificationRequestResponseSchema,
} from './auth/verification';
export type { LinkTokenBody, VerificationConfirmResponse, VerificationErrorCode, VerificationKind, VerificationRequestBody, VerificationRequestResponse } from './auth/verification';
