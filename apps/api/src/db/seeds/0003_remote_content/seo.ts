import type { SeoRuleInput } from '../../../remote-apps';

/**
 * The operator's SEO for the demo site. Titles are left to the defaults (`{page title} · {companyName}`, the home
 * page `{companyName}`) except where a search snippet needs more; descriptions of information pages come from
 * their summaries.
 */
export const seoRuleSeeds: readonly SeoRuleInput[] = [
  {
    routeId: 'home',
    lang: 'en',
    description: 'Sports betting before the match and live, esports, casino and live dealers at {companyName}. Exact settlement, fast payouts and limits you control.',
    metas: [{ name: 'twitter:card', content: 'summary' }],
    contentBlocks: [
      { type: 'heading', text: 'Online sports betting at {companyName}' },
      { type: 'paragraph', text: 'Bet on football, tennis, basketball, ice hockey and more than thirty other sports, before the match or live while it is played. Accumulators and systems are settled by the exact product of their coefficients, and the bet slip shows what a bet can win before you place it.' },
      { type: 'paragraph', text: 'New to betting? Start with [how to bet](/{lng}/information/howbet) and the [betting rules](/{lng}/information/rules/1). Deposit and loss limits, reality checks and time-outs are in your personal office: see [responsible gaming](/{lng}/information/responsiblegaming).' },
    ],
  },
  {
    routeId: 'home',
    lang: 'ru',
    description: 'Ставки на спорт до матча и в лайве, киберспорт, казино и живые дилеры в {companyName}. Точный расчёт, быстрые выплаты и лимиты под вашим контролем.',
    metas: [{ name: 'twitter:card', content: 'summary' }],
    contentBlocks: [
      { type: 'heading', text: 'Ставки на спорт онлайн в {companyName}' },
      { type: 'paragraph', text: 'Ставьте на футбол, теннис, баскетбол, хоккей и ещё более тридцати видов спорта — до матча или в лайве, пока он идёт. Экспрессы и системы рассчитываются по точному произведению коэффициентов, а возможный выигрыш виден до того, как вы сделаете ставку.' },
      { type: 'paragraph', text: 'Впервые делаете ставки? Начните с раздела [«Как сделать ставку»](/{lng}/information/howbet) и [правил](/{lng}/information/rules/1). Лимиты на депозит и проигрыш, контроль времени и тайм-аут — в личном кабинете, подробнее в разделе [«Ответственная игра»](/{lng}/information/responsiblegaming).' },
    ],
  },
  { routeId: 'information.betting-calculator', lang: 'en', title: 'Betting calculator: payout of singles and accumulators · {companyName}' },
  { routeId: 'information.betting-calculator', lang: 'ru', title: 'Калькулятор ставок: выигрыш по ординару и экспрессу · {companyName}' },
  // Legal pages carry no search value of their own: kept out of the index, their links still followed.
  { routeId: 'information.consent', metaRobots: 'noindex, follow' },
  { routeId: 'information.cookies', metaRobots: 'noindex, follow' },
  // The personal office and printed coupons are private: nothing under them is indexed.
  { path: 'office', hierarchyMetaRobots: 'noindex, nofollow' },
  { routeId: 'print-coupon', metaRobots: 'noindex, nofollow' },
];

/** The sports map: SEO names of the line's main sports. */
export const seoSportSeeds: ReadonlyArray<{ nameEng: string; position: number; texts: Record<'en' | 'ru', { name: string; slug: string; title: string; description: string }> }> = [
  {
    nameEng: 'Football',
    position: 10,
    texts: {
      en: { name: 'Football', slug: 'football', title: 'Football betting: odds on leagues and cups', description: 'Bet on the Premier League, La Liga, the Champions League and hundreds of other football competitions, before the match and live.' },
      ru: { name: 'Футбол', slug: 'futbol', title: 'Ставки на футбол: коэффициенты на лиги и кубки', description: 'Ставки на АПЛ, Ла Лигу, Лигу чемпионов и сотни других футбольных турниров — до матча и в лайве.' },
    },
  },
  {
    nameEng: 'Tennis',
    position: 20,
    texts: {
      en: { name: 'Tennis', slug: 'tennis', title: 'Tennis betting: ATP, WTA and ITF odds', description: 'Match winner, set betting, game handicaps and totals for every Grand Slam, ATP, WTA and ITF tournament.' },
      ru: { name: 'Теннис', slug: 'tennis', title: 'Ставки на теннис: коэффициенты ATP, WTA и ITF', description: 'Победитель матча, ставки на сеты, форы и тоталы по геймам на все турниры Большого шлема, ATP, WTA и ITF.' },
    },
  },
  {
    nameEng: 'Basketball',
    position: 30,
    texts: {
      en: { name: 'Basketball', slug: 'basketball', title: 'Basketball betting: NBA, EuroLeague and more', description: 'Odds on the NBA, the EuroLeague and national leagues, with quarter, half and player points markets.' },
      ru: { name: 'Баскетбол', slug: 'basketbol', title: 'Ставки на баскетбол: НБА, Евролига и другие', description: 'Коэффициенты на НБА, Евролигу и национальные чемпионаты, ставки на четверти, половины и очки игроков.' },
    },
  },
  {
    nameEng: 'Ice Hockey',
    position: 40,
    texts: {
      en: { name: 'Ice hockey', slug: 'ice-hockey', title: 'Ice hockey betting: NHL and KHL odds', description: 'Bet on the NHL, the KHL and the world championship: regular time, periods, totals and handicaps.' },
      ru: { name: 'Хоккей', slug: 'hokkej', title: 'Ставки на хоккей: коэффициенты НХЛ и КХЛ', description: 'Ставки на НХЛ, КХЛ и чемпионат мира: основное время, периоды, тоталы и форы.' },
    },
  },
  {
    nameEng: 'Volleyball',
    position: 50,
    texts: {
      en: { name: 'Volleyball', slug: 'volleyball', title: 'Volleyball betting: odds on sets and points', description: 'Odds on club and national team volleyball, with set, point handicap and total markets.' },
      ru: { name: 'Волейбол', slug: 'volejbol', title: 'Ставки на волейбол: коэффициенты на сеты и очки', description: 'Коэффициенты на клубный волейбол и матчи сборных: ставки на сеты, форы и тоталы по очкам.' },
    },
  },
  {
    nameEng: 'Esports',
    position: 60,
    texts: {
      en: { name: 'Esports', slug: 'esports', title: 'Esports betting: CS2, Dota 2 and League of Legends', description: 'Bet on the major esports tournaments: match winner, maps, handicaps and totals.' },
      ru: { name: 'Киберспорт', slug: 'kibersport', title: 'Ставки на киберспорт: CS2, Dota 2 и League of Legends', description: 'Ставки на крупнейшие киберспортивные турниры: победитель матча, карты, форы и тоталы.' },
    },
  },
];

/** SEO of blog entities (the blog arrives with the content issue; these describe its first sections). */
export const seoBlogEntitySeeds: ReadonlyArray<{
  projectId: number;
  entityType: 'article' | 'category' | 'tag';
  identifier: string;
  lang: 'en' | 'ru';
  title: string;
  description: string;
  h1: string;
  contentBlocks: readonly unknown[];
}> = [
  {
    projectId: 1,
    entityType: 'category',
    identifier: 'betting-guides',
    lang: 'en',
    title: 'Betting guides · {companyName} blog',
    description: 'Plain-language guides to odds, bet types and bankroll management.',
    h1: 'Betting guides',
    contentBlocks: [{ type: 'paragraph', text: 'Short guides that explain how odds work, which bet types suit which situations, and how to keep your betting within a budget.' }],
  },
  {
    projectId: 1,
    entityType: 'article',
    identifier: 'how-to-read-odds',
    lang: 'en',
    title: 'How to read betting odds · {companyName} blog',
    description: 'Decimal, fractional and American odds explained, with the payout of each.',
    h1: 'How to read betting odds',
    contentBlocks: [{ type: 'paragraph', text: 'Decimal odds of 2.50 mean a payout of 2.50 for every 1 staked, stake included. The same price is 3/2 in fractional odds and +150 in American odds.' }],
  },
  {
    projectId: 1,
    entityType: 'category',
    identifier: 'stavki-dlya-nachinayushchih',
    lang: 'ru',
    title: 'Ставки для начинающих · блог {companyName}',
    description: 'Простые объяснения коэффициентов, видов ставок и управления банком.',
    h1: 'Ставки для начинающих',
    contentBlocks: [{ type: 'paragraph', text: 'Короткие статьи о том, как устроены коэффициенты, какие виды ставок подходят для разных ситуаций и как держать игру в рамках бюджета.' }],
  },
];

/** Config groups of `GET /bff-api/config/group/get` (lang null: every language). */
export const configGroupSeeds: ReadonlyArray<{ group: string; key: string; lang: 'en' | 'ru' | null; value: unknown }> = [
  { group: 'footer', key: 'policyLogoCountryIds', lang: null, value: [1, 66, 126, 228, 120] },
  { group: 'footer', key: 'defaultCountryId', lang: null, value: 1 },
  { group: 'footer', key: 'subscriptionEnabled', lang: null, value: true },
  { group: 'contacts', key: 'supportEmail', lang: null, value: 'support@apexbet.example' },
  { group: 'contacts', key: 'supportPhone', lang: null, value: '+44 20 7946 0321' },
  { group: 'contacts', key: 'supportHours', lang: 'en', value: 'Around the clock, every day' },
  { group: 'contacts', key: 'supportHours', lang: 'ru', value: 'Круглосуточно, без выходных' },
  { group: 'seo', key: 'defaultMetaRobots', lang: null, value: 'index, follow' },
  { group: 'seo', key: 'titleSeparator', lang: null, value: ' · ' },
];
