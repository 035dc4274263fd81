import { z } from 'zod';

/** A two-letter language code, as every path's first segment. */
export const LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'a two-letter lowercase language code');
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

export const LanguageConfigSchema = z.object({
  id: z.number().int().positive(),
  code: LanguageCodeSchema,
  name: z.string().min(1),
  nativeName: z.string().min(1),
  hiddenForGuests: z.boolean(),
});
export type LanguageConfig = z.infer<typeof LanguageConfigSchema>;

/** One brand-book CSS variable; px values are converted to em (÷16) by the consumer. */
export const BrandBookVariableSchema = z.object({
  css_prop: z.string().regex(/^--[a-z0-9-]+$/, 'a CSS custom property name'),
  css_value: z.string().min(1),
});
export type BrandBookVariable = z.infer<typeof BrandBookVariableSchema>;

export const SiteConfigSchema = z.object({
  group_id: z.number().int().nonnegative(),
  companyName: z.string().min(1),
  /** The site's default language. */
  lng: LanguageCodeSchema,
  apiPath: z.string(),
  ref_id: z.number().int().nonnegative(),
  pwa: z.object({ enabled: z.boolean(), themeColor: z.string() }),
  brandBook: z.array(BrandBookVariableSchema),
  defaultBettingView: z.number().int().nonnegative(),
  marketsNameType: z.enum(['short', 'full']),
  registrationEnabled: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** GET /bff-api/config/all.json?lang=xx */
export const ConfigAllPath = '/bff-api/config/all.json';
export const ConfigAllQuerySchema = z.object({ lang: LanguageCodeSchema.optional() });
export type ConfigAllQuery = z.infer<typeof ConfigAllQuerySchema>;
export const ConfigAllResponseSchema = z.object({
  languages: z.array(LanguageConfigSchema).min(1),
  siteConfig: SiteConfigSchema,
});
export type ConfigAllResponse = z.infer<typeof ConfigAllResponseSchema>;
