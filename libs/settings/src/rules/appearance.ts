/**
 * Theme and font size (spec §3 appTheme, appFontSize; UI.md: dark is the default for betting, 14 px base).
 * `appTheme` is 0 light or 1 dark. `appFontSize` is a percentage of the 14 px base, kept between 80 and 150.
 */
export const APP_THEME = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEME)[keyof typeof APP_THEME];
export type ThemeName = keyof typeof APP_THEME;

/** Dark: the betting default (UI.md). */
export const DEFAULT_APP_THEME: AppTheme = APP_THEME.dark;

export function themeName(theme: AppTheme): ThemeName {
  return theme === APP_THEME.light ? 'light' : 'dark';
}

export function toggledTheme(theme: AppTheme): AppTheme {
  return theme === APP_THEME.light ? APP_THEME.dark : APP_THEME.light;
}

/** The root font size every rem of the stylesheet hangs on (UI.md: 14 px base on desktop). */
export const BASE_FONT_SIZE_PX = 14;
/** appFontSize in percent of the base: 100 is 14 px. */
export const APP_FONT_SIZE = { min: 80, max: 150, default: 100, step: 10 } as const;

/** A wanted font size made valid: not a finite number → the default; else rounded and kept in [80, 150]. */
export function clampFontSize(percent: number): number {
  if (!Number.isFinite(percent)) return APP_FONT_SIZE.default;
  return Math.min(APP_FONT_SIZE.max, Math.max(APP_FONT_SIZE.min, Math.round(percent)));
}

/** Root font size in px for a font-size setting: 100 → 14, 125 → 17.5, 80 → 11.2. */
export function rootFontSizePx(appFontSize: number): number {
  return (BASE_FONT_SIZE_PX * clampFontSize(appFontSize)) / 100;
}
