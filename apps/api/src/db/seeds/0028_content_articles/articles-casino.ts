import { coverPath, type ArticleInput } from '../../../remote-apps';

/** Casino and responsible gaming. */
export const casinoArticles: readonly ArticleInput[] = [
  {
    slug: 'slots-rtp-volatility',
    categoryPath: 'casino',
    author: 'Daniel Okafor',
    publishedAt: '2026-04-02T18:00:00Z',
    coverPath: coverPath('slots-rtp-volatility'),
    texts: {
      en: {
        title: 'Slots: RTP and volatility in plain words',
        summary: 'Two numbers describe every slot. One tells you how much it pays back over millions of spins, the other how bumpy the ride is along the way.',
        body: [
          { type: 'heading', text: 'Return to player' },
          { type: 'paragraph', text: 'RTP is the share of all money staked that a slot pays back over its lifetime. A 96% RTP slot returns 96 EUR for every 100 EUR staked, averaged over millions of spins and all players. It says nothing about a single session: an evening can end far above or far below it.' },
          { type: 'heading', text: 'Volatility' },
          { type: 'paragraph', text: 'Volatility describes how the return is spread. A low-volatility slot pays small wins often; a high-volatility one pays rarely but sometimes pays a great deal. Two slots with the same RTP can feel completely different to play.' },
          {
            type: 'table',
            head: ['In practice', 'Low volatility', 'High volatility'],
            rows: [
              ['Wins', 'frequent and small', 'rare and large'],
              ['Balance over a session', 'moves slowly', 'swings sharply'],
              ['Suits', 'long sessions, small budgets', 'short sessions, a budget you accept losing'],
            ],
          },
          { type: 'heading', text: 'Bonuses and RTP' },
          { type: 'paragraph', text: 'When you play with bonus money, each game counts towards the wagering requirement at its own rate. Slots usually count in full; table games often count less. The terms of each promotion list the rates.' },
        ],
      },
    },
  },
  {
    slug: 'provably-fair-games',
    categoryPath: 'casino',
    author: 'Daniel Okafor',
    publishedAt: '2026-08-12T10:00:00Z',
    coverPath: coverPath('provably-fair-games'),
    texts: {
      en: {
        title: 'Provably fair games: how to check a round yourself',
        summary: 'Our slot, crash and scratchcard games commit to every outcome before you play. Here is how the commitment works and how to verify a round.',
        body: [
          { type: 'paragraph', text: 'In a provably fair game you do not have to trust the casino: you can check, after the round, that its outcome was fixed before you placed your stake and was not changed afterwards.' },
          { type: 'heading', text: 'The three ingredients' },
          {
            type: 'list',
            items: [
              'The server seed: a secret chosen by the game server. Before you play, you see only its hash, a fingerprint that cannot be reversed.',
              'The client seed: a value of your own, which you can change at any time.',
              'The nonce: a counter that goes up by one with every round.',
            ],
          },
          { type: 'paragraph', text: 'The outcome of a round is computed from all three. Because the server committed to its seed by publishing the hash, and you chose the client seed, neither side can steer the result.' },
          { type: 'heading', text: 'Verifying a round' },
          {
            type: 'list',
            ordered: true,
            items: [
              'Rotate the server seed in the game’s seeds panel. The old seed is revealed and a new hash is committed.',
              'Check that the revealed seed hashes to the fingerprint you were shown before the round.',
              'Open the round on the [verify page](/{lng}/provably-fair): the outcome is recomputed from the seeds and the nonce and must match what you saw.',
            ],
          },
          { type: 'note', text: 'Guests can try the games in demo mode with play money. Real-money play needs a signed-in account and respects your [responsible-gaming limits](/{lng}/office/responsible).' },
        ],
      },
    },
  },
  {
    slug: 'crash-games-guide',
    categoryPath: 'casino',
    author: 'Priya Raman',
    publishedAt: '2026-09-24T19:30:00Z',
    coverPath: coverPath('crash-games-guide'),
    texts: {
      en: {
        title: 'Crash games: how the multiplier works and when to cash out',
        summary: 'A multiplier climbs from 1.00× until it crashes. Cash out before the crash and your stake is multiplied; wait too long and it is gone.',
        body: [
          { type: 'paragraph', text: 'Each crash round starts at 1.00× and rises steadily. The point where it crashes is fixed before the round begins. Cash out at any moment before that and you receive your stake times the multiplier shown; if the crash comes first, the stake is lost.' },
          { type: 'heading', text: 'Auto cash-out' },
          { type: 'paragraph', text: 'Set a target such as 2.00× before the round, and the game cashes out for you the instant the multiplier reaches it, if it reaches it. A 10 EUR stake with an auto cash-out at 2.00× returns exactly 20 EUR whenever the crash point is 2.00× or higher.' },
          { type: 'heading', text: 'Targets and chances' },
          { type: 'paragraph', text: 'The higher the target, the less often it is reached. Whatever target you choose, the game keeps the same house edge, so no target beats the game in the long run. Choose one that matches how long you want your budget to last.' },
          { type: 'note', tone: 'warning', text: 'Fast rounds make it easy to lose track of time and money. Set a session limit or a reality check in [responsible gaming](/{lng}/office/responsible) before you play.' },
        ],
      },
    },
  },
  {
    slug: 'setting-deposit-limits',
    categoryPath: 'responsible-gaming',
    author: 'Safer gambling team',
    publishedAt: '2026-10-15T09:00:00Z',
    coverPath: coverPath('setting-deposit-limits'),
    texts: {
      en: {
        title: 'Setting limits that work: deposit, loss and time-outs',
        summary: 'Limits are easiest to set on a good day. What each limit in the office does, how long it takes to change, and which combination suits which player.',
        body: [
          { type: 'paragraph', text: 'Every account can set its own limits in [responsible gaming](/{lng}/office/responsible). A lower limit applies at once; a higher one, or removing a limit, waits before it takes effect, so that a decision made in the heat of the moment has time to cool.' },
          {
            type: 'table',
            head: ['Limit', 'What it caps', 'Periods'],
            rows: [
              ['Deposit limit', 'money you can deposit', '24 hours, 7 days, 30 days'],
              ['Loss limit', 'net losses on bets and games', '24 hours, 7 days, 30 days'],
              ['Wagering limit', 'the total you can stake', '24 hours, 7 days, 30 days'],
              ['Session limit', 'how long you stay signed in', 'in hours'],
              ['Reality check', 'a reminder of time played', 'every so many minutes'],
              ['Deposit time-out', 'no deposits at all', 'for a number of days'],
              ['Self-exclusion', 'no play at all', 'for a chosen period'],
            ],
          },
          { type: 'heading', text: 'A sensible starting set' },
          {
            type: 'list',
            items: [
              'A 30-day deposit limit equal to your monthly entertainment budget.',
              'A reality check every 30 or 60 minutes.',
              'A session limit if you tend to play late in the evening.',
            ],
          },
          { type: 'paragraph', text: 'If you ever feel that betting is no longer entertainment, read [knowing when to stop](/{lng}/blog/signs-of-problem-gambling) and consider a time-out or self-exclusion.' },
        ],
      },
      ru: {
        title: 'Лимиты, которые работают: депозит, проигрыш и перерывы',
        summary: 'Лимиты проще всего ставить в хороший день. Что делает каждый лимит в кабинете, сколько времени занимает его изменение и какой набор кому подходит.',
        body: [
          { type: 'paragraph', text: 'В разделе [ответственной игры](/{lng}/office/responsible) можно установить собственные лимиты. Снижение лимита действует сразу, а повышение или отмена — с задержкой, чтобы решение, принятое сгоряча, успело остыть.' },
          { type: 'list', items: ['Лимит депозита на 30 дней — в размере месячного бюджета на развлечения.', 'Напоминание о времени игры каждые 30 или 60 минут.', 'Лимит сессии, если вы склонны играть поздно вечером.'] },
        ],
      },
    },
  },
  {
    slug: 'signs-of-problem-gambling',
    categoryPath: 'responsible-gaming',
    author: 'Safer gambling team',
    publishedAt: '2026-11-18T08:00:00Z',
    coverPath: coverPath('signs-of-problem-gambling'),
    texts: {
      en: {
        title: 'Knowing when to stop: signs that betting is no longer fun',
        summary: 'Most people bet for entertainment. A few honest questions help you notice early when it has turned into something else, and what to do next.',
        body: [
          { type: 'paragraph', text: 'Betting should be something you choose to do with money you can spare. When it starts to choose for you, the signs are usually visible long before the losses are large.' },
          { type: 'heading', text: 'Ask yourself' },
          {
            type: 'list',
            items: [
              'Do I bet more than I planned, or for longer than I planned?',
              'Do I bet to win back what I lost?',
              'Have I borrowed money, or used money meant for bills, to bet?',
              'Do I hide how much I bet from the people close to me?',
              'Do I feel restless or irritable when I try to bet less?',
            ],
          },
          { type: 'paragraph', text: 'If you answered yes to any of these, it is worth acting now, while it is still easy.' },
          { type: 'heading', text: 'What you can do today' },
          {
            type: 'list',
            ordered: true,
            items: [
              'Set a deposit and a loss limit in [responsible gaming](/{lng}/office/responsible).',
              'Take a time-out, or exclude yourself for a longer period; we cannot lift a self-exclusion early.',
              'Talk to someone you trust, or to a support organisation in your country; our [responsible gaming page](/{lng}/information/responsiblegaming) lists where to find help.',
            ],
          },
        ],
      },
    },
  },
];
