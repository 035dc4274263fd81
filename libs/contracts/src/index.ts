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
export { BETTING_CONFIG_SETTING_KEY, BETTING_COUPON_TYPE_IDS, BettingConfigSchema, DEFAULT_BETTING_CONFIG, bettingConfigOf } from './config/betting-config';
export type { BettingConfig } from './config/betting-config';
export { BootstrapDataSchema, bootstrapJson } from './bootstrap';
export { BOOTSTRAP_ELEMENT_ID, DEFAULT_BOOTSTRAP_DATA, parseBootstrapJson } from './bootstrap-read';
export type { BootstrapData } from './bootstrap';
export { ApiErrorSchema, CROSS_SITE_REQUEST_CODE } from './errors';
export { CalendarDaySchema, containsNul, isCalendarDay } from './calendar';
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
export { BlockCheckBodySchema, BlockResultSchema } from './navigation/blocks';
export { BlockCheckPath, FORCE_GEO_OFF_COOKIE, NOT_BLOCKED } from './navigation/block-paths';
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
export { isPlainPath, isSameOriginPath, sameOriginPath, sameOriginPathByUrl } from './navigation/same-origin';
export { SameOriginPathSchema } from './navigation/same-origin-schema';
export {
  BonusesPageQuerySchema,
  CasinoBrandPageQuerySchema,
  CasinoSearchPageQuerySchema,
  ConfirmTermsPageQuerySchema,
  EmailLinkPageQuerySchema,
  PaymentRequestPageQuerySchema,
  ProvablyFairPageQuerySchema,
  ShellQuerySchema,
} from './navigation/page-queries';
export type {
  BonusesPageQuery,
  CasinoBrandPageQuery,
  CasinoSearchPageQuery,
  ConfirmTermsPageQuery,
  EmailLinkPageQuery,
  PaymentRequestPageQuery,
  ProvablyFairPageQuery,
  ShellQuery,
} from './navigation/page-queries';

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
  SECURITY_QUESTION_COOKIE,
  SESSION_COOKIE,
  TWO_STEP_COOKIE,
  USER_TOKEN_COOKIE,
} from './auth/paths';
export { decodeCredential, encodeCredential } from './auth/credentials';
export { AuthErrorCodeSchema, RetryAfterErrorSchema, TOO_MANY_REQUESTS_CODE } from './auth/errors';
export type { AuthErrorCode, RetryAfterError } from './auth/errors';
export { AUTH_TOKEN_QUERY_KEYS, AuthTokenBodySchema, SendCredentialsBodySchema, SendCredentialsResponseSchema, authTokenSignedText } from './auth/account-links';
export {
  RemoveSecurityQuestionBodySchema,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_QUESTION_MAX_LENGTH,
  SecurityQuestionPath,
  SecurityQuestionResponseSchema,
  SetSecurityQuestionBodySchema,
  normalisedSecurityAnswer,
} from './auth/account-links';
export type { AuthTokenBody, SecurityQuestionResponse, SendCredentialsBody, SendCredentialsResponse, SetSecurityQuestionBody } from './auth/account-links';
export { SportsPreferencesBodySchema, SportsPreferencesPath, SportsPreferencesResponseSchema } from './auth/sports-preferences';
export type { SportsPreferencesBody, SportsPreferencesResponse } from './auth/sports-preferences';
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
export { PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN, PersonNameSchema, isPersonName } from './auth/person-name';
export { LoginBodySchema, PhoneLoginBodySchema, SecurityQuestionSignInBodySchema, SignInResponseSchema } from './auth/sign-in';
export type { LoginBody, PhoneLoginBody, SecurityQuestionSignInBody, SignInResponse } from './auth/sign-in';
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
export { BLOCK_APPEAL_STATUSES, BlockAppealBodySchema, BlockAppealSchema, BlockAppealsResponseSchema } from './office/block-appeals';
export type { BlockAppeal, BlockAppealBody, BlockAppealsResponse } from './office/block-appeals';
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
export { ACCOUNT_DISPLAY_SETTING_NAMES, AccountDisplaySettingsPath, AccountDisplaySettingsResponseSchema, AccountDisplaySettingsSchema } from './office/display-settings';
export type { AccountDisplaySettings, AccountDisplaySettingsResponse } from './office/display-settings';
export { FAVOURITE_TEAMS_MAX, FavouriteTeamChangeSchema, FavouriteTeamSchema, FavouriteTeamsPath, FavouriteTeamsResponseSchema, sameTeam } from './office/favourite-teams';
export type { FavouriteTeam, FavouriteTeamChange, FavouriteTeamsResponse } from './office/favourite-teams';
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

// accounts: balance (two variants, config 1788), active account, currency accounts, payments, team cash (spec §3, §7)
export { AccountsPaths, BALANCE_VARIANT_CONFIG_ID, balancePathFor, balanceVariantFor } from './accounts/paths';
export type { BalanceVariant } from './accounts/paths';
export { CurrencyIdSchema, CurrencyIsoSchema, DisplayAmountSchema, MinorAmountSchema } from './accounts/money';
export {
  AccountsBalanceAccountSchema,
  AccountsBalanceBonusSchema,
  AccountsBalanceResponseSchema,
  BalanceAccountSchema,
  BalanceBonusSchema,
  BalanceResponseSchema,
  accountFromBalance,
  normalizeBalanceResponse,
  parseBalanceResponse,
} from './accounts/balance';
export type {
  AccountData,
  AccountsBalanceAccount,
  AccountsBalanceResponse,
  AnyBalanceResponse,
  BalanceAccount,
  BalanceBonus,
  BalanceData,
  BalanceParseResult,
  BalanceResponse,
  BonusData,
} from './accounts/balance';
export { HideBalanceSchema, SetActiveAccountBodySchema, SetActiveAccountResponseSchema } from './accounts/active-account';
export type { HideBalance, SetActiveAccountBody, SetActiveAccountResponse } from './accounts/active-account';
export { AccountsErrorCodeSchema } from './accounts/errors';
export { ACCOUNT_CONVERSION_STATUSES, AccountConversionResponseSchema, AccountConversionStatusSchema, ConvertAccountBodySchema } from './accounts/conversion';
export type { AccountConversionResponse, ConvertAccountBody } from './accounts/conversion';
export type { AccountsErrorCode } from './accounts/errors';
export {
  AddCurrencyBodySchema,
  AvailableCurrenciesResponseSchema,
  AvailableCurrencySchema,
  CurrencyChangeRefusalSchema,
  CurrencyChangeResponseSchema,
  RemoveCurrencyBodySchema,
  currencyChangeFailureMessage,
} from './accounts/currencies';
export type { AddCurrencyBody, AvailableCurrenciesResponse, AvailableCurrency, CurrencyChangeResponse, RemoveCurrencyBody } from './accounts/currencies';
export {
  MAIN_ACCOUNT_PAYMENTS_PAGE_SIZE,
  MainAccountPaymentSchema,
  MainAccountPaymentsQuerySchema,
  MainAccountPaymentsResponseSchema,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  PagingSchema,
} from './accounts/payments';
export type { MainAccountPayment, MainAccountPaymentsQuery, MainAccountPaymentsResponse, Paging } from './accounts/payments';
export { TEAM_CASH_PAGE_SIZE, TeamCashPaymentSchema, TeamCashPaymentsQuerySchema, TeamCashPaymentsResponseSchema } from './accounts/team-cash';
export type { TeamCashPayment, TeamCashPaymentsQuery, TeamCashPaymentsResponse } from './accounts/team-cash';

// limit service: responsible-gaming limits, refusals of money paths, ping (spec §3, §6, §8)
export {
  LIMIT_ACTION,
  LIMIT_TYPE,
  LIMIT_TYPES,
  LimitActionBodySchema,
  LimitActionQuerySchema,
  LimitActionResponseSchema,
  LimitCancelQuerySchema,
  LimitListResponseSchema,
  LimitMeasureSchema,
  LimitSchema,
  LimitStateSchema,
  LimitTypeSchema,
  SetLimitBodySchema,
  SetLimitResponseSchema,
  limitActionQuery,
  limitCancelQuery,
} from './limits/limit';
export type {
  Limit,
  LimitAction,
  LimitActionBody,
  LimitActionQuery,
  LimitActionResponse,
  LimitCancelQuery,
  LimitListResponse,
  LimitMeasure,
  LimitState,
  LimitType,
  SetLimitBody,
  SetLimitResponse,
} from './limits/limit';
export {
  LIMIT_AUTH_HEADER,
  LIMIT_LANGUAGE_HEADER,
  LIMIT_PING_INTERVAL_MS,
  LimitAuthHeaderSchema,
  LimitPaths,
  LimitServiceHeadersSchema,
  limitServiceHeaders,
} from './limits/paths';
export type { LimitServiceHeaders } from './limits/paths';
export { LIMIT_REFUSAL_STATUS, LimitRefusalCodeSchema, LimitRefusalSchema, limitRefusalFromApiError, limitRefusalToApiError } from './limits/refusals';
export type { LimitRefusal, LimitRefusalCode } from './limits/refusals';
export { LimitErrorCodeSchema } from './limits/errors';
export type { LimitErrorCode } from './limits/errors';
export { LIMIT_MESSAGE_KEYS } from './limits/messages';
export { LimitPingResponseSchema, LimitSessionResponseSchema } from './limits/session';
export type { LimitPingResponse, LimitSessionResponse } from './limits/session';

// line and live feed: sports menu, events, games with markets, results, esports, coupon bet fields, SSE stream
export { LinePaths, LineTestControlPaths } from './line/paths';
export {
  CoefThousandthsSchema,
  ESPORTS_TYPES,
  EsportsTypeSchema,
  GAME_STATUSES,
  GAME_STATUS_ID,
  GameStatusIdSchema,
  GameStatusSchema,
  LINE_SECTIONS,
  LINE_TIME_FILTERS,
  LineBetSchema,
  LineBetsQuerySchema,
  LineBetsResponseSchema,
  LineChampParamsSchema,
  LineChampResponseSchema,
  LineChampSchema,
  LineCoefBodySchema,
  LineEsportsDisciplineSchema,
  LineEsportsQuerySchema,
  LineEsportsResponseSchema,
  LineEventsQuerySchema,
  LineEventsResponseSchema,
  LineFinishBodySchema,
  LineGameParamsSchema,
  LineGameResponseSchema,
  LineGameSchema,
  LineLanguageQuerySchema,
  LineMarketGroupSchema,
  LineMarketSchema,
  LineMarketStateBodySchema,
  LineMenuChampSchema,
  LineMenuCountrySchema,
  LineMenuQuerySchema,
  LineMenuResponseSchema,
  LineMenuSportSchema,
  LineOpponentSchema,
  LineOutcomeSchema,
  LineResultsQuerySchema,
  LineResultsResponseSchema,
  LineSectionSchema,
  LineSimulatorBodySchema,
  LineTestControlResponseSchema,
  LineTickBodySchema,
  LineTimeFilterSchema,
  LineTopQuerySchema,
  OUTCOME_RESULTS,
  OutcomeResultSchema,
  isQueryFlagOn,
} from './line/line';
export type {
  EsportsType,
  GameStatus,
  GameStatusId,
  LineBet,
  LineBetsQuery,
  LineBetsResponse,
  LineChamp,
  LineChampResponse,
  LineEsportsDiscipline,
  LineEsportsQuery,
  LineEsportsResponse,
  LineEventsQuery,
  LineEventsResponse,
  LineGame,
  LineGameResponse,
  LineMarket,
  LineMarketGroup,
  LineMenuChamp,
  LineMenuCountry,
  LineMenuQuery,
  LineMenuResponse,
  LineMenuSport,
  LineOpponent,
  LineOutcome,
  LineResultsQuery,
  LineResultsResponse,
  LineSection,
  LineTestControlResponse,
  LineTimeFilter,
  LineTopQuery,
  OutcomeResult,
} from './line/line';
export {
  LINE_STREAM_EVENT_TYPES,
  LINE_STREAM_PING_MS,
  LineCoefsEventSchema,
  LineFinishedEventSchema,
  LineGameStateEventSchema,
  LineMarketStateEventSchema,
  LineReadyEventSchema,
  LineStartedEventSchema,
  LineStreamEventSchema,
  LineStreamQuerySchema,
} from './line/stream';
export type { LineStreamEvent, LineStreamEventType, LineStreamQuery } from './line/stream';
export { LineGameProofResponseSchema, LineSimEventSchema } from './line/proof';
export type { LineGameProofResponse, LineSimEvent } from './line/proof';
export { LineErrorCodeSchema } from './line/errors';
export type { LineErrorCode } from './line/errors';
export type { LimitMessageKey } from './limits/messages';

// payments: deposits, withdrawals, methods, the demo provider's wire format, payment requests (spec §2 Office)
export {
  PaymentRequestPaths,
  PaymentsPaths,
  paymentCallbackPath,
  paymentPath,
  paymentRequestTopicTransactionPath,
  paymentRequestTopicTransactionsPath,
} from './payments/paths';
export { PAYMENT_ERROR_STATUS, PaymentCallbackErrorCodeSchema, PaymentErrorCodeSchema } from './payments/errors';
export type { PaymentCallbackErrorCode, PaymentErrorCode } from './payments/errors';
export {
  MAX_PAYMENT_IN_INITIAL_STAKES,
  PAYMENT_METHODS,
  PAYOUT_DESTINATIONS,
  PaymentKindSchema,
  PaymentMethodIdSchema,
  PaymentMethodSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  availablePaymentMethod,
  paymentAmountLimits,
  paymentMethodById,
  paymentMethodsFor,
} from './payments/methods';
export type { AmountLimits, PaymentKind, PaymentMethod, PaymentMethodDefinition, PaymentMethodsQuery, PaymentMethodsResponse, PayoutDestination } from './payments/methods';
export {
  CreateDepositBodySchema,
  CreatePaymentResponseSchema,
  CreateWithdrawalBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  PaymentLanguageSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentSchema,
  PaymentStatusSchema,
  PayoutDestinationValueSchema,
} from './payments/payment';
export type { CreateDepositBody, CreatePaymentResponse, CreateWithdrawalBody, Payment, PaymentResponse, PaymentStatus } from './payments/payment';
export { limitRefusalOfPaymentError, limitRefusedApiError } from './payments/limit-refusal';
export {
  CreatePaymentRequestBodySchema,
  CreatePaymentRequestResponseSchema,
  PAYMENT_REQUESTS_PAGE_SIZE,
  PAYMENT_REQUEST_MESSAGE_LENGTH,
  PAYMENT_REQUEST_TOPICS,
  PaymentRequestSchema,
  PaymentRequestStatusSchema,
  PaymentRequestSubTopicSchema,
  PaymentRequestTopicParamsSchema,
  PaymentRequestTopicSchema,
  PaymentRequestTopicsQuerySchema,
  PaymentRequestTopicsResponseSchema,
  PaymentRequestTransactionParamsSchema,
  PaymentRequestTransactionResponseSchema,
  PaymentRequestTransactionsQuerySchema,
  PaymentRequestTransactionsResponseSchema,
  PaymentRequestsQuerySchema,
  PaymentRequestsResponseSchema,
  paymentRequestTopicById,
} from './payments/payment-requests';
export type {
  CreatePaymentRequestBody,
  PaymentRequest,
  PaymentRequestTopic,
  PaymentRequestTopicDefinition,
  PaymentRequestTopicsResponse,
  PaymentRequestTransactionsResponse,
  PaymentRequestsResponse,
} from './payments/payment-requests';
export {
  DEMO_PAY_OUTCOMES,
  DEMO_PAY_SIGNATURE_HEADER,
  DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS,
  DemoPayChoiceBodySchema,
  DemoPayEventSchema,
  DemoPayOutcomeSchema,
  DemoPayPaths,
  DemoPayRunJobsBodySchema,
  DemoPayRunJobsResponseSchema,
  DemoPayTestControlPath,
  DemoPayTokenParamsSchema,
  PaymentCallbackResponseSchema,
  demoPayCheckoutPath,
  demoPayPayoutPath,
} from './payments/demo-pay';
export type { DemoPayEvent, DemoPayOutcome, DemoPayRunJobsResponse, PaymentCallbackResponse } from './payments/demo-pay';

// bonuses: catalogue (bonuses/offers pages), first-deposit bonus, wagering, promo codes, cashback, rewards, bring a friend
export { BonusesPaths, OfficeBonusesPaths, bonusOfferPath, bonusPartnerPath, cashbackClaimPath, cashbackPath } from './bonuses/paths';
export { BonusesErrorCodeSchema } from './bonuses/errors';
export type { BonusesErrorCode } from './bonuses/errors';
export {
  BONUS_GAME_KINDS,
  BONUS_OFFER_KINDS,
  BonusGameSchema,
  BonusOfferKindSchema,
  BonusOfferCardSchema,
  BonusOfferSchema,
  BonusPartnerSchema,
  BonusRuleSectionSchema,
  BonusSlugSchema,
  CatalogueQuerySchema,
  CatalogueResponseSchema,
  CategoryCountSchema,
  GamesResponseSchema,
  BonusesLanguageQuerySchema,
  OfferQuerySchema,
  OfferResponseSchema,
  PROMO_CATEGORIES,
  PartnerResponseSchema,
  PromoCategorySchema,
  RulesResponseSchema,
  SlugParamsSchema,
  WagerKindSchema,
} from './bonuses/catalogue';
export type {
  BonusGame,
  BonusOffer,
  BonusOfferCard,
  BonusOfferKind,
  BonusPartner,
  BonusRuleSection,
  CatalogueQuery,
  CatalogueResponse,
  GamesResponse,
  OfferQuery,
  OfferResponse,
  PartnerResponse,
  PromoCategory,
  RulesResponse,
  WagerKind,
} from './bonuses/catalogue';
export {
  BONUS_SOURCES,
  BONUS_STATES,
  BonusSourceSchema,
  BonusStateSchema,
  REWARDS_PAGE_SIZE,
  RewardsQuerySchema,
  RewardsResponseSchema,
  UserBonusSchema,
  WagerResponseSchema,
} from './bonuses/user-bonus';
export type { BonusSource, BonusState, RewardsQuery, RewardsResponse, UserBonus, WagerResponse } from './bonuses/user-bonus';
export { FirstDepositBonusResponseSchema, FirstDepositChoiceBodySchema, FirstDepositOptionSchema } from './bonuses/first-deposit';
export type { FirstDepositBonusResponse, FirstDepositChoiceBody, FirstDepositOption } from './bonuses/first-deposit';
export {
  PROMO_CODE_LENGTH,
  PROMO_CODE_STATUSES,
  PromoActivateResponseSchema,
  PromoCheckResponseSchema,
  PromoCodeBodySchema,
  PromoCodeSchema,
  PromoCodeStatusSchema,
  PromoGrantSchema,
} from './bonuses/promo-codes';
export type { PromoActivateResponse, PromoCheckResponse, PromoCodeBody, PromoCodeStatus, PromoGrant } from './bonuses/promo-codes';
export { CASHBACK_PROGRAMS, CashbackClaimResponseSchema, CashbackLineSchema, CashbackParamsSchema, CashbackProgramSchema, CashbackResponseSchema } from './bonuses/cashback';
export type { CashbackClaimResponse, CashbackLine, CashbackProgram, CashbackResponse } from './bonuses/cashback';
export { BringFriendQuerySchema, BringFriendResponseSchema, FRIENDS_PAGE_SIZE, FriendSchema } from './bonuses/bring-friend';
export type { BringFriendQuery, BringFriendResponse, Friend } from './bonuses/bring-friend';

// betting: place a coupon, bet history, print coupon, saved coupon codes, coupon promo codes (spec §3, §4, §5)
export { BettingPaths, BettingTestControlPaths, autoCashOutPath, cashOutPath, couponPath, editBetPath, savedCouponPath } from './betting/paths';
export { AutoCashOutBodySchema, AutoCashOutResponseSchema, CashOutBodySchema, CashOutOfferResponseSchema, CashOutResponseSchema, CashOutUnavailableReasonSchema, EditBetBodySchema, EditBetResponseSchema } from './betting/cash-out';
export type { AutoCashOutBody, AutoCashOutResponse, CashOutBody, CashOutOfferResponse, CashOutResponse, CashOutUnavailableReason, EditBetBody, EditBetBodyInput, EditBetResponse } from './betting/cash-out';
export { BetBuilderPaths, BetBuilderPlaceBodySchema, BetBuilderQuoteBodySchema, BetBuilderQuoteSchema, MAX_BET_BUILDER_LEGS, MIN_BET_BUILDER_LEGS } from './betting/bet-builder';
export type { BetBuilderPlaceBody, BetBuilderPlaceBodyInput, BetBuilderQuote, BetBuilderQuoteBody } from './betting/bet-builder';
export { BETTING_ERROR_STATUS, BettingErrorCodeSchema, COUPON_REFUSAL_CODES, COUPON_RULE_REFUSAL_CODES, CouponRefusalCodeSchema, CouponRefusalSchema, CouponRefusedResponseSchema } from './betting/refusals';
export type { BettingErrorCode, CouponRefusal as CouponRefusalWire, CouponRefusalCode, CouponRefusedResponse } from './betting/refusals';
export {
  BET_HISTORY_PAGE_SIZE,
  BET_HISTORY_PERIODS,
  BET_HISTORY_STATUSES,
  BetHistoryQuerySchema,
  BetHistoryResponseSchema,
  COUPON_STATUSES,
  COUPON_TYPE,
  ChangeCoefActionSchema,
  CouponBetInputSchema,
  CouponLegSchema,
  CouponParamsSchema,
  CouponPromoCodeSchema,
  CouponResponseSchema,
  CouponStatusSchema,
  CouponTypeIdSchema,
  DEFAULT_CHANGE_COEF_ACTION,
  LegResultSchema,
  MAX_COUPON_BETS,
  PlaceCouponBodySchema,
  PlaceCouponResponseSchema,
  PlacedCouponSchema,
  PlacedCouponTypeIdSchema,
  SettleRunResponseSchema,
  SingleResultSchema,
} from './betting/coupon';
export type {
  BetHistoryQuery,
  BetHistoryQueryInput,
  BetHistoryResponse,
  ChangeCoefAction,
  CouponBetInput,
  CouponLeg,
  CouponResponse,
  CouponStatus,
  CouponTypeIdWire,
  LegResult,
  PlaceCouponBody,
  PlaceCouponBodyInput,
  PlaceCouponResponse,
  PlacedCoupon,
  SettleRunResponse,
  SingleResult,
} from './betting/coupon';
export {
  EXPRESS_OF_THE_DAY_BOOST,
  EXPRESS_OF_THE_DAY_MAX_LEGS,
  EXPRESS_OF_THE_DAY_MIN_LEGS,
  ExpressOfTheDayLegSchema,
  ExpressOfTheDayResponseSchema,
  ExpressOfTheDaySchema,
} from './betting/express-of-the-day';
export type { ExpressOfTheDay, ExpressOfTheDayLeg, ExpressOfTheDayResponse } from './betting/express-of-the-day';
export { LoadedCouponResponseSchema, SaveCouponBodySchema, SavedCouponCodeSchema, SavedCouponParamsSchema, SavedCouponResponseSchema } from './betting/saved';
export type { LoadedCouponResponse, SaveCouponBody, SavedCouponResponse } from './betting/saved';
export { COUPON_PROMO_STATUSES, CouponPromoCheckBodySchema, CouponPromoCheckResponseSchema, CouponPromoCodesResponseSchema, CouponPromoSchema } from './betting/promo';
export type { CouponPromo, CouponPromoCheckBody, CouponPromoCheckResponse, CouponPromoCodesResponse } from './betting/promo';

// casino catalogue: providers, brands, categories, games, preview light, actions, favourites (spec §2, §3, §7)
export {
  CASINO_CATALOGUE_ERROR_STATUS,
  CASINO_FAVORITES_LIST_KEY,
  CASINO_GAMES_PAGE_SIZE,
  CASINO_GAME_SORTS,
  CASINO_GAME_TAGS,
  CASINO_ENGINE_LAUNCH_KINDS,
  CASINO_LAUNCH_KINDS,
  CASINO_LINK_LAUNCHES,
  CASINO_RNG_TABLE_VARIANT,
  CasinoTileLaunchSchema,
  isEngineLaunch,
  isLinkLaunch,
  isRngTableVariant,
  CASINO_LOBBY_SECTION_SIZE,
  CASINO_PREVIEW_LIST_SIZE,
  CASINO_VOLATILITIES,
  CASINO_WHENCE,
  CasinoActionsQuerySchema,
  CasinoActionsResponseSchema,
  CasinoBrandSchema,
  CasinoBrandsResponseSchema,
  CasinoCatalogueErrorCodeSchema,
  CasinoCategoriesQuerySchema,
  CasinoCategoriesResponseSchema,
  CasinoCategorySchema,
  CasinoFavoriteStateResponseSchema,
  CasinoFavoritesResponseSchema,
  CasinoGameDetailsSchema,
  CasinoGameParamsSchema,
  CasinoGameResponseSchema,
  CasinoGameRouteParamsSchema,
  CasinoGameSchema,
  CasinoGameSortSchema,
  CasinoGameTagSchema,
  CasinoGamesQuerySchema,
  CasinoGamesResponseSchema,
  CasinoLanguageQuerySchema,
  CasinoLaunchKindSchema,
  CasinoLobbyQuerySchema,
  CasinoLobbyResponseSchema,
  CasinoPaths,
  CasinoPreviewCategorySchema,
  CasinoPreviewGameSchema,
  CasinoPreviewQuerySchema,
  CasinoPreviewResponseSchema,
  CasinoProviderParamsSchema,
  CasinoProviderResponseSchema,
  CasinoProviderSchema,
  CasinoProvidersQuerySchema,
  CasinoProvidersResponseSchema,
  CasinoSlugSchema,
  CasinoVolatilitySchema,
  CasinoWhenceSchema,
  casinoGameTagKey,
} from './casino/catalogue';
export type {
  CasinoActionsResponse,
  CasinoBrand,
  CasinoBrandsResponse,
  CasinoCatalogueErrorCode,
  CasinoCategoriesResponse,
  CasinoCategory,
  CasinoFavoriteStateResponse,
  CasinoFavoritesResponse,
  CasinoGame,
  CasinoGameDetails,
  CasinoGameResponse,
  CasinoGameSort,
  CasinoGameTagKey,
  CasinoGamesQuery,
  CasinoGamesQueryInput,
  CasinoGamesResponse,
  CasinoLanguageQuery,
  CasinoLaunchKind,
  CasinoLobbyQuery,
  CasinoLobbyResponse,
  CasinoPreviewCategory,
  CasinoPreviewGame,
  CasinoPreviewQuery,
  CasinoPreviewQueryInput,
  CasinoPreviewResponse,
  CasinoProvider,
  CasinoProviderResponse,
  CasinoProvidersResponse,
  CasinoVolatility,
  CasinoWhence,
} from './casino/catalogue';

// casino game server: provably fair demo games played for real or play money, seeds, history, verification
export {
  CASINO_BALANCE_CHANGED_MESSAGE,
  CASINO_DEMO_COOKIE,
  CASINO_DEMO_CURRENCY,
  CASINO_DEMO_START_BALANCE,
  CASINO_GAME_ERROR_STATUS,
  CASINO_HISTORY_PAGE_SIZE,
  CasinoClientSeedBodySchema,
  CasinoClientSeedSchema,
  CasinoDemoWalletSchema,
  CasinoDiceParamsSchema,
  CasinoEngineActionBodySchema,
  CasinoEngineFactsSchema,
  CasinoEngineRoundSchema,
  CasinoEngineVerifyResponseSchema,
  CasinoHiloActionSchema,
  CasinoMinesActionSchema,
  CasinoMinesParamsSchema,
  CasinoPlinkoParamsSchema,
  CasinoFrameParamsSchema,
  CasinoFrameQuerySchema,
  CasinoGameErrorCodeSchema,
  CasinoGamePaths,
  CasinoGameStateResponseSchema,
  CasinoGameTestControlPaths,
  CasinoLaunchKindParamsSchema,
  CasinoNextSeedBodySchema,
  CasinoNextSeedResponseSchema,
  CasinoOutcomeSchema,
  CasinoPlayBodySchema,
  CasinoPlayModeQuerySchema,
  CasinoRevealedRoundSchema,
  CasinoRotateSeedResponseSchema,
  CasinoRoundHistoryQuerySchema,
  CasinoRoundHistoryResponseSchema,
  CasinoRoundParamsSchema,
  CasinoRoundResponseSchema,
  CasinoRoundSchema,
  CasinoSeedsResponseSchema,
  CasinoSeedsSchema,
  CasinoStakeRangeSchema,
  CasinoVerifyResponseSchema,
  CasinoWalletSchema,
  ChestOutcomeSchema,
  CrashOutcomeSchema,
  DragonOutcomeSchema,
  FortunaOutcomeSchema,
  LotteryOutcomeSchema,
  MemoryOutcomeSchema,
  SafeOutcomeSchema,
  ScratchOutcomeSchema,
  SlotOutcomeSchema,
} from './casino/rounds';
// casino bonus wheel games: the game a launch kind plays, and the `-bonus` kinds that play for the casino bonus balance
export { CASINO_PICK_GAMES, CASINO_WHEEL_GAMES, bonusLaunchOf, casinoLaunchGame, isBonusLaunch, isPickLaunch, isWheelLaunch } from './casino/wheel-games';
export type { CasinoPickGame, CasinoWheelGame } from './casino/wheel-games';
export type { CasinoEngineLaunchKind, CasinoLinkLaunch, CasinoTileLaunch } from './casino/catalogue';
export type {
  CasinoEngineActionBody,
  CasinoEngineRound,
  CasinoEngineVerifyResponse,
  CasinoGameErrorCode,
  CasinoGameStateResponse,
  CasinoNextSeedBody,
  CasinoOutcome,
  CasinoPlayBody,
  CasinoPlayModeQuery,
  CasinoRevealedRound,
  CasinoRotateSeedResponse,
  CasinoRound,
  CasinoRoundHistoryQuery,
  CasinoRoundHistoryQueryInput,
  CasinoRoundHistoryResponse,
  CasinoRoundResponse,
  CasinoSeeds,
  CasinoSeedsResponse,
  CasinoVerifyResponse,
  CasinoWallet,
} from './casino/rounds';
export {
  CASINO_POOL_ERROR_STATUS,
  CasinoPoolErrorCodeSchema,
  CasinoPoolPaths,
  CasinoPoolTestControlPaths,
  LottoDrawResponseSchema,
  LottoDrawSchema,
  LottoDrawStatusSchema,
  LottoDrawsResponseSchema,
  LottoOverviewResponseSchema,
  LottoPoolSchema,
  LottoTicketBodySchema,
  LottoTicketResponseSchema,
  LottoTicketSchema,
  LottoTicketsQuerySchema,
  LottoTicketsResponseSchema,
  POOL_PAGE_SIZE,
  PoolDrawParamsSchema,
  PoolPageQuerySchema,
  PoolTickResponseSchema,
  TotoCouponBodySchema,
  TotoCouponResponseSchema,
  TotoCouponSchema,
  TotoCouponsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawSchema,
  TotoDrawStatusSchema,
  TotoDrawsResponseSchema,
  TotoMarkSchema,
  TotoMatchSchema,
  TotoOverviewResponseSchema,
  TotoPoolSchema,
  TotoResultSchema,
  TotoSettleBodySchema,
} from './casino/pools';
export type {
  CasinoPoolErrorCode,
  LottoDraw,
  LottoDrawResponse,
  LottoDrawStatus,
  LottoDrawsResponse,
  LottoOverviewResponse,
  LottoPool,
  LottoTicket,
  LottoTicketBody,
  LottoTicketResponse,
  LottoTicketsQuery,
  LottoTicketsQueryInput,
  LottoTicketsResponse,
  PoolPageQuery,
  PoolPageQueryInput,
  PoolTickResponse,
  TotoCoupon,
  TotoCouponBody,
  TotoCouponResponse,
  TotoCouponsResponse,
  TotoDraw,
  TotoDrawResponse,
  TotoDrawStatus,
  TotoDrawsResponse,
  TotoMatch,
  TotoOverviewResponse,
  TotoPool,
  TotoResultWire,
  TotoSettleBody,
} from './casino/pools';

// casino draws: keno and bingo on a schedule, provably fair, tickets through the ledger, results
export {
  CASINO_BINGO_MAX_CARDS,
  CASINO_DRAW_ERROR_STATUS,
  CASINO_DRAW_RESULTS_PAGE_SIZE,
  CASINO_DRAW_TICKETS_PAGE_SIZE,
  CASINO_DRAW_WINNERS_SHOWN,
  CASINO_KENO_MAX_PICKS,
  CasinoDrawCancelResponseSchema,
  CasinoDrawDetailResponseSchema,
  CasinoDrawErrorCodeSchema,
  CasinoDrawGameParamsSchema,
  CasinoDrawGameSchema,
  CasinoDrawIdParamsSchema,
  CasinoDrawOutcomeSchema,
  CasinoDrawParamsSchema,
  CasinoDrawPaths,
  CasinoDrawResultsQuerySchema,
  CasinoDrawResultsResponseSchema,
  CasinoDrawRunBodySchema,
  CasinoDrawRunResponseSchema,
  CasinoDrawScheduleSchema,
  CasinoDrawSchema,
  CasinoDrawSeedBodySchema,
  CasinoDrawSeedResponseSchema,
  CasinoDrawSelectionSchema,
  CasinoDrawSettleResponseSchema,
  CasinoDrawStateResponseSchema,
  CasinoDrawStatusSchema,
  CasinoDrawTestControlPaths,
  CasinoDrawTicketBodySchema,
  CasinoDrawTicketResponseSchema,
  CasinoDrawTicketSchema,
  CasinoDrawTicketsQuerySchema,
  CasinoDrawTicketsResponseSchema,
  CasinoDrawWinnerSchema,
} from './casino/draws';
export type {
  CasinoDraw,
  CasinoDrawDetailResponse,
  CasinoDrawErrorCode,
  CasinoDrawGame,
  CasinoDrawOutcome,
  CasinoDrawResultsQueryInput,
  CasinoDrawResultsResponse,
  CasinoDrawRunBody,
  CasinoDrawRunResponse,
  CasinoDrawSchedule,
  CasinoDrawSelection,
  CasinoDrawSettleResponse,
  CasinoDrawStateResponse,
  CasinoDrawStatus,
  CasinoDrawTicket,
  CasinoDrawTicketBody,
  CasinoDrawTicketResponse,
  CasinoDrawTicketsQueryInput,
  CasinoDrawTicketsResponse,
  CasinoDrawWinner,
} from './casino/draws';
export {
  CASINO_LEADERBOARD_MAX_SIZE,
  CASINO_LEADERBOARD_REFRESH_MS,
  CASINO_LEADERBOARD_SIZE,
  CASINO_TOURNAMENT_ERROR_STATUS,
  CASINO_TOURNAMENT_SCORINGS,
  CASINO_TOURNAMENT_STATUSES,
  CasinoBonusActionParamsSchema,
  CasinoBonusActionResponseSchema,
  CasinoBonusActionSchema,
  CasinoBonusBlockSchema,
  CasinoBonusInlineSchema,
  CasinoBonusPaths,
  CasinoBonusPromotionParamsSchema,
  CasinoBonusPromotionResponseSchema,
  CasinoBonusPromotionSchema,
  CasinoBonusPromotionSummarySchema,
  CasinoBonusPromotionsResponseSchema,
  CasinoBonusQuerySchema,
  CasinoLeaderboardMeSchema,
  CasinoLeaderboardQuerySchema,
  CasinoLeaderboardResponseSchema,
  CasinoLeaderboardRowSchema,
  CasinoTournamentDetailsSchema,
  CasinoTournamentErrorCodeSchema,
  CasinoTournamentGameSchema,
  CasinoTournamentParamsSchema,
  CasinoTournamentPaths,
  CasinoTournamentPrizeSchema,
  CasinoTournamentQuerySchema,
  CasinoTournamentResponseSchema,
  CasinoTournamentScoringSchema,
  CasinoTournamentStatusSchema,
  CasinoTournamentSummarySchema,
  CasinoTournamentsQuerySchema,
  CasinoTournamentsResponseSchema,
  CasinoTournamentEndResponseSchema,
  CasinoTournamentPayoutSchema,
  CasinoTournamentPrizeWonSchema,
  CasinoTournamentPrizesQuerySchema,
  CasinoTournamentPrizesResponseSchema,
  CasinoTournamentTestControlPaths,
} from './casino/tournaments';
export type {
  CasinoTournamentEndResponse,
  CasinoTournamentPayout,
  CasinoTournamentPrizeWon,
  CasinoTournamentPrizesQueryInput,
  CasinoTournamentPrizesResponse,
  CasinoBonusAction,
  CasinoBonusActionResponse,
  CasinoBonusBlock,
  CasinoBonusInline,
  CasinoBonusPromotion,
  CasinoBonusPromotionResponse,
  CasinoBonusPromotionSummary,
  CasinoBonusPromotionsResponse,
  CasinoLeaderboardMe,
  CasinoLeaderboardQueryInput,
  CasinoLeaderboardResponse,
  CasinoLeaderboardRow,
  CasinoTournamentDetails,
  CasinoTournamentErrorCode,
  CasinoTournamentGame,
  CasinoTournamentPrize,
  CasinoTournamentResponse,
  CasinoTournamentScoring,
  CasinoTournamentStatus,
  CasinoTournamentSummary,
  CasinoTournamentsQuery,
  CasinoTournamentsQueryInput,
  CasinoTournamentsResponse,
} from './casino/tournaments';

// casino lotteries history: keno and bingo tickets, toto coupons and lotto tickets in the office
export {
  CASINO_LOTTERY_GAMES,
  CASINO_LOTTERY_HISTORY_PAGE_SIZE,
  CASINO_LOTTERY_STATUSES,
  CasinoLotteryDrawSchema,
  CasinoLotteryEntrySchema,
  CasinoLotteryGameSchema,
  CasinoLotteryHistoryQuerySchema,
  CasinoLotteryHistoryResponseSchema,
  CasinoLotteryPaths,
  CasinoLotteryPlaySchema,
  CasinoLotteryStatusSchema,
} from './casino/lotteries';
export type {
  CasinoLotteryDraw,
  CasinoLotteryEntry,
  CasinoLotteryGame,
  CasinoLotteryHistoryQuery,
  CasinoLotteryHistoryQueryInput,
  CasinoLotteryHistoryResponse,
  CasinoLotteryPlay,
  CasinoLotteryStatus,
} from './casino/lotteries';

// casino landings: casino/landing/{landingId}, games-landing/{landingRoute} and the slots/vulkan hall
export {
  CASINO_LANDING_ERROR_STATUS,
  CASINO_LANDING_KINDS,
  CASINO_LANDING_MAX_GAMES,
  CASINO_LANDING_THEMES,
  CasinoLandingErrorCodeSchema,
  CasinoLandingKindSchema,
  CasinoLandingParamsSchema,
  CasinoLandingPaths,
  CasinoLandingQuerySchema,
  CasinoLandingResponseSchema,
  CasinoLandingSchema,
  CasinoLandingThemeSchema,
} from './casino/landings';
export type { CasinoLanding, CasinoLandingErrorCode, CasinoLandingKind, CasinoLandingParams, CasinoLandingQueryInput, CasinoLandingResponse, CasinoLandingTheme } from './casino/landings';
export { HealthResponseSchema, OperationsPaths, ReadinessResponseSchema } from './operations';
export type { ReadinessResponse } from './operations';

// the operator's back office: staff, roles, sign-in with TOTP, KYC queue, support inbox, audit trail
export * from './backoffice/index';
