import * as z from 'zod/mini';

/**
 * Money on the accounts wire: an integer amount of minor units (kopecks, cents; yen for JPY; fils for KWD) that is
 * never negative, beside the ISO 4217 alphabetic code of its currency. A display string may travel too
 * (`money_text`, `summ_text`…): it is for showing only and never parsed for arithmetic.
 */
export const MinorAmountSchema = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
export const CurrencyIsoSchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 alphabetic code'));
/** ISO 4217 numeric code: the currency id of accounts and registration (643 RUB, 840 USD, 978 EUR). */
export const CurrencyIdSchema = z.int().check(z.positive(), z.lte(999));
export const DisplayAmountSchema = z.string().check(z.maxLength(64));
