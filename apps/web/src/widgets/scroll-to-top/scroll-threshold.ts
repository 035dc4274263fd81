/** Spec §2: the scroll-to-top button appears after 4 screens on a phone, after 1 otherwise. */
export function scrollToTopThreshold(viewportHeight: number, isPhone: boolean): number {
  return viewportHeight * (isPhone ? 4 : 1);
}
