import type { GlossaryInput, TextInput } from '../../../remote-apps';

/** A term in English: the term, its one-line definition and a worked example. */
const term = (slug: string, title: string, summary: string, example: string, more?: string): { slug: string; texts: Readonly<Record<string, TextInput>> } => ({
  slug,
  texts: {
    en: {
      title,
      summary,
      body: [...(more ? [{ type: 'paragraph' as const, text: more }] : []), { type: 'note' as const, text: `Example: ${example}` }],
    },
  },
});

/** The betting alphabet: four blocks, eight categories, 36 terms (English; Russian names for blocks and categories). */
export const glossarySeeds: readonly GlossaryInput[] = [
  {
    slug: 'basics',
    position: 10,
    texts: {
      en: { title: 'Betting basics', summary: 'Odds, probability and the kinds of bet you can place.' },
      ru: { title: 'Основы ставок', summary: 'Коэффициенты, вероятность и виды ставок.' },
    },
    categories: [
      {
        slug: 'odds-and-prices',
        texts: { en: { title: 'Odds and prices', summary: 'How a price is written and what it says about probability.' }, ru: { title: 'Коэффициенты и цены' } },
        terms: [
          term('decimal-odds', 'Decimal odds', 'Odds written as the total return per unit staked, stake included.', 'a 10 EUR bet at 2.50 returns 25 EUR, of which 15 EUR is profit.', 'The format used across most of Europe and on this site by default. See [how to read betting odds](/{lng}/blog/how-to-read-odds).'),
          term('fractional-odds', 'Fractional odds', 'Odds written as profit against stake, such as 5/2.', '5/2 wins 5 for every 2 staked, the same as decimal 3.50.'),
          term('american-odds', 'American odds', 'Odds written against 100: positive for the profit on 100, negative for the stake needed to win 100.', '+250 equals decimal 3.50; −125 equals decimal 1.80.'),
          term('implied-probability', 'Implied probability', 'The chance of an outcome that its odds suggest: 1 divided by the decimal odds.', 'odds of 4.00 imply a 25% chance.'),
          term('margin', 'Margin', 'The bookmaker’s built-in edge: how far the implied probabilities of a market add up above 100%.', 'a two-way market at 1.90 and 1.90 adds up to 105.3%, a margin of 5.3%.', 'Also called the overround or vig. A lower margin means better prices for the bettor.'),
          term('odds-drop', 'Odds drop', 'A fall in the price of an outcome, usually after money or news comes in for it.', 'a team at 2.40 in the morning is 2.10 by kick-off after its rival’s striker is ruled out.'),
        ],
      },
      {
        slug: 'bet-types',
        texts: { en: { title: 'Bet types', summary: 'Singles, accumulators, systems and everything between.' }, ru: { title: 'Виды ставок' } },
        terms: [
          term('single-bet', 'Single', 'A bet on one outcome: it wins if that outcome happens.', '10 EUR on a home win at 1.85 returns 18.50 EUR.'),
          term('accumulator', 'Accumulator', 'One bet on several outcomes from different events; all must win, and the odds multiply.', 'three legs at 1.80, 1.95 and 2.10 give total odds of 7.37.', 'Also called an express or a parlay. See [accumulators explained](/{lng}/blog/accumulators-explained).'),
          term('system-bet', 'System bet', 'Every accumulator of a chosen size from a set of selections, each with the same stake.', 'a 2 of 3 system is three doubles; it still pays if one selection loses.', 'See [system bets](/{lng}/blog/system-bets-guide).'),
          term('banker', 'Banker', 'A selection placed in every combination of a system bet.', 'in a 2 of 3 system with one banker, only the two doubles containing the banker are placed.'),
          term('live-bet', 'Live bet', 'A bet placed while the event is in progress, at odds that follow the play.', 'backing over 2.5 goals at 2.60 when the score is 1–0 at half-time.'),
          term('cash-out', 'Cash out', 'Settling a bet before its event ends, for an amount offered at that moment.', 'an accumulator with one leg left might be cashed out for 40 EUR instead of waiting for a 60 EUR return.'),
        ],
      },
    ],
  },
  {
    slug: 'markets',
    position: 20,
    texts: {
      en: { title: 'Markets', summary: 'What you can bet on in a match, and how each market is settled.' },
      ru: { title: 'Рынки', summary: 'На что можно ставить в матче и как рассчитывается каждый рынок.' },
    },
    categories: [
      {
        slug: 'football-markets',
        texts: { en: { title: 'Football markets', summary: 'The match result and the markets around it.' }, ru: { title: 'Футбольные рынки' } },
        terms: [
          term('1x2', '1X2', 'The match result after regular time: 1 home win, X draw, 2 away win.', 'a 1–1 draw wins bets on X; bets on 1 and 2 lose.', 'Extra time and penalties do not count unless the market says so.'),
          term('double-chance', 'Double chance', 'A bet covering two of the three results: 1X, 12 or X2.', '1X wins if the home side wins or draws.'),
          term('draw-no-bet', 'Draw no bet', 'A bet on a team to win, with the stake returned if the match is drawn.', '10 EUR on the away side at 2.20: a draw returns 10 EUR.'),
          term('both-teams-to-score', 'Both teams to score', 'A yes-or-no bet on whether each team scores at least once.', 'a 2–1 result wins "yes"; 2–0 wins "no".'),
          term('correct-score', 'Correct score', 'A bet on the exact final score.', 'a 2–1 home win pays only bets on 2–1.'),
        ],
      },
      {
        slug: 'handicaps-and-totals',
        texts: { en: { title: 'Handicaps and totals', summary: 'Lines that level the teams or count the goals.' }, ru: { title: 'Форы и тоталы' } },
        terms: [
          term('european-handicap', 'European handicap', 'A head start of whole goals with three outcomes, the handicap draw included.', 'home −1 wins with a two-goal win; a one-goal win is a handicap draw.'),
          term('asian-handicap', 'Asian handicap', 'A head start in half, whole or quarter goals that removes the draw.', '−0.75 with a one-goal win: half the stake wins, half is returned.', 'See [Asian handicap in football](/{lng}/blog/asian-handicap-football).'),
          term('over-under', 'Over/under', 'A bet on whether a total, usually goals, ends above or below a line.', 'over 2.5 goals wins with three goals or more.', 'Also called a total. See [over/under goals](/{lng}/blog/football-over-under-goals).'),
          term('team-total', 'Team total', 'An over/under on the goals or points of one team only.', 'away team over 1.5 wins if the away side scores twice.'),
        ],
      },
    ],
  },
  {
    slug: 'money',
    position: 30,
    texts: {
      en: { title: 'Stakes and settlement', summary: 'Managing your money and how bets are paid.' },
      ru: { title: 'Ставки и расчёт', summary: 'Управление деньгами и как рассчитываются ставки.' },
    },
    categories: [
      {
        slug: 'staking',
        texts: { en: { title: 'Staking', summary: 'How much to bet, and why.' }, ru: { title: 'Размер ставки' } },
        terms: [
          term('bankroll', 'Bankroll', 'The money set aside for betting, separate from everyday money.', 'with a 500 EUR bankroll and 2% flat stakes, each bet is 10 EUR.', 'See [bankroll management](/{lng}/blog/bankroll-management).'),
          term('unit', 'Unit', 'A standard stake size, usually a fixed share of the bankroll.', 'one unit of 1% of a 1,000 EUR bankroll is 10 EUR.'),
          term('flat-staking', 'Flat staking', 'Staking the same amount on every bet.', 'ten bets of 10 EUR each, whatever their odds.'),
          term('kelly-criterion', 'Kelly criterion', 'A formula that stakes in proportion to your edge over the odds.', 'at 2.20 with a 50% chance, Kelly suggests 8.3% of the bankroll.'),
          term('value-bet', 'Value bet', 'A bet whose odds are longer than the true chance of the outcome deserves.', 'odds of 2.40 (41.7%) on an outcome you rate at 45%.', 'See [value betting](/{lng}/blog/value-betting).'),
        ],
      },
      {
        slug: 'settlement',
        texts: { en: { title: 'Settlement', summary: 'What happens to a bet once its event is over.' }, ru: { title: 'Расчёт ставок' } },
        terms: [
          term('stake', 'Stake', 'The amount placed on a bet.', 'a 10 EUR stake at 3.00 returns 30 EUR if it wins.'),
          term('payout', 'Payout', 'The total paid for a winning bet: stake times odds, rounded down to the cent.', '12.50 EUR at 1.93 pays 24.12 EUR.'),
          term('void-bet', 'Void bet', 'A bet cancelled and refunded, for example when its match is not played.', 'in an accumulator, a void leg is removed and the rest is settled without it.'),
          term('push', 'Push', 'A result exactly on a whole line, which returns the stake.', 'over 3.0 goals with exactly three goals is a push.'),
          term('line-movement', 'Line movement', 'A change in the odds or the line of a market before or during an event.', 'a goals line moving from 2.5 to 2.75 as rain is forecast to clear.'),
        ],
      },
    ],
  },
  {
    slug: 'casino',
    position: 40,
    texts: {
      en: { title: 'Casino', summary: 'The words behind slots, crash games and bonuses.' },
      ru: { title: 'Казино', summary: 'Термины слотов, краш-игр и бонусов.' },
    },
    categories: [
      {
        slug: 'casino-terms',
        texts: { en: { title: 'Casino terms', summary: 'Return, volatility, bonuses and fair play.' }, ru: { title: 'Термины казино' } },
        terms: [
          term('rtp', 'RTP', 'Return to player: the share of all stakes a game pays back over its lifetime.', 'a 96% RTP slot returns 96 EUR per 100 EUR staked over millions of spins.', 'See [slots: RTP and volatility](/{lng}/blog/slots-rtp-volatility).'),
          term('volatility', 'Volatility', 'How a game’s returns are spread: many small wins or rare large ones.', 'a high-volatility slot may pay nothing for fifty spins and then 200×.'),
          term('free-spins', 'Free spins', 'Slot spins paid for by a bonus rather than by your balance.', '50 free spins at 0.20 EUR each.'),
          term('wagering-requirement', 'Wagering requirement', 'How much must be staked before bonus money can be withdrawn.', 'a 20 EUR bonus with 35× wagering needs 700 EUR of stakes.'),
          term('provably-fair', 'Provably fair', 'A game whose every outcome can be checked from seeds committed before play.', 'after rotating the server seed, recompute a round from the seeds and the nonce.', 'See [provably fair games](/{lng}/blog/provably-fair-games).'),
          term('crash-multiplier', 'Crash multiplier', 'The rising multiplier of a crash game, paid on cash-out before the crash.', 'cashing out at 1.85× with a 10 EUR stake pays 18.50 EUR.'),
          term('house-edge', 'House edge', 'The casino’s long-run advantage in a game: 100% minus its RTP.', 'a game with 97% RTP has a 3% house edge.'),
        ],
      },
    ],
  },
];
