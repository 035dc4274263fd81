/**
 * Coefficient views (spec §5, §9): 0 decimal, 1 fractional, 2 american, 4 hong kong, 5 malay, 6 indo, and the
 * variants 14, 15, 16. An id is allowed only if it is in that list AND belongs to the app view type.
 *
 * Our mapping (the spec does not give one): the variants are the Asian views plus ten (14 = 4 + 10 hong kong,
 * 15 malay, 16 indo variants), so
 *   European (appViewType 0) → 0 decimal, 1 fractional, 2 american; default 0 decimal;
 *   Asian    (appViewType 1) → 4, 5, 6, 14, 15, 16;               default 4 hong kong.
 * A site-config default ("default betting view") is used only when it is allowed for the view.
 */
export const COEF_VIEW = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  malay: 5,
  indo: 6,
  hongKongVariant: 14,
  malayVariant: 15,
  indoVariant: 16,
} as const;
export type CoefViewId = (typeof COEF_VIEW)[keyof typeof COEF_VIEW];

/** The allowed list of spec §5, in id order. */
export const ALLOWED_COEF_VIEW_IDS: readonly CoefViewId[] = [0, 1, 2, 4, 5, 6, 14, 15, 16];

export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
export type AppViewType = (typeof APP_VIEW_TYPE)[keyof typeof APP_VIEW_TYPE];

export const COEF_VIEWS_BY_APP_VIEW_TYPE: Readonly<Record<AppViewType, readonly CoefViewId[]>> = {
  [APP_VIEW_TYPE.european]: [COEF_VIEW.decimal, COEF_VIEW.fractional, COEF_VIEW.american],
  [APP_VIEW_TYPE.asian]: [COEF_VIEW.hongKong, COEF_VIEW.malay, COEF_VIEW.indo, COEF_VIEW.hongKongVariant, COEF_VIEW.malayVariant, COEF_VIEW.indoVariant],
};

export const DEFAULT_COEF_VIEW_BY_APP_VIEW_TYPE: Readonly<Record<AppViewType, CoefViewId>> = {
  [APP_VIEW_TYPE.european]: COEF_VIEW.decimal,
  [APP_VIEW_TYPE.asian]: COEF_VIEW.hongKong,
};

export function isAllowedCoefViewId(id: unknown): id is CoefViewId {
  return typeof id === 'number' && (ALLOWED_COEF_VIEW_IDS as readonly number[]).includes(id);
}

export function isAppViewType(value: unknown): value is AppViewType {
  return value === APP_VIEW_TYPE.european || value === APP_VIEW_TYPE.asian;
}

/** The coefficient views offered in an app view type. */
export function coefViewsFor(appViewType: AppViewType): readonly CoefViewId[] {
  return COEF_VIEWS_BY_APP_VIEW_TYPE[appViewType];
}

export function isCoefViewAllowedFor(id: unknown, appViewType: AppViewType): id is CoefViewId {
  return isAllowedCoefViewId(id) && coefViewsFor(appViewType).includes(id);
}

export interface CoefViewChoice {
  /** What the visitor chose (or stored); anything. */
  readonly requested?: unknown;
  readonly appViewType: AppViewType;
  /** Site config "default betting view". */
  readonly siteDefault?: unknown;
}

/** The view to show: the request if allowed for the view type, else the site default if allowed, else the view's default. */
export function resolveCoefViewId({ requested, appViewType, siteDefault }: CoefViewChoice): CoefViewId {
  if (isCoefViewAllowedFor(requested, appViewType)) return requested;
  if (isCoefViewAllowedFor(siteDefault, appViewType)) return siteDefault;
  return DEFAULT_COEF_VIEW_BY_APP_VIEW_TYPE[appViewType];
}

/** Market names: short (spec default) or full. */
export const MARKETS_NAME_TYPES = ['short', 'full'] as const;
export type MarketsNameType = (typeof MARKETS_NAME_TYPES)[number];
export const DEFAULT_MARKETS_NAME_TYPE: MarketsNameType = 'short';

export function isMarketsNameType(value: unknown): value is MarketsNameType {
  return typeof value === 'string' && (MARKETS_NAME_TYPES as readonly string[]).includes(value);
}

/** The visitor's choice if allowed, else the site-config default if allowed, else short. */
export function resolveMarketsNameType({ requested, siteDefault }: { readonly requested?: unknown; readonly siteDefault?: unknown }): MarketsNameType {
  if (isMarketsNameType(requested)) return requested;
  if (isMarketsNameType(siteDefault)) return siteDefault;
  return DEFAULT_MARKETS_NAME_TYPE;
}
