import type { BlogCategoryInput } from '../../../remote-apps';

/** Blog categories, parents before their children (a child's parent is its path without the last segment). */
export const blogCategorySeeds: readonly BlogCategoryInput[] = [
  {
    path: 'betting-guides',
    position: 10,
    texts: {
      en: { title: 'Betting guides', summary: 'How odds, bet types and staking work, explained from the first bet onwards.', seo: { title: 'Betting guides · {companyName} blog' } },
      ru: { title: 'Гайды по ставкам', summary: 'Как устроены коэффициенты, типы ставок и управление банком — с самой первой ставки.' },
    },
  },
  {
    path: 'betting-guides/basics',
    position: 10,
    texts: {
      en: { title: 'First steps', summary: 'Odds formats, bet types and live betting for newcomers.' },
      ru: { title: 'Первые шаги', summary: 'Форматы коэффициентов, типы ставок и лайв для новичков.' },
    },
  },
  {
    path: 'betting-guides/strategy',
    position: 20,
    texts: {
      en: { title: 'Strategy', summary: 'Staking plans, value and covering a bet slip.' },
      ru: { title: 'Стратегия', summary: 'Управление банком, валуйные ставки и системы.' },
    },
  },
  {
    path: 'sports',
    position: 20,
    texts: {
      en: { title: 'Sports', summary: 'Markets and what moves them, sport by sport.' },
      ru: { title: 'Виды спорта', summary: 'Рынки и то, что на них влияет, — по видам спорта.' },
    },
  },
  {
    path: 'sports/football',
    position: 10,
    texts: {
      en: { title: 'Football', summary: 'Goals lines, handicaps and the markets of the world’s most bet-on sport.' },
      ru: { title: 'Футбол', summary: 'Тоталы, форы и рынки самого популярного вида спорта.' },
    },
  },
  {
    path: 'sports/tennis',
    position: 20,
    texts: {
      en: { title: 'Tennis', summary: 'Surfaces, serve and betting point by point.' },
      ru: { title: 'Теннис', summary: 'Покрытия, подача и ставки по ходу матча.' },
    },
  },
  {
    path: 'sports/cricket',
    position: 30,
    texts: {
      en: { title: 'Cricket', summary: 'Tests, one-day matches, T20 and the IPL.' },
      ru: { title: 'Крикет', summary: 'Тесты, однодневные матчи, T20 и IPL.' },
    },
  },
  {
    path: 'casino',
    position: 30,
    texts: {
      en: { title: 'Casino', summary: 'Slots, crash games and how fair play is proved.' },
      ru: { title: 'Казино', summary: 'Слоты, краш-игры и как проверяется честность.' },
    },
  },
  {
    path: 'responsible-gaming',
    position: 40,
    texts: {
      en: { title: 'Responsible gaming', summary: 'Limits, time-outs and knowing when to stop.' },
      ru: { title: 'Ответственная игра', summary: 'Лимиты, перерывы и умение вовремя остановиться.' },
    },
  },
];
