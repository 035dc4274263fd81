import { systemClock } from '@betting/kernel';
import { createSettingsModel, screenClassOf } from '@betting/settings';
import { combine, createEffect, createEvent, sample } from 'effector';
import { throttle } from 'patronum';
import { applySettingsToDocument, type Appearance } from './apply-to-document';
import { browserSettingsStorage } from './browser-storage';

/** The app's one settings model over the browser's cookies and storage; each tab runs it in its own scope. */
export const settings = createSettingsModel({ storage: browserSettingsStorage(), clock: systemClock });

const applyAppearanceFx = createEffect((appearance: Appearance) => applySettingsToDocument(appearance));
const $appearance = combine({ appTheme: settings.$settings.map((value) => value.appTheme), appFontSize: settings.$fontSize });

// Once loaded, and on every theme or font-size change, the page follows the settings.
sample({ clock: [settings.settingsLoaded, $appearance.updates], source: $appearance, target: applyAppearanceFx });

/**
 * The sportsbook's hidden columns (spec §3 left/right section display state) as `data-hide-left` / `data-hide-right`
 * on <html>, which the layout's styles follow: outside React, so a first render the server made with both columns
 * takes over without a mismatch.
 */
const $sections = combine({
  left: settings.$settings.map((value) => value.leftSectionDisplayState === 1),
  right: settings.$settings.map((value) => value.rightSectionDisplayState === 1),
});
const applySectionsFx = createEffect(({ left, right }: { left: boolean; right: boolean }) => {
  document.documentElement.toggleAttribute('data-hide-left', left);
  document.documentElement.toggleAttribute('data-hide-right', right);
});
sample({ clock: [settings.settingsLoaded, $sections.updates], source: $sections, target: applySectionsFx });

/** Spec §9: resize events reach the settings (the window-width cookie, written only with functional consent) at most every 100 ms. */
export const RESIZE_THROTTLE_MS = 100;
export const windowResized = createEvent<number>();
const throttledResize = throttle(windowResized, RESIZE_THROTTLE_MS);
sample({ clock: throttledResize, target: settings.windowSizeChanged });

/** `data-screen` on <html>: the layout class of spec §9's breakpoints, for styles and scripts that need it. */
const applyScreenClassFx = createEffect((width: number) => document.documentElement.setAttribute('data-screen', screenClassOf(width)));
sample({ clock: throttledResize, target: applyScreenClassFx });
