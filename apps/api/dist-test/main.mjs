// src/start.ts
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// ../../libs/kernel/src/rules/currency-data.ts
var currencyRows = [
  ["AED", 784, 2, "\u062F.\u0625", 3.6725],
  ["AFN", 971, 2, "\u060B", 71],
  ["ALL", 8, 2, "L", 93],
  ["AMD", 51, 2, "\u058F", 388],
  ["ANG", 532, 2, "\u0192", 1.79],
  ["AOA", 973, 2, "Kz", 850],
  ["ARS", 32, 2, "$", 890],
  ["AUD", 36, 2, "A$", 1.5],
  ["AWG", 533, 2, "\u0192", 1.79],
  ["AZN", 944, 2, "\u20BC", 1.7],
  ["BAM", 977, 2, "KM", 1.8],
  ["BBD", 52, 2, "Bds$", 2],
  ["BDT", 50, 2, "\u09F3", 117],
  ["BGN", 975, 2, "\u043B\u0432", 1.8],
  ["BHD", 48, 3, ".\u062F.\u0628", 0.376],
  ["BIF", 108, 0, "FBu", 2870],
  ["BMD", 60, 2, "$", 1],
  ["BND", 96, 2, "B$", 1.35],
  ["BOB", 68, 2, "Bs", 6.91],
  ["BRL", 986, 2, "R$", 5.15],
  ["BSD", 44, 2, "B$", 1],
  ["BTN", 64, 2, "Nu.", 83.4],
  ["BWP", 72, 2, "P", 13.6],
  ["BYN", 933, 2, "Br", 3.27],
  ["BZD", 84, 2, "BZ$", 2],
  ["CAD", 124, 2, "C$", 1.36],
  ["CDF", 976, 2, "FC", 2800],
  ["CHF", 756, 2, "CHF", 0.9],
  ["CLP", 152, 0, "$", 910],
  ["CNY", 156, 2, "\xA5", 7.24],
  ["COP", 170, 2, "$", 3900],
  ["CRC", 188, 2, "\u20A1", 520],
  ["CUP", 192, 2, "$", 24],
  ["CVE", 132, 2, "Esc", 101],
  ["CZK", 203, 2, "K\u010D", 22.8],
  ["DJF", 262, 0, "Fdj", 178],
  ["DKK", 208, 2, "kr", 6.87],
  ["DOP", 214, 2, "RD$", 59],
  ["DZD", 12, 2, "\u062F\u062C", 134],
  ["EGP", 818, 2, "E\xA3", 47.5],
  ["ERN", 232, 2, "Nfk", 15],
  ["ETB", 230, 2, "Br", 57.5],
  ["EUR", 978, 2, "\u20AC", 0.92],
  ["FJD", 242, 2, "FJ$", 2.25],
  ["FKP", 238, 2, "\xA3", 0.79],
  ["GBP", 826, 2, "\xA3", 0.79],
  ["GEL", 981, 2, "\u20BE", 2.8],
  ["GHS", 936, 2, "GH\u20B5", 14.8],
  ["GIP", 292, 2, "\xA3", 0.79],
  ["GMD", 270, 2, "D", 67.8],
  ["GNF", 324, 0, "FG", 8600],
  ["GTQ", 320, 2, "Q", 7.77],
  ["GYD", 328, 2, "G$", 209],
  ["HKD", 344, 2, "HK$", 7.82],
  ["HNL", 340, 2, "L", 24.7],
  ["HTG", 332, 2, "G", 133],
  ["HUF", 348, 2, "Ft", 358],
  ["IDR", 360, 2, "Rp", 16200],
  ["ILS", 376, 2, "\u20AA", 3.72],
  ["INR", 356, 2, "\u20B9", 83.4],
  ["IQD", 368, 3, "\u0639.\u062F", 1310],
  ["IRR", 364, 2, "\uFDFC", 42e3],
  ["ISK", 352, 0, "kr", 138],
  ["JMD", 388, 2, "J$", 156],
  ["JOD", 400, 3, "\u062F.\u0627", 0.709],
  ["JPY", 392, 0, "\xA5", 157],
  ["KES", 404, 2, "KSh", 130],
  ["KGS", 417, 2, "\u0441\u043E\u043C", 88],
  ["KHR", 116, 2, "\u17DB", 4100],
  ["KMF", 174, 0, "CF", 452],
  ["KPW", 408, 2, "\u20A9", 900],
  ["KRW", 410, 0, "\u20A9", 1370],
  ["KWD", 414, 3, "\u062F.\u0643", 0.307],
  ["KYD", 136, 2, "CI$", 0.833],
  ["KZT", 398, 2, "\u20B8", 446],
  ["LAK", 418, 2, "\u20AD", 21400],
  ["LBP", 422, 2, "\u0644.\u0644", 89500],
  ["LKR", 144, 2, "Rs", 300],
  ["LRD", 430, 2, "L$", 194],
  ["LSL", 426, 2, "L", 18.6],
  ["LYD", 434, 3, "\u0644.\u062F", 4.84],
  ["MAD", 504, 2, "\u062F.\u0645.", 9.95],
  ["MDL", 498, 2, "L", 17.7],
  ["MGA", 969, 2, "Ar", 4450],
  ["MKD", 807, 2, "\u0434\u0435\u043D", 56.6],
  ["MMK", 104, 2, "K", 2100],
  ["MNT", 496, 2, "\u20AE", 3450],
  ["MOP", 446, 2, "MOP$", 8.05],
  ["MRU", 929, 2, "UM", 39.5],
  ["MUR", 480, 2, "\u20A8", 46],
  ["MVR", 462, 2, "Rf", 15.4],
  ["MWK", 454, 2, "MK", 1735],
  ["MXN", 484, 2, "$", 17],
  ["MYR", 458, 2, "RM", 4.7],
  ["MZN", 943, 2, "MT", 63.9],
  ["NAD", 516, 2, "N$", 18.6],
  ["NGN", 566, 2, "\u20A6", 1480],
  ["NIO", 558, 2, "C$", 36.8],
  ["NOK", 578, 2, "kr", 10.5],
  ["NPR", 524, 2, "\u0930\u0942", 133],
  ["NZD", 554, 2, "NZ$", 1.63],
  ["OMR", 512, 3, "\u0631.\u0639.", 0.385],
  ["PAB", 590, 2, "B/.", 1],
  ["PEN", 604, 2, "S/", 3.74],
  ["PGK", 598, 2, "K", 3.88],
  ["PHP", 608, 2, "\u20B1", 58.5],
  ["PKR", 586, 2, "\u20A8", 278],
  ["PLN", 985, 2, "z\u0142", 3.95],
  ["PYG", 600, 0, "\u20B2", 7530],
  ["QAR", 634, 2, "\u0631.\u0642", 3.64],
  ["RON", 946, 2, "lei", 4.58],
  ["RSD", 941, 2, "\u0434\u0438\u043D.", 108],
  ["RUB", 643, 2, "\u20BD", 90],
  ["RWF", 646, 0, "FRw", 1300],
  ["SAR", 682, 2, "\u0631.\u0633", 3.75],
  ["SBD", 90, 2, "SI$", 8.45],
  ["SCR", 690, 2, "\u20A8", 13.7],
  ["SDG", 938, 2, "\u062C.\u0633.", 600],
  ["SEK", 752, 2, "kr", 10.5],
  ["SGD", 702, 2, "S$", 1.35],
  ["SHP", 654, 2, "\xA3", 0.79],
  ["SLE", 925, 2, "Le", 22.7],
  ["SOS", 706, 2, "Sh", 571],
  ["SRD", 968, 2, "$", 32],
  ["SSP", 728, 2, "\xA3", 1300],
  ["STN", 930, 2, "Db", 22.6],
  ["SVC", 222, 2, "\u20A1", 8.75],
  ["SYP", 760, 2, "\xA3S", 13e3],
  ["SZL", 748, 2, "E", 18.6],
  ["THB", 764, 2, "\u0E3F", 36.7],
  ["TJS", 972, 2, "SM", 10.8],
  ["TMT", 934, 2, "m", 3.5],
  ["TND", 788, 3, "\u062F.\u062A", 3.11],
  ["TOP", 776, 2, "T$", 2.35],
  ["TRY", 949, 2, "\u20BA", 32.2],
  ["TTD", 780, 2, "TT$", 6.78],
  ["TWD", 901, 2, "NT$", 32.3],
  ["TZS", 834, 2, "TSh", 2600],
  ["UAH", 980, 2, "\u20B4", 40.5],
  ["UGX", 800, 0, "USh", 3780],
  ["USD", 840, 2, "$", 1],
  ["UYU", 858, 2, "$U", 38.6],
  ["UZS", 860, 2, "so\u02BBm", 12650],
  ["VES", 928, 2, "Bs.S", 36.5],
  ["VND", 704, 0, "\u20AB", 25450],
  ["VUV", 548, 0, "VT", 119],
  ["WST", 882, 2, "WS$", 2.72],
  ["XAF", 950, 0, "FCFA", 603],
  ["XCD", 951, 2, "EC$", 2.7],
  ["XOF", 952, 0, "CFA", 603],
  ["XPF", 953, 0, "\u20A3", 110],
  ["YER", 886, 2, "\uFDFC", 250],
  ["ZAR", 710, 2, "R", 18.6],
  ["ZMW", 967, 2, "ZK", 26.5],
  ["ZWG", 924, 2, "ZiG", 13.5]
];
var specAmountSteps = {
  RUB: "100",
  USD: "2.5",
  EUR: "2.5",
  UAH: "50",
  KZT: "500",
  JPY: "500",
  KWD: "0.5"
};
var specInitialStakes = {
  RUB: "150",
  USD: "5",
  EUR: "5",
  UAH: "50",
  KZT: "1000"
};
var STEP_TARGET_USD = 2.5;
var INITIAL_STAKE_TARGET_USD = 5;

// ../../libs/kernel/src/rules/decimal.ts
var DECIMAL = /^([-\u2212])?(\d+)(?:[.,](\d+))?$/;
function readDecimal(text) {
  const match3 = DECIMAL.exec(text.trim());
  if (!match3) return void 0;
  return { negative: match3[1] !== void 0, whole: match3[2] ?? "0", fraction: match3[3] ?? "" };
}
function scaledFromDigits(whole, fraction, scale) {
  return BigInt(whole + fraction.padEnd(scale, "0"));
}

// ../../libs/kernel/src/rules/currencies.ts
function* niceMinorUnits() {
  for (let power = 1; ; power *= 10) {
    yield power;
    yield 2 * power;
    if (power >= 10) yield 2.5 * power;
    yield 5 * power;
  }
}
function deriveNiceAmount(targetUsd, unitsPerUsd, exponent) {
  const target = targetUsd * unitsPerUsd * 10 ** exponent;
  let previous = 1;
  for (const candidate of niceMinorUnits()) {
    if (candidate >= target) {
      if (candidate === previous) return candidate;
      return target * target >= previous * candidate ? candidate : previous;
    }
    previous = candidate;
  }
  throw new Error("unreachable");
}
function majorToMinor(major, exponent) {
  const decimal = readDecimal(major);
  if (!decimal || decimal.negative || decimal.fraction.length > exponent) {
    throw new Error(`Bad constant ${major} for exponent ${exponent}`);
  }
  return Number(scaledFromDigits(decimal.whole, decimal.fraction, exponent));
}
function buildCurrency([iso3, numericCode, exponent, symbol, usdRate]) {
  const specStep = specAmountSteps[iso3];
  const specStake = specInitialStakes[iso3];
  return Object.freeze({
    iso: iso3,
    numericCode,
    exponent,
    symbol,
    amountStep: specStep === void 0 ? deriveNiceAmount(STEP_TARGET_USD, usdRate, exponent) : majorToMinor(specStep, exponent),
    initialStake: specStake === void 0 ? deriveNiceAmount(INITIAL_STAKE_TARGET_USD, usdRate, exponent) : majorToMinor(specStake, exponent)
  });
}
var currencies = Object.freeze(currencyRows.map(buildCurrency));
var byIso = new Map(currencies.map((currency) => [currency.iso, currency]));

// ../../libs/kernel/src/rules/money.ts
var LETTER = new RegExp("\\p{L}", "u");

// ../../libs/kernel/src/clock/system.ts
var systemClock = { now: () => Date.now() };

// src/app.ts
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// ../../libs/contracts/src/config/site-config.ts
import * as z from "zod/mini";
var LanguageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/, "a two-letter lowercase language code"));
var PositiveInt = z.int().check(z.positive());
var NonNegativeInt = z.int().check(z.nonnegative());
var NonEmpty = z.string().check(z.minLength(1));
var LanguageConfigSchema = z.object({
  id: PositiveInt,
  code: LanguageCodeSchema,
  name: NonEmpty,
  nativeName: NonEmpty,
  hiddenForGuests: z.boolean()
});
var BrandBookVariableSchema = z.object({
  css_prop: z.string().check(z.regex(/^--[a-z0-9-]+$/, "a CSS custom property name")),
  css_value: NonEmpty
});
var SiteConfigSchema = z.object({
  group_id: NonNegativeInt,
  companyName: NonEmpty,
  /** The site's default language. */
  lng: LanguageCodeSchema,
  apiPath: z.string(),
  ref_id: NonNegativeInt,
  pwa: z.object({ enabled: z.boolean(), themeColor: z.string() }),
  brandBook: z.array(BrandBookVariableSchema),
  defaultBettingView: NonNegativeInt,
  marketsNameType: z.enum(["short", "full"]),
  registrationEnabled: z.boolean()
});
var RoutingConfigSchema = z.object({
  flags: z.object({
    registrationEnabled: z.boolean(),
    statisticsEnabled: z.boolean(),
    identificationEnabled: z.boolean(),
    confirmTermsEnabled: z.boolean(),
    promoBonusToOffer: z.boolean(),
    thirdPartyHasFirstDepositRedirect: z.boolean(),
    useRechargeModal: z.boolean(),
    paymentOnlyForAuthorized: z.boolean(),
    isProduction: z.boolean()
  }),
  /** Route-availability ids that are on (72 login, 47 bonuses rules section, …). */
  availableRoutes: z.array(z.int()),
  notFoundFragments: z.array(z.string()),
  afterSignInRedirects: z.record(z.string(), z.string()),
  mobileHost: z.nullable(z.string())
});
var ConfigAllPath = "/bff-api/config/all.json";
var ConfigAllQuerySchema = z.object({ lang: z.optional(LanguageCodeSchema) });
var ConfigAllResponseSchema = z.object({
  languages: z.array(LanguageConfigSchema).check(z.minLength(1)),
  siteConfig: SiteConfigSchema,
  routing: RoutingConfigSchema
});

// ../../libs/contracts/src/errors.ts
import * as z2 from "zod/mini";
var ApiErrorSchema = z2.object({
  error: z2.object({
    code: z2.string().check(z2.minLength(1)),
    message: z2.string(),
    params: z2.optional(z2.record(z2.string(), z2.union([z2.string(), z2.number()])))
  })
});

// ../../libs/contracts/src/config/brand-book.ts
var PIXELS = /^(-?\d+(?:\.\d+)?)px$/;
function brandBookValue(cssValue) {
  const pixels = PIXELS.exec(cssValue.trim());
  return pixels?.[1] ? `${Number(pixels[1]) / 16}em` : cssValue.trim();
}
function brandBookCss(variables) {
  const declarations = variables.filter((variable) => !/[<>{};]/.test(variable.css_value)).map((variable) => `${variable.css_prop}:${brandBookValue(variable.css_value)}`);
  return declarations.length > 0 ? `:root{${declarations.join(";")}}` : "";
}

// ../../libs/contracts/src/test-control.ts
import * as z3 from "zod/mini";
var TEST_SCOPE_COOKIE = "test_scope";
var SettingOverrideBodySchema = z3.object({ value: z3.json() });
var ClockAdvanceBodySchema = z3.object({ ms: z3.int() });
var ClockReadingSchema = z3.object({ subject: z3.string(), now: z3.int(), offsetMs: z3.int() });
var OutboxQuerySchema = z3.object({
  recipient: z3.optional(z3.string().check(z3.minLength(1))),
  limit: z3._default(z3.coerce.number().check(z3.int(), z3.minimum(1), z3.maximum(200)), 50)
});
var OutboxMessageSchema = z3.object({
  id: z3.int(),
  channel: z3.enum(["sms", "email"]),
  recipient: z3.string(),
  subject: z3.string(),
  body: z3.string(),
  createdAt: z3.string()
});
var OutboxResponseSchema = z3.object({ messages: z3.array(OutboxMessageSchema) });

// ../../libs/contracts/src/navigation/redirects.ts
import * as z5 from "zod/mini";

// ../../libs/contracts/src/navigation/same-origin.ts
import * as z4 from "zod/mini";
var BASE = "http://same-origin.invalid";
var MAX_LENGTH = 2048;
function hasControlOrSpace(text) {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 32 || code === 127) return true;
  }
  return false;
}
function isSameOriginPath(url) {
  if (url.length === 0 || url.length > MAX_LENGTH) return false;
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  if (url.includes("\\") || hasControlOrSpace(url)) return false;
  let decoded;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  if (decoded.startsWith("//") || decoded.startsWith("/\\")) return false;
  let resolved;
  try {
    resolved = new URL(url, BASE);
  } catch {
    return false;
  }
  return resolved.origin === BASE && !resolved.pathname.startsWith("//") && !resolved.pathname.startsWith("/\\");
}
var SameOriginPathSchema = z4.string().check(z4.refine(isSameOriginPath, "a same-origin path such as /en/promotions"));

// ../../libs/contracts/src/navigation/redirects.ts
var RedirectLightPath = "/redirects-api/api/v1/redirect-light";
var RedirectCodeSchema = z5.literal([301, 302]);
var RedirectLightBodySchema = z5.object({
  /** The path and query asked for: `/en/promo/welcome-2023?utm=x`. */
  url: SameOriginPathSchema
});
var BreadcrumbSchema = z5.object({ title: z5.string(), url: SameOriginPathSchema });
var RedirectLightResponseSchema = z5.object({
  redirect: z5.boolean(),
  code: z5.nullable(RedirectCodeSchema),
  url: z5.nullable(SameOriginPathSchema),
  /** Why, one entry per rule that fired, in order. */
  reasons: z5.array(z5.string()),
  /** The trail of redirects followed: one entry per hop, titled by its rule's reason. */
  breadcrumbs: z5.array(BreadcrumbSchema)
}).check(z5.refine((result) => result.redirect === (result.code !== null && result.url !== null), "code and url are set exactly when redirect is true"));
var NO_REDIRECT = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };

// ../../libs/contracts/src/navigation/blocks.ts
import * as z6 from "zod/mini";
var BlockCheckPath = "/blocks-api/api/v2/block";
var FORCE_GEO_OFF_COOKIE = "force_geo_off";
var NonNegativeInt2 = z6.int().check(z6.nonnegative());
var BlockCheckBodySchema = z6.object({
  /** Whether the visitor is signed in. */
  auth: z6.boolean(),
  url: SameOriginPathSchema
});
var BlockResultSchema = z6.object({ displayTypeId: NonNegativeInt2, templateTypeId: NonNegativeInt2 });
var NOT_BLOCKED = { displayTypeId: 0, templateTypeId: 0 };

// ../../libs/contracts/src/navigation/maintenance.ts
import * as z7 from "zod/mini";
var MaintenancePath = "/web-api/maintenance";
var MAINTENANCE_COOKIE = "maintenance";
var Timestamp = z7.nullable(z7.iso.datetime({ offset: true }));
var MaintenanceConfigSchema = z7.object({
  started_at: Timestamp,
  ended_at: Timestamp,
  notify_started_at: Timestamp,
  notify_ended_at: Timestamp,
  isActive: z7.boolean(),
  /** Any non-blank value switches maintenance on. */
  web_state: z7.nullable(z7.string())
});
var MaintenanceNoticeSchema = z7.object({ startedAt: Timestamp, endedAt: Timestamp });
var MaintenanceResponseSchema = z7.object({
  config: MaintenanceConfigSchema,
  /** Maintenance is on for this request: the cookie, `isActive` or `web_state`. */
  active: z7.boolean(),
  /** Set while the notify window is open, else null. */
  notice: z7.nullable(MaintenanceNoticeSchema)
});
var MaintenanceTestControlPath = "/__test/maintenance";
var MaintenanceUpdateSchema = z7.partial(z7.strictObject(MaintenanceConfigSchema.shape));

// ../../libs/routing/src/rules/language.ts
var FALLBACK_LANGUAGE = "en";
var LANGUAGE_SEGMENT = /^[a-z]{2}$/i;
function isLanguageSegment(segment) {
  return LANGUAGE_SEGMENT.test(segment);
}
function visibleLanguageCodes(languages2, hasUaCookie) {
  return languages2.filter((language) => hasUaCookie || !language.hiddenForGuests).map((language) => language.code);
}
function acceptedLanguages(header) {
  if (!header) return [];
  return header.split(",").map((part, index) => {
    const [tag = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = qParam === void 0 ? 1 : Number(qParam.slice(2));
    return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
  }).filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0).sort((a, b) => b.quality - a.quality || a.index - b.index).map((entry) => entry.tag);
}
function chooseLanguage(input) {
  const available = new Set(input.available);
  const fromAcceptLanguage = acceptedLanguages(input.acceptLanguage).map((tag) => tag.slice(0, 2)).find((code) => available.has(code));
  const candidates = [input.cookieLanguage?.toLowerCase(), fromAcceptLanguage, input.configDefault, FALLBACK_LANGUAGE];
  return candidates.find((code) => code !== void 0 && available.has(code)) ?? input.available[0] ?? FALLBACK_LANGUAGE;
}

// ../../libs/routing/src/rules/constants.ts
var ROUTE_AVAILABILITY = {
  /** The login page exists for the access guard's guest target. */
  login: 72,
  /** The rules section of the bonuses (offers) page. */
  bonusesRules: 47,
  /** The information/payment page. */
  payment: 48
};
function deduceBanLevel(banVersion) {
  return banVersion === 1 ? 53 : 45;
}
var MODAL_QUERY_KEY = "modal";
var FORGOT_PASSWORD_QUERY_KEY = "showForgotPasswordModal";
var STATE_QUERY_KEY = "state";
var PLATFORM_QUERY_KEY = "platform_type";

// ../../libs/routing/src/rules/routes/define.ts
import * as z8 from "zod/mini";
var oneOf = (...values) => z8.enum(values);
var digits = z8.string().check(z8.regex(/^\d+$/));
var slug = z8.string().check(z8.regex(/^[\w-]+$/));
var PARAM = /^\{(\w+)(\?)?\}$/;
function optionalParamNames(path) {
  return path.split("/").map((part) => PARAM.exec(part)).filter((found) => found?.[2] === "?").map((found) => found[1] ?? "");
}
function page(id, path, options = {}) {
  let params = options.params;
  if (params) {
    const optional5 = new Set(optionalParamNames(path));
    params = Object.fromEntries(Object.entries(params).map(([name, schema]) => [name, optional5.has(name) ? z8.optional(schema) : schema]));
  }
  return {
    id,
    path,
    layout: options.layout ?? "main",
    signIn: options.signIn ?? false,
    meta: options.meta ?? {},
    ...params ? { params } : {}
  };
}
function redirectRoute(id, path, to, options = {}) {
  const redirect2 = {
    to: typeof to === "string" ? () => to : to,
    status: options.status ?? 301,
    ...options.dropQuery ? { dropQuery: true } : {}
  };
  return { ...page(id, path, options), redirect: redirect2 };
}
function area(defaults) {
  return (id, path, options = {}) => page(id, path, { ...defaults, ...options, meta: { ...defaults.meta, ...options.meta } });
}

// ../../libs/routing/src/rules/routes/bonus.ts
var bonus = area({ meta: { needsAcceptedTerms: true, shellOf: 6, middleware: ["bonus-to-offer"] } });
var single = { meta: { middleware: ["slot-first-deposit", "bonus-to-offer"] } };
var rules = { meta: { enabledBy: [{ routeAvailability: ROUTE_AVAILABILITY.bonusesRules }] } };
var bonusRoutes = [
  bonus("bonus.bonuses", "bonuses"),
  bonus("bonus.bonuses-rules", "bonuses/rules", rules),
  bonus("bonus.bonuses-games", "bonuses/games"),
  bonus("bonus.bonus-partner", "bonuses/partners/{id}"),
  bonus("bonus.bonus", "bonus/{id}", single),
  bonus("bonus.offers", "offers"),
  bonus("bonus.offers-rules", "offers/rules", rules),
  bonus("bonus.offers-games", "offers/games"),
  bonus("bonus.offer-partner", "offers/partners/{id}"),
  bonus("bonus.offer", "offer/{id}", single)
];
var BONUS_TO_OFFER = {
  "bonus.bonuses": "bonus.offers",
  "bonus.bonuses-rules": "bonus.offers-rules",
  "bonus.bonuses-games": "bonus.offers-games",
  "bonus.bonus-partner": "bonus.offer-partner",
  "bonus.bonus": "bonus.offer"
};
var OFFER_TO_BONUS = Object.fromEntries(Object.entries(BONUS_TO_OFFER).map(([from, to]) => [to, from]));

// ../../libs/routing/src/rules/routes/casino.ts
var casino = area({ meta: { needsAcceptedTerms: true, shellOf: 9 } });
var WHEEL_GAMES = ["fortuna", "chest", "memory", "safe", "lottery"];
var casinoRoutes = [
  casino("bingo", "bingo"),
  casino("keno", "keno"),
  casino("poker", "poker/{game?}"),
  redirectRoute("legacy.tvgames-poker", "tvgames/view/poker", "poker"),
  casino("tvgames", "tvgames"),
  casino("virtualsports", "virtualsports"),
  casino("scratchcards", "scratchcards"),
  casino("fishinghunting", "fishinghunting"),
  casino("fast-games", "fast-games"),
  casino("fast-bet", "fast-bet"),
  casino("asian-games", "asian-games"),
  casino("card-games", "card-games"),
  casino("crash-games", "crash-games"),
  casino("skill-games", "skill-games"),
  casino("othergames", "othergames"),
  casino("slots", "slots/{subcategory?}"),
  casino("slots.game", "slots/game/{gameId}/{gameName}"),
  casino("slots.vulkan", "slots/vulkan"),
  redirectRoute("legacy.vulkan", "vulkan", "slots/vulkan"),
  casino("casino", "casino/{subcategory?}"),
  casino("casino.game", "casino/game/{gameId}/{gameName}"),
  casino("casino.brand", "casino/brand"),
  casino("casino.brands", "casino/brands"),
  casino("casino.landing", "casino/landing/{landingId}"),
  casino("casino.promo", "casino/promo"),
  casino("casino.live", "live-casino/{subcategory?}"),
  casino("casino.thank-you", "thank-you/{section}", { params: { section: oneOf("slots", "casino", "keno") } }),
  casino("casino-lobby", "casino-lobby"),
  casino("casino-search", "casino-search"),
  casino("providers", "providers"),
  casino("providers.provider", "providers/{provider}"),
  casino("my-casino", "my-casino", { signIn: true }),
  casino("my-casino.favorites", "my-casino/favorites", { signIn: true }),
  casino("casino.bonus", "bonus/casino"),
  casino("casino.bonus-item", "bonus/casino/{id}"),
  casino("casino.bonus-promotion", "bonus/casino/promotions/{id}"),
  casino("casino.bonus-tournaments", "bonus/casino/tournaments"),
  casino("casino.bonus-tournament", "bonus/casino/tournaments/{id}"),
  // games_project_index, games_project_view (bonus wheel games are among its routes) and landings.
  casino("games.index", "games"),
  casino("games.view", "games/{gameRoute}", { params: { gameRoute: slug } }),
  casino("games.landing", "games-landing/{landingRoute}"),
  ...WHEEL_GAMES.map((game) => casino(`wheel.${game}`, game))
];

// ../../libs/routing/src/rules/routes/empty.ts
var payResult = area({ layout: "empty", meta: { shellOf: 6, allowedWhileBanned: true } });
var technical = area({ layout: "empty", meta: { allowedWhileBanned: true } });
var emptyRoutes = [
  payResult("onpay.success", "onpay/success"),
  payResult("onpay.fail", "onpay/fail"),
  payResult("onpay.pending", "onpay/pending"),
  payResult("onpay.cancel", "onpay/cancel"),
  payResult("onpay.withdraw.success", "onpay/withdraw/success"),
  payResult("onpay.withdraw.fail", "onpay/withdraw/fail"),
  payResult("onpay.withdraw.pending", "onpay/withdraw/pending"),
  payResult("onpay.withdraw.cancel", "onpay/withdraw/cancel"),
  technical("coming-soon", "coming-soon"),
  technical("block", "block"),
  technical("block-ua", "block-ua"),
  technical("block-ie", "block-ie"),
  technical("site-updates", "site-updates"),
  technical("suspension", "suspension")
];

// ../../libs/routing/src/rules/routes/main.ts
var sportsSection = oneOf("live", "line");
var betting = area({ meta: { needsAcceptedTerms: true, shellOf: 7 } });
var HOME_TYPES = ["betsonyour", "topgame", "marble", "team", "top-events"];
var mainRoutes = [
  page("home", "", { meta: { needsAcceptedTerms: true } }),
  // The sports shape, split by screen: section list, champion, single game.
  betting("sports.section", "{section}/{menuSection?}/{sport?}", { params: { section: sportsSection } }),
  betting("sports.champ", "{section}/{menuSection}/{sport}/{champ}", { params: { section: sportsSection } }),
  betting("sports.game", "{section}/{menuSection}/{sport}/{champ}/{game}", { params: { section: sportsSection } }),
  // Home-type pages: the page, its section list and its game variant.
  ...HOME_TYPES.flatMap((type) => [
    betting(`home.${type}`, type),
    betting(`home.${type}.section`, `${type}/{section}/{menuSection?}/{sport?}/{champ?}`, { params: { section: sportsSection } }),
    betting(`home.${type}.game`, `${type}/{section}/{menuSection}/{sport}/{champ}/{game}`, { params: { section: sportsSection } })
  ]),
  betting("sports.multi", "multi"),
  betting("sports.champs", "champs/{champId?}"),
  betting("statistic", "statistic/{*}", { meta: { enabledBy: [{ configFlag: "statisticsEnabled" }] } }),
  betting("statisticpopup", "statisticpopup/{*}", { meta: { enabledBy: [{ configFlag: "statisticsEnabled" }] } }),
  page("toto", "toto/{totoSection?}", { params: { totoSection: oneOf("draw", "next", "coupons", "draws", "nonimees") }, meta: { needsAcceptedTerms: true, shellOf: 9 } }),
  page("oldbrowser", "oldbrowser", { meta: { shellOf: 4 } })
];

// ../../libs/routing/src/rules/routes/esports.ts
var esportsType = oneOf("real", "virtual", "stream");
var esports = area({ params: { type: esportsType }, meta: { needsAcceptedTerms: true, shellOf: 9 } });
var esportsRoutes = [
  redirectRoute("esports.index", "esports", "esports/real"),
  redirectRoute("legacy.cyber", "cyber", "esports/real"),
  esports("esports.type", "esports/{type}"),
  esports("esports.disciplines", "esports/{type}/disciplines/all"),
  esports("esports.discipline", "esports/{type}/{discipline}"),
  esports("esports.discipline-champs", "esports/{type}/{discipline}/champs"),
  // `{discipline}/{section}` and `{discipline}/{champ}` have one shape: a live|line segment is the section.
  esports("esports.section", "esports/{type}/{discipline}/{section}", { params: { type: esportsType, section: sportsSection } }),
  esports("esports.champ", "esports/{type}/{discipline}/{champ}"),
  esports("esports.game", "esports/{type}/{discipline}/{champ}/{section}/{game}", { params: { type: esportsType, section: sportsSection } })
];

// ../../libs/routing/src/rules/routes/information.ts
var content = area({ meta: { shellOf: 4 } });
var CHILDREN = [
  "contacts",
  "howbet",
  "cookies",
  "ussdinstruction",
  "licenses",
  "taxation",
  "consent",
  "simpleidentification",
  "smsbets",
  "amlkyc",
  "amlpolicy",
  "disputeresolution",
  "kycpolicy",
  "responsiblegaming",
  "cash_terminals",
  "betting-calculator"
];
var informationRoutes = [
  content("information", "information"),
  page("information.about", "information/about"),
  ...CHILDREN.map((child) => content(`information.${child}`, `information/${child}`)),
  redirectRoute("information.rules-index", "information/rules", "information/rules/1"),
  content("information.rules", "information/rules/{ruleGroup}/{chapter?}"),
  // Exists while its route is available; needs sign-in while paymentOnlyForAuthorized is on (access guard).
  content("information.payment", "information/payment", {
    meta: { enabledBy: [{ routeAvailability: ROUTE_AVAILABILITY.payment }], signInWhen: "paymentOnlyForAuthorized" }
  })
];

// ../../libs/routing/src/rules/routes/legacy.ts
var legacyRoutes = [
  redirectRoute("legacy.user-registration", "user/registration.php", "registration"),
  page("legacy.user-action", "user/action.php", { meta: { middleware: ["user-action"], alwaysRedirects: true } }),
  redirectRoute("legacy.user-forgotpassword", "user/forgotpassword", "?showForgotPasswordModal=1", { status: 302, dropQuery: true }),
  redirectRoute("legacy.user-coupon", "user/coupon", ""),
  redirectRoute("legacy.mobile-startdownloadapp", "mobile/startdownloadapp", "mobile"),
  // games.games_legacy_project_view and legacyBonusGames: 301 to the game's current route, else the games index.
  page("legacy.allgamesentrance", "allgamesentrance/{gameRoute?}", { meta: { middleware: ["legacy-game"], alwaysRedirects: true } }),
  page("legacy.bonus-games", "bonus-games/{gameRoute?}", { meta: { middleware: ["legacy-game"], alwaysRedirects: true } }),
  redirectRoute("legacy.daily-drops", "daily-drops", "promotions/daily-drops"),
  redirectRoute("legacy.dailydrops", "dailydrops", "promotions/daily-drops"),
  redirectRoute("legacy.happy-birthday", "happy-birthday", "promotions/happy-birthday"),
  redirectRoute("legacy.happybirthday", "happybirthday", "promotions/happy-birthday"),
  redirectRoute("legacy.fastgames-daily-tournament", "fastgames-daily-tournament", "promotions/fastgames-daily-tournament")
];

// ../../libs/routing/src/rules/routes/office.ts
var OFFICE = { signIn: true, meta: { accountArea: true, needsAcceptedTerms: true } };
var office = area(OFFICE);
var officeRoutes = [
  redirectRoute("office", "office", "office/account", { ...OFFICE, status: 302 }),
  office("office.account", "office/account", { meta: { shellOf: 5 } }),
  office("office.history", "office/history", { meta: { shellOf: 7 } }),
  office("office.historypay", "office/historypay", { meta: { shellOf: 6 } }),
  office("office.recharge", "office/recharge", { meta: { shellOf: 6, middleware: ["recharge-modal"] } }),
  office("office.deduce", "office/deduce", { meta: { shellOf: 6, allowedAtMatchingBanLevel: true } }),
  office("office.security", "office/security", { meta: { shellOf: 5 } }),
  office("office.responsible", "office/responsible", { meta: { shellOf: 8 } }),
  office("office.settings", "office/settings", { meta: { shellOf: 5 } }),
  office("office.bonuses-deposit", "office/bonuses/deposit", { meta: { shellOf: 6 } }),
  office("office.bonuses-wager", "office/bonuses/wager", { meta: { shellOf: 6 } }),
  office("office.casino-vipcashback", "office/casino/vipcashback", { meta: { shellOf: 9 } }),
  office("office.casino-premiumcashback", "office/casino/premiumcashback", { meta: { shellOf: 9 } }),
  office("office.promotion", "office/promotion", { meta: { shellOf: 9 } }),
  office("office.bringfriend", "office/bringfriend", { meta: { shellOf: 5 } }),
  office("office.support", "office/support", { meta: { shellOf: 4, allowedWhileBanned: true } }),
  office("office.rewards", "office/rewards", { meta: { shellOf: 9 } }),
  office("office.verification", "office/verification", { meta: { shellOf: 5 } }),
  office("office.identification", "office/identification", { meta: { shellOf: 5, enabledBy: [{ configFlag: "identificationEnabled" }] } }),
  office("office.share-idea", "office/share-idea", { meta: { shellOf: 4 } }),
  office("office.payment-requests", "office/payment/requests", { meta: { shellOf: 6 } }),
  office("office.payment-create-request", "office/payment/create-request", { meta: { shellOf: 6 } }),
  office("office.payment-create-request.topic", "office/payment/create-request/{topicId}", { meta: { shellOf: 6 } }),
  office("office.payment-create-request.transactions", "office/payment/create-request/{topicId}/transactions", { meta: { shellOf: 6 } }),
  office("office.payment-create-request.transaction", "office/payment/create-request/{topicId}/transactions/{transactionId}", { meta: { shellOf: 6 } }),
  office("office.payment-create-request.subtopic", "office/payment/create-request/{topicId}/{subTopicId}", { meta: { shellOf: 6 } })
];

// ../../libs/routing/src/rules/routes/others.ts
var content2 = area({ meta: { shellOf: 4 } });
var otherRoutes = [
  content2("ourpartners", "ourpartners/{section?}"),
  content2("partners", "partners"),
  content2("desktop", "desktop"),
  content2("mobile", "mobile"),
  content2("betting-alphabet", "betting-alphabet/{block?}/{category?}/{slug?}"),
  content2("blog", "blog"),
  content2("blog.categories", "blog/categories/{*}"),
  content2("blog.article", "blog/{articleSlug}"),
  content2("news", "news/{slug?}"),
  content2("promo", "promo"),
  content2("ipl-betting-app", "ipl-betting-app"),
  content2("betting-awards", "betting-awards"),
  content2("cricket-world-cup", "cricket-world-cup"),
  page("lotto", "lotto/{sectionName?}/{lottoId?}", { meta: { needsAcceptedTerms: true, shellOf: 9 } }),
  page("results", "results/{type?}", { params: { type: oneOf("live", "zone") }, meta: { shellOf: 7 } }),
  page("print-coupon", "print-coupon/{couponId}", { params: { couponId: digits }, meta: { shellOf: 7 } }),
  page("promotions.promotion", "promotions/{promotionId}", { meta: { shellOf: 9 } }),
  page("confirm-terms", "confirm-terms", { meta: { shellOf: 5 } })
];

// ../../libs/routing/src/rules/routes/system.ts
var systemRoutes = [
  page("block-appeal-history", "block-appeal-history", {
    layout: "blocked",
    signIn: true,
    meta: { allowedWhileBanned: true, bannedOnly: true, shellOf: 5 }
  }),
  page("maintenance", "maintenance", { layout: "maintenance", meta: { allowedWhileBanned: true } }),
  page("error.500", "500", { meta: { allowedWhileBanned: true } }),
  page("debug", "debug", { meta: { devOnly: true, allowedWhileBanned: true } })
];

// ../../libs/routing/src/rules/routes/user.ts
var identity = area({ meta: { shellOf: 5 } });
var userRoutes = [
  identity("registration", "registration/{type?}", {
    params: { type: oneOf("socialregistration") },
    meta: { guestOnly: true, enabledBy: [{ configFlag: "registrationEnabled" }] }
  }),
  identity("user.login", "user/login", { meta: { guestOnly: true } }),
  identity("user.accountverify", "user/accountverify", { meta: { exemptFromBlocking: true } }),
  identity("user.activate", "user/{type}", { params: { type: oneOf("activatefast", "activate") } }),
  identity("user.passwordreset", "user/passwordreset"),
  identity("user.stopnewsletter", "user/stopnewsletter")
];

// ../../libs/routing/src/rules/route-table.ts
var routeTable = [
  ...mainRoutes,
  ...userRoutes,
  ...esportsRoutes,
  ...casinoRoutes,
  ...informationRoutes,
  ...officeRoutes,
  ...otherRoutes,
  ...bonusRoutes,
  ...legacyRoutes,
  ...emptyRoutes,
  ...systemRoutes
];
var byId = new Map(routeTable.map((route) => [route.id, route]));
function routeById(id) {
  return byId.get(id);
}
var shellRoutes = routeTable.reduce((groups, route) => {
  const meta = route.meta;
  if (meta.shellOf !== void 0) (groups[meta.shellOf] ??= []).push(route.id);
  return groups;
}, {});

// ../../libs/routing/src/rules/match-route.ts
function pathSegments(pathname) {
  return pathname.split("/").filter((segment) => segment !== "");
}
var PARAM2 = /^\{(\w+)(\?)?\}$/;
function compilePattern(path) {
  const parts = pathSegments(path).map((segment) => {
    if (segment === "{*}") return { kind: "rest" };
    const param = PARAM2.exec(segment);
    if (param) return { kind: "param", name: param[1] ?? "", optional: param[2] === "?" };
    if (segment.includes("{") || segment.includes("}")) throw new Error(`route path "${path}": bad segment "${segment}"`);
    return { kind: "static", value: segment };
  });
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part.kind === "rest" && !last) throw new Error(`route path "${path}": {*} must be last`);
    const next = parts[index + 1];
    if (part.kind === "param" && part.optional && next && !(next.kind === "param" && next.optional)) {
      throw new Error(`route path "${path}": optional parameters only at the end`);
    }
  });
  return parts;
}
function compile(route) {
  const parts = compilePattern(route.path);
  const rank = parts.map((part) => part.kind === "static" ? 3 : part.kind === "rest" ? 0 : part.optional ? 1 : 2);
  return {
    route,
    parts,
    required: parts.filter((part) => part.kind === "static" || part.kind === "param" && !part.optional).length,
    rest: parts.some((part) => part.kind === "rest"),
    rank
  };
}
function compareRank(a, b) {
  const length = Math.max(a.rank.length, b.rank.length);
  for (let index = 0; index < length; index++) {
    const difference = (b.rank[index] ?? -1) - (a.rank[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
var indexes = /* @__PURE__ */ new WeakMap();
function indexOf(table) {
  const cached = indexes.get(table);
  if (cached) return cached;
  const byFirst = /* @__PURE__ */ new Map();
  const other = [];
  for (const compiled of table.map(compile)) {
    const first = compiled.parts[0];
    if (first?.kind === "static") {
      const group = byFirst.get(first.value) ?? [];
      group.push(compiled);
      byFirst.set(first.value, group);
    } else other.push(compiled);
  }
  for (const group of byFirst.values()) group.sort(compareRank);
  other.sort(compareRank);
  const index = { byFirst, other };
  indexes.set(table, index);
  return index;
}
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return void 0;
  }
}
function matchParts(compiled, segments) {
  if (segments.length < compiled.required) return void 0;
  if (!compiled.rest && segments.length > compiled.parts.length) return void 0;
  const params = {};
  for (const [index, part] of compiled.parts.entries()) {
    if (part.kind === "rest") {
      const rest = segments.slice(index).map(decode);
      if (rest.some((segment2) => segment2 === void 0)) return void 0;
      params["*"] = rest.join("/");
      return params;
    }
    const segment = segments[index];
    if (segment === void 0) return params;
    if (part.kind === "static") {
      if (part.value !== segment) return void 0;
    } else {
      const value = decode(segment);
      if (value === void 0) return void 0;
      params[part.name] = value;
    }
  }
  return params;
}
function paramsValid(route, params) {
  if (!route.params) return true;
  return Object.entries(route.params).every(([name, schema]) => schema.safeParse(params[name]).success);
}
function lookupRoute(segmentsAfterLanguage, table = routeTable) {
  const index = indexOf(table);
  const first = segmentsAfterLanguage[0];
  const groups = first === void 0 ? [index.other] : [index.byFirst.get(first) ?? [], index.other];
  let invalid;
  for (const group of groups) {
    for (const compiled of group) {
      const params = matchParts(compiled, segmentsAfterLanguage);
      if (!params) continue;
      const match3 = { route: compiled.route, params };
      if (paramsValid(compiled.route, params)) return { match: match3, valid: true };
      invalid ??= match3;
    }
  }
  return invalid ? { match: invalid, valid: false } : void 0;
}

// ../../libs/routing/src/rules/decide-navigation.ts
import { match as match2, P as P2 } from "ts-pattern";

// ../../libs/routing/src/rules/decide-rules.ts
import { match, P } from "ts-pattern";
var DEFAULT_REDIRECT_STATUS = 302;
var BONUS_TO_OFFER_REDIRECT_STATUS = 302;
var PROFILE_COMPLETION_ROUTES = /* @__PURE__ */ new Set([
  "office",
  "office.account",
  "office.identification",
  "office.verification",
  "office.support"
]);
var BLOCKING_PAGES = ["site-updates", "suspension", "block", "block-ua", "block-ie", "coming-soon"];
function blockingPageFor(reason) {
  return match(reason).returnType().with(4, () => "site-updates").with(16, () => "suspension").with(P.union(1, 2, 3, 5, 14), () => "block").with(13, () => "block-ua").with(17, () => "block-ie").with(8, () => "coming-soon").otherwise(() => void 0);
}
var BLOCKING_PAGE_IDS = new Set(BLOCKING_PAGES);
function isBlockingPage(routeId) {
  return BLOCKING_PAGE_IDS.has(routeId);
}

// ../../libs/routing/src/rules/path-for.ts
var patterns = /* @__PURE__ */ new WeakMap();
function patternOf(route) {
  let parts = patterns.get(route);
  if (!parts) {
    parts = compilePattern(route.path);
    patterns.set(route, parts);
  }
  return parts;
}
function routePath(route, params = {}) {
  const segments = [];
  for (const part of patternOf(route)) {
    if (part.kind === "static") segments.push(part.value);
    else if (part.kind === "rest") {
      const rest = params["*"];
      if (rest) segments.push(...rest.split("/").filter((segment) => segment !== "").map(encodeURIComponent));
    } else {
      const value = params[part.name];
      if (value === void 0 || value === "") {
        if (part.optional) break;
        throw new Error(`pathFor(${route.id}): missing parameter "${part.name}"`);
      }
      segments.push(encodeURIComponent(value));
    }
  }
  return segments.join("/");
}

// ../../libs/routing/src/rules/safe-path.ts
var PROBE_ORIGIN = "https://routing.invalid";
var CONTROL = /[\u0000-\u001f\u007f]/;
var MAX_LENGTH2 = 4096;
function startsForeign(path) {
  return path.startsWith("//") || path.startsWith("/\\");
}
function decodeOnce(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
function safeReturnPath(raw) {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH2) return null;
  if (raw[0] !== "/" || startsForeign(raw) || CONTROL.test(raw)) return null;
  if (raw.includes("%")) {
    const decoded = decodeOnce(raw);
    if (startsForeign(decoded) || CONTROL.test(decoded)) return null;
  }
  let url;
  try {
    url = new URL(raw, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || startsForeign(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
function splitUrl(url) {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return queryAt === -1 ? { path: beforeHash, search: "", hash } : { path: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}

// ../../libs/routing/src/rules/decide-navigation.ts
var NAVIGATION_MIDDLEWARE = [
  "safe-url",
  "language",
  "not-found-fragments",
  "platform",
  "match",
  "params",
  "enabled",
  "maintenance",
  "blocking",
  "ban",
  "confirm-terms",
  "access",
  "profile-completion",
  "navigation-block",
  "remote-app-guards",
  "table-redirect",
  "route-middleware",
  "render"
];
var MOBILE_HOST_RULE = "platform-mobile-host";
function searchOf(query) {
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}
function currentNormalized(nav) {
  if (nav.currentNormalized === void 0) nav.currentNormalized = nav.request.currentUrl === void 0 ? null : safeReturnPath(nav.request.currentUrl);
  return nav.currentNormalized;
}
function lookup(nav) {
  if (nav.lookup === null) nav.lookup = lookupRoute(nav.rest, nav.table);
  return nav.lookup;
}
function matched(nav) {
  const found = lookup(nav);
  return found?.valid ? found.match : void 0;
}
function redirect(nav, rule, pathAfterLanguage, options = {}) {
  const path = pathAfterLanguage === "" ? `/${nav.lng}` : `/${nav.lng}/${pathAfterLanguage}`;
  const hash = options.keepHash === false ? "" : nav.url.hash;
  return {
    kind: "redirect",
    status: options.status ?? DEFAULT_REDIRECT_STATUS,
    location: `${path}${options.search ?? ""}${hash}`,
    rule,
    ...options.warning ? { warning: options.warning } : {}
  };
}
function redirectToRoute(nav, rule, routeId, search = "") {
  const route = routeById(routeId);
  return redirect(nav, rule, route ? routePath(route) : "", { search, keepHash: false });
}
function notFound(nav, rule) {
  return { kind: "not-found", status: 404, lng: nav.lng, rule };
}
function render(nav, found) {
  const modal = modalFor(nav, found.route);
  return {
    kind: "render",
    status: 200,
    lng: nav.lng,
    route: found.route,
    params: found.params,
    layout: found.route.layout,
    ...modal ? { modal } : {}
  };
}
var MODAL_KEYS = /* @__PURE__ */ new Set(["login", "registration", "forgot-password", "recharge", "transfer-user", "team-cash", "support-history", "registration-reminder"]);
function isModalKey(value) {
  return value !== null && MODAL_KEYS.has(value);
}
function modalFor(nav, route) {
  const { signedIn } = nav.context.session;
  if (!signedIn && nav.query.get(FORGOT_PASSWORD_QUERY_KEY) === "1") return "forgot-password";
  const asked = nav.query.get(MODAL_QUERY_KEY);
  if (!isModalKey(asked)) return void 0;
  return match2(asked).with("login", () => signedIn || route.id === "user.login" ? void 0 : "login").with("registration", () => signedIn || route.id === "registration" || !nav.context.config.flags.registrationEnabled ? void 0 : "registration").with("forgot-password", "registration-reminder", (key) => signedIn ? void 0 : key).with("recharge", "transfer-user", "team-cash", "support-history", (key) => signedIn ? key : void 0).exhaustive();
}
function enabled(nav, enabler) {
  const { config } = nav.context;
  return match2(enabler).with({ configFlag: P2.string }, ({ configFlag }) => config.flags[configFlag]).with({ routeAvailability: P2.number }, ({ routeAvailability }) => config.availableRoutes.has(routeAvailability)).exhaustive();
}
function requiresSignIn(nav, route) {
  const flag = route.meta.signInWhen;
  return route.signIn || flag !== void 0 && nav.context.config.flags[flag];
}
function mobileOrigin(host) {
  if (!host) return void 0;
  try {
    const url = new URL(host);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : void 0;
  } catch {
    return void 0;
  }
}
function currentRoute(nav) {
  const current = currentNormalized(nav);
  if (current === null) return void 0;
  const segments = pathSegments(splitUrl(current).path);
  const [first, ...rest] = segments;
  if (first === void 0 || !isLanguageSegment(first)) return void 0;
  const found = lookupRoute(rest, nav.table);
  return found?.valid ? found.match.route : void 0;
}
var ROUTE_MIDDLEWARE = new Map(Object.entries({
  /** user/action.php: `action=forgot` → password reset, else → activation. */
  "user-action": (nav) => nav.query.get("action") === "forgot" ? redirect(nav, "user-action-forgot", "user/passwordreset", { status: 301, search: nav.url.search }) : redirect(nav, "user-action", "user/activate", { status: 301, search: nav.url.search }),
  /** Legacy game routes: 301 to the game's current route (the catalogue finds it by route or old route), else the index. */
  "legacy-game": (nav, found) => {
    const gameRoute = found.params["gameRoute"];
    const current = gameRoute ? nav.context.resolveLegacyGame(gameRoute) : void 0;
    return current ? redirect(nav, "legacy-game", `games/${encodeURIComponent(current)}`, { status: 301, search: nav.url.search }) : redirect(nav, "legacy-game-unknown", "games", { status: 301, search: nav.url.search });
  },
  /** Bonus `slot_first_deposit` → 301 casino/slot-first-deposit when thirdPartyHasFirstDepositRedirect is on. */
  "slot-first-deposit": (nav, found) => found.params["id"] === "slot_first_deposit" && nav.context.config.flags.thirdPartyHasFirstDepositRedirect ? redirect(nav, "slot-first-deposit", "casino/slot-first-deposit", { status: 301, search: nav.url.search }) : void 0,
  /** Bonus ↔ offer replace-redirects, params and query kept. */
  "bonus-to-offer": (nav, found) => {
    const toOffer = nav.context.config.flags.promoBonusToOffer;
    const counterpart = toOffer ? BONUS_TO_OFFER[found.route.id] : OFFER_TO_BONUS[found.route.id];
    const target = counterpart === void 0 ? void 0 : routeById(counterpart);
    if (!target) return void 0;
    return redirect(nav, toOffer ? "bonus-to-offer" : "offer-to-bonus", routePath(target, found.params), {
      status: BONUS_TO_OFFER_REDIRECT_STATUS,
      search: nav.url.search
    });
  },
  /** With useRechargeModal on, navigating to recharge from outside the office is cancelled: the modal opens instead. */
  "recharge-modal": (nav) => {
    if (!nav.context.config.flags.useRechargeModal || nav.request.currentUrl === void 0) return void 0;
    if (currentRoute(nav)?.meta.accountArea) return void 0;
    return { kind: "cancel", rule: "recharge-modal", modal: "recharge" };
  }
}));
var ROUTE_MIDDLEWARE_NAMES = [...ROUTE_MIDDLEWARE.keys()];
function unknownMiddleware(name) {
  return { kind: "error", status: 500, message: `Unknown middleware ${name}` };
}
var MIDDLEWARE_BY_NAME = {
  "safe-url": (nav) => nav.normalized === null ? notFound(nav, "unsafe-url") : void 0,
  language: (nav) => {
    const [first, ...rest] = nav.segments;
    const { search } = nav.url;
    if (first === void 0) return redirect(nav, "language-root", "", { search });
    if (!isLanguageSegment(first)) {
      return redirect(nav, "language-missing", nav.segments.join("/"), {
        search,
        warning: `path ${nav.url.path} has no language prefix; prefixed with ${nav.lng}`
      });
    }
    if (!nav.context.language.available.includes(first)) return redirect(nav, "language-unavailable", rest.join("/"), { search });
    return void 0;
  },
  "not-found-fragments": (nav) => {
    const tail = `/${nav.rest.join("/")}`;
    return nav.context.config.notFoundFragments.some((fragment) => fragment !== "" && tail.includes(fragment)) ? notFound(nav, "not-found-fragment") : void 0;
  },
  platform: (nav) => {
    const found = matched(nav);
    if (!found) {
      if (nav.query.get(PLATFORM_QUERY_KEY) !== "mobile") return void 0;
      const query2 = new URLSearchParams(nav.url.search);
      query2.delete(PLATFORM_QUERY_KEY);
      return redirect(nav, "platform-unmatched", "", { search: searchOf(query2), keepHash: false });
    }
    const origin = mobileOrigin(nav.context.config.mobileHost);
    if (!nav.context.platform.touchMacIpadOnDesktop || origin === void 0) return void 0;
    const query = new URLSearchParams(nav.url.search);
    query.set(PLATFORM_QUERY_KEY, "mobile");
    return { kind: "redirect", status: 302, location: `${origin}${nav.url.path}${searchOf(query)}`, rule: MOBILE_HOST_RULE };
  },
  match: (nav) => lookup(nav) ? void 0 : notFound(nav, "no-route"),
  params: (nav) => lookup(nav)?.valid === false ? notFound(nav, "invalid-params") : void 0,
  enabled: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return void 0;
    if (route.meta.devOnly && nav.context.config.flags.isProduction) return notFound(nav, "dev-only-route");
    return (route.meta.enabledBy ?? []).every((enabler) => enabled(nav, enabler)) ? void 0 : notFound(nav, "disabled-route");
  },
  maintenance: (nav) => {
    const found = matched(nav);
    if (!found) return void 0;
    const onMaintenance = found.route.id === "maintenance";
    if (nav.context.maintenance) return onMaintenance ? render(nav, found) : redirectToRoute(nav, "maintenance", "maintenance");
    return onMaintenance ? redirectToRoute(nav, "maintenance-off", "home") : void 0;
  },
  blocking: (nav) => {
    const found = matched(nav);
    if (!found || found.route.meta.exemptFromBlocking) return void 0;
    const target = blockingPageFor(nav.context.blockingReason);
    if (target === void 0) return isBlockingPage(found.route.id) ? redirectToRoute(nav, "blocking-none", "home") : void 0;
    return found.route.id === target ? render(nav, found) : redirectToRoute(nav, `blocking-${nav.context.blockingReason}`, target);
  },
  ban: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return void 0;
    const { signedIn, banLevel, banVersion } = nav.context.session;
    const banned = signedIn && banLevel > 0;
    if (!banned) return route.meta.bannedOnly ? redirectToRoute(nav, "not-banned", "home") : void 0;
    if (route.meta.allowedWhileBanned) return void 0;
    if (route.meta.allowedAtMatchingBanLevel && banLevel === deduceBanLevel(banVersion)) return void 0;
    return redirectToRoute(nav, "banned", "block-appeal-history");
  },
  "confirm-terms": (nav) => {
    const route = matched(nav)?.route;
    if (!route) return void 0;
    const { signedIn, termsChanged } = nav.context.session;
    if (route.id === "confirm-terms") return signedIn && termsChanged ? void 0 : redirectToRoute(nav, "terms-unchanged", "home");
    return signedIn && termsChanged && nav.context.config.flags.confirmTermsEnabled && route.meta.needsAcceptedTerms ? redirectToRoute(nav, "terms-changed", "confirm-terms") : void 0;
  },
  access: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return void 0;
    if (nav.context.session.signedIn) {
      if (!route.meta.guestOnly) return void 0;
      const state2 = nav.query.get(STATE_QUERY_KEY);
      return redirectToRoute(nav, "access-signed-in", "office.account", state2 === null ? "" : searchOf(new URLSearchParams({ [STATE_QUERY_KEY]: state2 })));
    }
    if (!requiresSignIn(nav, route)) return void 0;
    const state = searchOf(new URLSearchParams({ [STATE_QUERY_KEY]: `${nav.url.path}${nav.url.search}` }));
    if (route.meta.accountArea) return redirectToRoute(nav, "access-auth-app", "user.login", state);
    if (nav.context.config.availableRoutes.has(ROUTE_AVAILABILITY.login)) return redirectToRoute(nav, "access-login", "user.login", state);
    return redirectToRoute(nav, "access-home", "home");
  },
  "profile-completion": (nav) => {
    const route = matched(nav)?.route;
    const { session, config } = nav.context;
    if (!route || !session.signedIn || !route.meta.accountArea || PROFILE_COMPLETION_ROUTES.has(route.id)) return void 0;
    if (session.pendingIdentification) {
      return redirectToRoute(nav, "pending-identification", config.flags.identificationEnabled ? "office.identification" : "office.verification");
    }
    return session.dataAfterRegistration ? redirectToRoute(nav, "data-after-registration", "office.account") : void 0;
  },
  "navigation-block": (nav) => nav.context.navigationBlocked ? { kind: "cancel", rule: "navigation-blocked" } : void 0,
  "remote-app-guards": (nav) => nav.context.remoteAppGuards.some((allowed) => !allowed) ? { kind: "cancel", rule: "remote-app-guard" } : void 0,
  "table-redirect": (nav) => {
    const found = matched(nav);
    const rule = found?.route.redirect;
    if (!found || !rule) return void 0;
    const target = rule.to(found.params);
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    let search = rule.dropQuery ? "" : nav.url.search;
    if (queryAt !== -1) {
      const query = new URLSearchParams(search);
      for (const [key, value] of new URLSearchParams(target.slice(queryAt))) query.set(key, value);
      search = searchOf(query);
    }
    return redirect(nav, `redirect:${found.route.id}`, path, { status: rule.status, search });
  },
  "route-middleware": (nav) => {
    const found = matched(nav);
    for (const name of found?.route.meta.middleware ?? []) {
      const middleware = ROUTE_MIDDLEWARE.get(name);
      if (!middleware || !found) return unknownMiddleware(name);
      const decision = middleware(nav, found);
      if (decision) return decision;
    }
    return void 0;
  },
  render: (nav) => {
    const found = matched(nav);
    return found ? render(nav, found) : notFound(nav, "no-route");
  }
};
var MIDDLEWARE = new Map(Object.entries(MIDDLEWARE_BY_NAME));
function checked(decision, nav) {
  return match2(decision).with({ kind: "redirect" }, (redirected) => {
    if (redirected.rule === MOBILE_HOST_RULE) return redirected;
    const location = safeReturnPath(redirected.location);
    if (location === null) return notFound(nav, "unsafe-redirect");
    if (location === nav.normalized || location === currentNormalized(nav)) {
      return { kind: "cancel", rule: "cyclic-redirect", warning: `redirect ${redirected.rule} to ${location} is where the visitor is; suppressed` };
    }
    return { ...redirected, location };
  }).with({ kind: P2.union("render", "not-found", "cancel", "error") }, (other) => other).exhaustive();
}
function prepare(request, context, table) {
  const normalized = safeReturnPath(request.url);
  const url = splitUrl(normalized ?? "/");
  const segments = pathSegments(url.path);
  const [first] = segments;
  const prefixed = first !== void 0 && isLanguageSegment(first);
  return {
    request,
    context,
    table,
    normalized,
    currentNormalized: void 0,
    url,
    query: new URLSearchParams(url.search),
    segments,
    lng: prefixed && context.language.available.includes(first) ? first : chooseLanguage(context.language),
    rest: prefixed ? segments.slice(1) : segments,
    lookup: null
  };
}
function decideNavigation(request, context, options = {}) {
  const nav = prepare(request, context, options.table ?? routeTable);
  for (const name of options.middleware ?? NAVIGATION_MIDDLEWARE) {
    const middleware = MIDDLEWARE.get(name);
    if (!middleware) return unknownMiddleware(name);
    const decision = middleware(nav);
    if (decision) return checked(decision, nav);
  }
  return checked(MIDDLEWARE_BY_NAME.render(nav), nav);
}

// ../../libs/routing/src/rules/blocking-reason.ts
function blockingReason(result, forceGeoOffCookie) {
  if (result.displayTypeId !== 1) return null;
  if (forceGeoOffCookie === "1" && result.templateTypeId === 1) return null;
  return result.templateTypeId;
}

// ../../libs/routing/src/rules/maintenance-language.ts
var RUSSIAN_MESSAGE_FOR = /* @__PURE__ */ new Set(["az", "kk", "uk", "ru"]);
function maintenanceMessageLanguage(lng) {
  return RUSSIAN_MESSAGE_FOR.has(lng) ? "ru" : "en";
}

// ../../libs/routing/src/rules/defaults.ts
var guestSession = {
  signedIn: false,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  pendingIdentification: false,
  dataAfterRegistration: false
};
var signedInSession = { ...guestSession, signedIn: true };
function routingConfigFromJson(json2) {
  return { ...json2, availableRoutes: new Set(json2.availableRoutes) };
}

// src/navigation/routing-config.ts
import { z as z9 } from "zod";

// src/config/site-config.repository.ts
async function listLanguages(db) {
  const rows = await db.query("select id, code, name, native_name, hidden_for_guests from languages where is_active order by position, id");
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, nativeName: row.native_name, hiddenForGuests: row.hidden_for_guests }));
}
async function readSettings(db, lang, overrides) {
  const rows = await db.query("select key, value from site_settings");
  const settings3 = {};
  for (const row of rows) if (!row.key.includes("@")) settings3[row.key] = row.value;
  for (const row of rows) if (lang && row.key.endsWith(`@${lang}`)) settings3[row.key.slice(0, -3)] = row.value;
  return { ...settings3, ...overrides };
}
async function loadSiteConfig(db, lang, overrides = {}) {
  const [languages2, settings3, brandBook2] = await Promise.all([
    listLanguages(db),
    readSettings(db, lang, overrides),
    db.query("select css_prop, css_value from brand_book_variables order by position, css_prop")
  ]);
  const siteConfig = SiteConfigSchema.parse({
    group_id: settings3["group_id"],
    companyName: settings3["company_name"],
    lng: settings3["default_language"],
    apiPath: settings3["api_path"],
    ref_id: settings3["ref_id"],
    pwa: { enabled: settings3["pwa_enabled"], themeColor: settings3["pwa_theme_color"] },
    brandBook: brandBook2,
    defaultBettingView: settings3["default_betting_view"],
    marketsNameType: settings3["markets_name_type"],
    registrationEnabled: settings3["registration_enabled"]
  });
  return { languages: languages2, siteConfig };
}

// src/navigation/routing-config.ts
var ROUTING_SETTING_KEYS = {
  registrationEnabled: "registration_enabled",
  statisticsEnabled: "statistics_enabled",
  identificationEnabled: "identification_enabled",
  confirmTermsEnabled: "confirm_terms_enabled",
  promoBonusToOffer: "promo_bonus_to_offer",
  thirdPartyHasFirstDepositRedirect: "third_party_has_first_deposit_redirect",
  useRechargeModal: "use_recharge_modal",
  paymentOnlyForAuthorized: "payment_only_for_authorized",
  availableRoutes: "available_routes",
  notFoundFragments: "not_found_fragments",
  afterSignInRedirects: "after_sign_in_redirects",
  mobileHost: "mobile_host"
};
var StoredRoutingSettingsSchema = z9.object({
  registrationEnabled: z9.boolean(),
  statisticsEnabled: z9.boolean(),
  identificationEnabled: z9.boolean(),
  confirmTermsEnabled: z9.boolean(),
  promoBonusToOffer: z9.boolean(),
  thirdPartyHasFirstDepositRedirect: z9.boolean(),
  useRechargeModal: z9.boolean(),
  paymentOnlyForAuthorized: z9.boolean(),
  availableRoutes: z9.array(z9.int().positive()),
  // An empty fragment would match every path and 404 the whole site.
  notFoundFragments: z9.array(z9.string().min(1)),
  afterSignInRedirects: z9.record(z9.string().min(1), z9.string().min(1)),
  // The one foreign redirect target allowed: an origin only, no path, no credentials.
  mobileHost: z9.string().regex(/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, "an origin such as https://m.example.com").nullable()
});
async function loadStoredRoutingSettings(db, overrides) {
  const settings3 = await readSettings(db, void 0, overrides);
  const parsed = StoredRoutingSettingsSchema.safeParse(Object.fromEntries(Object.entries(ROUTING_SETTING_KEYS).map(([field, key]) => [field, settings3[key]])));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const [field, ...rest] = issue.path;
    const key = ROUTING_SETTING_KEYS[field] ?? String(field);
    return `${[key, ...rest].join(".")}: ${issue.message}`;
  });
  throw new Error(`site settings do not make a routing config: ${problems.join("; ")}`);
}
async function loadRoutingConfigJson(db, overrides, build) {
  const { availableRoutes, notFoundFragments, afterSignInRedirects, mobileHost, ...flags } = await loadStoredRoutingSettings(db, overrides);
  return { flags: { ...flags, isProduction: build.isProduction }, availableRoutes, notFoundFragments, afterSignInRedirects, mobileHost };
}
async function loadRoutingConfig(db, overrides, build) {
  return routingConfigFromJson(await loadRoutingConfigJson(db, overrides, build));
}

// src/navigation/blocks.repository.ts
import { z as z10 } from "zod";

// src/navigation/rules/path-pattern.ts
var LNG_TOKEN = "{lng}";
var LANGUAGE_SEGMENT2 = /^[a-z]{2}$/;
function splitUrl2(url) {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return queryAt === -1 ? { path: beforeHash, query: "", hash } : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}
function pathSegmentsOf(path) {
  return path.split("/").filter((segment) => segment !== "");
}
function normalizePath(path) {
  return `/${pathSegmentsOf(path).join("/")}`;
}
function isPathPattern(pattern) {
  if (!pattern.startsWith("/") || /[?#\s\\]/.test(pattern)) return false;
  return pathSegmentsOf(pattern).every((segment, index) => segment === LNG_TOKEN ? index === 0 : !segment.includes("{") && !segment.includes("}"));
}
function usesLanguageToken(pattern) {
  return pathSegmentsOf(pattern)[0] === LNG_TOKEN;
}
function matchPathPattern(pattern, path, kind) {
  const wanted = pathSegmentsOf(pattern);
  const actual = pathSegmentsOf(path);
  if (kind === "exact" ? actual.length !== wanted.length : actual.length < wanted.length) return null;
  let lng;
  for (const [index, segment] of wanted.entries()) {
    const candidate = actual[index];
    if (candidate === void 0) return null;
    if (segment === LNG_TOKEN && index === 0) {
      if (!LANGUAGE_SEGMENT2.test(candidate)) return null;
      lng = candidate;
    } else if (segment !== candidate) {
      return null;
    }
  }
  const rest = actual.slice(wanted.length);
  return { lng, rest: rest.length === 0 ? "" : `/${rest.join("/")}` };
}
function patternSpecificity(pattern) {
  const segments = pathSegmentsOf(pattern);
  return segments.length * 2 - (segments[0] === LNG_TOKEN ? 1 : 0);
}
function fillPathPattern(target, match3) {
  const { path, query, hash } = splitUrl2(target);
  const filled = match3.lng === void 0 ? path : path.replace(LNG_TOKEN, match3.lng);
  const base = normalizePath(filled);
  return { path: base === "/" ? match3.rest || "/" : `${base}${match3.rest}`, query, hash };
}
function joinQueries(...queries) {
  return queries.filter((query) => query !== "").join("&");
}
function formatUrl({ path, query, hash }) {
  return `${path}${query === "" ? "" : `?${query}`}${hash}`;
}

// src/navigation/rules/blocks.ts
function appliesTo(rule, auth) {
  return rule.appliesTo === "all" || rule.appliesTo === "users" === auth;
}
function specificity(rule) {
  return (rule.urlPrefix === null ? 0 : 2 + patternSpecificity(rule.urlPrefix) * 2) + (rule.appliesTo === "all" ? 0 : 1);
}
function matchBlock(rules2, { auth, url }) {
  const { path } = splitUrl2(url);
  let best;
  for (const rule of rules2) {
    if (!appliesTo(rule, auth)) continue;
    if (rule.urlPrefix !== null && !matchPathPattern(rule.urlPrefix, path, "prefix")) continue;
    if (!best || specificity(rule) > specificity(best) || specificity(rule) === specificity(best) && rule.id < best.id) best = rule;
  }
  return best ? { displayTypeId: best.displayTypeId, templateTypeId: best.templateTypeId } : NOT_BLOCKED;
}

// src/navigation/blocks.repository.ts
var BlockRuleInputSchema = z10.object({
  /** null blocks the whole site. */
  urlPrefix: z10.string().refine(isPathPattern, "a path pattern: /\u2026, {lng} only as the first segment, no query").nullable(),
  appliesTo: z10.enum(["all", "guests", "users"]).default("all"),
  displayTypeId: z10.int().nonnegative(),
  templateTypeId: z10.int().nonnegative(),
  note: z10.string().default(""),
  /** Off unless said otherwise: a rule written by mistake blocks no one. */
  active: z10.boolean().default(false)
});
async function insertBlockRule(db, input) {
  const rule = BlockRuleInputSchema.parse(input);
  const rows = await db.query(
    "insert into block_rules (url_prefix, applies_to, display_type_id, template_type_id, note, active) values ($1, $2, $3, $4, $5, $6) returning id",
    [rule.urlPrefix, rule.appliesTo, rule.displayTypeId, rule.templateTypeId, rule.note, rule.active]
  );
  const id = rows[0]?.id;
  if (id === void 0) throw new Error("insert returned no id");
  return id;
}
async function listActiveBlockRules(db, onInvalid) {
  const rows = await db.query("select id, url_prefix, applies_to, display_type_id, template_type_id from block_rules where active order by id");
  const rules2 = [];
  for (const row of rows) {
    if (row.url_prefix !== null && !isPathPattern(row.url_prefix)) {
      onInvalid?.(row.id, `url_prefix ${JSON.stringify(row.url_prefix)} is not a path pattern`);
      continue;
    }
    rules2.push({ id: row.id, urlPrefix: row.url_prefix, appliesTo: row.applies_to, displayTypeId: row.display_type_id, templateTypeId: row.template_type_id });
  }
  return rules2;
}
async function checkBlock(db, request) {
  return matchBlock(await listActiveBlockRules(db), request);
}

// src/navigation/redirects.repository.ts
import { z as z11 } from "zod";

// src/navigation/rules/redirects.ts
var MAX_REDIRECT_HOPS = 5;
function byPrecedence(left, right) {
  if (left.match !== right.match) return left.match === "exact" ? -1 : 1;
  return patternSpecificity(right.fromPath) - patternSpecificity(left.fromPath) || left.id - right.id;
}
function orderRedirectRules(rules2) {
  return [...rules2].sort(byPrecedence);
}
function firstHop(ordered, current) {
  for (const rule of ordered) {
    const match3 = matchPathPattern(rule.fromPath, current.path, rule.match);
    if (!match3) continue;
    const filled = fillPathPattern(rule.toPath, match3);
    if (filled.path.includes(LNG_TOKEN)) continue;
    const target = { path: filled.path, query: joinQueries(filled.query, current.query), hash: filled.hash || current.hash };
    if (isSameOriginPath(formatUrl(target))) return { rule, target };
  }
  return void 0;
}
function resolveRedirect(rules2, url) {
  if (!isSameOriginPath(url)) return NO_REDIRECT;
  const ordered = orderRedirectRules(rules2);
  let current = splitUrl2(url);
  const visited = /* @__PURE__ */ new Set([normalizePath(current.path)]);
  const hops = [];
  while (hops.length < MAX_REDIRECT_HOPS) {
    const hop = firstHop(ordered, current);
    if (!hop || visited.has(normalizePath(hop.target.path))) break;
    visited.add(normalizePath(hop.target.path));
    hops.push({ rule: hop.rule, url: formatUrl(hop.target) });
    current = hop.target;
  }
  const last = hops.at(-1);
  if (!last) return NO_REDIRECT;
  const reasons = hops.map((hop) => hop.rule.reason || `redirect rule ${hop.rule.id}`);
  const breadcrumbs = hops.map((hop, index) => ({ title: reasons[index] ?? "", url: hop.url }));
  return {
    redirect: true,
    code: hops.every((hop) => hop.rule.code === 301) ? 301 : 302,
    url: last.url,
    reasons,
    breadcrumbs
  };
}

// src/navigation/redirects.repository.ts
function redirectRuleProblem(rule) {
  if (!isPathPattern(rule.fromPath)) return `from_path ${JSON.stringify(rule.fromPath)} is not a path pattern (/\u2026, {lng} only as the first segment, no query)`;
  const target = splitUrl2(rule.toPath);
  const tokenAt = pathSegmentsOf(target.path).indexOf(LNG_TOKEN);
  if (tokenAt > 0 || `${target.query}${target.hash}`.includes(LNG_TOKEN)) return `to_path ${JSON.stringify(rule.toPath)} may use {lng} only as its first segment`;
  if (tokenAt === 0 && !usesLanguageToken(rule.fromPath)) return `to_path uses {lng} but from_path ${JSON.stringify(rule.fromPath)} has no {lng} to take it from`;
  const withoutToken = tokenAt === 0 ? target.path.replace(LNG_TOKEN, "") : target.path;
  if (/[{}]/.test(`${withoutToken}${target.query}${target.hash}`)) return `to_path ${JSON.stringify(rule.toPath)} may hold braces only as the {lng} segment`;
  if (!isSameOriginPath(rule.toPath.replace(LNG_TOKEN, "en"))) return `to_path ${JSON.stringify(rule.toPath)} is not a path on this site`;
  return null;
}
var RedirectRuleInputSchema = z11.object({
  fromPath: z11.string(),
  match: z11.enum(["exact", "prefix"]).default("exact"),
  toPath: z11.string(),
  code: z11.union([z11.literal(301), z11.literal(302)]).default(301),
  reason: z11.string().default(""),
  active: z11.boolean().default(true)
}).superRefine((rule, context) => {
  const problem = redirectRuleProblem(rule);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
async function insertRedirectRule(db, input) {
  const rule = RedirectRuleInputSchema.parse(input);
  const rows = await db.query(
    "insert into redirect_rules (from_path, match_kind, to_path, code, reason, active) values ($1, $2, $3, $4, $5, $6) returning id",
    [rule.fromPath, rule.match, rule.toPath, rule.code, rule.reason, rule.active]
  );
  const id = rows[0]?.id;
  if (id === void 0) throw new Error("insert returned no id");
  return id;
}
async function listActiveRedirectRules(db, onInvalid) {
  const rows = await db.query("select id, from_path, match_kind, to_path, code, reason from redirect_rules where active order by id");
  const rules2 = [];
  for (const row of rows) {
    const rule = { id: row.id, fromPath: row.from_path, match: row.match_kind, toPath: row.to_path, code: row.code === 302 ? 302 : 301, reason: row.reason };
    const problem = redirectRuleProblem(rule);
    if (problem) onInvalid?.(row.id, problem);
    else rules2.push(rule);
  }
  return rules2;
}
async function redirectLight(db, url, onInvalid) {
  if (!isSameOriginPath(url)) return NO_REDIRECT;
  return resolveRedirect(await listActiveRedirectRules(db, onInvalid), url);
}

// src/navigation/retry.ts
import pRetry from "p-retry";
var REDIRECT_CHECK_RETRY = { retries: 5, delayMs: 1e3 };
var BLOCK_CHECK_RETRY = { retries: 2, delayMs: 100 };
var RetriesExhaustedError = class extends Error {
  constructor(operation, attempts, cause) {
    super(`${operation} failed after ${attempts} attempts: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.operation = operation;
    this.attempts = attempts;
  }
  operation;
  attempts;
  name = "RetriesExhaustedError";
};
async function withRetries(operation, policy, work, onFailedAttempt) {
  let attempts = 0;
  try {
    return await pRetry(
      () => {
        attempts += 1;
        return work();
      },
      {
        retries: policy.retries,
        minTimeout: policy.delayMs,
        maxTimeout: policy.delayMs,
        factor: 1,
        randomize: false,
        onFailedAttempt: (error) => {
          try {
            onFailedAttempt?.({ operation, attempt: error.attemptNumber, retriesLeft: error.retriesLeft, error });
          } catch {
          }
        }
      }
    );
  } catch (error) {
    throw new RetriesExhaustedError(operation, attempts, error);
  }
}

// src/navigation/clients.ts
function createRedirectsClient(db, options = {}) {
  const policy = options.retry ?? REDIRECT_CHECK_RETRY;
  return {
    redirectLight: (url) => withRetries("redirect check", policy, () => redirectLight(db, url), options.onFailedAttempt)
  };
}
function createBlocksClient(db, options = {}) {
  const policy = options.retry ?? BLOCK_CHECK_RETRY;
  return {
    check: (request) => withRetries("block check", policy, () => checkBlock(db, request), options.onFailedAttempt)
  };
}
async function checkBlocking(client, { forceGeoOffCookie, ...request }) {
  try {
    const result = await client.check(request);
    return { reason: blockingReason(result, forceGeoOffCookie), maintenanceBecauseBlockCheckFailed: false };
  } catch {
    return { reason: null, maintenanceBecauseBlockCheckFailed: true };
  }
}

// src/navigation/rules/maintenance.ts
function isMaintenanceActive(config, maintenanceCookie) {
  return maintenanceCookie === "1" || config.isActive || config.web_state !== null && config.web_state.trim() !== "";
}
function at(timestamp) {
  return timestamp === null ? null : Date.parse(timestamp);
}
function isMaintenanceNoticeShown(config, now) {
  const start2 = at(config.notify_started_at);
  const end = at(config.notify_ended_at);
  return start2 !== null && now >= start2 && (end === null || now <= end);
}
function maintenanceNotice(config, now) {
  return isMaintenanceNoticeShown(config, now) ? { startedAt: config.started_at, endedAt: config.ended_at } : null;
}

// src/navigation/maintenance.repository.ts
var MAINTENANCE_OVERRIDE_KEY = "maintenance";
var MAINTENANCE_OFF = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: null };
var COLUMNS = "started_at, ended_at, notify_started_at, notify_ended_at, is_active, web_state";
var iso2 = (value) => value === null ? null : new Date(value).toISOString();
function configOf(row) {
  if (!row) return MAINTENANCE_OFF;
  return {
    started_at: iso2(row.started_at),
    ended_at: iso2(row.ended_at),
    notify_started_at: iso2(row.notify_started_at),
    notify_ended_at: iso2(row.notify_ended_at),
    isActive: row.is_active,
    web_state: row.web_state
  };
}
async function readMaintenanceConfig(db) {
  const rows = await db.query(`select ${COLUMNS} from maintenance where id = 1`);
  return configOf(rows[0]);
}
var COLUMN_OF = {
  started_at: "started_at",
  ended_at: "ended_at",
  notify_started_at: "notify_started_at",
  notify_ended_at: "notify_ended_at",
  isActive: "is_active",
  web_state: "web_state"
};
async function writeMaintenanceConfig(db, update) {
  const fields = Object.entries(MaintenanceUpdateSchema.parse(update));
  const assignments = fields.map(([field], index) => `${COLUMN_OF[field]} = $${index + 1}`);
  await db.query("insert into maintenance (id) values (1) on conflict (id) do nothing");
  const rows = await db.query(
    `update maintenance set ${[...assignments, "updated_at = now()"].join(", ")} where id = 1 returning ${COLUMNS}`,
    fields.map(([, value]) => value)
  );
  return configOf(rows[0]);
}
function resetMaintenance(db) {
  return writeMaintenanceConfig(db, MAINTENANCE_OFF);
}
async function loadMaintenance(db, clock, request = {}) {
  const stored = await readMaintenanceConfig(db);
  const override = request.overrides?.[MAINTENANCE_OVERRIDE_KEY];
  const config = override === void 0 ? stored : { ...stored, ...MaintenanceUpdateSchema.parse(override) };
  return { config, active: isMaintenanceActive(config, request.maintenanceCookie), notice: maintenanceNotice(config, clock.now()) };
}

// src/navigation/navigation.routes.ts
var navigationServicesRoutes = async (app, { db, clock, overridesFor }) => {
  app.post(RedirectLightPath, { schema: { body: RedirectLightBodySchema, response: { 200: RedirectLightResponseSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return redirectLight(db, request.body.url, (id, problem) => request.log.warn(`redirect rule ${id} skipped: ${problem}`));
  });
  app.post(BlockCheckPath, { schema: { body: BlockCheckBodySchema, response: { 200: BlockResultSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return checkBlock(db, request.body);
  });
  app.get(MaintenancePath, { schema: { response: { 200: MaintenanceResponseSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return loadMaintenance(db, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides: await overridesFor(request) });
  });
};

// src/config/config-all.ts
async function loadConfigAll(db, lang, overrides, build) {
  const [site, routing] = await Promise.all([loadSiteConfig(db, lang, overrides), loadRoutingConfigJson(db, overrides, build)]);
  return { ...site, routing };
}

// src/config/config.routes.ts
var configRoutes = async (app, { db, overridesFor, build }) => {
  app.get(
    ConfigAllPath,
    { schema: { querystring: ConfigAllQuerySchema, response: { 200: ConfigAllResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return loadConfigAll(db, request.query.lang, await overridesFor(request), build);
    }
  );
};

// src/pages/document.ts
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
function renderDocument(template, parts) {
  const brandCss = brandBookCss(parts.config.siteConfig.brandBook);
  return template.replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${escapeHtml(parts.lng)}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`).replace("</head>", `${brandCss ? `<style id="brand-book">${brandCss}</style>` : ""}<meta name="theme-color" content="${escapeHtml(parts.config.siteConfig.pwa.themeColor)}"></head>`).replace('<div id="root"></div>', `<div id="root">${parts.body ?? ""}</div>`);
}
function notFoundBody(lng) {
  return `<main class="not-found" lang="${escapeHtml(lng)}"><h1>This page could not be found</h1><p><a href="/${escapeHtml(lng)}">Home</a></p></main>`;
}
function errorBody(status) {
  return `<main class="server-error"><p>${status}</p><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p></main>`;
}
function maintenanceBody(lng) {
  return maintenanceMessageLanguage(lng) === "ru" ? '<main class="maintenance" lang="ru"><h1>\u0422\u0435\u0445\u043D\u0438\u0447\u0435\u0441\u043A\u0438\u0435 \u0440\u0430\u0431\u043E\u0442\u044B</h1><p>\u041D\u0430 \u0441\u0430\u0439\u0442\u0435 \u0438\u0434\u0443\u0442 \u0442\u0435\u0445\u043D\u0438\u0447\u0435\u0441\u043A\u0438\u0435 \u0440\u0430\u0431\u043E\u0442\u044B.</p></main>' : '<main class="maintenance" lang="en"><h1>Technical maintenance</h1><p>The site is down for maintenance.</p></main>';
}

// src/pages/pages.routes.ts
var API_PREFIXES = ["/bff-api/", "/web-api/", "/redirects-api/", "/blocks-api/", "/__test/", "/assets/"];
var pagesRoutes = async (app, { db, clock, template, overridesFor, build }) => {
  const redirects = createRedirectsClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, "redirect check failed") });
  const blocks = createBlocksClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, "block check failed") });
  async function navigationContext(request, languages2, defaultLanguage, pathAndQuery) {
    const overrides = await overridesFor(request);
    const [config, maintenance, blocking] = await Promise.all([
      loadRoutingConfig(db, overrides, build),
      loadMaintenance(db, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides }),
      checkBlocking(blocks, { auth: guestSession.signedIn, url: pathAndQuery, forceGeoOffCookie: request.cookies[FORCE_GEO_OFF_COOKIE] })
    ]);
    return {
      language: {
        cookieLanguage: request.cookies["lng"],
        acceptLanguage: request.headers["accept-language"],
        configDefault: defaultLanguage,
        available: visibleLanguageCodes(languages2, request.cookies["ua"] !== void 0)
      },
      config,
      maintenance: maintenance.active || blocking.maintenanceBecauseBlockCheckFailed,
      blockingReason: blocking.reason,
      // Sessions arrive with the identity issue (#5); until then every visitor is a guest.
      session: guestSession,
      navigationBlocked: false,
      remoteAppGuards: [],
      // Only the browser can tell a touch iPad in desktop mode; it decides that case itself.
      platform: { touchMacIpadOnDesktop: false },
      // The games catalogue (#9) answers legacy game routes; until then they fall back to the games index.
      resolveLegacyGame: () => void 0
    };
  }
  async function externalRedirect(pathAndQuery, reply) {
    try {
      const answer = await redirects.redirectLight(pathAndQuery);
      if (!answer.redirect || !answer.url || !answer.code) return false;
      await reply.redirect(answer.url, answer.code);
      return true;
    } catch (error) {
      app.log.error({ err: error }, "redirects service unavailable; serving without its answer");
      return false;
    }
  }
  app.get("/*", async (request, reply) => {
    const url = new URL(request.url, "http://site.invalid");
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return reply.code(404).send({ error: { code: "not_found", message: `No API route ${url.pathname}` } });
    }
    if (!template) {
      return reply.code(503).type("text/plain").send("The web app is not built yet: run `npm run build` (npm start does it for you).");
    }
    const pathAndQuery = `${url.pathname}${url.search}`;
    const [firstSegment = ""] = pathSegments(url.pathname);
    const lang = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : void 0;
    const config = await loadConfigAll(db, lang, await overridesFor(request), build);
    if (lang && config.languages.some((language) => language.code === lang) && await externalRedirect(pathAndQuery, reply)) return reply;
    const context = await navigationContext(request, config.languages, config.siteConfig.lng, pathAndQuery);
    const decision = decideNavigation({ url: pathAndQuery }, context);
    const companyName = config.siteConfig.companyName;
    const page2 = (status, title, body) => reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(renderDocument(template, { lng: lang ?? config.siteConfig.lng, title, config, ...body ? { body } : {} }));
    switch (decision.kind) {
      case "redirect":
        if (decision.warning) request.log.warn(decision.warning);
        return reply.redirect(decision.location, decision.status);
      case "not-found":
        return page2(404, `This page could not be found \xB7 ${companyName}`, notFoundBody(decision.lng));
      case "error":
        request.log.error(decision.message);
        return page2(500, `Something went wrong on our side \xB7 ${companyName}`, errorBody(500));
      case "cancel":
        if (decision.warning) request.log.warn(decision.warning);
        return page2(200, companyName);
      case "render":
        if (decision.route.id === "maintenance") return page2(503, companyName, maintenanceBody(decision.lng));
        return page2(decision.route.id === "error.500" ? 500 : 200, companyName);
    }
  });
};

// src/app.ts
async function buildApp(options) {
  const app = Fastify({ logger: options.logger ?? false, disableRequestLogging: options.disableRequestLogging ?? false, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: "invalid_request", message: error.message } });
    }
    request.log.error(error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply.code(status).send({ error: { code: status === 500 ? "internal_error" : "request_failed", message: status === 500 ? "Something went wrong on our side" : error.message } });
  });
  await app.register(fastifyCookie);
  const overridesFor = async (request) => options.overridesFor ? options.overridesFor(options.db, request) : {};
  const build = { isProduction: options.isProduction ?? false };
  await app.register(configRoutes, { db: options.db, overridesFor, build });
  await app.register(navigationServicesRoutes, { db: options.db, clock: options.clock, overridesFor });
  if (options.testControl) await options.testControl(app, { db: options.db, clock: options.clock });
  if (options.webRoot) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== "/index.html",
      setHeaders: (response, path) => {
        if (path.includes("/assets/")) response.setHeader("cache-control", "public, max-age=31536000, immutable");
      }
    });
  }
  await app.register(pagesRoutes, { db: options.db, clock: options.clock, template: options.template, overridesFor, build });
  return app;
}

// src/db/migrations/0001_site_config.ts
var siteConfigMigration = {
  id: "0001_site_config",
  sql: (
    /* sql */
    `
    create table languages (
      id integer primary key,
      code char(2) not null unique check (code ~ '^[a-z]{2}$'),
      name text not null,
      native_name text not null,
      position integer not null,
      hidden_for_guests boolean not null default false,
      is_active boolean not null default true
    );

    -- One row per setting of the site config; values are JSON so each keeps its type.
    create table site_settings (
      key text primary key,
      value jsonb not null
    );

    create table brand_book_variables (
      css_prop text primary key check (css_prop ~ '^--[a-z0-9-]+$'),
      css_value text not null,
      position integer not null
    );
  `
  )
};

// src/db/migrations/0002_test_control.ts
var testControlMigration = {
  id: "0002_test_control",
  sql: (
    /* sql */
    `
    create table test_setting_overrides (
      scope text not null,
      key text not null,
      value jsonb not null,
      primary key (scope, key)
    );

    create table test_clock_offsets (
      subject text primary key,
      offset_ms bigint not null
    );
  `
  )
};

// src/db/migrations/0003_outbox.ts
var outboxMigration = {
  id: "0003_outbox",
  sql: (
    /* sql */
    `
    create table outbox_messages (
      id bigint generated always as identity primary key,
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      subject text not null default '',
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index outbox_messages_recipient on outbox_messages (recipient, id desc);
  `
  )
};

// src/db/migrations/0004_navigation.ts
var navigationMigration = {
  id: "0004_navigation",
  sql: String.raw`
    create table redirect_rules (
      id integer generated always as identity primary key,
      from_path text not null check (from_path ~ '^/' and from_path !~ '[?#\\[:space:]]'),
      match_kind text not null default 'exact' check (match_kind in ('exact', 'prefix')),
      to_path text not null check (to_path ~ '^/([^/\\]|$)' and to_path !~ '[\\[:space:][:cntrl:]]' and to_path !~* '^/(%2f|%5c)'),
      code smallint not null default 301 check (code in (301, 302)),
      reason text not null default '',
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    -- At most one active rule per source pattern, so which one fires is never a matter of luck.
    create unique index redirect_rules_active_source on redirect_rules (from_path, match_kind) where active;

    create table block_rules (
      id integer generated always as identity primary key,
      -- null blocks the whole site; otherwise the path and everything below it.
      url_prefix text check (url_prefix is null or (url_prefix ~ '^/' and url_prefix !~ '[?#\\[:space:]]')),
      applies_to text not null default 'all' check (applies_to in ('all', 'guests', 'users')),
      display_type_id integer not null check (display_type_id >= 0),
      template_type_id integer not null check (template_type_id >= 0),
      note text not null default '',
      active boolean not null default false,
      created_at timestamptz not null default now()
    );

    -- Exactly one row (id 1): the maintenance config of spec §3.
    create table maintenance (
      id smallint primary key default 1 check (id = 1),
      started_at timestamptz,
      ended_at timestamptz,
      notify_started_at timestamptz,
      notify_ended_at timestamptz,
      is_active boolean not null default false,
      web_state text,
      updated_at timestamptz not null default now(),
      check (started_at is null or ended_at is null or started_at <= ended_at),
      check (notify_started_at is null or notify_ended_at is null or notify_started_at <= notify_ended_at)
    );
    insert into maintenance (id) values (1);
  `
};

// src/db/migrations/index.ts
var migrations = [siteConfigMigration, testControlMigration, outboxMigration, navigationMigration];

// src/db/versioned-steps.ts
async function runVersionedSteps(db, ledgerTable, steps) {
  await db.exec(`create table if not exists ${ledgerTable} (id text primary key, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query(`select id from ${ledgerTable}`)).map((row) => row.id));
  const applied = [];
  for (const step of steps) {
    if (done.has(step.id)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx);
      await tx.query(`insert into ${ledgerTable} (id) values ($1)`, [step.id]);
    });
    applied.push(step.id);
  }
  return applied;
}

// src/db/migrate.ts
function migrate(db, migrations2 = migrations) {
  return runVersionedSteps(
    db,
    "schema_migrations",
    migrations2.map((migration) => ({ id: migration.id, run: (tx) => tx.exec(migration.sql) }))
  );
}

// src/db/pglite.ts
import { PGlite } from "@electric-sql/pglite";
function queryableOf(client) {
  return {
    async query(sql, params = []) {
      const result = await client.query(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await client.exec(sql);
    }
  };
}
async function openPglite(dataDir) {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    engine: "pglite",
    ...queryableOf(client),
    transaction: (work) => client.transaction((tx) => work(queryableOf(tx))),
    close: () => client.close()
  };
}

// src/db/postgres.ts
import pg from "pg";
function queryableOf2(client) {
  return {
    async query(sql, params = []) {
      const result = await client.query(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await client.query(sql);
    }
  };
}
async function openPostgres(options) {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...options.schema ? { options: `-c search_path=${options.schema}` } : {}
  });
  await pool.query("select 1");
  return {
    engine: "postgres",
    ...queryableOf2(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(queryableOf2(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end()
  };
}

// src/db/seeds/0001_site.ts
var languages = [
  { id: 1, code: "en", name: "English", nativeName: "English", hiddenForGuests: false },
  { id: 2, code: "ru", name: "Russian", nativeName: "\u0420\u0443\u0441\u0441\u043A\u0438\u0439", hiddenForGuests: false }
];
var settings = {
  group_id: 1,
  company_name: "Apex Bet",
  "company_name@ru": "\u0410\u043F\u0435\u043A\u0441 \u0411\u0435\u0442",
  default_language: "en",
  api_path: "/web-api",
  ref_id: 1,
  pwa_enabled: true,
  pwa_theme_color: "#0f1720",
  default_betting_view: 0,
  markets_name_type: "short",
  registration_enabled: true
};
var brandBook = [
  ["--brand-accent", "#2f80ed"],
  ["--brand-header-height", "56px"]
];
var siteSeed = {
  id: "0001_site",
  async run(tx) {
    for (const [position, language] of languages.entries()) {
      await tx.query(
        "insert into languages (id, code, name, native_name, position, hidden_for_guests) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing",
        [language.id, language.code, language.name, language.nativeName, position, language.hiddenForGuests]
      );
    }
    for (const [key, value] of Object.entries(settings)) {
      await tx.query("insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing", [key, JSON.stringify(value)]);
    }
    for (const [position, [cssProp, cssValue]] of brandBook.entries()) {
      await tx.query("insert into brand_book_variables (css_prop, css_value, position) values ($1, $2, $3) on conflict (css_prop) do nothing", [cssProp, cssValue, position]);
    }
  }
};

// src/db/seeds/0002_navigation.ts
var settings2 = {
  statistics_enabled: true,
  identification_enabled: false,
  confirm_terms_enabled: true,
  promo_bonus_to_offer: false,
  third_party_has_first_deposit_redirect: false,
  use_recharge_modal: false,
  payment_only_for_authorized: false,
  // Route-availability ids that are on: 72 the login page, 47 the rules section of the bonuses page, 48 information/payment
  // (libs/routing's ROUTE_AVAILABILITY).
  available_routes: [72, 47, 48],
  not_found_fragments: ["wp-admin", "wp-login", ".php.bak", ".env"],
  // afterRegistrationAndLoginRedirectRoutesV2 (route id → route id): none for the demo.
  after_sign_in_redirects: {},
  mobile_host: null
};
var redirectRules = [
  { fromPath: "/{lng}/promo/welcome-2023", toPath: "/{lng}/promotions/welcome", code: 301, reason: "The 2023 welcome offer moved to promotions" },
  { fromPath: "/{lng}/old-news", match: "prefix", toPath: "/{lng}/news", code: 301, reason: "The old news section moved to news" },
  { fromPath: "/{lng}/promo/summer-cup", toPath: "/{lng}/promotions/summer-cup", code: 302, reason: "Summer cup (switched off until the next season)", active: false }
];
var blockRules = [
  { urlPrefix: null, appliesTo: "all", displayTypeId: 1, templateTypeId: 4, note: "Site-wide: site updates (reason 4)" },
  { urlPrefix: "/{lng}/casino", appliesTo: "guests", displayTypeId: 1, templateTypeId: 1, note: "Casino for guests: geo block (reason 1; the force-geo-off cookie lifts it)" },
  { urlPrefix: "/{lng}/office", appliesTo: "users", displayTypeId: 1, templateTypeId: 16, note: "Office for signed-in users: suspension (reason 16)" },
  { urlPrefix: "/{lng}/information", appliesTo: "all", displayTypeId: 0, templateTypeId: 0, note: "Information stays open under a site-wide block" }
];
var navigationSeed = {
  id: "0002_navigation",
  async run(tx) {
    for (const [key, value] of Object.entries(settings2)) {
      await tx.query("insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing", [key, JSON.stringify(value)]);
    }
    for (const rule of redirectRules) await insertRedirectRule(tx, rule);
    for (const rule of blockRules) await insertBlockRule(tx, { ...rule, active: false });
    await tx.query(
      `update maintenance set started_at = $1, ended_at = $2, notify_started_at = $3, notify_ended_at = $4, is_active = false, web_state = null where id = 1`,
      ["2025-06-01T02:00:00Z", "2025-06-01T04:00:00Z", "2025-05-31T02:00:00Z", "2025-06-01T04:00:00Z"]
    );
  }
};

// src/db/seeds/index.ts
var seedSteps = [siteSeed, navigationSeed];
function seed(db, steps = seedSteps) {
  return runVersionedSteps(db, "seed_steps", steps);
}

// src/env.ts
import { z as z12 } from "zod";
var EnvSchema = z12.object({
  PORT: z12.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z12.string().min(1).default("localhost"),
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z12.string().url().optional(),
  /** Folder of the embedded database, or `memory` for one that lives only as long as the process. */
  DATA_DIR: z12.string().min(1).default(".data/pglite"),
  WEB_ROOT: z12.string().min(1).optional(),
  SEED_DEMO_DATA: z12.enum(["true", "false"]).default("true").transform((value) => value === "true"),
  LOG_LEVEL: z12.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")
});
function readEnv(source) {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:
${parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n")}`);
  }
  return parsed.data;
}

// src/start.ts
async function openDatabase(env) {
  if (env.DATABASE_URL) return openPostgres({ connectionString: env.DATABASE_URL });
  if (env.DATA_DIR === "memory") return openPglite();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
function readTemplate(webRoot) {
  const indexHtml = join(webRoot, "index.html");
  return existsSync(indexHtml) ? readFileSync(indexHtml, "utf8") : void 0;
}
async function start(extra) {
  const env = readEnv(process.env);
  const db = await openDatabase(env);
  await migrate(db);
  if (env.SEED_DEMO_DATA) await seed(db);
  const webRoot = env.WEB_ROOT ? resolve(env.WEB_ROOT) : fileURLToPath(new URL("../../web/dist", import.meta.url));
  const template = readTemplate(webRoot);
  const app = await buildApp({ db, clock: systemClock, webRoot, template, logger: { level: env.LOG_LEVEL }, disableRequestLogging: env.LOG_LEVEL !== "debug" && env.LOG_LEVEL !== "trace", ...extra });
  if (!template) app.log.warn(`no web build at ${webRoot}: pages answer 503 until \`npm run build\``);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address();
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  console.log(`
  Site ready on http://${shownHost}:${port}  (database: ${db.engine === "pglite" ? `embedded PGlite, ${env.DATA_DIR}` : "PostgreSQL at DATABASE_URL"})
`);
}

// src/test-control/test-control.routes.ts
import { z as z13 } from "zod";

// src/navigation/maintenance.test-control.ts
var CHECK_VIOLATION = "23514";
var maintenanceTestControlRoutes = async (app, { db }) => {
  app.put(MaintenanceTestControlPath, { schema: { body: MaintenanceUpdateSchema, response: { 200: MaintenanceConfigSchema, 400: ApiErrorSchema } } }, async (request, reply) => {
    try {
      return await writeMaintenanceConfig(db, request.body);
    } catch (error) {
      if (error.code === CHECK_VIOLATION) {
        return reply.code(400).send({ error: { code: "invalid_request", message: "a maintenance window must not end before it starts" } });
      }
      throw error;
    }
  });
  app.delete(MaintenanceTestControlPath, async (_request, reply) => {
    await resetMaintenance(db);
    return reply.code(204).send();
  });
};

// src/test-control/subject-clock.ts
async function clockOffset(db, subject) {
  const rows = await db.query("select offset_ms from test_clock_offsets where subject = $1", [subject]);
  return Number(rows[0]?.offset_ms ?? 0);
}

// src/test-control/test-control.routes.ts
function scopeOf(request) {
  return request.cookies[TEST_SCOPE_COOKIE] ?? String(request.headers["x-test-scope"] ?? "default");
}
var testControlRoutes = async (app, { db, clock }) => {
  const KeyParams = z13.object({ key: z13.string().min(1) });
  await app.register(maintenanceTestControlRoutes, { db });
  const SubjectParams = z13.object({ subject: z13.string().min(1) });
  app.put("/__test/settings/:key", { schema: { params: KeyParams, body: SettingOverrideBodySchema } }, async (request, reply) => {
    await db.query(
      "insert into test_setting_overrides (scope, key, value) values ($1, $2, $3) on conflict (scope, key) do update set value = excluded.value",
      [scopeOf(request), request.params.key, JSON.stringify(request.body.value)]
    );
    return reply.code(204).send();
  });
  app.delete("/__test/settings", async (request, reply) => {
    await db.query("delete from test_setting_overrides where scope = $1", [scopeOf(request)]);
    return reply.code(204).send();
  });
  app.post("/__test/clock/:subject/advance", { schema: { params: SubjectParams, body: ClockAdvanceBodySchema, response: { 200: ClockReadingSchema } } }, async (request) => {
    const rows = await db.query(
      "insert into test_clock_offsets (subject, offset_ms) values ($1, $2) on conflict (subject) do update set offset_ms = test_clock_offsets.offset_ms + excluded.offset_ms returning offset_ms",
      [request.params.subject, request.body.ms]
    );
    const offsetMs = Number(rows[0]?.offset_ms ?? 0);
    return { subject: request.params.subject, offsetMs, now: clock.now() + offsetMs };
  });
  app.get("/__test/clock/:subject", { schema: { params: SubjectParams, response: { 200: ClockReadingSchema } } }, async (request) => {
    const offsetMs = await clockOffset(db, request.params.subject);
    return { subject: request.params.subject, offsetMs, now: clock.now() + offsetMs };
  });
  app.get("/__test/outbox", { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } } }, async (request) => {
    const rows = await db.query(
      "select id, channel, recipient, subject, body, created_at from outbox_messages where ($1::text is null or recipient = $1) order by id desc limit $2",
      [request.query.recipient ?? null, request.query.limit]
    );
    return { messages: rows.map((row) => ({ ...row, id: Number(row.id), createdAt: new Date(row.created_at).toISOString() })) };
  });
};
async function testScopeOverrides(db, request) {
  const rows = await db.query("select key, value from test_setting_overrides where scope = $1", [scopeOf(request)]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// src/server.test-control.ts
await start({
  isProduction: false,
  testControl: async (app, options) => {
    await app.register(testControlRoutes, options);
  },
  overridesFor: testScopeOverrides
});
//# sourceMappingURL=main.mjs.map
