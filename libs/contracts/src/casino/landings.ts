import * as z from 'zod/mini';
import { LanguageCodeSchema } from '../config/site-config';
import { CasinoGameSchema, CasinoSlugSchema } from './catalogue';

/**
 * Casino landings (spec §2 casino/landing/{landingId}, games-landing/{landingRoute}, slots/vulkan): pages an
 * operator writes per language with their SEO texts, a hero, a call to action and featured games taken from the
 * catalogue (by game ids in order, or by a category, provider or tag of the catalogue; never a copy of game data).
 *
 * Kinds, each with its own routes: `casino` → casino/landing/{landingId}, `games` → games-landing/{landingRoute},
 * `hall` → a branded games hall (slots/vulkan: the hero of the hall whose games are its catalogue category).
 * One public GET, cacheable; an unknown or unpublished landing is 404 `casino_landing_not_found`. Texts come in `lng`,
 * else the site's default language, else English.
 */
const BASE = '/web-api/casino/landings';

export const CASINO_LANDING_KINDS = ['casino', 'games', 'hall'] as const;
export const CasinoLandingKindSchema = z.enum(CASINO_LANDING_KINDS);
export type CasinoLandingKind = z.infer<typeof CasinoLandingKindSchema>;

/** The hero's colour scheme (the page's CSS picks the gradient; every theme keeps text at 4.5:1 on the dark palette). */
export const CASINO_LANDING_THEMES = ['ember', 'royal', 'neon', 'emerald', 'sunset'] as const;
export const CasinoLandingThemeSchema = z.enum(CASINO_LANDING_THEMES);
export type CasinoLandingTheme = z.infer<typeof CasinoLandingThemeSchema>;

/** Featured games a landing shows at most; the page links to the whole list when there are more. */
export const CASINO_LANDING_MAX_GAMES = 24;

export const CasinoLandingPaths = {
  /** GET CasinoLandingQuerySchema → CasinoLandingResponseSchema (404 `casino_landing_not_found`). */
  landing: (kind: CasinoLandingKind, slug: string) => `${BASE}/${kind}/${encodeURIComponent(slug)}`,
  landingPattern: `${BASE}/:kind/:slug`,
} as const;

export const CasinoLandingParamsSchema = z.object({
  kind: CasinoLandingKindSchema,
  /** The landing's id in the page's path: a slug. Anything else is not a landing (404, never 400: a bad link is a missing page). */
  slug: z.string().check(z.maxLength(200)),
});
export type CasinoLandingParams = z.infer<typeof CasinoLandingParamsSchema>;

export const CasinoLandingQuerySchema = z.object({ lng: z._default(LanguageCodeSchema, 'en') });
export type CasinoLandingQueryInput = z.input<typeof CasinoLandingQuerySchema>;

/** The page's texts in one language (`lang`: the language they are in, a fallback when the asked one has none). */
export const CasinoLandingSchema = z.object({
  kind: CasinoLandingKindSchema,
  slug: CasinoSlugSchema,
  lang: LanguageCodeSchema,
  theme: CasinoLandingThemeSchema,
  /** The small line above the title (`Welcome package`, `Crash games`). */
  kicker: z.string(),
  title: z.string().check(z.minLength(1)),
  summary: z.string(),
  /** Short selling points, in order (at most 4). */
  highlights: z.array(z.string()),
  /** The call to action: a page of this site after `/{lng}/` (`registration`, `games/rocket`); null: no button. */
  cta: z.nullable(z.object({ label: z.string().check(z.minLength(1)), path: z.string().check(z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/)) })),
  /** The `<title>` and meta description (derived from title and summary when the operator set none). */
  seo: z.object({ title: z.string(), description: z.string() }),
  /** The heading over the featured games. */
  gamesTitle: z.string(),
  /** Featured games from the catalogue, in the landing's order (at most CASINO_LANDING_MAX_GAMES). */
  games: z.array(CasinoGameSchema),
  /** Where all of the selection's games are listed (a lobby path after `/{lng}/`), when the selection is a category; else null. */
  allGamesPath: z.nullable(z.string()),
  /** The catalogue category of the selection (a hall lists its games with the catalogue's games call), else null. */
  categorySlug: z.nullable(CasinoSlugSchema),
});
export type CasinoLanding = z.infer<typeof CasinoLandingSchema>;

export const CasinoLandingResponseSchema = z.object({ landing: CasinoLandingSchema });
export type CasinoLandingResponse = z.infer<typeof CasinoLandingResponseSchema>;

/** Refusals, as ApiError `{ error: { code, message } }`. */
export const CasinoLandingErrorCodeSchema = z.enum(['invalid_request', 'casino_landing_not_found']);
export type CasinoLandingErrorCode = z.infer<typeof CasinoLandingErrorCodeSchema>;

export const CASINO_LANDING_ERROR_STATUS: Readonly<Record<CasinoLandingErrorCode, number>> = {
  invalid_request: 400,
  casino_landing_not_found: 404,
};
