import { page, redirectRoute } from './define';

/**
 * Old names that only redirect. The conditional ones are route middleware (decide-navigation.ts):
 * `user/action.php` (query action), `allgamesentrance` and `bonus-games` (the games catalogue).
 */
export const legacyRoutes = [
  redirectRoute('legacy.user-registration', 'user/registration.php', 'registration'),
  page('legacy.user-action', 'user/action.php', { meta: { middleware: ['user-action'], alwaysRedirects: true } }),
  redirectRoute('legacy.user-forgotpassword', 'user/forgotpassword', '?showForgotPasswordModal=1', { status: 302, dropQuery: true }),
  redirectRoute('legacy.user-coupon', 'user/coupon', ''),
  redirectRoute('legacy.mobile-startdownloadapp', 'mobile/startdownloadapp', 'mobile'),
  // games.games_legacy_project_view and legacyBonusGames: 301 to the game's current route, else the games index.
  page('legacy.allgamesentrance', 'allgamesentrance/{gameRoute?}', { meta: { middleware: ['legacy-game'], alwaysRedirects: true } }),
  page('legacy.bonus-games', 'bonus-games/{gameRoute?}', { meta: { middleware: ['legacy-game'], alwaysRedirects: true } }),
  redirectRoute('legacy.daily-drops', 'daily-drops', 'promotions/daily-drops'),
  redirectRoute('legacy.dailydrops', 'dailydrops', 'promotions/daily-drops'),
  redirectRoute('legacy.happy-birthday', 'happy-birthday', 'promotions/happy-birthday'),
  redirectRoute('legacy.happybirthday', 'happybirthday', 'promotions/happy-birthday'),
  redirectRoute('legacy.fastgames-daily-tournament', 'fastgames-daily-tournament', 'promotions/fastgames-daily-tournament'),
] as const;
