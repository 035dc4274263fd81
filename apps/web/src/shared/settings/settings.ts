import { systemClock } from '@betting/kernel';
import { createSettingsModel } from '@betting/settings';
import { combine, createEffect, sample } from 'effector';
import { applySettingsToDocument, type Appearance } from './apply-to-document';
import { browserSettingsStorage } from './browser-storage';

/** The app's one settings model over the browser's cookies and storage; each tab runs it in its own scope. */
export const settings = createSettingsModel({ storage: browserSettingsStorage(), clock: systemClock });

const applyAppearanceFx = createEffect((appearance: Appearance) => applySettingsToDocument(appearance));
const $appearance = combine({ appTheme: settings.$settings.map((value) => value.appTheme), appFontSize: settings.$fontSize });

// Once loaded, and on every theme or font-size change, the page follows the settings.
sample({ clock: [settings.settingsLoaded, $appearance.updates], source: $appearance, target: applyAppearanceFx });
