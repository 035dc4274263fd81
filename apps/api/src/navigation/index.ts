// The navigation services: redirects, blocks, maintenance and the routing config, for the page server and over HTTP.

// routing config from site settings
export { ROUTING_SETTING_KEYS, loadRoutingConfig, loadRoutingConfigJson } from './routing-config';

// clients for the page server (in process, with the spec's retries)
export { blocksClientOver, checkBlocking, createBlocksClient, createRedirectsClient, redirectsClientOver } from './clients';
export { BLOCK_CHECK_RETRY, REDIRECT_CHECK_RETRY, RetriesExhaustedError } from './retry';

// services (what the HTTP routes answer) and their tables
export { checkBlock, checkBlockFrom, insertBlockRule, listActiveBlockRules } from './blocks.repository';
export { insertRedirectRule, listActiveRedirectRules, redirectLight, redirectLightFrom } from './redirects.repository';
export { MAINTENANCE_OFF, MAINTENANCE_OVERRIDE_KEY, loadMaintenance, maintenanceFrom, readMaintenanceConfig, resetMaintenance, writeMaintenanceConfig } from './maintenance.repository';

// the same rows from memory (see cache/read-cache.ts)
export { createNavigationReads } from './navigation.cache';

// rules
export { matchBlock } from './rules/blocks';
export { isMaintenanceActive, isMaintenanceNoticeShown, maintenanceNotice } from './rules/maintenance';
export { MAX_REDIRECT_HOPS, resolveRedirect } from './rules/redirects';

// Fastify plugin (the test-control one, maintenance.test-control.ts, is registered by the test-control API only)
export { navigationServicesRoutes } from './navigation.routes';

// types
export type { BlockingCheck, BlockingCheckRequest, BlocksClient, ClientOptions, RedirectsClient } from './clients';
export type { FailedAttempt, RetryPolicy } from './retry';
export type { BlockRuleInput } from './blocks.repository';
export type { RedirectRuleInput } from './redirects.repository';
export type { MaintenanceRequest } from './maintenance.repository';
export type { BlockAudience, BlockRule } from './rules/blocks';
export type { RedirectRule } from './rules/redirects';
export type { NavigationServicesOptions } from './navigation.routes';
export type { NavigationReads } from './navigation.cache';
export type { BuildInfo } from './routing-config';
