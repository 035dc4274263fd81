export {
  BrandBookVariableSchema,
  ConfigAllPath,
  ConfigAllQuerySchema,
  ConfigAllResponseSchema,
  LanguageCodeSchema,
  LanguageConfigSchema,
  RoutingConfigSchema,
  SiteConfigSchema,
} from './config/site-config';
export type {
  BrandBookVariable,
  ConfigAllQuery,
  ConfigAllResponse,
  LanguageCode,
  LanguageConfig,
  RoutingConfigJson,
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
