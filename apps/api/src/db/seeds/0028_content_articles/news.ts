import { coverPath, type NewsInput } from '../../../remote-apps';

/** Site news, oldest first. */
export const newsSeeds: readonly NewsInput[] = [
  {
    slug: 'blog-launch',
    publishedAt: '2026-01-12T08:00:00Z',
    texts: {
      en: {
        title: 'Welcome to the {companyName} blog',
        summary: 'Guides, strategy and sport previews, written by our traders and analysts for bettors at every level.',
        body: [
          { type: 'paragraph', text: 'Today we open the [blog](/{lng}/blog). Our first articles explain how to read odds and how accumulators work; every fortnight we will add guides to staking, markets and the sports we cover.' },
          { type: 'paragraph', text: 'Every betting word you meet in an article is explained in the [betting alphabet](/{lng}/betting-alphabet).' },
        ],
      },
      ru: {
        title: 'Открываем блог {companyName}',
        summary: 'Гайды, стратегии и обзоры от наших трейдеров и аналитиков — для игроков любого уровня.',
        body: [{ type: 'paragraph', text: 'Сегодня мы открываем [блог](/{lng}/blog). Первые статьи рассказывают, как читать коэффициенты и как устроены экспрессы.' }],
      },
    },
  },
  {
    slug: 't20-world-cup-2026-markets',
    publishedAt: '2026-02-05T07:00:00Z',
    coverPath: coverPath('t20-world-cup-2026'),
    texts: {
      en: {
        title: 'T20 World Cup 2026: every match, live',
        summary: 'Match, top batter and sixes markets on every game of the tournament in India and Sri Lanka, pre-match and in play.',
        body: [
          { type: 'paragraph', text: 'The ICC Men’s T20 World Cup is under way, and every match is on our line with pre-match and live markets. Outright prices on the winner stay open until the final.' },
          { type: 'paragraph', text: 'New to cricket betting? [Test, ODI or T20](/{lng}/blog/cricket-formats-betting) explains how the short format changes the markets.' },
        ],
      },
    },
  },
  {
    slug: 'ipl-2026-season',
    publishedAt: '2026-03-20T06:30:00Z',
    coverPath: coverPath('ipl-2026-season'),
    texts: {
      en: {
        title: 'IPL 2026: markets on every match and a new app page',
        summary: 'The new IPL season starts this week. Every match has live markets, and the IPL app page shows how to bet from your phone.',
        body: [
          { type: 'paragraph', text: 'All ten teams, every league match and the playoffs are on our line, with top batter, total sixes and powerplay markets. The [IPL betting app](/{lng}/ipl-betting-app) page explains how to install the site on your phone.' },
        ],
      },
    },
  },
  {
    slug: 'betting-calculator-update',
    publishedAt: '2026-04-28T10:00:00Z',
    texts: {
      en: {
        title: 'The betting calculator now handles systems and every odds format',
        summary: 'Work out the payout of a single, an accumulator or a system before you place it, in decimal, fractional or American odds.',
        body: [
          { type: 'paragraph', text: 'The [betting calculator](/{lng}/information/betting-calculator) uses the same rules as the bet slip, so the payout it shows is the payout you will be paid. It now covers system bets of any size and reads odds in the format you have chosen in your settings.' },
        ],
      },
    },
  },
  {
    slug: 'reality-check-reminders',
    publishedAt: '2026-05-26T09:00:00Z',
    texts: {
      en: {
        title: 'Reality checks: a reminder of how long you have been playing',
        summary: 'Choose an interval and the site reminds you how long you have been signed in, with a link to your history.',
        body: [
          { type: 'paragraph', text: 'In [responsible gaming](/{lng}/office/responsible) you can now set a reality check every 15 to 120 minutes. When it is due, the site pauses to tell you how long you have been playing; you can carry on, look at your history or sign out.' },
        ],
      },
      ru: {
        title: 'Напоминания о времени игры',
        summary: 'Выберите интервал, и сайт напомнит, сколько вы уже играете, со ссылкой на историю.',
        body: [{ type: 'paragraph', text: 'В разделе [ответственной игры](/{lng}/office/responsible) можно включить напоминание каждые 15–120 минут.' }],
      },
    },
  },
  {
    slug: 'six-languages',
    publishedAt: '2026-06-16T08:00:00Z',
    texts: {
      en: {
        title: 'The site now speaks six languages',
        summary: 'Ukrainian, Spanish, Portuguese and Turkish join English and Russian.',
        body: [
          { type: 'paragraph', text: 'Choose your language at the bottom of any page. The whole site, the bet slip and the office are translated; a few articles are still in English while our editors translate them.' },
        ],
      },
    },
  },
  {
    slug: 'multi-currency-accounts',
    publishedAt: '2026-07-21T11:00:00Z',
    texts: {
      en: {
        title: 'Hold balances in several currencies',
        summary: 'Add a second currency account in the office and switch between accounts in one click.',
        body: [
          { type: 'paragraph', text: 'Your main account stays as it is. In the [office](/{lng}/office/account) you can add accounts in other currencies, choose which one is active and see every balance at a glance. Bets and games always use the active account.' },
        ],
      },
    },
  },
  {
    slug: 'provably-fair-demo-games',
    publishedAt: '2026-08-12T09:00:00Z',
    coverPath: coverPath('provably-fair-demo-games'),
    texts: {
      en: {
        title: 'Provably fair slot, crash and scratchcard games',
        summary: 'Three games whose every round you can verify yourself, playable in demo mode without an account.',
        body: [
          { type: 'paragraph', text: 'Each round is fixed by a server seed committed before you play, your own client seed and a counter. [Provably fair games](/{lng}/blog/provably-fair-games) explains how to check a round step by step.' },
        ],
      },
    },
  },
  {
    slug: 'payment-history-details',
    publishedAt: '2026-10-06T12:00:00Z',
    texts: {
      en: {
        title: 'Payment history shows every step of a withdrawal',
        summary: 'See when a withdrawal was requested, checked and paid, and send a question about a payment straight from the list.',
        body: [
          { type: 'paragraph', text: 'Open [payment history](/{lng}/office/historypay) to follow each deposit and withdrawal. If something looks wrong, the support section lets you open a request about that very payment.' },
        ],
      },
    },
  },
  {
    slug: 'betting-awards-2026-voting-opens',
    publishedAt: '2026-11-16T10:00:00Z',
    coverPath: coverPath('betting-awards'),
    texts: {
      en: {
        title: 'Betting Awards 2026: how the vote works',
        summary: 'The shortlist is published on 1 December and voting runs for two weeks. Every voter enters the prize draw.',
        body: [
          { type: 'paragraph', text: 'The [{companyName} Betting Awards](/{lng}/betting-awards) celebrate the long shots, accumulators and comebacks of the season. Signed-in customers can vote once in each category between 1 and 14 December; winners are announced on 18 December.' },
          { type: 'list', items: ['One vote per customer per category.', 'Shortlisted bets are shown without names.', 'Ten voters win a 50 EUR free bet in the prize draw.'] },
        ],
      },
    },
  },
];
