import type { SettingsStartContext } from '@betting/settings';
import { createEvent, sample } from 'effector';
import { settings, windowResized } from '../shared/settings';
import { maintenance } from './maintenance';
import { siteConfig } from './site-config';

/** What the page knows when the app starts: its language, address, window width and the server's bootstrap facts. */
export interface AppStart extends Required<Pick<SettingsStartContext, 'showsCookiePopup' | 'countryCode' | 'search'>> {
  readonly lng: string;
  readonly width: number;
}

/** The app's one start: the models of the first JavaScript begin from it (the lazily loaded ones from their chunk's start). */
export const appStarted = createEvent<AppStart>();

sample({ clock: appStarted, fn: ({ showsCookiePopup, search, countryCode }) => ({ showsCookiePopup, search, countryCode }), target: settings.appStarted });
// The layout (phone or desktop) is chosen by the width: known before anything renders.
sample({ clock: appStarted, fn: ({ width }) => width, target: windowResized });
// The config and maintenance reads (a page the server rendered already carries both).
sample({ clock: appStarted, fn: ({ lng }) => lng, target: siteConfig.languageChanged });
sample({ clock: appStarted, target: maintenance.maintenanceRequested });
