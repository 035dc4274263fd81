import { coefToString, formatMoney } from '@betting/kernel';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Money in the reader's language: minor units with the currency's exponent and symbol (`3 000,00 ₽`). */
export function useMoney(): (amount: number, iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback((amount: number, iso: string) => formatMoney(amount, iso, i18n.language), [i18n.language]);
}

/** A coefficient of thousandths without trailing zeros: 1500 → `1.5`. */
export function coefText(coef: number): string {
  return coefToString(coef).replace(/\.?0+$/, '');
}

/** Paragraphs of a text whose paragraphs are separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
