import type { BlockResult } from '@betting/contracts';

/**
 * The blocking reason code the navigation decision reads (spec §4 Blocking): the template type when
 * displayTypeId is 1, except that a force-geo-off cookie of `1` lifts template 1 (the geo block). Else null.
 */
export function blockingReason(result: BlockResult, forceGeoOffCookie: string | undefined): number | null {
  if (result.displayTypeId !== 1) return null;
  if (forceGeoOffCookie === '1' && result.templateTypeId === 1) return null;
  return result.templateTypeId;
}
