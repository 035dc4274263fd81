import { coverPath, type ArticleInput } from '../../../remote-apps';

/** Betting guides: first steps and strategy. */
export const guideArticles: readonly ArticleInput[] = [
  {
    slug: 'how-to-read-odds',
    categoryPath: 'betting-guides/basics',
    author: 'Maya Collins',
    publishedAt: '2026-01-12T09:00:00Z',
    coverPath: coverPath('how-to-read-odds'),
    texts: {
      en: {
        title: 'How to read betting odds: decimal, fractional and American',
        summary: 'Three ways of writing the same price. Learn to turn any of them into a payout and a probability, and you will never misread a bet slip again.',
        coverAlt: 'A rising bar chart',
        body: [
          { type: 'paragraph', text: 'Odds tell you two things at once: how much a winning bet pays, and how likely the bookmaker thinks the outcome is. Sites show them in different formats, but every format describes the same price. Once you can convert between them, you can compare any two offers in seconds.' },
          { type: 'heading', text: 'Decimal odds' },
          { type: 'paragraph', text: 'Decimal odds are the simplest: multiply your stake by the odds and you get the whole payout, stake included. A 10 EUR bet at 2.50 returns 25 EUR if it wins, which is 15 EUR of profit. Odds of 1.50 return 15 EUR for the same stake; odds below 2.00 always pay less profit than you risk.' },
          { type: 'heading', text: 'Fractional odds' },
          { type: 'paragraph', text: 'Fractional odds, popular in the United Kingdom and Ireland, show the profit against the stake. At 3/2 you win 3 for every 2 you stake, so 10 EUR wins 15 EUR of profit and returns 25 EUR in total: exactly the same bet as decimal 2.50. To convert, divide the fraction and add one: 3 ÷ 2 + 1 = 2.50.' },
          { type: 'heading', text: 'American odds' },
          { type: 'paragraph', text: 'American odds use 100 as the yardstick. A positive number is the profit on a 100 stake: +150 wins 150, which is decimal 2.50 again. A negative number is the stake needed to win 100: −200 means you stake 200 to win 100, decimal 1.50.' },
          {
            type: 'table',
            caption: 'The same prices in three formats',
            head: ['Decimal', 'Fractional', 'American', 'Implied probability'],
            rows: [
              ['1.50', '1/2', '−200', '66.7%'],
              ['2.00', '1/1 (evens)', '+100', '50.0%'],
              ['2.50', '3/2', '+150', '40.0%'],
              ['4.00', '3/1', '+300', '25.0%'],
            ],
          },
          { type: 'heading', text: 'From odds to probability' },
          { type: 'paragraph', text: 'Divide 1 by the decimal odds to get the implied probability: 1 ÷ 2.50 = 0.40, or 40%. Add up the implied probabilities of every outcome in a market and you will get a little more than 100%. The difference is the bookmaker’s margin, explained in the [betting alphabet](/{lng}/betting-alphabet/basics/odds-and-prices/margin).' },
          { type: 'note', text: 'You can switch the odds format for the whole site in your settings; the [betting calculator](/{lng}/information/betting-calculator) accepts decimal odds and shows the payout of any slip.' },
        ],
        seo: { description: 'Decimal, fractional and American odds explained with examples, a conversion table and implied probability.' },
      },
      ru: {
        title: 'Как читать коэффициенты: десятичные, дробные и американские',
        summary: 'Три способа записать одну и ту же цену. Научитесь переводить любой из них в выплату и вероятность — и вы больше не ошибётесь в купоне.',
        coverAlt: 'Растущая столбчатая диаграмма',
        body: [
          { type: 'paragraph', text: 'Коэффициент сообщает сразу две вещи: сколько принесёт выигрышная ставка и насколько вероятным букмекер считает исход. Форматы бывают разными, но все они описывают одну и ту же цену.' },
          { type: 'heading', text: 'Десятичные коэффициенты' },
          { type: 'paragraph', text: 'Умножьте сумму ставки на коэффициент — получите всю выплату вместе со ставкой. Ставка 10 EUR с коэффициентом 2.50 вернёт 25 EUR, из них 15 EUR — прибыль.' },
          { type: 'heading', text: 'Дробные коэффициенты' },
          { type: 'paragraph', text: 'Дробь показывает прибыль относительно ставки: при 3/2 вы выигрываете 3 на каждые 2 поставленные. Чтобы перевести в десятичный вид, разделите дробь и прибавьте единицу: 3 ÷ 2 + 1 = 2.50.' },
          { type: 'heading', text: 'Американские коэффициенты' },
          { type: 'paragraph', text: 'Положительное число — прибыль со ставки 100: +150 — это 2.50. Отрицательное — сколько нужно поставить, чтобы выиграть 100: −200 — это 1.50.' },
          { type: 'heading', text: 'От коэффициента к вероятности' },
          { type: 'paragraph', text: 'Разделите 1 на десятичный коэффициент: 1 ÷ 2.50 = 40%. Сумма вероятностей всех исходов рынка чуть больше 100% — разница и есть маржа букмекера.' },
        ],
      },
    },
  },
  {
    slug: 'accumulators-explained',
    categoryPath: 'betting-guides/basics',
    author: 'Daniel Okafor',
    publishedAt: '2026-02-03T10:30:00Z',
    coverPath: coverPath('accumulators-explained'),
    texts: {
      en: {
        title: 'Accumulators explained: how the odds multiply and where the risk hides',
        summary: 'An accumulator turns small prices into a big one. Here is exactly how the total odds are worked out, and why every extra leg costs more than it seems.',
        body: [
          { type: 'paragraph', text: 'An accumulator, or express, combines two or more selections from different events into one bet. It wins only if every selection wins, and its odds are the product of the odds of the legs.' },
          { type: 'heading', text: 'Working out the total odds' },
          { type: 'paragraph', text: 'Take three selections at 1.80, 1.95 and 2.10. The total is 1.80 × 1.95 × 2.10 = 7.371, shown as 7.37. A 10 EUR stake returns 73.71 EUR if all three win. Backed as three separate singles, the same 10 EUR each would return at most 58.50 EUR for a 30 EUR outlay.' },
          { type: 'heading', text: 'Why the risk grows faster than the odds' },
          { type: 'paragraph', text: 'Each leg carries the bookmaker’s margin, and the margins multiply along with the odds. If every leg is a fair coin flip priced at 1.90 instead of 2.00, a single keeps 95% of its fair value, a treble about 86% and a six-fold only about 74%. Long accumulators are fun, but the price of that fun rises with every leg.' },
          {
            type: 'table',
            head: ['Legs at 1.90', 'Total odds', 'Chance all win (fair 50% each)'],
            rows: [
              ['1', '1.90', '50%'],
              ['3', '6.86', '12.5%'],
              ['6', '47.05', '1.6%'],
            ],
          },
          { type: 'heading', text: 'Rules worth knowing' },
          {
            type: 'list',
            items: [
              'A void leg (a postponed match, for example) is removed and the rest of the slip is settled at the remaining odds.',
              'Two selections from the same match can only be combined where the market allows it; the bet slip tells you when it does not.',
              'If you want to survive one losing leg, a [system bet](/{lng}/blog/system-bets-guide) covers the slip with smaller combinations.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'live-betting-tips',
    categoryPath: 'betting-guides/basics',
    author: 'Maya Collins',
    publishedAt: '2026-03-09T12:00:00Z',
    coverPath: coverPath('live-betting-tips'),
    texts: {
      en: {
        title: 'Live betting: reading a match as it happens',
        summary: 'Odds that move every few seconds reward preparation, not speed. Five habits that make in-play betting calmer and more deliberate.',
        body: [
          { type: 'paragraph', text: 'Live betting lets you bet while the game is being played. Prices follow the score and the clock, markets close for a moment after a goal or a break of serve, and new markets open as the match develops.' },
          { type: 'heading', text: 'Why markets pause' },
          { type: 'paragraph', text: 'When something important happens, such as a goal, a red card or a penalty, the market is suspended until the new price is set. A bet placed at the old price would not be fair to either side, so the slip asks you to accept the new odds or choose what happens when they change.' },
          { type: 'heading', text: 'Five habits of calm live bettors' },
          {
            type: 'list',
            ordered: true,
            items: [
              'Decide before kick-off which situations you would bet on, and at what price.',
              'Watch the match, or at least the live tracker. Odds lag behind what you can see only for a moment.',
              'Set your odds-change preference in the bet slip so a moving price never surprises you.',
              'Keep the stake of a live bet no larger than a pre-match one: the tempo tempts you to bet more often, not more wisely.',
              'Stop at the final whistle. Chasing a loss in the next match is the most expensive habit in betting.',
            ],
          },
          { type: 'note', text: 'A [reality check](/{lng}/office/responsible) reminds you how long you have been playing. It is worth switching on before a long evening of live football.' },
        ],
      },
    },
  },
  {
    slug: 'system-bets-guide',
    categoryPath: 'betting-guides/strategy',
    author: 'Daniel Okafor',
    publishedAt: '2026-04-14T08:45:00Z',
    coverPath: coverPath('system-bets-guide'),
    texts: {
      en: {
        title: 'System bets: covering a slip when one pick lets you down',
        summary: 'A system bet places every accumulator of a chosen size from your selections. It costs more than a single accumulator, and it still pays when some legs lose.',
        body: [
          { type: 'paragraph', text: 'A system is written as k of n: from n selections, every combination of k selections is placed as its own accumulator with the same stake. A 2 of 3 system is three doubles; a 3 of 5 system is ten trebles.' },
          { type: 'heading', text: 'A worked example' },
          { type: 'paragraph', text: 'Three selections at 1.80, 1.95 and 2.10, as a 2 of 3 system with 10 EUR per combination, cost 30 EUR. If all three win, the doubles return 35.10 + 37.80 + 40.95 = 113.85 EUR. If the 2.10 selection loses, only the first double wins and returns 35.10 EUR: a small profit where an accumulator would have lost everything.' },
          {
            type: 'table',
            head: ['System', 'Combinations', 'Stake at 10 per combination'],
            rows: [
              ['2 of 3', '3', '30'],
              ['2 of 4', '6', '60'],
              ['3 of 5', '10', '100'],
              ['4 of 6', '15', '150'],
            ],
          },
          { type: 'heading', text: 'When a system makes sense' },
          { type: 'paragraph', text: 'Systems suit a set of selections you rate highly but at prices where one upset is likely. They make less sense with very short odds: the extra combinations cost more than the cover is worth. Check any system in the [betting calculator](/{lng}/information/betting-calculator) before you place it.' },
          { type: 'subheading', text: 'Bankers' },
          { type: 'paragraph', text: 'A banker is a selection included in every combination of the system. It cuts the number of combinations, and the stake, but if the banker loses, the whole system loses with it.' },
        ],
      },
    },
  },
  {
    slug: 'bankroll-management',
    categoryPath: 'betting-guides/strategy',
    author: 'Priya Raman',
    publishedAt: '2026-05-20T07:30:00Z',
    coverPath: coverPath('bankroll-management'),
    texts: {
      en: {
        title: 'Bankroll management: staking plans that keep you in the game',
        summary: 'The size of your stakes matters more than the bets you pick. Three staking plans, their maths and the one rule that beats all of them.',
        body: [
          { type: 'paragraph', text: 'Your bankroll is the money you have set aside for betting and can afford to lose. Treat it as separate from rent, bills and savings, and decide its size before you place a bet, not after a win or a loss.' },
          { type: 'heading', text: 'Flat staking' },
          { type: 'paragraph', text: 'Every bet gets the same stake, usually 1 to 2% of the bankroll. With 500 EUR that is 5 to 10 EUR a bet. A losing run of ten bets, which happens to everyone, costs at most a fifth of the bankroll.' },
          { type: 'heading', text: 'Percentage staking' },
          { type: 'paragraph', text: 'Each stake is a fixed percentage of the bankroll as it stands today. Stakes shrink after losses and grow after wins, so the bankroll can never be wiped out by a single bad week.' },
          { type: 'heading', text: 'The Kelly criterion' },
          { type: 'paragraph', text: 'Kelly stakes in proportion to your edge: the stake share is (b × p − q) ÷ b, where b is the decimal odds minus one, p your estimated chance of winning and q = 1 − p. At odds of 2.20 with a 50% chance, Kelly says 8.3% of the bankroll. Because nobody estimates chances perfectly, most bettors who use it stake half or a quarter of what it suggests.' },
          { type: 'heading', text: 'The rule that beats every plan' },
          { type: 'paragraph', text: 'Never raise your stakes to win back a loss. Set a [deposit limit and a loss limit](/{lng}/office/responsible) at the level of your bankroll, and the plan will look after itself.' },
        ],
      },
    },
  },
  {
    slug: 'value-betting',
    categoryPath: 'betting-guides/strategy',
    author: 'Priya Raman',
    publishedAt: '2026-06-30T11:15:00Z',
    coverPath: coverPath('value-betting'),
    texts: {
      en: {
        title: 'What value betting means and how to spot a price worth taking',
        summary: 'A bet has value when its odds are longer than the true chance of the outcome deserves. Finding value is about probability, not about picking winners.',
        body: [
          { type: 'paragraph', text: 'Winning bettors do not back the most likely outcome; they back outcomes whose price is too generous. A favourite at 1.30 can be a bad bet and an outsider at 6.00 a good one. What matters is the gap between the price and the probability.' },
          { type: 'heading', text: 'Expected value in one line' },
          { type: 'paragraph', text: 'Expected value = chance of winning × payout − stake. At odds of 2.40 the implied chance is 41.7%. If you believe the true chance is 45%, a 10 EUR bet has an expected value of 0.45 × 24 − 10 = 0.80 EUR. Positive expected value means that, over many such bets, you should come out ahead.' },
          { type: 'heading', text: 'Where value comes from' },
          {
            type: 'list',
            items: [
              'Team news the market has not absorbed yet, such as a late injury or a rested star.',
              'Popular sides whose prices are pushed down by the weight of money on them.',
              'Small leagues and niche markets that get less attention from price setters.',
            ],
          },
          { type: 'note', tone: 'warning', text: 'Value is a long-run idea. Even a bet with a genuine edge loses often, so it only makes sense with disciplined [bankroll management](/{lng}/blog/bankroll-management).' },
        ],
      },
    },
  },
];
