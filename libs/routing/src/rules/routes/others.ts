import { digits, oneOf, page } from './define';

/** Pages of the `content` remote app besides information: blog, news, promotions, the betting alphabet, landings. */
const content = page;

/** Partners, apps, lotto, blog, news, results, print-coupon, promotions and landings. */
export const otherRoutes = [
  // Rendered by the `partners` remote application.
  page('ourpartners', 'ourpartners/{section?}'),
  page('partners', 'partners'),
  // The app pages: installing the site as an app.
  page('desktop', 'desktop'),
  page('mobile', 'mobile'),
  content('betting-alphabet', 'betting-alphabet/{block?}/{category?}/{slug?}'),
  content('blog', 'blog'),
  content('blog.categories', 'blog/categories/{*}'),
  content('blog.article', 'blog/{articleSlug}'),
  content('news', 'news/{slug?}'),
  content('promo', 'promo'),
  content('ipl-betting-app', 'ipl-betting-app'),
  content('betting-awards', 'betting-awards'),
  content('cricket-world-cup', 'cricket-world-cup'),
  page('lotto', 'lotto/{sectionName?}/{lottoId?}', { params: { lottoId: digits }, meta: { needsAcceptedTerms: true } }),
  page('results', 'results/{type?}', { params: { type: oneOf('live', 'zone') } }),
  // "Verify this game": a finished simulated game replayed in the browser from its revealed key.
  page('results.verify', 'results/verify/{gameId}', { params: { gameId: digits } }),
  page('print-coupon', 'print-coupon/{couponId}', { params: { couponId: digits }, signIn: true }),
  content('promotions.promotion', 'promotions/{promotionId}'),
  page('confirm-terms', 'confirm-terms'),
] as const;
