// rules: the loader state machine (spec §4, §9)
export {
  ALLOWED_TRANSITIONS,
  DEFAULT_LOADER_POLICY,
  NOT_EXISTING,
  effectsOf,
  isAllowedTransition,
  isFinalError,
  retryDelayMs,
  transition,
} from './rules/loader';

// rules: request (spec §7)
export { appKey, buildRemoteAppRequest } from './rules/request';

// rules: assets once per page life, code only from allowed origins
export { NOTHING_INJECTED, isEmptyPlan, planAssets, withPlanApplied } from './rules/assets';
export { defaultAllowList, mayEvaluate, normalizeOrigin, originOf } from './rules/origin';

// rules: chunk-load failure reloads at most once per 60 s (spec §8, §9)
export { CHUNK_RELOAD_GUARD_MS, isChunkLoadErrorMessage, mayReloadAfterChunkError, parseLastReloadAt } from './rules/chunk-reload';

// model
export { createRemoteAppsModel } from './model/remote-apps.model';

// types
export type {
  LoaderEffect,
  LoaderEvent,
  LoaderEventType,
  LoaderPolicy,
  LoaderRefusal,
  LoaderRefusalCode,
  LoaderState,
  LoaderStatus,
} from './rules/loader';
export type { RemoteAppRequest, RemoteAppRequestOptions, RemoteAppView } from './rules/request';
export type { AssetPlan, EvaluationPolicy, InjectedAssets } from './rules/assets';
export type {
  RemoteAppEntry,
  RemoteAppFetcher,
  RemoteAppMount,
  RemoteAppState,
  RemoteAppTransition,
  RemoteAppsHost,
  RemoteAppsModel,
  RemoteAppsModelOptions,
  RemoteAppsRegistry,
} from './model/remote-apps.model';
