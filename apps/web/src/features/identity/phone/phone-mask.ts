/** The digit slot of a phone mask (`(###) ###-##-##`): one digit of the national number. */
const SLOT = '#';

/** How many digits a mask holds. */
export function maskCapacity(mask: string): number {
  return [...mask].filter((char) => char === SLOT).length;
}

/** The digits of what was typed or pasted, at most `max` of them. */
export function phoneDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/**
 * The national number as the mask shows it: digits fill the `#` slots in order, the mask's other characters sit
 * between them, and nothing of the mask is shown after the last digit (so deleting never gets stuck on a `-`).
 * Digits beyond the mask's slots follow at the end.
 */
export function formatPhone(digits: string, mask: string): string {
  let out = '';
  let next = 0;
  let pending = '';
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === SLOT) {
      out += pending + digits[next];
      pending = '';
      next += 1;
    } else {
      pending += char;
    }
  }
  return out + digits.slice(next);
}

/** The mask's placeholder, with a zero in every slot: `(000) 000-00-00`. */
export function maskPlaceholder(mask: string): string {
  return mask.replaceAll(SLOT, '0');
}
