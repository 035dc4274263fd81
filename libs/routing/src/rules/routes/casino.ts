import { area, oneOf, redirectRoute, slug } from './define';

const casino = area({ meta: { needsAcceptedTerms: true } });

const WHEEL_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const;

/** Casino and games: lobbies, game pages, bonus casino, providers, wheel games, the thank-you page. */
export const casinoRoutes = [
  casino('bingo', 'bingo'),
  casino('keno', 'keno'),
  casino('poker', 'poker/{game?}'),
  redirectRoute('legacy.tvgames-poker', 'tvgames/view/poker', 'poker'),
  casino('tvgames', 'tvgames'),
  casino('virtualsports', 'virtualsports'),
  casino('scratchcards', 'scratchcards'),
  casino('fishinghunting', 'fishinghunting'),
  casino('fast-games', 'fast-games'),
  casino('fast-bet', 'fast-bet'),
  casino('asian-games', 'asian-games'),
  casino('card-games', 'card-games'),
  casino('crash-games', 'crash-games'),
  casino('skill-games', 'skill-games'),
  casino('othergames', 'othergames'),
  casino('slots', 'slots/{subcategory?}'),
  casino('slots.game', 'slots/game/{gameId}/{gameName}'),
  casino('slots.vulkan', 'slots/vulkan'),
  redirectRoute('legacy.vulkan', 'vulkan', 'slots/vulkan'),
  casino('casino', 'casino/{subcategory?}'),
  casino('casino.game', 'casino/game/{gameId}/{gameName}'),
  casino('casino.brand', 'casino/brand'),
  casino('casino.brands', 'casino/brands'),
  casino('casino.landing', 'casino/landing/{landingId}', { params: { landingId: slug } }),
  casino('casino.promo', 'casino/promo'),
  casino('casino.live', 'live-casino/{subcategory?}'),
  casino('casino.thank-you', 'thank-you/{section}', { params: { section: oneOf('slots', 'casino', 'keno') } }),
  casino('casino-lobby', 'casino-lobby'),
  casino('casino-search', 'casino-search'),
  // Provably fair: recomputes a demo game's revealed round from its seeds (open to everyone; a round id fills it in).
  casino('provably-fair', 'provably-fair'),
  casino('providers', 'providers'),
  casino('providers.provider', 'providers/{provider}'),
  casino('my-casino', 'my-casino', { signIn: true }),
  casino('my-casino.favorites', 'my-casino/favorites', { signIn: true }),
  casino('casino.bonus', 'bonus/casino'),
  casino('casino.bonus-item', 'bonus/casino/{id}'),
  casino('casino.bonus-promotion', 'bonus/casino/promotions/{id}'),
  casino('casino.bonus-tournaments', 'bonus/casino/tournaments'),
  casino('casino.bonus-tournament', 'bonus/casino/tournaments/{id}'),
  // games_project_index, games_project_view (bonus wheel games are among its routes) and landings.
  casino('games.index', 'games'),
  casino('games.view', 'games/{gameRoute}', { params: { gameRoute: slug } }),
  casino('games.landing', 'games-landing/{landingRoute}', { params: { landingRoute: slug } }),
  // The bonus wheel games for real money (their `-bonus` variants are `games/{gameRoute}`).
  ...WHEEL_GAMES.map((game) => casino(`wheel.${game}`, game)),
] as const;
