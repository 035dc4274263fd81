import type { CouponRefusalWire } from '@betting/contracts';
import type { CouponModelRefusal, PlaceCouponError } from '@betting/coupon';
import type { TFunction } from 'i18next';

/** Money and coefficient parameters of a refusal, as the bettor reads them. */
export interface RefusalFormat {
  readonly money: (minor: number) => string;
  readonly coef: (thousandths: number) => string;
}

/** Codes whose numbers are money (the rules and the server share them: one vocabulary). */
const MONEY_CODES: ReadonlySet<string> = new Set<CouponRefusalWire['code']>(['amount_below_min', 'amount_above_max', 'amount_not_step', 'amount_above_block_max', 'payout_above_max', 'insufficient_balance']);

/** The sentence for one reason the coupon cannot be placed (the rules' reasons, the page's own, or the server's). */
export function refusalText(t: TFunction<'pages'>, refusal: CouponModelRefusal | CouponRefusalWire, format: RefusalFormat): string {
  const params = ('params' in refusal ? refusal.params : refusal) as Readonly<Record<string, unknown>>;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    // Texts (a score) go as they are.
    if (typeof value === 'string') values[key] = value;
    if (typeof value !== 'number') continue;
    values[key] = refusal.code === 'coef_changed' ? format.coef(value) : MONEY_CODES.has(refusal.code) ? format.money(value) : value;
  }
  return t(`coupon.refusals.${refusal.code}`, { ...values, defaultValue: t('coupon.refusals.unknown') });
}

/** The sentence for a placement the server did not take (its refusals are listed apart). */
export function placeErrorText(t: TFunction<'pages'>, error: PlaceCouponError): string | null {
  switch (error.kind) {
    case 'refused':
      return null;
    case 'limit':
      // The limit service's reason in the bettor's language (the same texts as a refused deposit).
      return [t('coupon.errors.limit'), error.reason ? t(`payments.limitReasons.${error.reason}`, { defaultValue: '' }) : ''].filter(Boolean).join(' ');
    case 'network':
      return t('coupon.errors.network');
    case 'unknown':
      return t('coupon.errors.unknown');
  }
}
