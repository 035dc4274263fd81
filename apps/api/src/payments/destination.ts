import type { PayoutDestination } from '@betting/contracts';

const CARD_DIGITS = /^\d{13,19}$/;
const WALLET_ID = /^[A-Za-z0-9._@+-]{4,64}$/;

/** The Luhn checksum every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The destination as the provider takes it (a card without spaces), or null when it is not one of that kind. */
export function normalizeDestination(kind: PayoutDestination, value: string): string | null {
  if (kind === 'card') {
    const digits = value.replace(/[\s-]/g, '');
    return CARD_DIGITS.test(digits) && passesLuhn(digits) ? digits : null;
  }
  const trimmed = value.trim();
  return WALLET_ID.test(trimmed) ? trimmed : null;
}

/** What is kept and shown of a destination: a card's last four digits, a wallet id's first and last two characters. */
export function maskDestination(kind: PayoutDestination, normalized: string): string {
  if (kind === 'card') return `•••• ${normalized.slice(-4)}`;
  return `${normalized.slice(0, 2)}•••${normalized.slice(-2)}`;
}
