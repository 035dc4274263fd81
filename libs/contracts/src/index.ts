export {
  BrandBookVariableSchema,
  ConfigAllPath,
  ConfigAllQuerySchema,
  ConfigAllResponseSchema,
  LanguageCodeSchema,
  LanguageConfigSchema,
  SiteConfigSchema,
} from './config/site-config';
export type {
  BrandBookVariable,
  ConfigAllQuery,
  ConfigAllResponse,
  LanguageCode,
  LanguageConfig,
  SiteConfig,
} from './config/site-config';
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
