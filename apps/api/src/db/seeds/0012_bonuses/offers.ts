/** The demo catalogue's offers: figures the site acts on, and their texts in English and Russian. */
export interface SeedOffer {
  readonly id: string;
  readonly kind: string;
  readonly categories: readonly string[];
  readonly percent: number | null;
  readonly capInitialStakes: number | null;
  readonly minLossInitialStakes?: number;
  readonly wagerKind: 'sport' | 'casino' | null;
  readonly wagerMultiplier: number | null;
  readonly minCoef?: number;
  readonly validDays: number;
  readonly partnerId?: string;
  readonly games?: readonly string[];
  readonly texts: Readonly<Record<'en' | 'ru', { title: string; summary: string; description: string; rules: string }>>;
}

const CASINO_GAMES = ['gold-rush-express', 'dragon-temple', 'lucky-sevens-deluxe', 'aztec-sun', 'european-roulette', 'blackjack-classic', 'live-baccarat'];

export const SEED_OFFERS: readonly SeedOffer[] = [
  {
    id: 'sport_first_deposit',
    kind: 'first_deposit_sport',
    categories: ['first_deposit', 'bukmaker', 'bonuses'],
    percent: 100,
    capInitialStakes: 20,
    wagerKind: 'sport',
    wagerMultiplier: 5,
    minCoef: 1500,
    validDays: 30,
    texts: {
      en: {
        title: 'Sports welcome bonus: 100 % on your first deposit',
        summary: 'Double your first deposit for sports betting.',
        description:
          'Choose the sports bonus when you register (or later in your office, before you deposit) and your first deposit is doubled: we add 100 % of it to your bonus account.',
        rules:
          'The bonus is 100 % of the first successful deposit, up to the maximum shown in your currency.\n\nWager the bonus 5 times in single or accumulator bets at odds of 1.5 or more within 30 days. Bets at lower odds do not count.\n\nOnce wagered, the bonus money moves to your main account and can be withdrawn.',
      },
      ru: {
        title: 'Приветственный бонус на спорт: 100 % на первый депозит',
        summary: 'Удвойте первый депозит для ставок на спорт.',
        description:
          'Выберите спортивный бонус при регистрации (или позже в личном кабинете, до пополнения), и первый депозит удвоится: мы зачислим 100 % от него на бонусный счёт.',
        rules:
          'Бонус — 100 % от первого успешного пополнения, но не больше суммы, указанной в вашей валюте.\n\nОтыграйте бонус 5 раз ординарами или экспрессами с коэффициентом от 1.5 в течение 30 дней. Ставки с меньшим коэффициентом не учитываются.\n\nПосле отыгрыша деньги бонуса переходят на основной счёт и доступны для вывода.',
      },
    },
  },
  {
    id: 'slot_first_deposit',
    kind: 'first_deposit_casino',
    categories: ['first_deposit', 'casino', 'bonuses'],
    percent: 100,
    capInitialStakes: 100,
    wagerKind: 'casino',
    wagerMultiplier: 35,
    validDays: 30,
    games: CASINO_GAMES,
    texts: {
      en: {
        title: 'Casino welcome bonus: 100 % on your first deposit',
        summary: 'Double your first deposit for slots and the live casino.',
        description: 'Choose the casino bonus when you register and we add 100 % of your first deposit to your bonus account, to play slots, table games and the live casino.',
        rules:
          'The bonus is 100 % of the first successful deposit, up to the maximum shown in your currency.\n\nWager the bonus 35 times in casino games within 30 days. Slots count in full; table and live games count with the share shown in the games list.\n\nOnce wagered, the bonus money moves to your main account and can be withdrawn.',
      },
      ru: {
        title: 'Приветственный бонус казино: 100 % на первый депозит',
        summary: 'Удвойте первый депозит для слотов и лайв-казино.',
        description: 'Выберите бонус казино при регистрации, и мы зачислим 100 % от первого депозита на бонусный счёт — для слотов, настольных игр и лайв-казино.',
        rules:
          'Бонус — 100 % от первого успешного пополнения, но не больше суммы, указанной в вашей валюте.\n\nОтыграйте бонус 35 раз в играх казино в течение 30 дней. Слоты учитываются полностью, настольные и лайв-игры — с долей из списка игр.\n\nПосле отыгрыша деньги бонуса переходят на основной счёт и доступны для вывода.',
      },
    },
  },
  {
    id: 'promo_code_bonus',
    kind: 'promo_code',
    categories: ['bonuses', 'shares', 'bukmaker'],
    percent: null,
    capInitialStakes: null,
    wagerKind: 'sport',
    wagerMultiplier: 3,
    minCoef: 1500,
    validDays: 14,
    texts: {
      en: {
        title: 'Promo code bonus',
        summary: 'Got a promo code? Check it in your office and get a bonus for sports bets.',
        description: 'Promo codes come in our newsletters, from partners and at events. Enter one on the promo check page of your office to see what it gives, then activate it.',
        rules: 'Each code can be activated once per account while it is valid.\n\nThe bonus is wagered 3 times in bets at odds of 1.5 or more within 14 days.',
      },
      ru: {
        title: 'Бонус по промокоду',
        summary: 'Есть промокод? Проверьте его в личном кабинете и получите бонус на ставки.',
        description: 'Промокоды приходят в рассылках, от партнёров и на мероприятиях. Введите код на странице проверки промокода в личном кабинете, узнайте, что он даёт, и активируйте его.',
        rules: 'Каждый код можно активировать один раз на счёт, пока он действует.\n\nБонус отыгрывается 3 раза ставками с коэффициентом от 1.5 в течение 14 дней.',
      },
    },
  },
  {
    id: 'casino_promo_bonus',
    kind: 'promo_code',
    categories: ['casino', 'shares'],
    percent: null,
    capInitialStakes: null,
    wagerKind: 'casino',
    wagerMultiplier: 20,
    validDays: 14,
    games: CASINO_GAMES,
    texts: {
      en: {
        title: 'Casino promo code bonus',
        summary: 'Casino promo codes give bonus money for slots and table games.',
        description: 'Activate a casino promo code in your office to receive bonus money for the casino.',
        rules: 'Each code can be activated once per account while it is valid.\n\nThe bonus is wagered 20 times in casino games within 14 days.',
      },
      ru: {
        title: 'Бонус казино по промокоду',
        summary: 'Промокоды казино дают бонусные деньги для слотов и настольных игр.',
        description: 'Активируйте промокод казино в личном кабинете и получите бонусные деньги для казино.',
        rules: 'Каждый код можно активировать один раз на счёт, пока он действует.\n\nБонус отыгрывается 20 раз в играх казино в течение 14 дней.',
      },
    },
  },
  {
    id: 'vip_cashback',
    kind: 'cashback_vip',
    categories: ['cashback', 'casino'],
    percent: 5,
    capInitialStakes: null,
    wagerKind: 'casino',
    wagerMultiplier: 0,
    validDays: 7,
    games: CASINO_GAMES,
    texts: {
      en: {
        title: 'VIP cashback: 5 % of your weekly casino loss',
        summary: 'Every Monday, claim 5 % of last week’s net casino loss back as real money.',
        description: 'If the casino did not go your way last week, part of it comes back. Claim it in your office from Monday; it goes straight to your main account.',
        rules: 'Cashback is 5 % of the net loss (stakes minus wins and refunds) in casino games from Monday 00:00 to Monday 00:00 UTC, in each currency.\n\nIt can be claimed once a week and has no wagering requirement.',
      },
      ru: {
        title: 'VIP-кешбэк: 5 % от недельного проигрыша в казино',
        summary: 'Каждый понедельник возвращайте 5 % чистого проигрыша в казино за прошлую неделю реальными деньгами.',
        description: 'Если на прошлой неделе казино было не на вашей стороне, часть вернётся. Заберите кешбэк в личном кабинете с понедельника — он сразу зачисляется на основной счёт.',
        rules: 'Кешбэк — 5 % чистого проигрыша (ставки минус выигрыши и возвраты) в играх казино с понедельника 00:00 до понедельника 00:00 UTC, в каждой валюте.\n\nЕго можно получить раз в неделю, отыгрыш не нужен.',
      },
    },
  },
  {
    id: 'premium_cashback',
    kind: 'cashback_premium',
    categories: ['cashback', 'casino'],
    percent: 10,
    capInitialStakes: null,
    minLossInitialStakes: 20,
    wagerKind: 'casino',
    wagerMultiplier: 3,
    validDays: 7,
    games: CASINO_GAMES,
    texts: {
      en: {
        title: 'Premium cashback: 10 % for high rollers',
        summary: '10 % of last week’s net casino loss as a bonus, for losses from 20 stakes.',
        description: 'Premium cashback pays twice the VIP rate as bonus money with a light wagering requirement, for weeks with a larger net loss.',
        rules: 'Cashback is 10 % of the net casino loss of the last week (Monday to Monday, UTC), in each currency, when it is at least 20 initial stakes of that currency.\n\nIt is claimed once a week and wagered 3 times in casino games within 7 days.',
      },
      ru: {
        title: 'Премиум-кешбэк: 10 % для хайроллеров',
        summary: '10 % чистого проигрыша в казино за прошлую неделю бонусом — при проигрыше от 20 ставок.',
        description: 'Премиум-кешбэк вдвое выше VIP и начисляется бонусными деньгами с лёгким отыгрышем — для недель с крупным проигрышем.',
        rules: 'Кешбэк — 10 % чистого проигрыша в казино за прошлую неделю (с понедельника по понедельник, UTC) в каждой валюте, если он не меньше 20 начальных ставок этой валюты.\n\nЕго получают раз в неделю и отыгрывают 3 раза в играх казино в течение 7 дней.',
      },
    },
  },
  {
    id: 'friday_reload',
    kind: 'redeposit',
    categories: ['redeposit', 'bukmaker'],
    percent: 50,
    capInitialStakes: 10,
    wagerKind: 'sport',
    wagerMultiplier: 5,
    minCoef: 1500,
    validDays: 7,
    texts: {
      en: {
        title: 'Friday reload: 50 % for the weekend',
        summary: 'Deposit on Friday and get a promo code for 50 % more for the weekend’s matches.',
        description: 'Every Friday, depositors receive a promo code in their newsletter for a 50 % reload bonus on the weekend’s sports.',
        rules: 'The reload is 50 % of the Friday deposit, up to the maximum shown in your currency.\n\nWager it 5 times in bets at odds of 1.5 or more within 7 days.',
      },
      ru: {
        title: 'Пятничный релоад: 50 % на выходные',
        summary: 'Пополните счёт в пятницу и получите промокод на 50 % больше для матчей выходных.',
        description: 'Каждую пятницу пополнившие счёт получают в рассылке промокод на бонус 50 % для ставок на спорт в выходные.',
        rules: 'Релоад — 50 % от пятничного пополнения, но не больше суммы, указанной в вашей валюте.\n\nОтыграйте его 5 раз ставками с коэффициентом от 1.5 в течение 7 дней.',
      },
    },
  },
  {
    id: 'accumulator_boost',
    kind: 'share',
    categories: ['shares', 'bukmaker'],
    percent: null,
    capInitialStakes: null,
    wagerKind: null,
    wagerMultiplier: null,
    validDays: 365,
    texts: {
      en: {
        title: 'Accumulator boost',
        summary: 'Three or more selections at odds of 1.1 or more raise your accumulator’s odds.',
        description: 'Build an accumulator of at least three selections and the coupon adds a bonus to its total odds, growing with every selection.',
        rules: 'The boost applies to accumulators of three or more selections, each at odds of 1.1 or more, with total odds of at least 1.01.\n\nRemoving the boost from the coupon keeps it off for that coupon.',
      },
      ru: {
        title: 'Бонус на экспресс',
        summary: 'Три события и больше с коэффициентом от 1.1 повышают коэффициент экспресса.',
        description: 'Соберите экспресс минимум из трёх событий, и купон добавит бонус к итоговому коэффициенту — чем больше событий, тем больше бонус.',
        rules: 'Бонус действует на экспрессы из трёх и более событий с коэффициентом от 1.1 у каждого и общим коэффициентом от 1.01.\n\nЕсли убрать бонус из купона, для этого купона он больше не добавляется.',
      },
    },
  },
  {
    id: 'poker_freeroll',
    kind: 'poker',
    categories: ['poker', 'shares'],
    percent: null,
    capInitialStakes: null,
    wagerKind: null,
    wagerMultiplier: null,
    validDays: 365,
    partnerId: 'riverside-poker',
    texts: {
      en: {
        title: 'Sunday poker freeroll',
        summary: 'A free tournament every Sunday at 18:00 UTC with a guaranteed prize pool.',
        description: 'Join the weekly freeroll on the Riverside Poker network: no buy-in, real prizes for the top finishers.',
        rules: 'Registration opens two hours before the start. One entry per account.\n\nPrizes are paid to the main account within 24 hours of the end.',
      },
      ru: {
        title: 'Воскресный покерный фриролл',
        summary: 'Бесплатный турнир каждое воскресенье в 18:00 UTC с гарантированным призовым фондом.',
        description: 'Участвуйте в еженедельном фриролле сети Riverside Poker: без бай-ина, с реальными призами для лучших.',
        rules: 'Регистрация открывается за два часа до старта. Одно участие на счёт.\n\nПризы зачисляются на основной счёт в течение 24 часов после окончания.',
      },
    },
  },
  {
    id: 'slot_tournament',
    kind: 'share',
    categories: ['casino', 'shares'],
    percent: null,
    capInitialStakes: null,
    wagerKind: null,
    wagerMultiplier: null,
    validDays: 365,
    partnerId: 'northstar-games',
    games: ['gold-rush-express', 'dragon-temple', 'aztec-sun'],
    texts: {
      en: {
        title: 'Northstar slot race',
        summary: 'Climb the weekly leaderboard on Northstar slots and share the prize pool.',
        description: 'Every spin on the tournament slots earns points; the 50 best players of the week share the prize pool.',
        rules: 'Points are the biggest win multiplier of each spin. The leaderboard resets on Monday at 00:00 UTC.\n\nPrizes are paid to the main account without wagering.',
      },
      ru: {
        title: 'Турнир слотов Northstar',
        summary: 'Поднимайтесь в недельной таблице на слотах Northstar и делите призовой фонд.',
        description: 'Каждый спин в турнирных слотах приносит очки; 50 лучших игроков недели делят призовой фонд.',
        rules: 'Очки — наибольший множитель выигрыша каждого спина. Таблица обнуляется в понедельник в 00:00 UTC.\n\nПризы зачисляются на основной счёт без отыгрыша.',
      },
    },
  },
];
