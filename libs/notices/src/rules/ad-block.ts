/** Class names ad blockers hide on sight: an element carrying them is the bait. */
export const AD_BAIT_CLASS_NAMES = ['adsbox', 'ad-banner', 'banner-ads', 'ad-placement', 'textads'] as const;

export interface BaitMeasurement {
  readonly height: number;
  readonly display: string;
  readonly visibility: string;
}

/** An ad blocker is at work when the bait element was hidden or collapsed. */
export function adBlockDetected(bait: BaitMeasurement | null): boolean {
  if (bait === null) return true;
  return bait.height === 0 || bait.display === 'none' || bait.visibility === 'hidden';
}
