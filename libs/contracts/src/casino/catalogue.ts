import * as z from 'zod/mini';
import { PagingSchema } from '../accounts/payments';
import { LanguageCodeSchema } from '../config/site-config';

/**
 * The casino catalogue (spec §2 casino routes, §3 "Game (preview)", §7 "Games preview
 * light" and "Actions list"): providers, brands, categories, games, casino actions and a person's favourites.
 *
 * Every call is a GET under `/web-api/casino/` except the favourites' PUT and DELETE. The catalogue calls are public
 * and cacheable; the favourites need a session (`ua` cookie or `Authorization: Bearer <user_token>`; 401
 * `not_signed_in` / `invalid_token` otherwise) and are never cached. Unknown ids answer 404 with ApiError code
 * `casino_*_not_found`; a query that does not match its schema 400 `invalid_request`.
 *
 * Site routes the web maps onto these calls: casino-lobby and home → `lobby` or `previewLight`; slots/{subcategory?},
 * casino/{subcategory?}, live-casino/{subcategory?} and the sections (crash-games, fast-games, …) → `games` with the
 * category whose `route` is the page's path; providers → `providers`; providers/{provider} → `provider` + `games`;
 * casino/brand(s) → `brands` + `games`; casino-search → `games?q=`; …/game/{gameId}/{gameName} → `game`;
 * games/{gameRoute} → `gameByRoute`; my-casino/favorites → `favorites`.
 */
const BASE = '/web-api/casino';

export const CasinoPaths = {
  /** GET CasinoPreviewQuerySchema → CasinoPreviewResponseSchema: spec §7 "Games preview light". */
  previewLight: `${BASE}/games-preview-light`,
  /** GET CasinoActionsQuerySchema → CasinoActionsResponseSchema: spec §7 "Actions list" (casino promotions). */
  actions: `${BASE}/actions`,
  /** GET CasinoLobbyQuerySchema → CasinoLobbyResponseSchema: the page's categories, each with its first games. */
  lobby: `${BASE}/lobby`,
  /** GET CasinoCategoriesQuerySchema → CasinoCategoriesResponseSchema: every category with its title and count. */
  categories: `${BASE}/categories`,
  /** GET CasinoGamesQuerySchema → CasinoGamesResponseSchema: one page of games matching the filters, with totals. */
  games: `${BASE}/games`,
  /** GET CasinoLanguageQuerySchema → CasinoGameResponseSchema: one game by id (404 `casino_game_not_found`). */
  game: (gameId: number | string) => `${BASE}/games/${gameId}`,
  gamePattern: `${BASE}/games/:gameId`,
  /** GET CasinoLanguageQuerySchema → CasinoGameResponseSchema: one game by its route R or its old route OR. */
  gameByRoute: (route: string) => `${BASE}/games/by-route/${encodeURIComponent(route)}`,
  gameByRoutePattern: `${BASE}/games/by-route/:route`,
  /** GET → `image/svg+xml`: the game's cover (320×240), drawn from its id, name and provider; cacheable for a day. */
  gameCover: (gameId: number | string) => `${BASE}/games/${gameId}/cover.svg`,
  gameCoverPattern: `${BASE}/games/:gameId/cover.svg`,
  /** GET CasinoProvidersQuerySchema → CasinoProvidersResponseSchema: every provider with its game count. */
  providers: `${BASE}/providers`,
  /** GET → CasinoProviderResponseSchema: one provider by slug (404 `casino_provider_not_found`). */
  provider: (slug: string) => `${BASE}/providers/${encodeURIComponent(slug)}`,
  providerPattern: `${BASE}/providers/:providerSlug`,
  /** GET → `image/svg+xml`: the provider's logo (240×96); cacheable for a day. */
  providerLogo: (slug: string) => `${BASE}/providers/${encodeURIComponent(slug)}/logo.svg`,
  providerLogoPattern: `${BASE}/providers/:providerSlug/logo.svg`,
  /** GET → CasinoBrandsResponseSchema: game brands (series) with their provider and game count. */
  brands: `${BASE}/brands`,
  /** GET (signed in) → CasinoFavoritesResponseSchema: the caller's favourite games, last added first. */
  favorites: `${BASE}/favorites`,
  /** PUT / DELETE (signed in) → CasinoFavoriteStateResponseSchema: add (idempotent) or remove one favourite. */
  favorite: (gameId: number | string) => `${BASE}/favorites/${gameId}`,
  favoritePattern: `${BASE}/favorites/:gameId`,
} as const;

// ---------------------------------------------------------------- vocabulary

/**
 * The tag of a game, GF in the preview (spec §3 "GF tag, default 0"): the index in this list. `exclusive` marks the
 * house's own games.
 */
export const CASINO_GAME_TAGS = ['none', 'new', 'popular', 'jackpot', 'exclusive'] as const;
export type CasinoGameTagKey = (typeof CASINO_GAME_TAGS)[number];
export const CasinoGameTagSchema = z.int().check(z.gte(0), z.lte(CASINO_GAME_TAGS.length - 1));
/** GF as a word for texts and styles: null for 0 (no tag) and for values this build does not know. */
export function casinoGameTagKey(tag: number): Exclude<CasinoGameTagKey, 'none'> | null {
  const key = CASINO_GAME_TAGS[tag];
  return key === undefined || key === 'none' ? null : key;
}

/**
 * How a game opens: the house games the game server plays for real (and in demo); null → "demo unavailable". The
 * bonus wheel games come twice: `fortuna` … for real money, `fortuna-bonus` … (and `dragon-bonus`) for the casino
 * bonus balance (`casinoLaunchGame`, `isBonusLaunch` in `./wheel-games`).
 */
export const CASINO_LAUNCH_KINDS = [
  'slot',
  'crash',
  'scratch',
  'fortuna',
  'chest',
  'memory',
  'safe',
  'lottery',
  'fortuna-bonus',
  'chest-bonus',
  'memory-bonus',
  'safe-bonus',
  'lottery-bonus',
  'dragon-bonus',
  'dice',
  'plinko',
  'mines',
  'hilo',
  'slots',
  'roulette',
  'baccarat',
  'blackjack',
  'video-poker',
  'casino-holdem',
] as const;
export const CasinoLaunchKindSchema = z.enum(CASINO_LAUNCH_KINDS);
export type CasinoLaunchKind = z.infer<typeof CasinoLaunchKindSchema>;

/**
 * The launch kinds played by an engine of `@betting/games` (`ENGINES`: start, actions, cash-out, replay by the
 * verifier); a tile names one as `launch` and, where the engine has them, a variant (`launchVariant`: a slot's reel
 * set, a table). Engines added to the tree add their kind here and to `CASINO_LAUNCH_KINDS`.
 */
export const CASINO_ENGINE_LAUNCH_KINDS = ['dice', 'plinko', 'mines', 'hilo', 'slots', 'roulette', 'baccarat', 'blackjack', 'video-poker', 'casino-holdem'] as const satisfies readonly CasinoLaunchKind[];
export type CasinoEngineLaunchKind = (typeof CASINO_ENGINE_LAUNCH_KINDS)[number];
export const isEngineLaunch = (kind: string | null | undefined): kind is CasinoEngineLaunchKind => (CASINO_ENGINE_LAUNCH_KINDS as readonly unknown[]).includes(kind);

/**
 * Tiles that open another part of the site instead of a game frame: the draws (keno, bingo, lotto) for the TV games
 * and the line's virtual sports. Their frame is a card that leads there (`target=_top`).
 */
export const CASINO_LINK_LAUNCHES = ['keno', 'bingo', 'lotto', 'virtual-sports'] as const;
export type CasinoLinkLaunch = (typeof CASINO_LINK_LAUNCHES)[number];
/** What a catalogue tile launches: a game the game server plays, or a link launch. */
export const CasinoTileLaunchSchema = z.enum([...CASINO_LAUNCH_KINDS, ...CASINO_LINK_LAUNCHES]);
export type CasinoTileLaunch = z.infer<typeof CasinoTileLaunchSchema>;
export const isLinkLaunch = (launch: string | null | undefined): launch is CasinoLinkLaunch => (CASINO_LINK_LAUNCHES as readonly unknown[]).includes(launch);
/**
 * The `launchVariant` of a live casino tile: it plays its table's engine with the engine's own params as an RNG table
 * (cards, balls and dice from the provably fair generator, no dealer), and says so on the tile and in the frame.
 */
export const CASINO_RNG_TABLE_VARIANT = 'rng-table';
export const isRngTableVariant = (variant: string | null | undefined): boolean => variant === CASINO_RNG_TABLE_VARIANT;

export const CASINO_VOLATILITIES = ['low', 'medium', 'high'] as const;
export const CasinoVolatilitySchema = z.enum(CASINO_VOLATILITIES);
export type CasinoVolatility = z.infer<typeof CasinoVolatilitySchema>;

/** The page a preview or lobby is for (`whence`): it picks which category lists come. */
export const CASINO_WHENCE = ['home', 'lobby', 'casino', 'slots', 'live-casino'] as const;
export const CasinoWhenceSchema = z.enum(CASINO_WHENCE);
export type CasinoWhence = z.infer<typeof CasinoWhenceSchema>;

/** Orders of a games list: popularity (default), newest release, name A–Z, highest return to player. */
export const CASINO_GAME_SORTS = ['popular', 'new', 'name', 'rtp'] as const;
export const CasinoGameSortSchema = z.enum(CASINO_GAME_SORTS);
export type CasinoGameSort = z.infer<typeof CasinoGameSortSchema>;

/** Games in one preview list (the home page's skeleton shows 16, spec §9). */
export const CASINO_PREVIEW_LIST_SIZE = 16;
/** The preview's list key for a signed-in caller's favourites (the others are category ids). */
export const CASINO_FAVORITES_LIST_KEY = 'favorites';
export const CASINO_GAMES_PAGE_SIZE = 24;
export const CASINO_LOBBY_SECTION_SIZE = 12;

const Id = z.int().check(z.positive());
const Count = z.int().check(z.gte(0));
const IdParam = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** Slugs and routes: lower-case letters, digits and `-` (old routes may also hold `_` and capitals). */
export const CasinoSlugSchema = z.string().check(z.regex(/^[a-z0-9-]{1,120}$/));
const RouteParam = z.string().check(z.regex(/^[\w-]{1,120}$/));
/** A country as a numeric ISO 3166 id (643 Russia): games of providers not offered there are left out. */
const CountryParam = z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(999)));
/** The texts' language; English where the catalogue has none in it. */
const Lng = z._default(LanguageCodeSchema, 'en');
/** `0`/`1` (also `false`/`true`) in a query string, read as a boolean. */
const QueryBoolean = z.pipe(
  z.enum(['0', '1', 'false', 'true']),
  z.transform((value) => value === '1' || value === 'true'),
);

// ---------------------------------------------------------------- games, categories, providers, brands

/** A category in the asked language. `route` is its site path after `/{lng}/` (`slots`, `crash-games`, `casino/new`). */
export const CasinoCategorySchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  route: z.string(),
  title: z.string(),
  gameCount: Count,
});
export type CasinoCategory = z.infer<typeof CasinoCategorySchema>;

/** A game as a lobby tile and a list need it. */
export const CasinoGameSchema = z.object({
  id: Id,
  name: z.string(),
  /** The current route R (`games/{route}`, also the game's slug in `…/game/{id}/{route}`). */
  route: CasinoSlugSchema,
  /** The old route OR that legacy links still use; null for games that never had one. */
  oldRoute: z.nullable(z.string()),
  categoryIds: z.array(Id),
  tag: CasinoGameTagSchema,
  providerSlug: CasinoSlugSchema,
  providerName: z.string(),
  brandSlug: z.nullable(CasinoSlugSchema),
  /** Return to player in hundredths of a percent: 9623 = 96.23 %. */
  rtpBasisPoints: z.int().check(z.gte(0), z.lte(10_000)),
  volatility: CasinoVolatilitySchema,
  /** Higher is more played; lists sort by it unless asked otherwise. */
  popularity: Count,
  /** `YYYY-MM-DD`. */
  releasedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  launch: z.nullable(CasinoTileLaunchSchema),
  /** The engine's variant the tile plays (`GameEngine.variants`; null: the engine's default params). */
  launchVariant: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  /** Site-relative URL of the cover image (`CasinoPaths.gameCover`). */
  coverUrl: z.string(),
});
export type CasinoGame = z.infer<typeof CasinoGameSchema>;

/** One game with its categories' titles and its brand's name (the game page). */
export const CasinoGameDetailsSchema = z.extend(CasinoGameSchema, {
  categories: z.array(z.object({ id: Id, slug: CasinoSlugSchema, route: z.string(), title: z.string() })),
  brandName: z.nullable(z.string()),
});
export type CasinoGameDetails = z.infer<typeof CasinoGameDetailsSchema>;

export const CasinoProviderSchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  name: z.string(),
  /** The house's own studio (the playable demo games). */
  isHouse: z.boolean(),
  gameCount: Count,
  logoUrl: z.string(),
});
export type CasinoProvider = z.infer<typeof CasinoProviderSchema>;

export const CasinoBrandSchema = z.object({
  id: Id,
  slug: CasinoSlugSchema,
  name: z.string(),
  providerSlug: CasinoSlugSchema,
  providerName: z.string(),
  gameCount: Count,
});
export type CasinoBrand = z.infer<typeof CasinoBrandSchema>;

export const CasinoLanguageQuerySchema = z.object({ lng: Lng });
export type CasinoLanguageQuery = z.infer<typeof CasinoLanguageQuerySchema>;

export const CasinoGameParamsSchema = z.object({ gameId: IdParam });
export const CasinoGameRouteParamsSchema = z.object({ route: RouteParam });
export const CasinoProviderParamsSchema = z.object({ providerSlug: CasinoSlugSchema });

export const CasinoGameResponseSchema = z.object({ game: CasinoGameDetailsSchema });
export type CasinoGameResponse = z.infer<typeof CasinoGameResponseSchema>;

/**
 * `GET /web-api/casino/games?category=slots&provider=northstar-games&q=gold&page=2`. Filters combine (and):
 * `category`, `provider` and `brand` are slugs (an unknown one matches nothing), `tag` a GF value, `q` words that
 * must each appear in the game's name or its provider's name (case-insensitive).
 */
export const CasinoGamesQuerySchema = z.object({
  category: z.optional(CasinoSlugSchema),
  provider: z.optional(CasinoSlugSchema),
  brand: z.optional(CasinoSlugSchema),
  tag: z.optional(z.pipe(z.coerce.number(), CasinoGameTagSchema)),
  q: z.optional(z.string().check(z.maxLength(100))),
  sort: z._default(CasinoGameSortSchema, 'popular'),
  fcountry: CountryParam,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), CASINO_GAMES_PAGE_SIZE),
});
export type CasinoGamesQuery = z.infer<typeof CasinoGamesQuerySchema>;
export type CasinoGamesQueryInput = z.input<typeof CasinoGamesQuerySchema>;

export const CasinoGamesResponseSchema = z.object({ games: z.array(CasinoGameSchema), paging: PagingSchema });
export type CasinoGamesResponse = z.infer<typeof CasinoGamesResponseSchema>;

export const CasinoCategoriesQuerySchema = z.object({ lng: Lng, fcountry: CountryParam });
export const CasinoCategoriesResponseSchema = z.object({ categories: z.array(CasinoCategorySchema) });
export type CasinoCategoriesResponse = z.infer<typeof CasinoCategoriesResponseSchema>;

/** `GET /web-api/casino/lobby?whence=slots&lng=ru`: the page's categories in order, each with its first games. */
export const CasinoLobbyQuerySchema = z.object({
  whence: z._default(CasinoWhenceSchema, 'lobby'),
  lng: Lng,
  fcountry: CountryParam,
  perSection: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(48)), CASINO_LOBBY_SECTION_SIZE),
});
export type CasinoLobbyQuery = z.infer<typeof CasinoLobbyQuerySchema>;

export const CasinoLobbyResponseSchema = z.object({
  sections: z.array(z.object({ category: CasinoCategorySchema, games: z.array(CasinoGameSchema) })),
});
export type CasinoLobbyResponse = z.infer<typeof CasinoLobbyResponseSchema>;

export const CasinoProvidersQuerySchema = z.object({ fcountry: CountryParam });
export const CasinoProvidersResponseSchema = z.object({ providers: z.array(CasinoProviderSchema) });
export type CasinoProvidersResponse = z.infer<typeof CasinoProvidersResponseSchema>;
export const CasinoProviderResponseSchema = z.object({ provider: CasinoProviderSchema });
export type CasinoProviderResponse = z.infer<typeof CasinoProviderResponseSchema>;

export const CasinoBrandsResponseSchema = z.object({ brands: z.array(CasinoBrandSchema) });
export type CasinoBrandsResponse = z.infer<typeof CasinoBrandsResponseSchema>;

// ---------------------------------------------------------------- spec §7: games preview light, actions list

/**
 * Spec §7 "Games preview light": `whence` the page (default lobby), `groupId` one category id (only its list comes;
 * an unknown one gives an empty map), `ref` the site's ref_id (one catalogue serves every ref), `lng` the titles'
 * language, `fcountry` the visitor's country (numeric ISO id), `includeCategories` (default false) adds the categories.
 * The web sends `Authorization: Bearer <user_token>` from the `user_token` cookie when it has one: the map then also
 * holds the caller's favourites (a token that is not valid is answered as a guest, like the line's calls).
 */
export const CasinoPreviewQuerySchema = z.object({
  whence: z._default(CasinoWhenceSchema, 'lobby'),
  groupId: z.optional(IdParam),
  ref: z.optional(IdParam),
  lng: Lng,
  fcountry: CountryParam,
  includeCategories: z._default(QueryBoolean, false),
});
export type CasinoPreviewQuery = z.infer<typeof CasinoPreviewQuerySchema>;
export type CasinoPreviewQueryInput = z.input<typeof CasinoPreviewQuerySchema>;

/** Spec §3 "Game (preview)": GT id, GN name, R route, OR old route, CRID categories, GF tag (default 0); plus a tile's needs. */
export const CasinoPreviewGameSchema = z.object({
  GT: Id,
  GN: z.string(),
  R: CasinoSlugSchema,
  OR: z.nullable(z.string()),
  CRID: z.array(Id),
  GF: z._default(CasinoGameTagSchema, 0),
  providerSlug: CasinoSlugSchema,
  providerName: z.string(),
  coverUrl: z.string(),
  launch: z.nullable(CasinoTileLaunchSchema),
});
export type CasinoPreviewGame = z.infer<typeof CasinoPreviewGameSchema>;

/** Spec §3 preview categories: RI the category id (its list's key in `games` is `String(RI)`), TR its title in `lng`. */
export const CasinoPreviewCategorySchema = z.object({
  RI: Id,
  TR: z.string(),
  slug: CasinoSlugSchema,
  route: z.string(),
});
export type CasinoPreviewCategory = z.infer<typeof CasinoPreviewCategorySchema>;

/**
 * The map of lists: key `String(categoryId)` for each category of the page that has games, and `favorites`
 * (CASINO_FAVORITES_LIST_KEY) for a signed-in caller without `groupId`. A JSON object keeps no order: `categories`
 * (only when asked) lists the page's categories in the page's order.
 */
export const CasinoPreviewResponseSchema = z.object({
  games: z.record(z.string(), z.array(CasinoPreviewGameSchema)),
  categories: z.optional(z.array(CasinoPreviewCategorySchema)),
});
export type CasinoPreviewResponse = z.infer<typeof CasinoPreviewResponseSchema>;

export const CasinoActionsQuerySchema = z.object({ lng: Lng });
/** Spec §7 "Actions list": the casino's current promotions, named in `lng` (English where it has none). */
export const CasinoActionsResponseSchema = z.object({
  Success: z.literal(true),
  Value: z.object({ Actions: z.array(z.object({ Id: Id, Name: z.string() })) }),
});
export type CasinoActionsResponse = z.infer<typeof CasinoActionsResponseSchema>;

// ---------------------------------------------------------------- favourites

export const CasinoFavoritesResponseSchema = z.object({ games: z.array(CasinoGameSchema) });
export type CasinoFavoritesResponse = z.infer<typeof CasinoFavoritesResponseSchema>;
export const CasinoFavoriteStateResponseSchema = z.object({ gameId: Id, isFavorite: z.boolean() });
export type CasinoFavoriteStateResponse = z.infer<typeof CasinoFavoriteStateResponseSchema>;

// ---------------------------------------------------------------- errors

/** Refusals of the catalogue calls, as ApiError `{ error: { code, message } }`. */
export const CasinoCatalogueErrorCodeSchema = z.enum([
  /** 400: the query, params or body did not match the call's contract. */
  'invalid_request',
  /** 401: favourites need a session; a bearer token that is not valid. */
  'not_signed_in',
  'invalid_token',
  /** 404 */
  'casino_game_not_found',
  'casino_provider_not_found',
]);
export type CasinoCatalogueErrorCode = z.infer<typeof CasinoCatalogueErrorCodeSchema>;

export const CASINO_CATALOGUE_ERROR_STATUS: Readonly<Record<CasinoCatalogueErrorCode, number>> = {
  invalid_request: 400,
  not_signed_in: 401,
  invalid_token: 401,
  casino_game_not_found: 404,
  casino_provider_not_found: 404,
};
