/**
 * Paths of the bonus calls (spec §2 bonuses and offers pages, Office bonuses/deposit,
 * bonuses/wager, casino/vipcashback, casino/premiumcashback, promotion, rewards, bringfriend). The spec shows none of
 * them. The public catalogue lives under `/web-api/bonuses/` (no session needed; with one, amounts are in the
 * person's active currency); the personal calls under `/web-api/office/` need a session (`401 not_signed_in`) and
 * take `?lng=` for the offers' titles in their answers (English where a language has none). Nothing is cached.
 */
export const BonusesPaths = {
  /** GET `?lng=&category=&currency=`: the offers of a promo category, with the count of every category. */
  catalogue: '/web-api/bonuses',
  /** GET `?lng=`: the general bonus rules, in sections. */
  rules: '/web-api/bonuses/rules',
  /** GET `?lng=`: the games bonuses are wagered on, with their contribution and offers. */
  games: '/web-api/bonuses/games',
  /** GET `?lng=&currency=` one partner with its offers (`bonusPartnerPath(id)`). */
  partner: '/web-api/bonuses/partners/:id',
  /** GET `?lng=&currency=` one offer with its rules, games and partner (`bonusOfferPath(id)`). */
  offer: '/web-api/bonuses/offers/:id',
} as const;

export const bonusOfferPath = (id: string): string => `/web-api/bonuses/offers/${encodeURIComponent(id)}`;
export const bonusPartnerPath = (id: string): string => `/web-api/bonuses/partners/${encodeURIComponent(id)}`;

export const OfficeBonusesPaths = {
  /** GET the first-deposit bonus: the choice, the two offers in the person's currency, the granted bonus; PUT `{ choice }`. */
  firstDeposit: '/web-api/office/bonuses/deposit',
  /** GET the person's bonuses with their wagering progress. */
  wager: '/web-api/office/bonuses/wager',
  /** POST `{ code }`: what a promo code would grant, changing nothing. */
  promoCheck: '/web-api/office/promotion/check',
  /** POST `{ code }`: grants the code's bonus, once per person. */
  promoActivate: '/web-api/office/promotion/activate',
  /** GET last week's casino cashback of a programme (`cashbackPath('vip')`). */
  cashback: '/web-api/office/cashback/:program',
  /** POST: claims it, once per programme and week (`cashbackClaimPath('vip')`). */
  cashbackClaim: '/web-api/office/cashback/:program/claim',
  /** GET `?page=`: the bonuses granted to the person (first deposit, promo codes, cashback), newest first. */
  rewards: '/web-api/office/rewards',
  /** GET `?lng=&page=`: the person's referral link and the friends who registered with it. */
  bringFriend: '/web-api/office/bringfriend',
} as const;

export const cashbackPath = (program: string): string => `/web-api/office/cashback/${encodeURIComponent(program)}`;
export const cashbackClaimPath = (program: string): string => `${cashbackPath(program)}/claim`;
