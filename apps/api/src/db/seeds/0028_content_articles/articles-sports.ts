import { coverPath, type ArticleInput } from '../../../remote-apps';

/** Sport by sport: football, tennis, cricket. */
export const sportArticles: readonly ArticleInput[] = [
  {
    slug: 'football-over-under-goals',
    categoryPath: 'sports/football',
    author: 'Tomás Herrera',
    publishedAt: '2026-02-18T15:00:00Z',
    coverPath: coverPath('football-over-under-goals'),
    texts: {
      en: {
        title: 'Over/under goals in football: what the line tells you',
        summary: 'Totals are the second most popular football market after the match result. Learn what 2.5, 2.25 and 2.75 really mean before you back one.',
        body: [
          { type: 'paragraph', text: 'An over/under (total) bet ignores who wins and asks one question: will the match produce more or fewer goals than the line? The line is set so that both sides attract money, which makes it a quick read of how open the bookmaker expects the game to be.' },
          { type: 'heading', text: 'Half lines: 1.5, 2.5, 3.5' },
          { type: 'paragraph', text: 'With a half line there is no draw. Over 2.5 wins with three goals or more, under 2.5 with two or fewer. It is the cleanest way to bet on goals.' },
          { type: 'heading', text: 'Whole and quarter lines' },
          { type: 'paragraph', text: 'On a whole line such as 3.0, exactly three goals returns your stake (a push). A quarter line such as 2.25 splits the stake in half between 2.0 and 2.5. With two goals, the 2.0 half is returned and the 2.5 half settles normally; see [Asian handicap](/{lng}/blog/asian-handicap-football) for the same idea applied to handicaps.' },
          {
            type: 'table',
            caption: 'Over 2.25 at 2.00 with a 10 EUR stake',
            head: ['Goals', 'Over 2.0 half (5 EUR)', 'Over 2.5 half (5 EUR)', 'Total returned'],
            rows: [
              ['0–1', 'lost', 'lost', '0'],
              ['2', 'returned, 5', 'lost', '5'],
              ['3 or more', 'won, 10', 'won, 10', '20'],
            ],
          },
          { type: 'heading', text: 'What moves a goals line' },
          {
            type: 'list',
            items: [
              'Team news: a missing striker or a first-choice goalkeeper back from injury.',
              'The weather: heavy rain and wind tend to bring fewer goals.',
              'What the result means: a team that needs only a draw often sits deep.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'asian-handicap-football',
    categoryPath: 'sports/football',
    author: 'Tomás Herrera',
    publishedAt: '2026-03-27T13:20:00Z',
    coverPath: coverPath('asian-handicap-football'),
    texts: {
      en: {
        title: 'Asian handicap in football: quarter lines without the confusion',
        summary: 'Asian handicaps remove the draw and level the teams. The half, whole and quarter lines explained with the returns of a 10 EUR bet.',
        body: [
          { type: 'paragraph', text: 'An Asian handicap gives one team a head start in goals and removes the draw from the bet. It turns an uneven match into something close to a coin flip, which is why prices near 1.90 on both sides are common.' },
          { type: 'heading', text: 'Half lines' },
          { type: 'paragraph', text: 'Backing a team at −0.5 is the same as backing it to win. At +0.5 you win if it wins or draws. There is no push.' },
          { type: 'heading', text: 'Whole lines' },
          { type: 'paragraph', text: 'At −1.0 your team must win by two goals; a one-goal win returns the stake. At 0.0 (draw no bet) a draw returns the stake.' },
          { type: 'heading', text: 'Quarter lines' },
          { type: 'paragraph', text: 'A quarter line splits the stake across the two nearest lines. −0.75 is half on −0.5 and half on −1.0. With 10 EUR at 2.00: a one-goal win wins the first half (10 EUR back) and pushes the second (5 EUR back), 15 EUR in total; a win by two or more returns 20 EUR; a draw or a defeat loses both halves.' },
          {
            type: 'table',
            head: ['Line', 'Win by 2+', 'Win by 1', 'Draw', 'Defeat'],
            rows: [
              ['−0.5', 'won', 'won', 'lost', 'lost'],
              ['−0.75', 'won', 'half won, half returned', 'lost', 'lost'],
              ['−1.0', 'won', 'returned', 'lost', 'lost'],
              ['+0.25', 'won', 'won', 'half won, half returned', 'lost'],
            ],
          },
          { type: 'note', text: 'The exact settlement of handicaps and totals is in the [sports betting rules](/{lng}/information/rules/2).' },
        ],
      },
    },
  },
  {
    slug: 'tennis-betting-surfaces',
    categoryPath: 'sports/tennis',
    author: 'Maya Collins',
    publishedAt: '2026-05-05T09:10:00Z',
    coverPath: coverPath('tennis-betting-surfaces'),
    texts: {
      en: {
        title: 'Tennis betting by surface: clay, grass and hard courts',
        summary: 'The same two players can be a different match on a different court. How surfaces change serve, rallies and the markets worth a look.',
        body: [
          { type: 'paragraph', text: 'Tennis is played on three main surfaces, and each one rewards different strengths. A player’s overall ranking hides how differently they perform across them, so the surface is the first thing to check before a tennis bet.' },
          { type: 'heading', text: 'Clay' },
          { type: 'paragraph', text: 'Clay slows the ball and makes it bounce higher. Rallies are longer, serves are easier to return and breaks of serve are frequent. Patient baseliners and strong movers do well; totals of games tend to be higher because sets swing back and forth.' },
          { type: 'heading', text: 'Grass' },
          { type: 'paragraph', text: 'Grass is fast and the bounce stays low. A big serve wins many free points, breaks are rare and tie-breaks are common. Markets on tie-breaks and on the number of aces come into their own during the short grass season.' },
          { type: 'heading', text: 'Hard courts' },
          { type: 'paragraph', text: 'Hard courts sit between the two and host most of the season, including two of the four Grand Slams. Speeds vary from event to event, so recent results on similar courts say more than the surface name alone.' },
          {
            type: 'cards',
            items: [
              { title: 'Check the surface record', text: 'Compare wins and losses on this surface over the last two seasons, not the ranking.' },
              { title: 'Watch the schedule', text: 'A long clay match the day before costs more energy than a quick win on grass.' },
              { title: 'Mind the format', text: 'Best of five sets favours the stronger player more than best of three.' },
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'tennis-live-serve',
    categoryPath: 'sports/tennis',
    author: 'Maya Collins',
    publishedAt: '2026-07-08T16:40:00Z',
    coverPath: coverPath('tennis-live-serve'),
    texts: {
      en: {
        title: 'Betting on tennis in play: serve, breaks and momentum',
        summary: 'Tennis is made for live betting: the score changes every few seconds and every game starts with a clear favourite, the server.',
        body: [
          { type: 'paragraph', text: 'In tennis the player serving usually wins the game; on the men’s tour the server holds roughly four games in five. That is why a single break of serve moves the match odds so sharply, and why the market often overreacts to it.' },
          { type: 'heading', text: 'Breaks are not the end of a set' },
          { type: 'paragraph', text: 'A player a break down early in a set still has several return games to break back. Prices on the trailing player drift after the break; if you rated them before the match, the drift can be a better price than the one before the first ball.' },
          { type: 'heading', text: 'Markets that suit live tennis' },
          {
            type: 'list',
            items: [
              'Next game winner: the server is the favourite, the price tells you by how much.',
              'Set winner: useful when the match price has barely moved after an early break.',
              'Total games in the set: longer when both players serve well, shorter when either is struggling.',
            ],
          },
          { type: 'note', text: 'Markets pause on every point in some matches. If the price changes while your slip is open, your odds-change setting decides whether the bet is placed.' },
        ],
      },
    },
  },
  {
    slug: 'cricket-formats-betting',
    categoryPath: 'sports/cricket',
    author: 'Priya Raman',
    publishedAt: '2026-02-08T06:00:00Z',
    coverPath: coverPath('cricket-formats-betting'),
    texts: {
      en: {
        title: 'Test, ODI or T20: how cricket formats change the markets',
        summary: 'Five days or three hours, the format decides how much luck is in a cricket match and which markets make sense.',
        body: [
          { type: 'paragraph', text: 'Cricket is played in three international formats, and each one is almost a different sport for betting. The longer the match, the more the better side wins and the more the conditions matter.' },
          {
            type: 'table',
            head: ['Format', 'Length', 'Draw possible', 'What decides it'],
            rows: [
              ['Test', 'up to five days, two innings each', 'yes', 'pitch wear, weather, depth of bowling'],
              ['One-day international', 'fifty overs a side', 'no (ties are rare)', 'top-order batting, death bowling'],
              ['T20', 'twenty overs a side', 'no (a super over settles ties)', 'power hitting, the toss on dewy evenings'],
            ],
          },
          { type: 'heading', text: 'Test matches' },
          { type: 'paragraph', text: 'The draw is a real outcome in Test cricket, often the most likely one when rain is forecast. Session betting and the first-innings lead are markets where knowledge of the pitch pays.' },
          { type: 'heading', text: 'One-day internationals' },
          { type: 'paragraph', text: 'Fifty overs give the stronger side time to recover from a poor start. Look at the top-scoring batter markets and the runs in the first ten overs, when the field is up and the new ball swings.' },
          { type: 'heading', text: 'T20' },
          { type: 'paragraph', text: 'Twenty overs leave little time to recover, so upsets are common and favourites are priced shorter than they deserve. Sixes and powerplay runs are the popular totals; read [IPL betting markets](/{lng}/blog/ipl-betting-markets) for the detail.' },
        ],
      },
    },
  },
  {
    slug: 'ipl-betting-markets',
    categoryPath: 'sports/cricket',
    author: 'Priya Raman',
    publishedAt: '2026-03-21T05:30:00Z',
    coverPath: coverPath('ipl-betting-markets'),
    texts: {
      en: {
        title: 'IPL betting markets: top batter, sixes and the toss',
        summary: 'The Indian Premier League has more betting markets per match than any other cricket competition. The ones worth understanding, and what drives them.',
        body: [
          { type: 'paragraph', text: 'The IPL packs a match into about three and a half hours, with ten teams, big crowds and some of the world’s best T20 players. Beyond the match winner, a handful of markets carry most of the interest.' },
          { type: 'heading', text: 'Top team batter' },
          { type: 'paragraph', text: 'Back the player who will score the most runs for their side. Openers face the most balls, which is why they lead the prices; a middle-order player is value only when the top order is fragile.' },
          { type: 'heading', text: 'Total sixes' },
          { type: 'paragraph', text: 'Small grounds and flat pitches produce more sixes, and evening dew makes the ball harder to grip for bowlers chasing a total. Check the ground’s recent matches before backing the over.' },
          { type: 'heading', text: 'The toss' },
          { type: 'paragraph', text: 'The toss is a true coin flip and is priced close to evens. Its influence on the match is the interesting part: at some grounds, captains who win it choose to chase, and chasing sides have won a clear majority of recent night matches.' },
          { type: 'note', text: 'All IPL markets are available in the [IPL betting app](/{lng}/ipl-betting-app) and on the site, with the same prices.' },
        ],
      },
    },
  },
];
