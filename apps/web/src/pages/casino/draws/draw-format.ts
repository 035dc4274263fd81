import { coefToString, formatMoney } from '@betting/kernel';

/** Seconds as the countdown shows them: `4:05`, `0:09`. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A multiplier in thousandths as the paytables show it: `3.8`, `9.4`, `50 000` → `50000`. */
export function payText(thousandths: number): string {
  const text = coefToString(thousandths).replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
}

/** Money of a ticket's currency in the page's language. */
export const moneyText = (amount: number, currency: string, lng: string): string => formatMoney(amount, currency, lng);

/** The first and last characters of a seed or hash, for a line of text (the whole value stays in a title). */
export const shortHash = (hash: string): string => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);
