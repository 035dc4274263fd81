import { HOME_TYPES, hasPage, routeTable } from '@betting/routing';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * The real pages, by routing-table id. A table route with `meta.shellOf` renders the page shell until its issue
 * lands; every other route must have an entry here (a test checks it). Pages come in a few area chunks, one lazy
 * import each: every import adds its preload list to the first JavaScript, so areas, not pages, get their own.
 */
type RemotePages = typeof import('../../pages/remote/RemoteContentPage');
type OfficePages = typeof import('../../pages/office/office-pages');
type UserPages = typeof import('../../pages/user/user-pages');
type SitePages = typeof import('../../pages/site/site-pages');
type BonusPages = typeof import('../../pages/bonuses/bonus-pages');
type SportsPages = typeof import('../../pages/sports/sports-pages');
type CasinoPages = typeof import('../../pages/casino/casino-pages');
const remotePage = (name: keyof RemotePages & string) => lazyRouteComponent(() => import('../../pages/remote/RemoteContentPage'), name);
const officePage = (name: keyof OfficePages & string) => lazyRouteComponent(() => import('../../pages/office/office-pages'), name);
const userPage = (name: keyof UserPages & string) => lazyRouteComponent(() => import('../../pages/user/user-pages'), name);
const bonusPage = (name: keyof BonusPages & string) => lazyRouteComponent(() => import('../../pages/bonuses/bonus-pages'), name);
const sportsPage = (name: keyof SportsPages & string) => lazyRouteComponent(() => import('../../pages/sports/sports-pages'), name);
const casinoPage = (name: keyof CasinoPages & string) => lazyRouteComponent(() => import('../../pages/casino/casino-pages'), name);
const sitePage = (name: keyof SitePages & string) => lazyRouteComponent(() => import('../../pages/site/site-pages'), name);
const contentPage = remotePage('ContentPage');
const partnersPage = remotePage('PartnersPage');
const appsPage = sitePage('AppsPage');
const statusPage = sitePage('StatusPage');
const onpayPage = sitePage('OnpayPage');

/** The casino's lobby routes: the lobby itself, `casino`, `games` and every category page. */
const CASINO_LOBBY_ROUTE_IDS = [
  'casino-lobby',
  'casino',
  'games.index',
  'slots',
  'casino.live',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'fishinghunting',
  'scratchcards',
  'othergames',
  'tvgames',
  'virtualsports',
] as const;

/** Every page route of an area (`information`, `information.about`, …) showing one page component. */
function areaPages(prefix: string, component: RouteComponent): Record<string, RouteComponent> {
  return Object.fromEntries(routeTable.filter((route) => hasPage(route) && (route.id === prefix || route.id.startsWith(`${prefix}.`))).map((route) => [route.id, component]));
}

export const pageComponents: Readonly<Record<string, RouteComponent>> = {
  home: lazyRouteComponent(() => import('../../pages/home/HomePage'), 'HomePage'),
  ...areaPages('information', contentPage),
  'information.betting-calculator': sportsPage('BettingCalculatorPage'),
  // Blog, news, promotions, the betting alphabet and the landings: the `content` app too.
  ...Object.fromEntries(
    ['blog', 'blog.categories', 'blog.article', 'news', 'promo', 'promotions.promotion', 'betting-alphabet', 'betting-awards', 'ipl-betting-app', 'cricket-world-cup'].map((id) => [id, contentPage]),
  ),
  ourpartners: partnersPage,
  partners: partnersPage,
  maintenance: sitePage('MaintenancePage'),
  'error.500': statusPage,
  block: statusPage,
  'block-ua': statusPage,
  'block-ie': statusPage,
  'site-updates': statusPage,
  suspension: statusPage,
  'coming-soon': statusPage,
  'confirm-terms': userPage('ConfirmTermsPage'),
  desktop: appsPage,
  mobile: appsPage,
  oldbrowser: sitePage('OldBrowserPage'),
  debug: sitePage('DebugPage'),
  'office.settings': officePage('SettingsPage'),
  'office.security': officePage('SecurityPage'),
  'office.support': officePage('SupportPage'),
  'office.share-idea': officePage('ShareIdeaPage'),
  'office.verification': officePage('VerificationPage'),
  'office.identification': officePage('IdentificationPage'),
  'office.qr-login': officePage('QrLoginPage'),
  'user.qr-login': userPage('QrLoginLandingPage'),
  registration: userPage('RegistrationPage'),
  'user.login': userPage('SignInPage'),
  'user.passwordreset': userPage('PasswordResetPage'),
  'user.accountverify': userPage('AccountVerifyPage'),
  'user.activate': userPage('ActivatePage'),
  'block-appeal-history': userPage('BlockAppealHistoryPage'),
  'office.account': officePage('AccountPage'),
  'office.recharge': officePage('RechargePage'),
  'office.deduce': officePage('DeducePage'),
  'office.historypay': officePage('PaymentHistoryPage'),
  'office.responsible': officePage('ResponsiblePage'),
  'office.bonuses-deposit': officePage('DepositBonusPage'),
  'office.bonuses-wager': officePage('WagerPage'),
  'office.promotion': officePage('PromotionPage'),
  'office.bringfriend': officePage('BringFriendPage'),
  'office.rewards': officePage('RewardsPage'),
  'office.casino-vipcashback': officePage('VipCashbackPage'),
  'office.casino-premiumcashback': officePage('PremiumCashbackPage'),
  'bonus.bonuses': bonusPage('BonusesPage'),
  'bonus.offers': bonusPage('BonusesPage'),
  'bonus.bonuses-rules': bonusPage('BonusRulesPage'),
  'bonus.offers-rules': bonusPage('BonusRulesPage'),
  'bonus.bonuses-games': bonusPage('BonusGamesPage'),
  'bonus.offers-games': bonusPage('BonusGamesPage'),
  'bonus.bonus-partner': bonusPage('BonusPartnerPage'),
  'bonus.offer-partner': bonusPage('BonusPartnerPage'),
  'bonus.bonus': bonusPage('BonusPage'),
  'bonus.offer': bonusPage('BonusPage'),
  'office.payment-requests': officePage('PaymentRequestsPage'),
  'office.payment-create-request': officePage('CreateRequestPage'),
  'office.payment-create-request.topic': officePage('CreateRequestTopicPage'),
  'office.payment-create-request.subtopic': officePage('CreateRequestSubTopicPage'),
  'office.payment-create-request.transactions': officePage('CreateRequestTransactionsPage'),
  'office.payment-create-request.transaction': officePage('CreateRequestTransactionPage'),
  ...areaPages('onpay', onpayPage),
  'user.stopnewsletter': userPage('StopNewsletterPage'),
  'sports.section': sportsPage('SectionPage'),
  'sports.champ': sportsPage('SectionPage'),
  'sports.game': sportsPage('GamePage'),
  ...Object.fromEntries(
    HOME_TYPES.flatMap((type) => [
      [`home.${type}`, sportsPage('HomeTypePage')],
      [`home.${type}.section`, sportsPage('SectionPage')],
      [`home.${type}.game`, sportsPage('GamePage')],
    ]),
  ),
  'sports.champs': sportsPage('ChampResultsPage'),
  'sports.multi': sportsPage('MultiLivePage'),
  statistic: sportsPage('StatisticPage'),
  statisticpopup: sportsPage('StatisticPage'),
  ...areaPages('esports', sportsPage('EsportsPage')),
  'esports.game': sportsPage('GamePage'),
  results: sportsPage('ResultsPage'),
  'results.verify': sportsPage('VerifyGamePage'),
  'print-coupon': sportsPage('PrintCouponPage'),
  'office.history': officePage('BetHistoryPage'),
  'office.history-casino': officePage('CasinoHistoryPage'),
  'office.history-lotteries': officePage('LotteriesHistoryPage'),
  ...Object.fromEntries(CASINO_LOBBY_ROUTE_IDS.map((id) => [id, casinoPage('CasinoLobbyPage')])),
  'casino.game': casinoPage('CasinoGamePage'),
  'slots.game': casinoPage('CasinoGamePage'),
  'games.view': casinoPage('CasinoGamePage'),
  // The bonus wheel games for real money, each with its rules and a link to its `-bonus` variant.
  ...areaPages('wheel', casinoPage('WheelGamePage')),
  'casino-search': casinoPage('CasinoSearchPage'),
  providers: casinoPage('ProvidersPage'),
  'providers.provider': casinoPage('ProviderPage'),
  'casino.brand': casinoPage('BrandsPage'),
  'casino.brands': casinoPage('BrandsPage'),
  'my-casino': casinoPage('FavoritesPage'),
  'my-casino.favorites': casinoPage('FavoritesPage'),
  'provably-fair': casinoPage('ProvablyFairPage'),
  'casino.thank-you': casinoPage('ThankYouPage'),
  poker: casinoPage('PokerPage'),
  'casino.bonus': casinoPage('CasinoBonusPage'),
  'casino.bonus-item': casinoPage('CasinoBonusItemPage'),
  'casino.bonus-promotion': casinoPage('CasinoPromotionPage'),
  'casino.bonus-tournaments': casinoPage('TournamentsPage'),
  'casino.bonus-tournament': casinoPage('TournamentPage'),
  'casino.landing': casinoPage('CasinoLandingPage'),
  'games.landing': casinoPage('GamesLandingPage'),
  'casino.promo': casinoPage('CasinoPromoPage'),
  'slots.vulkan': casinoPage('VulkanHallPage'),
  keno: casinoPage('KenoPage'),
  bingo: casinoPage('BingoPage'),
  toto: casinoPage('TotoPage'),
  lotto: casinoPage('LottoPage'),
};

/** Pages a visitor is likely to open next: their chunks are fetched when the browser is idle (spec §9). */
export const LIKELY_ROUTE_IDS = ['home', 'information.about', 'partners'] as const;

export function preloadLikelyPages(): void {
  for (const id of LIKELY_ROUTE_IDS) void pageComponents[id]?.preload?.();
}
