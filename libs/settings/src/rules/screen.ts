/** Spec §9: the screen breakpoints, widest first (CSS pixels). Below the last one the phone layout starts at 768. */
export const SCREEN_BREAKPOINTS = { wide: 1920, desktop: 1366, laptop: 1100, tablet: 1024 } as const;
export const PHONE_MAX_WIDTH = 767;

export type ScreenClass = 'wide' | 'desktop' | 'laptop' | 'tablet' | 'small-tablet' | 'phone';

/** The layout class of a window width: ≥1920 wide, ≥1366 desktop, ≥1100 laptop, ≥1024 tablet, ≥768 small tablet, else phone. */
export function screenClassOf(width: number): ScreenClass {
  if (width >= SCREEN_BREAKPOINTS.wide) return 'wide';
  if (width >= SCREEN_BREAKPOINTS.desktop) return 'desktop';
  if (width >= SCREEN_BREAKPOINTS.laptop) return 'laptop';
  if (width >= SCREEN_BREAKPOINTS.tablet) return 'tablet';
  if (width > PHONE_MAX_WIDTH) return 'small-tablet';
  return 'phone';
}
