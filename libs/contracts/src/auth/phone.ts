import * as z from 'zod/mini';

/** GET phone countries: what the list call gives (spec §3: country_code, tel_code), with the country's id and name. */
export const PhoneCountryItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** ISO 3166-1 alpha-2, upper case as stored; the client keeps it lower-case as `code`. */
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  tel_code: z.string().check(z.regex(/^\d{1,4}$/)),
});
export const PhoneCountriesResponseSchema = z.object({ items: z.array(PhoneCountryItemSchema) });
export type PhoneCountryItem = z.infer<typeof PhoneCountryItemSchema>;

/** GET phone masks: `#` is one digit of the national number; Min and Max count those digits. */
export const PhoneMaskSchema = z.object({ CountryId: z.int(), Mask: z.string(), Max: z.int(), Min: z.int() });
export const PhoneMasksResponseSchema = z.object({ items: z.array(PhoneMaskSchema) });
export type PhoneMask = z.infer<typeof PhoneMaskSchema>;
