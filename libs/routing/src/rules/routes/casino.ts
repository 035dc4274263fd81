import { area, oneOf, redirectRoute, slug } from './define';

const casino = area({ meta: { needsAcceptedTerms: true } });
/** Casino pages whose draws, tables or tournaments are still to be built: the page shell of issue 9. */
const casinoShell = area({ meta: { needsAcceptedTerms: true, shellOf: 9 } });

const WHEEL_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const;

/** Casino and games: lobbies, game pages, bonus casino, providers, wheel games, the thank-you page. */
export const casinoRoutes = [
  casinoShell('bingo', 'bingo'),
  casinoShell('keno', 'keno'),
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
  casinoShell('slots.vulkan', 'slots/vulkan'),
  redirectRoute('legacy.vulkan', 'vulkan', 'slots/vulkan'),
  casino('casino', 'casino/{subcategory?}'),
  casino('casino.game', 'casino/game/{gameId}/{gameName}'),
  casino('casino.brand', 'casino/brand'),
  casino('casino.brands', 'casino/brands'),
  casinoShell('casino.landing', 'casino/landing/{landingId}'),
  casinoShell('casino.promo', 'casino/promo'),
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
  casinoShell('casino.bonus', 'bonus/casino'),
  casinoShell('casino.bonus-item', 'bonus/casino/{id}'),
  casinoShell('casino.bonus-promotion', 'bonus/casino/promotions/{id}'),
  casinoShell('casino.bonus-tournaments', 'bonus/casino/tournaments'),
  casinoShell('casino.bonus-tournament', 'bonus/casino/tournaments/{id}'),
  // games_project_index, games_project_view (bonus wheel games are among its routes) and landings.
  casino('games.index', 'games'),
  casino('games.view', 'games/{gameRoute}', { params: { gameRoute: slug } }),
  casinoShell('games.landing', 'games-landing/{landingRoute}'),
  ...WHEEL_GAMES.map((game) => casinoShell(`wheel.${game}`, game)),
] as const;
