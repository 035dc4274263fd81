/** The demo catalogue's partners, bonus games and general rules (English and Russian). */
export const SEED_PARTNERS = [
  {
    id: 'riverside-poker',
    url: 'https://poker.example.com',
    texts: {
      en: { name: 'Riverside Poker', description: 'A poker network with cash tables and tournaments around the clock; its freerolls are open to our players.' },
      ru: { name: 'Riverside Poker', description: 'Покерная сеть с кеш-столами и турнирами круглые сутки; её фрироллы открыты для наших игроков.' },
    },
  },
  {
    id: 'northstar-games',
    url: 'https://northstar.example.com',
    texts: {
      en: { name: 'Northstar Games', description: 'A slot studio known for its adventure series; it runs weekly slot races with us.' },
      ru: { name: 'Northstar Games', description: 'Студия слотов, известная приключенческими сериями; вместе с нами проводит еженедельные турниры.' },
    },
  },
] as const;

export const SEED_GAMES = [
  { id: 'gold-rush-express', name: 'Gold Rush Express', provider: 'Northstar Games', kind: 'slot', contribution: 100 },
  { id: 'dragon-temple', name: 'Dragon Temple', provider: 'Northstar Games', kind: 'slot', contribution: 100 },
  { id: 'aztec-sun', name: 'Aztec Sun', provider: 'Northstar Games', kind: 'slot', contribution: 100 },
  { id: 'lucky-sevens-deluxe', name: 'Lucky Sevens Deluxe', provider: 'Bluefin Studio', kind: 'slot', contribution: 100 },
  { id: 'european-roulette', name: 'European Roulette', provider: 'Bluefin Studio', kind: 'table', contribution: 10 },
  { id: 'blackjack-classic', name: 'Blackjack Classic', provider: 'Bluefin Studio', kind: 'table', contribution: 5 },
  { id: 'live-baccarat', name: 'Live Baccarat', provider: 'Bluefin Live', kind: 'live', contribution: 10 },
] as const;

export const SEED_RULE_SECTIONS = [
  {
    id: 'general',
    en: {
      title: 'General terms',
      body: 'Bonuses are for players aged 18 or over, one per person, household and device. Bonus money sits in the bonus account and cannot be withdrawn until it is wagered.\n\nWe may cancel a bonus and its winnings when its terms are abused.',
    },
    ru: {
      title: 'Общие условия',
      body: 'Бонусы доступны игрокам от 18 лет, один на человека, семью и устройство. Бонусные деньги хранятся на бонусном счёте и не выводятся до отыгрыша.\n\nМы можем отменить бонус и выигрыш по нему при злоупотреблении условиями.',
    },
  },
  {
    id: 'wagering',
    en: {
      title: 'Wagering',
      body: 'To wager a bonus, stake its amount times its multiplier. Sport bonuses count settled bets at or above the minimum odds; casino bonuses count rounds with the game’s share.\n\nA stake counts once, towards your oldest active bonus first. When the requirement is met, the bonus money moves to your main account.',
    },
    ru: {
      title: 'Отыгрыш',
      body: 'Чтобы отыграть бонус, поставьте его сумму, умноженную на вайджер. Для спортивных бонусов учитываются рассчитанные ставки с коэффициентом не ниже минимального, для бонусов казино — раунды с долей игры.\n\nСтавка учитывается один раз, сначала для самого раннего активного бонуса. Когда условие выполнено, деньги бонуса переходят на основной счёт.',
    },
  },
  {
    id: 'expiry',
    en: { title: 'Expiry', body: 'Each bonus has a time limit to wager it. When the time is over, the bonus expires and stakes no longer count towards it.' },
    ru: { title: 'Срок действия', body: 'У каждого бонуса есть срок отыгрыша. Когда он истекает, бонус сгорает, и ставки по нему больше не учитываются.' },
  },
  {
    id: 'cashback',
    en: { title: 'Cashback', body: 'Cashback is counted per week, Monday to Monday (UTC), from casino stakes, wins and refunds of your main and currency accounts, and is claimed once a week.' },
    ru: { title: 'Кешбэк', body: 'Кешбэк считается за неделю, с понедельника по понедельник (UTC), по ставкам, выигрышам и возвратам в казино на основном и валютных счетах и забирается раз в неделю.' },
  },
] as const;

/** Promo codes of the demo: one to try, one over, one already used up by the demo bettor's friends. */
export const SEED_PROMO_CODES = [
  { code: 'WELCOME2026', offerId: 'promo_code_bonus', amountInitialStakes: 2, validFrom: '2026-01-01T00:00:00Z', validUntil: '2027-12-31T23:59:59Z', maxUses: null },
  { code: 'SPINS2026', offerId: 'casino_promo_bonus', amountInitialStakes: 3, validFrom: '2026-01-01T00:00:00Z', validUntil: '2027-12-31T23:59:59Z', maxUses: 1000 },
  { code: 'SUMMER2025', offerId: 'promo_code_bonus', amountInitialStakes: 2, validFrom: '2025-06-01T00:00:00Z', validUntil: '2025-09-01T00:00:00Z', maxUses: null },
] as const;
