import { rootFontSizePx, themeName, type GlobalSettings } from '@betting/settings';

export type Appearance = Pick<GlobalSettings, 'appTheme' | 'appFontSize'>;

/** The parts of <html> this touches (a fake in tests). */
export interface AppearanceRoot {
  setAttribute(name: string, value: string): void;
  readonly style: { fontSize: string; colorScheme: string };
}

/**
 * Puts the theme and the font size on the page: `data-theme="light|dark"` on <html> (global.css switches the
 * palette on it) and the root font size, 14 px scaled by appFontSize (every rem and brand-book em follows).
 */
export function applySettingsToDocument(settings: Appearance, root: AppearanceRoot = document.documentElement): void {
  const theme = themeName(settings.appTheme);
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.style.fontSize = `${rootFontSizePx(settings.appFontSize)}px`;
}
