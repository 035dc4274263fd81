export { RESIZE_THROTTLE_MS, settings, windowResized } from './settings';
export { browserSettingsStorage } from './browser-storage';
export { applySettingsToDocument } from './apply-to-document';
export type { BrowserStorageEnvironment } from './browser-storage';
export type { Appearance, AppearanceRoot } from './apply-to-document';
