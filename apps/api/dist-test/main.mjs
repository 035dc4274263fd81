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
  const match = DECIMAL.exec(text.trim());
  if (!match) return void 0;
  return { negative: match[1] !== void 0, whole: match[2] ?? "0", fraction: match[3] ?? "" };
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
function buildCurrency([iso, numericCode, exponent, symbol, usdRate]) {
  const specStep = specAmountSteps[iso];
  const specStake = specInitialStakes[iso];
  return Object.freeze({
    iso,
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
import { z } from "zod";
var LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/, "a two-letter lowercase language code");
var LanguageConfigSchema = z.object({
  id: z.number().int().positive(),
  code: LanguageCodeSchema,
  name: z.string().min(1),
  nativeName: z.string().min(1),
  hiddenForGuests: z.boolean()
});
var BrandBookVariableSchema = z.object({
  css_prop: z.string().regex(/^--[a-z0-9-]+$/, "a CSS custom property name"),
  css_value: z.string().min(1)
});
var SiteConfigSchema = z.object({
  group_id: z.number().int().nonnegative(),
  companyName: z.string().min(1),
  /** The site's default language. */
  lng: LanguageCodeSchema,
  apiPath: z.string(),
  ref_id: z.number().int().nonnegative(),
  pwa: z.object({ enabled: z.boolean(), themeColor: z.string() }),
  brandBook: z.array(BrandBookVariableSchema),
  defaultBettingView: z.number().int().nonnegative(),
  marketsNameType: z.enum(["short", "full"]),
  registrationEnabled: z.boolean()
});
var ConfigAllPath = "/bff-api/config/all.json";
var ConfigAllQuerySchema = z.object({ lang: LanguageCodeSchema.optional() });
var ConfigAllResponseSchema = z.object({
  languages: z.array(LanguageConfigSchema).min(1),
  siteConfig: SiteConfigSchema
});

// ../../libs/contracts/src/errors.ts
import { z as z2 } from "zod";
var ApiErrorSchema = z2.object({
  error: z2.object({
    code: z2.string().min(1),
    message: z2.string(),
    params: z2.record(z2.string(), z2.union([z2.string(), z2.number()])).optional()
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
import { z as z3 } from "zod";
var TEST_SCOPE_COOKIE = "test_scope";
var SettingOverrideBodySchema = z3.object({ value: z3.json() });
var ClockAdvanceBodySchema = z3.object({ ms: z3.number().int() });
var ClockReadingSchema = z3.object({ subject: z3.string(), now: z3.number().int(), offsetMs: z3.number().int() });

// src/config/site-config.repository.ts
async function listLanguages(db) {
  const rows = await db.query("select id, code, name, native_name, hidden_for_guests from languages where is_active order by position, id");
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, nativeName: row.native_name, hiddenForGuests: row.hidden_for_guests }));
}
async function readSettings(db, lang, overrides) {
  const rows = await db.query("select key, value from site_settings");
  const settings2 = {};
  for (const row of rows) if (!row.key.includes("@")) settings2[row.key] = row.value;
  for (const row of rows) if (lang && row.key.endsWith(`@${lang}`)) settings2[row.key.slice(0, -3)] = row.value;
  return { ...settings2, ...overrides };
}
async function loadConfigAll(db, lang, overrides = {}) {
  const [languages2, settings2, brandBook2] = await Promise.all([
    listLanguages(db),
    readSettings(db, lang, overrides),
    db.query("select css_prop, css_value from brand_book_variables order by position, css_prop")
  ]);
  const siteConfig = SiteConfigSchema.parse({
    group_id: settings2["group_id"],
    companyName: settings2["company_name"],
    lng: settings2["default_language"],
    apiPath: settings2["api_path"],
    ref_id: settings2["ref_id"],
    pwa: { enabled: settings2["pwa_enabled"], themeColor: settings2["pwa_theme_color"] },
    brandBook: brandBook2,
    defaultBettingView: settings2["default_betting_view"],
    marketsNameType: settings2["markets_name_type"],
    registrationEnabled: settings2["registration_enabled"]
  });
  return { languages: languages2, siteConfig };
}

// src/config/config.routes.ts
var configRoutes = async (app, { db, overridesFor }) => {
  app.get(
    ConfigAllPath,
    { schema: { querystring: ConfigAllQuerySchema, response: { 200: ConfigAllResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return loadConfigAll(db, request.query.lang, await overridesFor(request));
    }
  );
};

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

// ../../libs/routing/src/rules/route-table.ts
var routeTable = [
  { id: "home", path: "", layout: "main", requiresSignIn: false },
  { id: "information.about", path: "information/about", layout: "main", requiresSignIn: false }
];

// ../../libs/routing/src/rules/match-route.ts
function pathSegments(pathname) {
  return pathname.split("/").filter((segment) => segment !== "");
}
function matchSegments(pattern, segments) {
  if (pattern.length !== segments.length) return void 0;
  const params = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) params[param[1]] = decodeURIComponent(segment);
    else if (part !== segment) return void 0;
  }
  return params;
}
function matchRoute(segmentsAfterLanguage, table = routeTable) {
  for (const route of table) {
    const params = matchSegments(pathSegments(route.path), segmentsAfterLanguage);
    if (params) return { route, params };
  }
  return void 0;
}

// ../../libs/routing/src/rules/decide-navigation.ts
function decideNavigation(request, language) {
  const segments = pathSegments(request.pathname);
  const [first, ...rest] = segments;
  const userLanguage = chooseLanguage(language);
  if (first === void 0) {
    return { kind: "redirect", status: 302, location: `/${userLanguage}${request.search}` };
  }
  if (!isLanguageSegment(first)) {
    return {
      kind: "redirect",
      status: 302,
      location: `/${[userLanguage, ...segments].join("/")}${request.search}`,
      warning: `path ${request.pathname} has no language prefix; prefixed with ${userLanguage}`
    };
  }
  if (!language.available.includes(first)) {
    return { kind: "redirect", status: 302, location: `/${[userLanguage, ...rest].join("/")}${request.search}` };
  }
  const match = matchRoute(rest);
  if (!match) return { kind: "not-found", status: 404, lng: first };
  return { kind: "page", status: 200, lng: first, route: match.route, params: match.params };
}

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

// src/pages/pages.routes.ts
var API_PREFIXES = ["/bff-api/", "/web-api/", "/__test/", "/assets/"];
var pagesRoutes = async (app, { db, template, overridesFor }) => {
  app.get("/*", async (request, reply) => {
    const url = new URL(request.url, "http://site.invalid");
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return reply.code(404).send({ error: { code: "not_found", message: `No API route ${url.pathname}` } });
    }
    if (!template) {
      return reply.code(503).type("text/plain").send("The web app is not built yet: run `npm run build` (npm start does it for you).");
    }
    const [firstSegment = ""] = pathSegments(url.pathname);
    const config = await loadConfigAll(db, isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : void 0, await overridesFor(request));
    const available = visibleLanguageCodes(config.languages, request.cookies["ua"] !== void 0);
    const decision = decideNavigation(
      { pathname: url.pathname, search: url.search },
      { cookieLanguage: request.cookies["lng"], acceptLanguage: request.headers["accept-language"], configDefault: config.siteConfig.lng, available }
    );
    if (decision.kind === "redirect") {
      if (decision.warning) request.log.warn(decision.warning);
      return reply.redirect(decision.location, decision.status);
    }
    const companyName = config.siteConfig.companyName;
    const notFound = decision.kind === "not-found";
    const html = renderDocument(template, {
      lng: decision.lng,
      title: notFound ? `This page could not be found \xB7 ${companyName}` : companyName,
      config,
      ...notFound ? { body: notFoundBody(decision.lng) } : {}
    });
    return reply.code(decision.status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
  });
};

// src/app.ts
async function buildApp(options) {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
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
  await app.register(configRoutes, { db: options.db, overridesFor });
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
  await app.register(pagesRoutes, { db: options.db, template: options.template, overridesFor });
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

// src/db/migrations/index.ts
var migrations = [siteConfigMigration, testControlMigration];

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

// src/db/seeds/index.ts
var seedSteps = [siteSeed];
function seed(db, steps = seedSteps) {
  return runVersionedSteps(db, "seed_steps", steps);
}

// src/env.ts
import { z as z4 } from "zod";
var EnvSchema = z4.object({
  PORT: z4.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z4.string().min(1).default("localhost"),
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z4.string().url().optional(),
  /** Folder of the embedded database, or `memory` for one that lives only as long as the process. */
  DATA_DIR: z4.string().min(1).default(".data/pglite"),
  WEB_ROOT: z4.string().min(1).optional(),
  SEED_DEMO_DATA: z4.enum(["true", "false"]).default("true").transform((value) => value === "true"),
  LOG_LEVEL: z4.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")
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
async function start(extra = {}) {
  const env = readEnv(process.env);
  const db = await openDatabase(env);
  await migrate(db);
  if (env.SEED_DEMO_DATA) await seed(db);
  const webRoot = env.WEB_ROOT ? resolve(env.WEB_ROOT) : fileURLToPath(new URL("../../web/dist", import.meta.url));
  const template = readTemplate(webRoot);
  const app = await buildApp({ db, clock: systemClock, webRoot, template, logger: { level: env.LOG_LEVEL }, ...extra });
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
import { z as z5 } from "zod";

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
  const KeyParams = z5.object({ key: z5.string().min(1) });
  const SubjectParams = z5.object({ subject: z5.string().min(1) });
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
};
async function testScopeOverrides(db, request) {
  const rows = await db.query("select key, value from test_setting_overrides where scope = $1", [scopeOf(request)]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// src/server.test-control.ts
await start({
  testControl: async (app, options) => {
    await app.register(testControlRoutes, options);
  },
  overridesFor: testScopeOverrides
});
//# sourceMappingURL=main.mjs.map
