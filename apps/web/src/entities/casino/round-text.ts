import { coefToString, currencyByIso, formatMoney, minorToMajorString } from '@betting/kernel';

/** A multiplier in thousandths as the games show it: two decimals, a third when it has one (`2.50`, `1.234`). */
export function multiplierText(thousandths: number): string {
  const text = coefToString(thousandths);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** Demo rounds are played in credits (`FUN`) the currency table does not know: two decimals, like most currencies. */
export const amountCurrency = (currency: string): string => (currencyByIso(currency) ? currency : 'EUR');

/** An amount of a round's currency as the page writes money, or `1,000.00 FUN` for demo credits. */
export function roundMoneyText(amount: number, currency: string, lng: string): string {
  return currencyByIso(currency) ? formatMoney(amount, currency, lng) : `${minorToMajorString(amount, amountCurrency(currency))} ${currency}`;
}
