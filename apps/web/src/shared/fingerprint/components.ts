import type { FingerprintComponents } from '@betting/contracts';

/** What this browser tells about itself without asking permission: the components of our own fingerprint (spec §3). */
export function gatherFingerprintComponents(win: Window = window): FingerprintComponents {
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent.slice(0, 512),
    languages: nav.languages.join(',').slice(0, 256),
    platform: (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? nav.platform ?? null,
    // The browser's zone name for the device fingerprint, not a date shown to anyone.
    // eslint-disable-next-line no-restricted-syntax
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    screen: `${win.screen.width}x${win.screen.height}x${win.screen.colorDepth}`,
    pixelRatio: win.devicePixelRatio,
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    deviceMemory: nav.deviceMemory ?? null,
    touchPoints: nav.maxTouchPoints ?? 0,
    cookiesEnabled: nav.cookieEnabled,
  };
}
