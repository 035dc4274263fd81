import { AD_BAIT_CLASS_NAMES, adBlockDetected } from '@betting/notices';

/** Puts a bait element that ad blockers hide into the page, measures it, and takes it out again. */
export function detectAdBlock(): boolean {
  const bait = document.createElement('div');
  bait.className = AD_BAIT_CLASS_NAMES.join(' ');
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  document.body.append(bait);
  const style = window.getComputedStyle(bait);
  const detected = adBlockDetected({ height: bait.offsetHeight, display: style.display, visibility: style.visibility });
  bait.remove();
  return detected;
}
