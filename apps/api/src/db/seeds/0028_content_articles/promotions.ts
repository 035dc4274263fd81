import { coverPath, type PromotionInput } from '../../../remote-apps';

const WAGER_NOTE = 'Bonus money is credited to the bonus account and becomes withdrawable once the wagering requirement is met.';

/**
 * Promotions in every promo category. `daily-drops`, `happy-birthday` and `fastgames-daily-tournament` are the
 * targets of the legacy redirects of libs/routing (routes/legacy.ts). Two have ended: they are not listed, but
 * their pages still answer and say so.
 */
export const promotionSeeds: readonly PromotionInput[] = [
  {
    slug: 'welcome-sports-bonus',
    categories: ['first_deposit', 'bukmaker', 'bonuses'],
    startsAt: '2026-01-01T00:00:00Z',
    position: 10,
    coverPath: coverPath('welcome-sports-bonus'),
    actionPath: 'office/bonuses/deposit',
    texts: {
      en: {
        title: '100% sports welcome bonus up to 100 EUR',
        summary: 'Choose the sports bonus at registration and your first deposit is doubled, up to 100 EUR or the equivalent in your currency.',
        schedule: 'On your first deposit',
        actionLabel: 'Choose your bonus',
        body: [
          { type: 'paragraph', text: 'Register, choose the sports bonus and make your first deposit: we add the same amount again to your bonus account, up to 100 EUR. Bet it on any sport, pre-match or live, and what you win from it becomes yours once the wagering is done.' },
          { type: 'table', head: ['Deposit', 'Bonus', 'To wager'], rows: [['20 EUR', '20 EUR', '100 EUR in accumulators'], ['50 EUR', '50 EUR', '250 EUR in accumulators'], ['100 EUR', '100 EUR', '500 EUR in accumulators']] },
        ],
        terms: [
          'Open to new customers who chose the sports bonus at registration or in the office before their first deposit.',
          'The minimum deposit is 10 EUR or the equivalent; the bonus equals the deposit, up to 100 EUR.',
          'Wager the bonus five times in accumulators of three or more selections, each at odds of 1.40 or higher, within 30 days.',
          WAGER_NOTE,
          'One welcome bonus per person, household and payment method.',
        ],
      },
      ru: {
        title: 'Приветственный бонус 100% на спорт до 100 EUR',
        summary: 'Выберите спортивный бонус при регистрации — и первый депозит удвоится, до 100 EUR или эквивалента в вашей валюте.',
        schedule: 'При первом депозите',
        actionLabel: 'Выбрать бонус',
        body: [{ type: 'paragraph', text: 'Зарегистрируйтесь, выберите спортивный бонус и пополните счёт — мы добавим такую же сумму на бонусный счёт, до 100 EUR.' }],
        terms: ['Для новых клиентов, выбравших спортивный бонус до первого депозита.', 'Отыграйте бонус пять раз экспрессами из трёх и более событий с коэффициентом от 1.40 каждое в течение 30 дней.'],
      },
    },
  },
  {
    slug: 'welcome-casino-bonus',
    categories: ['first_deposit', 'casino', 'bonuses'],
    startsAt: '2026-01-01T00:00:00Z',
    position: 20,
    coverPath: coverPath('welcome-casino-bonus'),
    actionPath: 'office/bonuses/deposit',
    texts: {
      en: {
        title: '100% casino welcome bonus up to 200 EUR',
        summary: 'Choose the casino bonus at registration and double your first deposit for slots and games, up to 200 EUR.',
        schedule: 'On your first deposit',
        actionLabel: 'Choose your bonus',
        body: [{ type: 'paragraph', text: 'Your first deposit is matched in full, up to 200 EUR, in your bonus account. Slots count in full towards the wagering; table and live games count at the rates listed in the terms.' }],
        terms: [
          'Open to new customers who chose the casino bonus before their first deposit.',
          'Wager the bonus 35 times within 30 days. Slots count 100%, table games 10%, live casino 5%.',
          'The highest stake while wagering is 5 EUR per spin or hand.',
          WAGER_NOTE,
        ],
      },
    },
  },
  {
    slug: 'weekly-casino-cashback',
    categories: ['cashback', 'casino'],
    startsAt: '2026-02-02T00:00:00Z',
    position: 30,
    coverPath: coverPath('weekly-casino-cashback'),
    actionPath: 'office/casino/vipcashback',
    texts: {
      en: {
        title: '10% weekly casino cashback',
        summary: 'Get back 10% of your net casino losses every Monday, with no wagering on the cashback.',
        schedule: 'Every Monday for the week before',
        actionLabel: 'See your cashback',
        body: [{ type: 'paragraph', text: 'Each Monday we add up your casino stakes and wins from Monday to Sunday. If the week ended with a net loss of 20 EUR or more, 10% of it is paid to your main account as real money.' }],
        terms: ['Net loss is stakes minus wins in casino games, not counting bonus money.', 'The cashback is capped at 500 EUR a week.', 'Cashback is real money with no wagering requirement.'],
      },
      ru: {
        title: 'Еженедельный кешбэк 10% в казино',
        summary: 'Каждый понедельник возвращаем 10% чистого проигрыша в казино — без отыгрыша.',
        schedule: 'Каждый понедельник за прошлую неделю',
        actionLabel: 'Мой кешбэк',
        body: [{ type: 'paragraph', text: 'Каждый понедельник мы подсчитываем ставки и выигрыши в казино за неделю. Если чистый проигрыш составил 20 EUR или больше, 10% от него зачисляется на основной счёт.' }],
        terms: ['Кешбэк не превышает 500 EUR в неделю.', 'Кешбэк — реальные деньги без отыгрыша.'],
      },
    },
  },
  {
    slug: 'accumulator-insurance',
    categories: ['bukmaker', 'shares'],
    startsAt: '2026-03-01T00:00:00Z',
    position: 40,
    coverPath: coverPath('accumulator-insurance'),
    actionPath: 'line',
    texts: {
      en: {
        title: 'Accumulator insurance: your stake back if one leg lets you down',
        summary: 'Five or more selections, one loser: we refund your stake as a free bet, up to 25 EUR.',
        schedule: 'Every day, on pre-match accumulators',
        actionLabel: 'Build an accumulator',
        body: [{ type: 'paragraph', text: 'Place a pre-match accumulator of five or more selections, each at odds of 1.50 or higher. If exactly one selection loses, your stake comes back as a free bet, up to 25 EUR.' }],
        terms: ['One insured accumulator per customer per day: the first qualifying one placed.', 'Void selections do not count towards the five.', 'The free bet is valid for seven days and its stake is not returned with a win.'],
      },
    },
  },
  {
    slug: 'accumulator-of-the-day',
    categories: ['bukmaker', 'shares'],
    startsAt: '2026-04-01T00:00:00Z',
    position: 50,
    coverPath: coverPath('accumulator-of-the-day'),
    actionPath: 'line',
    texts: {
      en: {
        title: 'Accumulator of the day: boosted odds',
        summary: 'Our traders pick a daily accumulator and boost its total odds by 10%.',
        schedule: 'Every day from 10:00 UTC',
        actionLabel: 'See today’s accumulator',
        body: [{ type: 'paragraph', text: 'Every morning a new accumulator appears at the top of the line with its boosted odds already applied. Add it to your bet slip in one click.' }],
        terms: ['The boost applies to stakes up to 50 EUR.', 'If a selection is void, the boost is removed and the rest is settled at normal odds.'],
      },
    },
  },
  {
    slug: 'friday-casino-reload',
    categories: ['redeposit', 'casino', 'bonuses'],
    startsAt: '2026-02-06T00:00:00Z',
    position: 60,
    coverPath: coverPath('friday-casino-reload'),
    actionPath: 'office/recharge',
    texts: {
      en: {
        title: 'Friday reload: 50% up to 100 EUR',
        summary: 'Deposit on a Friday and we add half of it to your bonus account, up to 100 EUR.',
        schedule: 'Every Friday, 00:00–23:59 UTC',
        actionLabel: 'Make a deposit',
        body: [{ type: 'paragraph', text: 'Your first deposit of the day on any Friday earns a 50% casino bonus. Opt in on this page before you deposit.' }],
        terms: ['The minimum deposit is 20 EUR or the equivalent.', 'Wager the bonus 30 times within 7 days.', WAGER_NOTE],
      },
    },
  },
  {
    slug: 'monday-sports-reload',
    categories: ['redeposit', 'bukmaker'],
    startsAt: '2026-02-02T00:00:00Z',
    position: 70,
    coverPath: coverPath('monday-sports-reload'),
    actionPath: 'office/recharge',
    texts: {
      en: {
        title: 'Monday sports reload: 25% up to 50 EUR',
        summary: 'Start the week with a 25% bonus on your first Monday deposit, for any sport.',
        schedule: 'Every Monday, 00:00–23:59 UTC',
        actionLabel: 'Make a deposit',
        body: [{ type: 'paragraph', text: 'Deposit on a Monday and receive a quarter of it as a sports bonus, up to 50 EUR, to use on the week’s matches.' }],
        terms: ['The minimum deposit is 20 EUR or the equivalent.', 'Wager the bonus three times in bets at odds of 1.60 or higher within 7 days.', WAGER_NOTE],
      },
    },
  },
  {
    slug: 'sunday-poker-freerolls',
    categories: ['poker'],
    startsAt: '2026-03-01T00:00:00Z',
    position: 80,
    coverPath: coverPath('sunday-poker-freerolls'),
    actionPath: 'poker',
    texts: {
      en: {
        title: 'Sunday poker freerolls: 1,000 EUR every week',
        summary: 'A free tournament every Sunday evening for players who played ten or more cash hands during the week.',
        schedule: 'Sundays at 19:00 UTC',
        actionLabel: 'Open poker',
        body: [{ type: 'paragraph', text: 'Play ten real-money hands between Monday and Saturday and your seat in Sunday’s freeroll is reserved automatically. The prize pool of 1,000 EUR is shared by the top 50 finishers.' }],
        terms: ['Late registration is open for the first 30 minutes.', 'Prizes are paid in real money within one hour of the end of the tournament.'],
      },
    },
  },
  {
    slug: 'poker-rakeback',
    categories: ['poker', 'cashback'],
    startsAt: '2026-03-01T00:00:00Z',
    position: 90,
    coverPath: coverPath('poker-rakeback'),
    actionPath: 'poker',
    texts: {
      en: {
        title: 'Poker rakeback: 20% every week',
        summary: 'A fifth of the rake you pay at cash tables comes back to you every Monday.',
        schedule: 'Every Monday for the week before',
        actionLabel: 'Open poker',
        body: [{ type: 'paragraph', text: 'Rake is the small share of each pot the room keeps. We return 20% of yours weekly as real money, from the first hand.' }],
        terms: ['Rakeback is calculated on cash games only, not tournaments.', 'Amounts under 1 EUR are carried over to the next week.'],
      },
    },
  },
  {
    slug: 'daily-drops',
    categories: ['casino', 'shares'],
    startsAt: '2026-05-01T00:00:00Z',
    position: 100,
    coverPath: coverPath('daily-drops'),
    actionPath: 'slots',
    texts: {
      en: {
        title: 'Daily Drops: prizes dropped every day on selected slots',
        summary: 'Random cash prizes land on the selected slots every day, for any real-money spin of 0.20 EUR or more.',
        schedule: 'Every day, all day',
        actionLabel: 'Play the selected slots',
        body: [{ type: 'paragraph', text: 'Each day 500 prizes from 5 to 500 EUR drop at random moments on the selected slots. Every qualifying spin has the same chance of landing one; winners see a message on the game screen at once.' }],
        terms: ['Spins of 0.20 EUR or more on the selected slots qualify; bonus money does not.', 'Prizes are real money with no wagering requirement.'],
      },
    },
  },
  {
    slug: 'happy-birthday',
    categories: ['bonuses', 'shares'],
    startsAt: '2026-01-01T00:00:00Z',
    position: 110,
    coverPath: coverPath('happy-birthday'),
    actionPath: 'office/bonuses/wager',
    texts: {
      en: {
        title: 'A birthday gift from {companyName}',
        summary: 'On your birthday we give you a free bet or free spins, your choice.',
        schedule: 'On your birthday, valid for seven days',
        actionLabel: 'See your bonuses',
        body: [{ type: 'paragraph', text: 'If your account is verified and you placed at least one bet in the last three months, a gift waits in your bonus account on your birthday: a 10 EUR free bet or 50 free spins.' }],
        terms: ['Your date of birth must be confirmed in verification.', 'The gift is valid for seven days.'],
      },
      ru: {
        title: 'Подарок на день рождения от {companyName}',
        summary: 'В ваш день рождения — фрибет или фриспины на выбор.',
        schedule: 'В день рождения, действует семь дней',
        actionLabel: 'Мои бонусы',
        body: [{ type: 'paragraph', text: 'Если ваш аккаунт верифицирован и за последние три месяца вы сделали хотя бы одну ставку, в день рождения на бонусном счёте вас ждёт подарок: фрибет 10 EUR или 50 фриспинов.' }],
        terms: ['Дата рождения должна быть подтверждена верификацией.', 'Подарок действует семь дней.'],
      },
    },
  },
  {
    slug: 'fastgames-daily-tournament',
    categories: ['casino', 'shares'],
    startsAt: '2026-06-01T00:00:00Z',
    position: 120,
    coverPath: coverPath('fastgames-daily-tournament'),
    actionPath: 'bonus/casino/tournaments',
    texts: {
      en: {
        title: 'Fast games daily tournament',
        summary: 'Play crash, scratchcard and other fast games every day and climb the leaderboard for a share of 300 EUR.',
        schedule: 'Every day, 00:00–23:59 UTC',
        actionLabel: 'See today’s leaderboard',
        body: [
          { type: 'paragraph', text: 'Every real-money round of a [fast game](/{lng}/fast-games) earns points: one point per 1 EUR staked, doubled for rounds that win at 5× or more. The leaderboard is computed from your rounds as they settle, and the day’s top 20 share 300 EUR.' },
          { type: 'table', head: ['Place', 'Prize'], rows: [['1', '100 EUR'], ['2', '60 EUR'], ['3', '40 EUR'], ['4–10', '10 EUR'], ['11–20', '3 EUR']] },
        ],
        terms: ['Rounds played with bonus money or in demo mode do not count.', 'Prizes are paid as real money by 02:00 UTC the next day.', 'In a tie, the player who reached the score first ranks higher.'],
      },
    },
  },
  {
    slug: 'ipl-2026-free-bet',
    categories: ['bukmaker', 'shares'],
    startsAt: '2026-03-26T00:00:00Z',
    endsAt: '2026-06-01T00:00:00Z',
    position: 130,
    coverPath: coverPath('ipl-2026-free-bet'),
    actionPath: 'line/all/cricket',
    texts: {
      en: {
        title: 'IPL 2026: a free bet for every five matches',
        summary: 'Bet on five IPL matches during the season and receive a 5 EUR free bet.',
        schedule: 'During the IPL 2026 season',
        body: [{ type: 'paragraph', text: 'Every fifth IPL match you bet on, at 5 EUR or more, earned a 5 EUR free bet for the next game.' }],
        terms: ['Bets of 5 EUR or more at odds of 1.50 or higher qualified.'],
      },
    },
  },
  {
    slug: 'summer-football-cashback',
    categories: ['bukmaker', 'cashback'],
    startsAt: '2026-06-11T00:00:00Z',
    endsAt: '2026-07-20T00:00:00Z',
    position: 140,
    coverPath: coverPath('summer-football-cashback'),
    actionPath: 'line',
    texts: {
      en: {
        title: 'Summer football cashback',
        summary: '15% back on net football losses throughout the summer tournament.',
        schedule: 'Weekly during the tournament',
        body: [{ type: 'paragraph', text: 'Net losses on football bets were refunded at 15% every Monday while the tournament lasted.' }],
        terms: ['Up to 100 EUR a week.'],
      },
    },
  },
];
